/** The public programme guide (component key `Rehber`, route /public/rehber; issue 19, spec §2). */
import { useTranslation } from 'react-i18next'
import { GuideTable } from '../components/GuideTable.tsx'
import { PublicFrame } from '../components/PublicFrame.tsx'

/** The guide page. */
export function RehberPage() {
  const { t } = useTranslation('programmes')
  return (
    <PublicFrame heading={t('guide.title')} description={t('guide.description')}>
      <GuideTable />
    </PublicFrame>
  )
}
