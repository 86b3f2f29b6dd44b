/**
 * The footer (spec §1): the year and the copyright of the university's software development
 * directorate. Light: no antd (issue 23, layouts/shell.css).
 */
import { useTranslation } from 'react-i18next'
import '../layouts/shell.css'

/** The shell footer. */
export function AppFooter() {
  const { t } = useTranslation()
  return (
    <footer className="shell-footer">
      {t('footer.copyright', { year: new Date().getFullYear(), university: t('university.name') })}
    </footer>
  )
}
