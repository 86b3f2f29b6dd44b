/**
 * The departure certificate in Turkish and in English (issue 37 § Students: "offer both, like the other
 * documents"): two buttons downloading GET /api/IlisikKesme/Belge/Download?id&lang; a failure shows the
 * server's message.
 */
import { App, Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { downloadCertificate } from '../api/download-certificate.ts'

/** Props: the completed request's id and the buttons' size. */
export interface CertificateButtonsProps {
  id: number
  size?: 'small' | 'middle'
}

/** The two buttons, the reader's language first. */
export function CertificateButtons({ id, size = 'middle' }: CertificateButtonsProps) {
  const { t, i18n } = useTranslation('departure')
  const { message } = App.useApp()
  const langs: ('tr' | 'en')[] = i18n.language === 'en' ? ['en', 'tr'] : ['tr', 'en']
  return (
    <>
      {langs.map((lang, i) => (
        <Button
          key={lang}
          size={size}
          type={i === 0 && size === 'middle' ? 'primary' : 'default'}
          onClick={() => downloadCertificate(id, lang).catch((e: Error) => message.error(e.message))}
        >
          {t(lang === 'tr' ? 'certificateTr' : 'certificateEn')}
        </Button>
      ))}
    </>
  )
}
