/**
 * Step 5, declaration and finalisation (spec §4): the guest accepts the declaration, then finalises; a
 * completion message follows and the guest goes back to the applications list. A finalised application is
 * read-only (the server refuses every change).
 */
import { CheckCircleOutlined } from '@ant-design/icons'
import { Alert, App, Button, Checkbox, Flex, Popconfirm, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSaveStep } from '../api/save-step.ts'
import { errorText } from './form-helpers.ts'
import type { StepProps } from './step-props.ts'

/** The declaration text, its acceptance and the finalise action. */
export function DeclarationStep({ detail, onSaved }: StepProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const [checked, setChecked] = useState(detail.declarationAccepted)
  const accept = useSaveStep('SaveDeclaration')
  const finalise = useSaveStep('Finalise')
  const target = { applicationId: detail.id, version: detail.version }

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('declaration.text')}</Typography.Paragraph>
      <Checkbox
        checked={checked}
        disabled={detail.declarationAccepted}
        onChange={(e) => setChecked(e.target.checked)}
      >
        {t('declaration.checkbox')}
      </Checkbox>
      {detail.declarationAccepted ? (
        <Alert type="success" showIcon icon={<CheckCircleOutlined />} title={t('declaration.accepted')} />
      ) : (
        <Button
          type="primary"
          disabled={!checked}
          loading={accept.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            accept.mutate(
              { ...target, accepted: true },
              { onSuccess: onSaved, onError: (e) => message.error(errorText(e, t('saveFailed'))) },
            )
          }
        >
          {t('declaration.accept')}
        </Button>
      )}
      <Alert type="warning" showIcon title={t('declaration.finalWarning')} />
      <Popconfirm
        title={t('declaration.confirmTitle')}
        description={t('declaration.confirmText')}
        okText={t('declaration.finalise')}
        cancelText={t('cancel')}
        disabled={!detail.declarationAccepted}
        onConfirm={() =>
          finalise.mutate(target, {
            onSuccess: () => {
              message.success(t('declaration.completed'), 5)
              navigate('/applications')
            },
            onError: (e) => message.error(errorText(e, t('saveFailed'))),
          })
        }
      >
        <Button
          type="primary"
          danger
          disabled={!detail.declarationAccepted}
          loading={finalise.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('declaration.finalise')}
        </Button>
      </Popconfirm>
    </Flex>
  )
}
