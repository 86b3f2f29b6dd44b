/**
 * The horizontal layout (spec §2): the top bar with the product mark, the role menu as a horizontal
 * bar below it, and the page with a limited width. Mobile widths use the vertical layout instead.
 */
import { Layout, theme } from 'antd'
import { NavMenu } from '../shell/NavMenu.tsx'
import { TopBar } from '../shell/TopBar.tsx'
import { ShellMain } from './ShellMain.tsx'

/** Top bar + horizontal menu + page. */
export function HorizontalLayout() {
  const { token } = theme.useToken()
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="horizontal">
      <TopBar showBrand />
      <div
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: 16,
        }}
      >
        <NavMenu mode="horizontal" />
      </div>
      <ShellMain maxWidth={1400} />
    </Layout>
  )
}
