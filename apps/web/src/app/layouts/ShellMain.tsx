/**
 * The content column of the signed-in layouts: page header (title and breadcrumb), the page, the
 * footer and the back-to-top button; wide tables' scrollers are made keyboard-focusable (shared/ui).
 */
import { Layout, theme } from 'antd'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { useFocusableScrollers } from '../../shared/ui/use-focusable-scrollers.ts'
import { AppFooter } from '../shell/AppFooter.tsx'
import { BackToTop } from '../shell/BackToTop.tsx'
import { PageHeader } from '../shell/PageHeader.tsx'
import { PageLoading } from './PageLoading.tsx'

/** Props of {@link ShellMain}. */
export interface ShellMainProps {
  /** Limit the content width and centre it (semibox and horizontal layouts). */
  maxWidth?: number
}

/** Page header, page and footer. */
export function ShellMain({ maxWidth }: ShellMainProps) {
  const { token } = theme.useToken()
  const { mobile } = useViewport()
  const { t } = useTranslation()
  useFocusableScrollers(t('scrollRegion'))
  return (
    <>
      <Layout.Content
        id="main-content"
        tabIndex={-1}
        style={{ padding: mobile ? token.padding : token.paddingLG, outline: 'none' }}
      >
        <div style={{ maxWidth, marginInline: 'auto' }}>
          <PageHeader />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
      <AppFooter />
      <BackToTop />
    </>
  )
}
