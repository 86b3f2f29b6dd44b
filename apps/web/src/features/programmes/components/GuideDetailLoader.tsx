/**
 * Loads and shows a programme's public detail (issue 19), with loading, not-found (also an invalid or expired
 * preview link, with the server's message) and error states; a link back to the guide.
 */
import { Button, Result, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useGuideDetail } from '../api/get-guide.ts'
import { GuideDetailView } from './GuideDetailView.tsx'
import { PublicFrame } from './PublicFrame.tsx'

/** Props: the programme id (from the URL) and an optional preview token. */
export function GuideDetailLoader({ programId, token }: { programId: number | undefined; token?: string }) {
  const { t, i18n } = useTranslation('programmes')
  const q = useGuideDetail(programId, token, i18n.language)
  // A full page load: the guide is the API's server-rendered page (programmes.public-pages.ts), not this SPA's.
  const back = (
    <Button href={`/public/rehber?lang=${i18n.language === 'en' ? 'en' : 'tr'}`}>{t('guide.back')}</Button>
  )
  if (programId === undefined || !Number.isInteger(programId) || programId < 1 || q.error) {
    const notFound = !(q.error instanceof ApiError) || q.error.status === 404
    return (
      <PublicFrame heading={t('guide.title')} description={t('guide.description')}>
        <Result
          status={notFound ? '404' : 'error'}
          title={q.error instanceof ApiError ? q.error.message : t('notFound')}
          extra={back}
        />
      </PublicFrame>
    )
  }
  if (!q.data) return <Skeleton active style={{ padding: 48 }} />
  return (
    <PublicFrame
      heading={q.data.Name}
      description={t('guide.detailDescription', { name: q.data.Name, faculty: q.data.Faculty })}
    >
      <div style={{ marginBottom: 12 }}>{back}</div>
      <GuideDetailView d={q.data} />
    </PublicFrame>
  )
}
