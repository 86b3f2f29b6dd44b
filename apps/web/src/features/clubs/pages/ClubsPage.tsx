/**
 * Clubs of the student centre (component key `Clubs`; issue 21 § Clubs): the list with advisors, presidents,
 * members and pending applications; add or edit a club (advisor by registry number, president by student
 * number).
 */
import type { Club, SaveClubRequest } from '@unacs/contracts'
import { App, Button, Card, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveClub } from '../api/save-club.ts'
import { ClubsTable } from '../components/ClubsTable.tsx'
import { PendingApplications } from '../components/PendingApplications.tsx'

/** The student centre's clubs page. */
export function ClubsPage() {
  const { t } = useTranslation('clubs')
  const { message } = App.useApp()
  const save = useSaveClub()
  const [editing, setEditing] = useState<Partial<Club> | null>(null)
  const [form] = Form.useForm<SaveClubRequest>()

  const open = (c: Partial<Club>) => {
    form.resetFields()
    form.setFieldsValue({
      NameTr: c.NameTr,
      NameEn: c.NameEn,
      AdvisorSicilNo: c.AdvisorSicilNo,
      PresidentOgrNo: c.PresidentOgrNo ?? undefined,
    })
    setEditing(c)
  }

  const submit = async (v: SaveClubRequest) => {
    try {
      await save.mutateAsync({
        ...(editing?.Id ? { Id: editing.Id } : {}),
        ...v,
        DescriptionTr: v.DescriptionTr ?? '',
        DescriptionEn: v.DescriptionEn ?? '',
        PresidentOgrNo: v.PresidentOgrNo || null,
      })
      setEditing(null)
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  return (
    <>
      <PendingApplications />
      <Card
        title={t('title')}
        extra={
          <Button type="primary" onClick={() => open({})}>
            {t('newClub')}
          </Button>
        }
      >
        <ClubsTable
          showStatus={false}
          action={(c) => (
            <Button size="small" onClick={() => open(c)}>
              {t('edit')}
            </Button>
          )}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing?.Id ? t('editClub') : t('newClub')}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="NameTr" label={t('nameTr')} rules={[{ required: true, min: 2, max: 150 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="NameEn" label={t('nameEn')} rules={[{ required: true, min: 2, max: 150 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="DescriptionTr" label={t('descriptionTr')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="DescriptionEn" label={t('descriptionEn')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name="AdvisorSicilNo" label={t('advisorSicilNo')} rules={[{ required: true, max: 20 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="PresidentOgrNo" label={t('presidentOgrNo')} rules={[{ max: 20 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
