/**
 * The vertical layout (spec §2, default for signed-in pages) and, with `boxed`, the semibox layout:
 * a sidebar with the role menu, the top bar and the page. The sidebar is small below 1025 px and
 * large above (spec §4); the user can also collapse it (kept in `hoverd`). At 767 px and below the
 * menu moves into a drawer.
 */
import { Layout, theme } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { readStorage, StorageKey, writeStorage } from '../../shared/storage.ts'
import { Brand } from '../shell/Brand.tsx'
import { NavMenu } from '../shell/NavMenu.tsx'
import { TopBar } from '../shell/TopBar.tsx'
import { MenuToggleButton } from './MenuToggleButton.tsx'
import { ShellMain } from './ShellMain.tsx'

/** The drawer's code (antd Drawer) loads when the menu button is first pressed (issue 23: first load). */
const MobileNavDrawer = lazy(() =>
  loadChunk(() => import('./MobileNavDrawer.tsx')).then((m) => ({ default: m.MobileNavDrawer })),
)

/** Sidebar widths (px): large and small (icon-only). */
const SIDER_WIDTH = 250
const SIDER_SMALL_WIDTH = 72

/** Props of {@link VerticalLayout}. */
export interface VerticalLayoutProps {
  /** Semibox: the sidebar floats with a margin and the content width is limited. */
  boxed?: boolean
}

/** Sidebar + top bar + page. */
export function VerticalLayout({ boxed = false }: VerticalLayoutProps) {
  const { token } = theme.useToken()
  const { mobile, smallSidebar } = useViewport()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Mounted from the first opening on, so that it can animate closed and keep its state afterwards.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const [userCollapsed, setUserCollapsed] = useState(() => readStorage(StorageKey.hoverd) === 'true')
  const collapsed = smallSidebar || userCollapsed

  if (mobile) {
    return (
      <Layout style={{ minHeight: '100vh' }} data-layout={boxed ? 'semibox' : 'vertical'}>
        <TopBar
          showBrand
          leading={
            <MenuToggleButton
              kind="drawer"
              onClick={() => {
                setDrawerUsed(true)
                setDrawerOpen(true)
              }}
            />
          }
        />
        <ShellMain />
        {drawerUsed ? (
          <Suspense fallback={null}>
            <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        ) : null}
      </Layout>
    )
  }

  const toggle = () => {
    writeStorage(StorageKey.hoverd, String(!userCollapsed))
    setUserCollapsed(!userCollapsed)
  }
  const gap = boxed ? 16 : 0

  return (
    <Layout hasSider style={{ minHeight: '100vh' }} data-layout={boxed ? 'semibox' : 'vertical'}>
      <Layout.Sider
        theme="light"
        width={SIDER_WIDTH}
        collapsedWidth={SIDER_SMALL_WIDTH}
        collapsed={collapsed}
        trigger={null}
        style={{
          position: 'sticky',
          top: gap,
          height: `calc(100vh - ${2 * gap}px)`,
          margin: gap,
          marginInlineEnd: 0,
          overflow: 'auto',
          ...(boxed
            ? { borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` }
            : { borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }),
          background: token.colorBgContainer,
        }}
      >
        <div style={{ height: 64, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Brand compact={collapsed} />
        </div>
        <NavMenu mode="inline" collapsed={collapsed} />
      </Layout.Sider>
      <Layout style={{ minWidth: 0, paddingInline: gap }}>
        <TopBar
          boxed={boxed}
          leading={
            smallSidebar ? null : <MenuToggleButton kind="sidebar" collapsed={collapsed} onClick={toggle} />
          }
        />
        <ShellMain maxWidth={boxed ? 1300 : undefined} />
      </Layout>
    </Layout>
  )
}
