/**
 * Per office (accounting, library, fixtures, sports): cleared or not and what blocks it — the debt in TL and
 * the unreturned books or items with their dates (issue 16; spec §1 "counts of debts or unreturned items").
 * With `onSettle`, an office may settle its own open debts (after confirmation); the fixtures and sports
 * offices' items (what the student holds, from the fixtures feature) are taken back through the fixtures
 * refund instead, so those offices get a link to their refund page.
 */
import type { DepartureOffice, DepartureOfficeState } from '@unacs/contracts'
import { Button, Card, Col, List, Popconfirm, Row, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { day, tl } from './format.ts'

/** Where a held item is taken back: the fixtures feature's refund pages (menus.ts). */
const REFUND_PAGE: Partial<Record<DepartureOffice, string>> = {
  fixtures: '/demirbas/iade',
  sports: '/spor/zimmetler',
}

/** Props: the offices' states; the caller's office and a settle action when the caller is an office. */
export function OfficeStates({
  offices,
  ownOffice,
  onSettle,
}: {
  offices: DepartureOfficeState[]
  ownOffice?: DepartureOffice | undefined
  onSettle?: (debtId: number) => void
}) {
  const { t, i18n } = useTranslation('departure')
  return (
    <Row gutter={[12, 12]}>
      {offices.map((o) => {
        const blocked = o.OpenItems.length > 0 || o.HeldItems.length > 0
        const refundPage = REFUND_PAGE[o.Office]
        return (
          <Col key={o.Office} xs={24} sm={12} xl={6}>
            <Card
              size="small"
              title={t(`office.${o.Office}`)}
              extra={
                o.Cleared ? (
                  <Tag color="success">{t('offices.cleared')}</Tag>
                ) : blocked ? (
                  <Tag variant="outlined">{t('offices.blocked')}</Tag>
                ) : (
                  <Tag>{t('offices.clear')}</Tag>
                )
              }
              data-testid={`office-${o.Office}`}
            >
              {blocked ? (
                <>
                  {o.OpenItems.length > 0 ? (
                    <Typography.Text strong>
                      {t('offices.debt')}: {tl(o.DebtKurus, i18n.language)}
                    </Typography.Text>
                  ) : (
                    <Typography.Text strong>
                      {t('offices.items', { count: o.HeldItems.length })}
                    </Typography.Text>
                  )}
                  <List
                    size="small"
                    dataSource={o.OpenItems}
                    renderItem={(d) => (
                      <List.Item
                        actions={
                          onSettle && ownOffice === o.Office
                            ? [
                                <Popconfirm
                                  key="s"
                                  title={t('queue.settleConfirm')}
                                  onConfirm={() => onSettle(d.Id)}
                                >
                                  <Button size="small">{t('queue.settle')}</Button>
                                </Popconfirm>,
                              ]
                            : []
                        }
                      >
                        <List.Item.Meta
                          title={d.Title}
                          description={[
                            d.ItemDate ? `${t('offices.itemDate')}: ${day(d.ItemDate, i18n.language)}` : '',
                            d.DueOn ? `${t('offices.dueOn')}: ${day(d.DueOn, i18n.language)}` : '',
                            d.AmountKurus ? tl(d.AmountKurus, i18n.language) : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </List.Item>
                    )}
                  />
                  {o.HeldItems.length > 0 ? (
                    <>
                      <List
                        size="small"
                        dataSource={o.HeldItems}
                        renderItem={(h) => (
                          <List.Item>
                            <List.Item.Meta
                              title={`${h.Name} (${h.RegistryNo})`}
                              description={
                                h.DeliveredOn
                                  ? `${t('offices.itemDate')}: ${day(h.DeliveredOn, i18n.language)}`
                                  : t('offices.noDate')
                              }
                            />
                          </List.Item>
                        )}
                      />
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        {t('offices.returnHint')}{' '}
                        {onSettle && ownOffice === o.Office && refundPage ? (
                          <Link to={refundPage} style={{ textDecoration: 'underline' }}>
                            {t('offices.refundLink')}
                          </Link>
                        ) : null}
                      </Typography.Paragraph>
                    </>
                  ) : null}
                </>
              ) : (
                <Typography.Text type="secondary">
                  {o.WaiverReason ? t('offices.waived', { reason: o.WaiverReason }) : t('offices.clear')}
                </Typography.Text>
              )}
            </Card>
          </Col>
        )
      })}
    </Row>
  )
}
