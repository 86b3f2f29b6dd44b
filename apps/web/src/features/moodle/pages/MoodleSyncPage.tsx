/**
 * Moodle course sync (component key `MoodleSync`, instructor; issue 20): the instructor's sections of the
 * active term with how many students are enrolled in the matching Moodle course, and "enrol in Moodle" per
 * section; the answer names the students without a Moodle user.
 */
import type { MoodleSection, MoodleSectionSyncResult } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useMoodleSections, useSyncSection } from '../api/moodle.ts'

/** The course sync page. */
export function MoodleSyncPage() {
  const { t, i18n } = useTranslation('moodle')
  const { message } = App.useApp()
  const query = useMoodleSections(i18n.language)
  const sync = useSyncSection()
  const [result, setResult] = useState<MoodleSectionSyncResult | null>(null)

  const run = async (s: MoodleSection) => {
    try {
      const r = await sync.mutateAsync(s.SectionId)
      setResult(r)
      message.success(t('course.done', { enrolled: r.Enrolled, already: r.AlreadyEnrolled }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('course.intro')}</Typography.Paragraph>
      {result && result.WithoutMoodleUser.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setResult(null)}
          message={t('course.without', { count: result.WithoutMoodleUser.length })}
          description={result.WithoutMoodleUser.map((s) => `${s.StudentNo} ${s.FullName}`).join(', ')}
        />
      ) : null}
      <Card title={t('course.title')}>
        {query.isError ? (
          <Alert type="error" showIcon message={t('loadFailed')} description={query.error.message} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section aria-label={t('course.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table<MoodleSection>
              rowKey="SectionId"
              size="middle"
              loading={query.isFetching}
              dataSource={query.data ?? []}
              style={{ minWidth: 640 }}
              pagination={false}
              locale={{ emptyText: <Empty description={t('course.empty')} /> }}
              columns={[
                {
                  title: t('col.course'),
                  key: 'course',
                  render: (_: unknown, s) => `${s.CourseCode} ${s.CourseName}`,
                },
                { title: t('col.section'), dataIndex: 'SectionName', width: 100 },
                { title: t('col.students'), dataIndex: 'Students', width: 100 },
                { title: t('col.enrolled'), dataIndex: 'Enrolled', width: 120 },
                {
                  title: t('col.action'),
                  key: 'action',
                  width: 170,
                  render: (_: unknown, s) => (
                    <Button
                      onClick={() => run(s)}
                      loading={sync.isPending && sync.variables === s.SectionId}
                      aria-label={t('course.syncOf', { course: s.CourseCode, section: s.SectionName })}
                    >
                      {t('course.sync')}
                    </Button>
                  ),
                },
              ]}
            />
          </section>
        )}
      </Card>
    </Flex>
  )
}
