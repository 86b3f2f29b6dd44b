/**
 * The committee form (issue 9 § Positions): one chair (holding role 8) and members (holding role 9),
 * chosen by name or registry number; the server refuses non-holders, duplicates and changes after the
 * evaluation has started.
 */
import type { CommitteeCandidate, Position } from '@unacs/contracts'
import { App, Form, Modal, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAssignCommittee } from '../api/assign-committee.ts'
import { useCandidates } from '../api/search-candidates.ts'
import { errorText } from './form-helpers.ts'

interface Values {
  chairRegistryNo: string
  memberRegistryNos: string[]
}

/** Props: the position whose committee is edited (null = closed) and the close callback. */
export interface CommitteeModalProps {
  position: Position | null
  onClose: () => void
}

/** A modal form that assigns a committee. */
export function CommitteeModal({ position, onClose }: CommitteeModalProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [search, setSearch] = useState('')
  const candidates = useCandidates(search)
  const assign = useAssignCommittee()
  const known = new Map<string, string>()
  for (const c of position?.committee ?? [])
    known.set(c.registryNo, `${c.title} ${c.fullName} (${c.registryNo})`)
  const option = (c: CommitteeCandidate) => ({
    value: c.registryNo,
    label: `${c.title} ${c.fullName} (${c.registryNo}) — ${c.unitName}`,
  })
  const pick = (filter: (c: CommitteeCandidate) => boolean) => [
    ...(candidates.data ?? []).filter(filter).map(option),
    ...[...known]
      .filter(([no]) => !(candidates.data ?? []).some((c) => c.registryNo === no))
      .map(([value, label]) => ({ value, label })),
  ]
  const required = { required: true, message: t('required') }

  const submit = (values: Values) => {
    if (!position) return
    assign.mutate(
      { positionId: position.id, version: position.version, ...values },
      {
        onSuccess: () => {
          message.success(t('positions.committeeSaved'))
          onClose()
        },
        onError: (error) => message.error(errorText(error, t('saveFailed'))),
      },
    )
  }

  const select = {
    showSearch: { filterOption: false, onSearch: setSearch },
    loading: candidates.isFetching,
    notFoundContent: search.trim().length < 2 ? t('positions.typeToSearch') : t('positions.noCandidates'),
  }
  return (
    <Modal
      open={position !== null}
      title={t('positions.committeeTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          chairRegistryNo: position?.committee.find((c) => c.role === 'chair')?.registryNo,
          memberRegistryNos:
            position?.committee.filter((c) => c.role === 'member').map((c) => c.registryNo) ?? [],
        }}
        onFinish={submit}
      >
        <Form.Item name="chairRegistryNo" label={t('positions.chair')} rules={[required]}>
          <Select {...select} options={pick((c) => c.canChair)} />
        </Form.Item>
        <Form.Item name="memberRegistryNos" label={t('positions.members')} rules={[required]}>
          <Select {...select} mode="multiple" options={pick((c) => c.canBeMember)} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
