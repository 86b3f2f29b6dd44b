/**
 * The public document viewer (static route /public/belge-viewer, key `BelgeViewer`; spec §2, §8): shows
 * the data of a document by the verification code in `?code=` (from the QR code) or typed in, until its
 * display time ends; then the §8 message "document display time has ended".
 */
import { SafetyCertificateOutlined } from '@ant-design/icons'
import { Button, Card, Descriptions, Flex, Form, Grid, Input, Result, Skeleton, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../../shared/api/client.ts'
import { useVerifiedDocument } from '../api/verify-document.ts'

/** The viewer page. */
export function BelgeViewerPage() {
  const { t, i18n } = useTranslation('documents')
  const [params, setParams] = useSearchParams()
  const code = (params.get('code') ?? '').trim()
  const query = useVerifiedDocument(code, i18n.language)
  const wide = Grid.useBreakpoint().sm ?? true
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  })

  const search = (
    <Form
      layout={wide ? 'inline' : 'vertical'}
      initialValues={{ code }}
      onFinish={(v: { code: string }) => setParams({ code: v.code.trim() })}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="code"
        label={t('viewer.code')}
        rules={[{ required: true, whitespace: true, message: t('viewer.codeRequired') }]}
      >
        <Input
          maxLength={64}
          autoComplete="off"
          style={{ textTransform: 'uppercase', width: wide ? 240 : '100%' }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('viewer.check')}
        </Button>
      </Form.Item>
    </Form>
  )

  let body: ReactNode = null
  if (!code) body = <Typography.Paragraph>{t('viewer.enterCode')}</Typography.Paragraph>
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />
  else if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0
    body = (
      <Result
        status={status === 410 ? 'warning' : status === 404 ? '404' : 'error'}
        title={status === 410 || status === 404 ? query.error.message : t('viewer.failed')}
        subTitle={status === 410 ? t('viewer.endedHint') : undefined}
      />
    )
  } else {
    const doc = query.data
    body = (
      <Flex vertical gap="middle">
        <Result
          status="success"
          icon={<SafetyCertificateOutlined />}
          title={doc.Name}
          subTitle={t('viewer.valid', { until: format.format(new Date(doc.DisplayUntil)) })}
          style={{ paddingBlock: 8 }}
        />
        <Descriptions bordered size="small" column={1} styles={{ label: { width: '40%' } }}>
          <Descriptions.Item label={t('viewer.code')}>{doc.Code}</Descriptions.Item>
          <Descriptions.Item label={t('viewer.createdAt')}>
            {format.format(new Date(doc.CreatedAt))}
          </Descriptions.Item>
          {doc.Fields.map((f) => (
            <Descriptions.Item key={f.Label} label={f.Label}>
              {f.Value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Flex>
    )
  }

  return (
    <Card title={t('viewer.title')} extra={<SafetyCertificateOutlined aria-hidden />}>
      <Flex vertical gap="large">
        {search}
        {body}
      </Flex>
    </Card>
  )
}
