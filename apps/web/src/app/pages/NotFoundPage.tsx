/** The 404 page for unknown routes, with a return to the start. */
import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../shared/ui/ButtonLink.tsx'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'

/** antd Result 404 with a "return to start" button. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle title={t('errors.notFound.title')} />
      <Result
        status="404"
        title={t('errors.notFound.title')}
        subTitle={t('errors.notFound.subTitle')}
        extra={
          <ButtonLink to="/" type="primary">
            {t('errors.backHome')}
          </ButtonLink>
        }
      />
    </>
  )
}
