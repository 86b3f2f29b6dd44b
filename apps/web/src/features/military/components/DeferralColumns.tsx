/** The columns shared by the military tables (issue 20; spec §3 military service query fields). */
import type { MilitaryStudent } from '@unacs/contracts'
import { Badge } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { TFunction } from 'i18next'

const STATUS = { none: 'default', sent: 'success', refused: 'error' } as const
const date = (d: string | null) => (d ? dayjs(d).format('DD.MM.YYYY') : '—')

/** Student number, name, programme, state, request id, offer type and reason, result code, deferral end. */
export function deferralColumns(t: TFunction<'military'>): ColumnsType<MilitaryStudent> {
  return [
    { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 120 },
    { title: t('col.fullName'), dataIndex: 'FullName', width: 180 },
    { title: t('col.programme'), dataIndex: 'Programme', width: 200 },
    {
      title: t('col.state'),
      dataIndex: 'State',
      width: 130,
      render: (s: MilitaryStudent['State']) => <Badge status={STATUS[s]} text={t(`state.${s}`)} />,
    },
    { title: t('col.requestId'), dataIndex: 'RequestId', width: 130, render: (v: string | null) => v ?? '—' },
    { title: t('col.offerType'), dataIndex: 'OfferType', width: 150, render: (v: string | null) => v ?? '—' },
    {
      title: t('col.offerReason'),
      dataIndex: 'OfferReason',
      width: 170,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('col.resultCode'),
      dataIndex: 'ResultCode',
      width: 100,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('col.endsOn'), dataIndex: 'DeferralEndsOn', width: 120, render: date },
  ]
}
