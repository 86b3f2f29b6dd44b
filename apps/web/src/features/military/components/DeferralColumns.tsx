/** The columns shared by the military tables (issue 20, issue 35; spec §3 military service query fields). */
import type { MilitaryStudent } from '@unacs/contracts'
import { Badge } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { TFunction } from 'i18next'
import { showDate } from '../../../shared/text/format.ts'

const STATUS = {
  none: 'default',
  pending: 'processing',
  deferred: 'success',
  cancelled: 'warning',
  refused: 'error',
} as const
const date = (d: string | null) => (d ? showDate(d) : '—')

/**
 * Student number, name, programme, state, request id (talepKayitUid), offer type (E/I), offer reason (number
 * and text), result code (islemSonucKodu), deferral end (ertBitTarihi).
 */
export function deferralColumns(t: TFunction<'military'>): ColumnsType<MilitaryStudent> {
  return [
    { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 120 },
    { title: t('col.fullName'), dataIndex: 'FullName', width: 180 },
    { title: t('col.programme'), dataIndex: 'Programme', width: 200 },
    {
      title: t('col.state'),
      dataIndex: 'State',
      width: 140,
      render: (s: MilitaryStudent['State']) => <Badge status={STATUS[s]} text={t(`state.${s}`)} />,
    },
    { title: t('col.requestId'), dataIndex: 'RequestId', width: 130, render: (v: string | null) => v ?? '—' },
    {
      title: t('col.offerType'),
      dataIndex: 'OfferType',
      width: 120,
      render: (v: MilitaryStudent['OfferType']) => (v ? t(`offer.${v}`) : '—'),
    },
    {
      title: t('col.offerReason'),
      key: 'reason',
      width: 220,
      render: (_: unknown, s) =>
        s.OfferReasonNo === null ? '—' : `${s.OfferReasonNo} – ${s.OfferReason ?? ''}`,
    },
    {
      title: t('col.resultCode'),
      dataIndex: 'ResultCode',
      width: 110,
      render: (v: string | null) => v ?? '—',
    },
    { title: t('col.endsOn'), dataIndex: 'DeferralEndsOn', width: 120, render: date },
  ]
}
