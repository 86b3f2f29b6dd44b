/**
 * Club registration (component key `ClubRegistration`; issue 21 § Clubs; spec §1 "club registration"): the
 * student sees the clubs, applies to join one, and, as a club's president, decides its applications.
 */
import type { Club } from '@unacs/contracts'
import { App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useApplyClub } from '../api/apply-club.ts'
import { ClubsTable } from '../components/ClubsTable.tsx'
import { PendingApplications } from '../components/PendingApplications.tsx'

/** The student's clubs page. */
export function ClubRegistrationPage() {
  const { t, i18n } = useTranslation('clubs')
  const { message } = App.useApp()
  const apply = useApplyClub()
  const [club, setClub] = useState<Club | null>(null)
  const [form] = Form.useForm<{ Note: string }>()

  const submit = async ({ Note }: { Note?: string }) => {
    if (!club) return
    try {
      await apply.mutateAsync({ ClubId: club.Id, Note: Note ?? '' })
      message.success(t('statusPending'))
      setClub(null)
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      <PendingApplications />
      <Card title={t('title')}>
        <ClubsTable
          showStatus
          action={(c) =>
            c.MyStatus === 'none' || c.MyStatus === 'rejected' ? (
              <Button size="small" type="primary" onClick={() => (form.resetFields(), setClub(c))}>
                {t('apply')}
              </Button>
            ) : null
          }
        />
      </Card>
      <Modal
        open={club !== null}
        title={t('applyTitle', { name: club ? (i18n.language === 'en' ? club.NameEn : club.NameTr) : '' })}
        okText={t('send')}
        cancelText={t('cancel')}
        confirmLoading={apply.isPending}
        onOk={() => form.submit()}
        onCancel={() => setClub(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="Note" label={t('note')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  )
}
