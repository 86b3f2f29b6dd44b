/**
 * The student's course registration home card (issue 24): the active term's basket status, what needs doing
 * (a rejected or returned basket, one not yet submitted) and how many courses and ECTS it holds (the
 * week's classes are the week card's, `WeekHomeCard`).
 */
import { Alert, Flex, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useBasket } from '../api/get-basket.ts'

/** Statuses that ask the student to act, with their message keys. */
const ACTION = {
  none: 'home.basket.action.none',
  draft: 'home.basket.action.draft',
  rejected: 'home.basket.action.rejected',
  returned: 'home.basket.action.returned',
} as const
type ActionStatus = keyof typeof ACTION

/** The card. */
export function BasketHomeCard() {
  const { t } = useTranslation('registration')
  const q = useBasket()
  const b = q.data
  return (
    <HomeCardFrame
      testId="home-card-basket"
      title={t('home.basket.title')}
      link={{ to: '/ogrenci/ders-kaydi', label: t('home.basket.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {b ? (
        <Flex vertical gap="small">
          <Flex justify="space-between" gap="small" wrap>
            <Typography.Text>{b.TermName}</Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{t(`status.${b.Status}`)}</Tag>
          </Flex>
          {b.Status in ACTION && b.Editable ? (
            <Alert
              type={b.Status === 'rejected' || b.Status === 'returned' ? 'warning' : 'info'}
              showIcon
              title={t(ACTION[b.Status as ActionStatus])}
              description={b.Reason ?? undefined}
            />
          ) : null}
          {b.Items.length > 0 ? (
            <Typography.Text type="secondary">
              {t('home.basket.courses', { count: b.Items.length, ects: b.TotalEcts })}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
    </HomeCardFrame>
  )
}
