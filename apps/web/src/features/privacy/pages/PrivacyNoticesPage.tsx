/**
 * Privacy notices (component key `PrivacyNotices`, menu sistem/aydinlatma-metinleri; issue 39 "Privacy
 * notice … editable by the system administrator with history"): per audience (students, staff, guest
 * applicants), the editor of the next version and the history of every version with who published it, when, and
 * how many acknowledged it. System administrator only.
 */
import type { NoticeAudience, NoticeVersion } from '@unacs/contracts'
import { Alert, Button, Card, Empty, Flex, Segmented, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNoticeHistory } from '../api/privacy-api.ts'
import { NoticeEditor } from '../components/NoticeEditor.tsx'

const AUDIENCES: NoticeAudience[] = ['student', 'staff', 'guest']

/** The page. */
export function PrivacyNoticesPage() {
  const { t, i18n } = useTranslation('privacy')
  const [audience, setAudience] = useState<NoticeAudience>('student')
  const history = useNoticeHistory(audience)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })
  const current = history.data?.[0]

  return (
    <Flex vertical gap="middle">
      <Segmented<NoticeAudience>
        aria-label={t('admin.audience')}
        value={audience}
        onChange={setAudience}
        options={AUDIENCES.map((a) => ({ value: a, label: t(`audience.${a}`) }))}
      />
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={history.error.message}
          action={<Button onClick={() => history.refetch()}>{t('retry')}</Button>}
        />
      ) : null}
      <Card
        title={
          current
            ? t('admin.newVersionOf', { version: current.Version + 1, current: current.Version })
            : t('admin.firstVersion')
        }
        loading={history.isPending}
      >
        <NoticeEditor key={`${audience}-${current?.Version ?? 0}`} audience={audience} current={current} />
      </Card>
      <Card title={t('admin.history')}>
        <Table<NoticeVersion>
          rowKey="Id"
          size="middle"
          loading={history.isFetching}
          dataSource={history.data ?? []}
          pagination={false}
          scroll={history.data?.length ? { x: 640 } : undefined}
          locale={{ emptyText: <Empty description={t('admin.empty')} /> }}
          expandable={{
            expandedRowRender: (v) => (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxWidth: 900 }}>
                {i18n.language === 'en' ? v.BodyEn : v.BodyTr}
              </Typography.Paragraph>
            ),
          }}
          columns={[
            { title: t('admin.col.version'), dataIndex: 'Version', width: 90 },
            {
              title: t('admin.col.title'),
              key: 'title',
              render: (_: unknown, v) => (i18n.language === 'en' ? v.TitleEn : v.TitleTr),
            },
            { title: t('admin.col.publishedAt'), dataIndex: 'PublishedAt', width: 180, render: when },
            {
              title: t('admin.col.publishedBy'),
              dataIndex: 'PublishedBy',
              width: 180,
              render: (v: string | null) => v ?? t('admin.initial'),
            },
            { title: t('admin.col.acknowledged'), dataIndex: 'Acknowledged', width: 130, align: 'end' },
          ]}
        />
      </Card>
    </Flex>
  )
}
