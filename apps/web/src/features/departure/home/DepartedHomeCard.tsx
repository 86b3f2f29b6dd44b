/**
 * The departed student's home card (issue 37 § Students: "a departed student's home looks normal"): when the
 * active studentship ended by a completed departure, the first card says so — the departure date, the end of
 * the student rights — and offers the departure certificate in Turkish and English. Reads the student's
 * departure overview (GET /api/Ogrenci/IlisikKesme/Get); renders nothing for any other studentship (e.g. a
 * graduate's or a frozen one). Drawn without antd like every home card.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useFormat } from '../../../shared/text/format.ts'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { downloadCertificate } from '../api/download-certificate.ts'
import { useOverview } from '../api/get-overview.ts'

/** The card. */
export function DepartedHomeCard() {
  const { t, i18n } = useTranslation('departure')
  const fmt = useFormat()
  const q = useOverview()
  const [failed, setFailed] = useState<string | null>(null)
  const r = q.data?.Request
  if (q.isPending || q.isError || !r || r.Status !== 'completed') return null
  const langs: ('tr' | 'en')[] = i18n.language === 'en' ? ['en', 'tr'] : ['tr', 'en']
  return (
    <HomeCardFrame
      testId="home-card-departed"
      title={t('home.departed.title')}
      link={{ to: '/ogrenci/ilisik-kesme', label: t('home.departed.open') }}
    >
      <div className="light-stack light-stack-tight">
        <span>
          {t('home.departed.text', {
            studentNo: q.data.StudentNo,
            date: r.DepartureDate ? fmt.date(r.DepartureDate) : '—',
          })}
        </span>
        {r.StudentRightEndsOn ? (
          <span className="light-secondary">
            {t('home.departed.rightEnd', { date: fmt.date(r.StudentRightEndsOn) })}
          </span>
        ) : null}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {langs.map((lang) => (
            <LightButton
              key={lang}
              kind="outline"
              onClick={() => {
                setFailed(null)
                downloadCertificate(r.Id, lang).catch((e: Error) => setFailed(e.message))
              }}
            >
              {t(lang === 'tr' ? 'certificateTr' : 'certificateEn')}
            </LightButton>
          ))}
        </div>
        {failed ? <span role="alert">{failed}</span> : null}
      </div>
    </HomeCardFrame>
  )
}
