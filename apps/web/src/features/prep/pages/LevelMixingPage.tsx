/**
 * Level mixing (component key `LevelMixing`, menu hazirlik/kur-karistirma; issue 18 § Promotion and mixing;
 * spec §4 "start, finalise, finalisation rollback, improvement rollback"): the chosen level's mixing state,
 * its sections' fill, its students with a move action (an improvement) while started, and the improvements.
 * Destructive steps ask first, starting included (it reshuffles the whole level); a started mixing can restore
 * the placement before it (issue 37); one started before that placement was kept says why it cannot. A
 * rollback that kept students moved outside the mixing says so (the server's message). A 409 (another
 * administrator acted) shows the server's message and reloads.
 */
import type { PrepMixing, PrepStudent } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, List, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { type MixingAction, useMixing, useMixingAction } from '../api/mixing.ts'
import { LevelSelect } from '../components/LevelSelect.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { MoveModal } from '../components/MoveModal.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

const STATE_COLOURS = { none: 'default', started: 'processing', finalised: 'success' } as const

/** The level mixing page. */
export function LevelMixingPage() {
  const { t } = useTranslation('prep')
  const { message, modal } = App.useApp()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const [levelId, setLevelId] = useState<number | undefined>()
  const [moving, setMoving] = useState<PrepStudent | null>(null)
  const mixing = useMixing(levelId)
  const action = useMixingAction()
  const m: PrepMixing | undefined = mixing.data

  const run = (a: MixingAction, done: string, after?: () => void) =>
    action.mutateAsync(a).then(
      (said) => {
        if (said.kept.length && said.message) message.warning(said.message, 8)
        else message.success(done)
        after?.()
      },
      (e) => {
        message.error(e instanceof ApiError ? e.message : t('saveFailed'))
        void mixing.refetch()
      },
    )
  const step = m?.MixingId ? { MixingId: m.MixingId, Version: m.Version } : null
  const confirm = (title: string, a: MixingAction, done: string) =>
    modal.confirm({ title, okText: t('confirm'), cancelText: t('cancel'), onOk: () => run(a, done) })

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('mixing.intro')}</Typography.Paragraph>
      <Card title={t('mixing.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between" align="center">
            <Space wrap>
              <QuarterSelect value={quarterId} onChange={setQuarterId} />
              <LevelSelect quarterId={quarterId} value={levelId} onChange={setLevelId} />
              {m ? <Tag color={STATE_COLOURS[m.State]}>{t(`mixing.state.${m.State}`)}</Tag> : null}
            </Space>
            {m ? (
              <Space wrap>
                {m.State === 'none' ? (
                  <Button
                    type="primary"
                    loading={action.isPending}
                    onClick={() =>
                      modal.confirm({
                        title: t('mixing.startConfirm'),
                        content: t('mixing.startConfirmText', { count: m.Students.length }),
                        okText: t('mixing.start'),
                        cancelText: t('cancel'),
                        onOk: () => run({ kind: 'start', levelId: m.LevelId }, t('mixing.started')),
                      })
                    }
                  >
                    {t('mixing.start')}
                  </Button>
                ) : null}
                {m.State === 'started' && step ? (
                  <>
                    <Button
                      danger
                      disabled={m.Improvements.length === 0}
                      onClick={() =>
                        confirm(
                          t('mixing.rollbackImprovementsConfirm'),
                          { kind: 'rollbackImprovements', ...step },
                          t('mixing.improvementsRolledBack'),
                        )
                      }
                    >
                      {t('mixing.rollbackImprovements')}
                    </Button>
                    {m.Restorable ? (
                      <Button
                        danger
                        onClick={() =>
                          confirm(
                            t('mixing.restoreConfirm'),
                            { kind: 'restore', ...step },
                            t('mixing.restored'),
                          )
                        }
                      >
                        {t('mixing.restore')}
                      </Button>
                    ) : null}
                    <Button
                      type="primary"
                      onClick={() =>
                        confirm(
                          t('mixing.finaliseConfirm'),
                          { kind: 'finalise', ...step },
                          t('mixing.finalised'),
                        )
                      }
                    >
                      {t('mixing.finalise')}
                    </Button>
                  </>
                ) : null}
                {m.State === 'finalised' && step ? (
                  <Button
                    danger
                    onClick={() =>
                      confirm(
                        t('mixing.rollbackFinalisationConfirm'),
                        { kind: 'rollbackFinalisation', ...step },
                        t('mixing.finalisationRolledBack'),
                      )
                    }
                  >
                    {t('mixing.rollbackFinalisation')}
                  </Button>
                ) : null}
              </Space>
            ) : null}
          </Flex>
          {mixing.isError ? <LoadError error={mixing.error} retry={() => mixing.refetch()} /> : null}
          {m?.State === 'started' && !m.Restorable ? (
            // Issue 37: a mixing started before the earlier placement was kept cannot be restored; say why here
            // instead of offering a button that answers 422.
            <Alert
              type="info"
              showIcon
              title={t('mixing.notRestorable')}
              data-testid="mixing-not-restorable"
            />
          ) : null}
          {m ? (
            <Space wrap aria-label={t('mixing.fill')}>
              {m.Sections.map((s) => (
                <Tag key={s.Id}>
                  {s.Name}: {s.StudentCount}/{s.Quota}
                </Tag>
              ))}
            </Space>
          ) : null}
          <ScrollRegion label={t('mixing.title')}>
            <Table<PrepStudent>
              rowKey="EnrolmentId"
              size="middle"
              loading={mixing.isFetching}
              dataSource={m?.Students ?? []}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
              style={{ minWidth: 700 }}
              locale={{ emptyText: <Empty description={t('students.empty')} /> }}
              columns={[
                { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
                { title: t('col.fullName'), dataIndex: 'FullName' },
                {
                  title: t('col.entryScore'),
                  dataIndex: 'EntryScore',
                  width: 110,
                  render: (v: number | null) => v ?? '—',
                },
                {
                  title: t('col.section'),
                  dataIndex: 'SectionName',
                  width: 110,
                  render: (v: string | null) => v ?? '—',
                },
                {
                  title: t('actions'),
                  key: 'a',
                  width: 110,
                  render: (_: unknown, s) =>
                    m?.State === 'started' ? (
                      <Button
                        size="small"
                        aria-label={`${t('move')} ${s.StudentNo}`}
                        onClick={() => setMoving(s)}
                      >
                        {t('move')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </ScrollRegion>
          {m && m.State !== 'none' ? (
            <List
              header={<Typography.Text strong>{t('mixing.improvements')}</Typography.Text>}
              bordered
              size="small"
              // The list's own empty text is the disabled colour (2.2:1 in dark mode); secondary text reaches 4.5:1.
              locale={{
                emptyText: <Typography.Text type="secondary">{t('mixing.noImprovements')}</Typography.Text>,
              }}
              dataSource={m.Improvements}
              renderItem={(i) => (
                <List.Item>
                  {`${i.StudentNo} ${i.FullName}: ${i.FromSection} → ${i.ToSection} (${showDateTime(i.MovedAt)})`}
                </List.Item>
              )}
            />
          ) : null}
        </Flex>
      </Card>
      {moving && step ? (
        <MoveModal
          student={moving}
          sections={m?.Sections ?? []}
          pending={action.isPending}
          title={t('move')}
          onClose={() => setMoving(null)}
          onMove={(sectionId) =>
            void run(
              { kind: 'move', ...step, EnrolmentId: moving.EnrolmentId, TargetSectionId: sectionId },
              t('mixing.moved'),
              () => setMoving(null),
            )
          }
        />
      ) : null}
    </Flex>
  )
}
