/**
 * The QR check-in page (component key `EventCheckIn`, /ogrenci/etkinlik-yoklama/:eventId?token=…; issue 21):
 * a signed-in student who scanned an event's QR code is checked in once, within the event's window.
 */
import { Button, Result, Spin } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useCheckIn } from '../api/check-in.ts'

/** Sends the token of the URL once and shows the outcome. */
export function EventCheckInPage() {
  const { t } = useTranslation('events')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const check = useCheckIn()
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    check.mutate({ Token: token })
  }, [check, token])

  if (check.isSuccess) {
    return (
      <Result
        status="success"
        title={t('checkIn.done')}
        subTitle={t('checkIn.doneText', { name: check.data.EventName, points: check.data.Points })}
        extra={
          <Link to="/ogrenci/etkinliklerim">
            <Button type="primary">{t('checkIn.toPoints')}</Button>
          </Link>
        }
      />
    )
  }
  if (check.isError) {
    return (
      <Result
        status="warning"
        title={t('checkIn.failed')}
        subTitle={check.error.message}
        extra={
          <Link to="/ogrenci/etkinliklerim">
            <Button>{t('checkIn.toPoints')}</Button>
          </Link>
        }
      />
    )
  }
  return <Result icon={<Spin />} title={t('checkIn.working')} />
}
