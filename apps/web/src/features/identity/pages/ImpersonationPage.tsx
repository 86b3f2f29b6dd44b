/**
 * The impersonation page (component key `Impersonation`, system administrator; spec §1, §7): pick a
 * staff member, student or graduate, give a reason, and continue as that person. The answer is the
 * target's token with ImpID set; it replaces the session and the app goes home (spec §4).
 */

import { UserSwitchOutlined } from '@ant-design/icons'
import type { ImpersonationCandidate } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Form, Input, Tabs, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionSwitch } from '../../../shared/session/use-session-switch.ts'
import type { ImpersonationType } from '../api/candidate-page.ts'
import { useImpersonateLogin } from '../api/impersonate-login.ts'
import { CandidateTable } from '../components/CandidateTable.tsx'

const types: ImpersonationType[] = ['Personel', 'Ogrenci', 'Mezun']
/** Reason length limits (contracts `ZImpersonateLoginRequest`). */
const REASON_MIN = 5
const REASON_MAX = 500

/** Candidate lists, reason and start. */
export function ImpersonationPage() {
  const { t } = useTranslation('identity')
  const applySwitch = useSessionSwitch()
  const login = useImpersonateLogin()
  const [type, setType] = useState<ImpersonationType>('Personel')
  const [selected, setSelected] = useState<ImpersonationCandidate | null>(null)
  const [reason, setReason] = useState('')
  const reasonOk = reason.trim().length >= REASON_MIN

  const start = () => {
    if (!selected || !reasonOk) return
    login.mutate(
      { ImpersonateId: selected.Id, Type: selected.Type, Reason: reason.trim() },
      { onSuccess: (token) => applySwitch(token, 'impersonationStart') },
    )
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('impersonation.intro')}</Typography.Paragraph>
      <Card>
        <Tabs
          activeKey={type}
          onChange={(key) => {
            setType(key as ImpersonationType)
            setSelected(null)
          }}
          items={types.map((key) => ({
            key,
            label: t(`impersonation.types.${key}`),
            children: <CandidateTable type={key} selectedId={selected?.Id ?? null} onSelect={setSelected} />,
          }))}
        />
      </Card>
      <Card>
        <Form layout="vertical" onFinish={start}>
          <Typography.Paragraph strong>
            {selected
              ? t('impersonation.selected', { name: selected.FullName, id: selected.Id })
              : t('impersonation.noneSelected')}
          </Typography.Paragraph>
          <Form.Item
            label={t('impersonation.reason')}
            extra={t('impersonation.reasonHint')}
            htmlFor="impersonation-reason"
            validateStatus={reason && !reasonOk ? 'error' : undefined}
            help={reason && !reasonOk ? t('impersonation.reasonRequired') : undefined}
          >
            <Input.TextArea
              id="impersonation-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REASON_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
          {login.isError ? (
            <Alert
              type="error"
              showIcon
              title={login.error.message || t('impersonation.failed')}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            icon={<UserSwitchOutlined aria-hidden />}
            disabled={!selected || !reasonOk}
            loading={login.isPending}
          >
            {t('impersonation.start')}
          </Button>
        </Form>
      </Card>
    </Flex>
  )
}
