/**
 * Cloning levels into a quarter (issue 18 "cloning a quarter's levels into the next"): the administrator
 * picks the source quarter; POST Kur/Clone copies its levels that carry the clone flag.
 */
import { App, Form, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useCloneLevels } from '../api/levels.ts'
import { QuarterSelect } from './QuarterSelect.tsx'

/** Props: the target quarter and close callback. */
export function CloneLevelsModal({
  targetQuarterId,
  onClose,
}: {
  targetQuarterId: number
  onClose: () => void
}) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [source, setSource] = useState<number | undefined>()
  const clone = useCloneLevels()
  const run = () => {
    if (source === undefined) {
      message.error(t('levels.chooseSource'))
      return
    }
    clone.mutate(
      { SourceQuarterId: source, TargetQuarterId: targetQuarterId },
      {
        onSuccess: (r) => {
          message.success(t('levels.cloned', { count: r.Created }))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
      },
    )
  }
  return (
    <Modal
      open
      title={t('levels.clone')}
      onCancel={onClose}
      okText={t('levels.cloneRun')}
      cancelText={t('cancel')}
      confirmLoading={clone.isPending}
      onOk={run}
    >
      <Form layout="vertical">
        <Form.Item label={t('levels.source')} required>
          <QuarterSelect
            value={source}
            onChange={setSource}
            label={t('levels.source')}
            defaultActive={false}
            exclude={targetQuarterId}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
