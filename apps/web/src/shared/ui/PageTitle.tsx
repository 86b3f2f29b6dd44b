/** Sets the document title to '{title} | {product}' (spec §2) using React 19's hoisted <title>. */
import { useTranslation } from 'react-i18next'

/** Renders the page's `<title>`; place it once in each page. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation()
  return <title>{t('pageTitle', { title, product: t('product.short') })}</title>
}
