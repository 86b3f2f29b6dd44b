/** The top bar's link to the staff portal (spec §1 "The top bar offers a link to a staff portal"). */
import { GlobalOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { externalLinks } from './external-links.ts'

/** Opens the staff portal in a new tab. */
export function StaffPortalLink() {
  const { t } = useTranslation()
  return (
    <Button
      type="text"
      href={externalLinks.staffPortal}
      target="_blank"
      rel="noopener noreferrer"
      icon={<GlobalOutlined aria-hidden />}
      aria-label={`${t('header.staffPortal')} ${t('header.newTab')}`}
    >
      {t('header.staffPortal')}
    </Button>
  )
}
