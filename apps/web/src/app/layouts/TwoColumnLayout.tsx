/**
 * The two-column layout (spec §2): a rail with the top-level entries and a second column with the
 * chosen group's pages, then the top bar and the page. Below 767 px the shell uses the vertical
 * layout instead (spec §2).
 */
import { Layout, Typography, theme } from 'antd'
import { useEffect, useState } from 'react'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { NavMenu } from '../shell/NavMenu.tsx'
import { TopBar } from '../shell/TopBar.tsx'
import { useHighlightedItem } from '../shell/use-current-menu-item.ts'
import { GroupRail } from './GroupRail.tsx'
import { ShellMain } from './ShellMain.tsx'

/** Rail + group column + top bar + page. */
export function TwoColumnLayout() {
  const { token } = theme.useToken()
  const menu = useRoleMenu()
  const current = useHighlightedItem()
  const groups = menu.visible
  const currentTop = current ? groups.find((g) => g.key === current.key.split('.')[0]) : undefined
  const [chosen, setChosen] = useState<string | null>(null)

  // Follow the current page's group; a top-level page keeps the group chosen before.
  useEffect(() => {
    if (currentTop && !currentTop.route) setChosen(currentTop.key)
  }, [currentTop])

  const firstGroup = groups.find((g) => !g.route)?.key ?? null
  const activeGroup = groups.find((g) => g.key === (chosen ?? firstGroup) && !g.route)
  const railActive = currentTop?.route ? currentTop.key : (activeGroup?.key ?? null)
  const border = `1px solid ${token.colorBorderSecondary}`

  return (
    <Layout hasSider style={{ minHeight: '100vh' }} data-layout="twocolumn">
      <aside
        style={{
          display: 'flex',
          position: 'sticky',
          top: 0,
          height: '100vh',
          background: token.colorBgContainer,
          borderInlineEnd: border,
        }}
      >
        <GroupRail
          items={groups}
          activeKey={railActive}
          openGroupKey={activeGroup?.key ?? null}
          onSelect={setChosen}
        />
        {activeGroup ? (
          <div style={{ width: 220, borderInlineStart: border, overflow: 'auto' }}>
            <Typography.Text
              strong
              style={{ display: 'block', padding: '22px 24px 8px', textTransform: 'uppercase', fontSize: 12 }}
            >
              {activeGroup.title}
            </Typography.Text>
            <NavMenu mode="inline" items={activeGroup.children} nested />
          </div>
        ) : null}
      </aside>
      <Layout style={{ minWidth: 0 }}>
        <TopBar />
        <ShellMain />
      </Layout>
    </Layout>
  )
}
