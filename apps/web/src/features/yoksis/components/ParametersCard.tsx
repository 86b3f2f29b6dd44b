/**
 * The comparison parameters of one kind (issue 20 "the comparison parameters page keeps which fields count"):
 * a checkbox per field and a save button; at least one field. A stale save (someone else saved first) shows
 * the server's message and reloads the current fields.
 */

import type { ComparisonKind, YoksisField } from '@unacs/contracts'
import { YOKSIS_FIELDS } from '@unacs/contracts'
import { Alert, App, Button, Card, Checkbox, Flex, Skeleton, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useParameters } from '../api/get-parameters.ts'
import { useSaveParameters } from '../api/save-parameters.ts'

/** Props: the kind whose parameters are edited. */
export interface ParametersCardProps {
  kind: ComparisonKind
}

/** One card of field checkboxes with its save button. */
export function ParametersCard({ kind }: ParametersCardProps) {
  const { t } = useTranslation('yoksis')
  const { message } = App.useApp()
  const query = useParameters(kind)
  const save = useSaveParameters()
  const [fields, setFields] = useState<YoksisField[]>([])
  useEffect(() => {
    if (query.data) setFields(query.data.Fields)
  }, [query.data])

  const submit = async () => {
    if (!query.data) return
    try {
      await save.mutateAsync({ Kind: kind, Fields: fields, Version: query.data.Version })
      message.success(t('parameters.saved'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('parameters.failed'))
    }
  }

  return (
    <Card title={t(`parameters.title.${kind}`)}>
      {query.isLoading ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
      ) : (
        <Flex vertical gap="middle">
          <Checkbox.Group
            aria-label={t(`parameters.title.${kind}`)}
            value={fields}
            onChange={(v) => setFields(YOKSIS_FIELDS.filter((f) => (v as string[]).includes(f)))}
          >
            <Flex wrap gap="small">
              {YOKSIS_FIELDS.map((f) => (
                <Checkbox key={f} value={f}>
                  {t(`field.${f}`)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
          {fields.length === 0 && (
            <Typography.Text type="danger">{t('parameters.atLeastOne')}</Typography.Text>
          )}
          <div>
            <Button type="primary" loading={save.isPending} disabled={fields.length === 0} onClick={submit}>
              {t('parameters.save')}
            </Button>
          </div>
        </Flex>
      )}
    </Card>
  )
}
