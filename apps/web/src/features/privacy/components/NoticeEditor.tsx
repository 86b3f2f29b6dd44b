/**
 * The system administrator's editor of a new notice version (issue 39 "editable by the system administrator"):
 * the Turkish and English title and text, prefilled from the current version; publishing asks for confirmation
 * first (everyone of the audience will be asked again). A 409 (another administrator published meanwhile) shows
 * the message and reloads the history, keeping the edits.
 */
import type { NoticeAudience, NoticeVersion } from '@unacs/contracts'
import { App, Button, Form, Input, Popconfirm } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { usePublishNotice } from '../api/privacy-api.ts'

interface Values {
  TitleTr: string
  TitleEn: string
  BodyTr: string
  BodyEn: string
}

/** Props: the audience and its current version (undefined when none is published). */
export function NoticeEditor({ audience, current }: { audience: NoticeAudience; current?: NoticeVersion }) {
  const { t } = useTranslation('privacy')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const publish = usePublishNotice()
  useEffect(() => {
    form.setFieldsValue({
      TitleTr: current?.TitleTr ?? '',
      TitleEn: current?.TitleEn ?? '',
      BodyTr: current?.BodyTr ?? '',
      BodyEn: current?.BodyEn ?? '',
    })
  }, [form, current])

  const submit = async () => {
    const values = await form.validateFields()
    try {
      const added = await publish.mutateAsync({
        Audience: audience,
        BaseVersion: current?.Version ?? 0,
        ...values,
      })
      message.success(t('admin.published', { version: added.Version }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('admin.publishFailed'))
    }
  }
  const required = [{ required: true, whitespace: true, message: t('admin.required') }]
  return (
    <Form form={form} layout="vertical" requiredMark="optional">
      <Form.Item name="TitleTr" label={t('admin.titleTr')} rules={required}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="BodyTr" label={t('admin.bodyTr')} rules={required} extra={t('admin.bodyHint')}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={20_000} />
      </Form.Item>
      <Form.Item name="TitleEn" label={t('admin.titleEn')} rules={required}>
        <Input maxLength={200} lang="en" />
      </Form.Item>
      <Form.Item name="BodyEn" label={t('admin.bodyEn')} rules={required}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={20_000} lang="en" />
      </Form.Item>
      <Popconfirm
        title={t('admin.confirmTitle', { version: (current?.Version ?? 0) + 1 })}
        description={t('admin.confirmText')}
        okText={t('admin.publish')}
        cancelText={t('admin.cancel')}
        onConfirm={submit}
      >
        <Button type="primary" loading={publish.isPending}>
          {t('admin.publish')}
        </Button>
      </Popconfirm>
    </Form>
  )
}
