/**
 * The vertical layout (spec §2, default for signed-in pages) and, with `boxed`, the semibox layout:
 * a sidebar with the role menu, the top bar and the page. The sidebar is small below 1025 px and
 * large above (spec §4); the user can also collapse it (kept in `hoverd`); its state is `data-collapsed` on
 * the sidebar. At 767 px and below the menu moves into a drawer. Light (issue 23, fourth pass): the frame,
 * sidebar and top bar paint without antd (shell.css); the antd parts load after, in their own frames.
 */
import { lazy, Suspense, useState } from 'react'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { readStorage, StorageKey, writeStorage } from '../../shared/storage.ts'
import { Brand } from '../shell/Brand.tsx'
import { NavMenu } from '../shell/NavMenu.tsx'
import { TopBar } from '../shell/TopBar.tsx'
import { MenuToggleButton } from './MenuToggleButton.tsx'
import { ShellMain } from './ShellMain.tsx'
import './shell.css'

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
  const { mobile, smallSidebar } = useViewport()
  const [drawerOpen, setDrawerOpen] = useState(false)
  // Mounted from the first opening on, so that it can animate closed and keep its state afterwards.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const [userCollapsed, setUserCollapsed] = useState(() => readStorage(StorageKey.hoverd) === 'true')
  const collapsed = smallSidebar || userCollapsed
  const layout = boxed ? 'semibox' : 'vertical'

  const toggle = () => {
    writeStorage(StorageKey.hoverd, String(!userCollapsed))
    setUserCollapsed(!userCollapsed)
  }
  const gap = boxed && !mobile ? 16 : 0
  const width = collapsed ? SIDER_SMALL_WIDTH : SIDER_WIDTH
  const leading = mobile ? (
    <MenuToggleButton
      kind="drawer"
      onClick={() => {
        setDrawerUsed(true)
        setDrawerOpen(true)
      }}
    />
  ) : smallSidebar ? null : (
    <MenuToggleButton kind="sidebar" collapsed={collapsed} onClick={toggle} />
  )

  // One tree at every width: the sidebar and the drawer come and go around the same column, so the page
  // (and a dialog open on it, with what was typed) stays mounted when the window crosses 767 px (a phone
  // turned, a window resized). Two trees remounted the page and closed its dialogs.
  return (
    <div className="shell-layout" data-mobile={mobile ? 'true' : undefined} data-layout={layout}>
      {mobile ? null : (
        <aside
          className="shell-sider"
          data-collapsed={collapsed}
          data-boxed={boxed}
          style={{
            width,
            minWidth: width,
            top: gap,
            height: `calc(100vh - ${2 * gap}px)`,
            margin: gap,
            marginInlineEnd: 0,
          }}
        >
          <div className="shell-brand-row">
            <Brand compact={collapsed} />
          </div>
          <NavMenu mode="inline" collapsed={collapsed} />
        </aside>
      )}
      <div className="shell-column" style={{ paddingInline: gap }}>
        <TopBar boxed={boxed && !mobile} showBrand={mobile} leading={leading} />
        <ShellMain maxWidth={boxed && !mobile ? 1300 : undefined} />
      </div>
      {mobile && drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
