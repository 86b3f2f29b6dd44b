/**
 * The role's menu in the sidebar, the mobile drawer and the two-column layout's second column, without antd
 * (issue 23: the vertical layout's first load). A WAI-ARIA disclosure navigation (APG "Disclosure Navigation
 * Menu"): `<nav>` with nested lists, a group is a button that shows or hides its list, a page is a link. The
 * current page is marked (`aria-current="page"`, selected style) 1000 ms after navigation (spec §9), and the
 * groups around it are opened. Collapsed (the 72 px sidebar), only the icons show, with the titles for screen
 * readers and as a tooltip; a group opens its pages in a flyout beside it. Looks like antd's inline menu.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import '../../shared/ui/light.css'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { useHighlightedKey } from '../menu/menu-highlight.ts'
import { openKeysFor } from '../menu/menu-keys.ts'
import { type SideNavContext, SideNavList } from './SideNavList.tsx'
import { useHighlightedItem } from './use-current-menu-item.ts'
import './side-nav.css'

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The items to show (the visible menu, or one group's children). */
  items: DerivedMenuItem[]
  /** Icon-only (the small sidebar). */
  collapsed?: boolean
  /** Called after a page link was chosen (closes the mobile drawer). */
  onNavigate?: () => void
  /** The items are a group's children (two-column second column): no fallback icons. */
  nested?: boolean
}

/** A tooltip of the collapsed menu: its text and where it shows (viewport px). */
interface Tip {
  text: string
  top: number
  left: number
}

/** The light side navigation. */
export function SideNav({ items, collapsed = false, onNavigate, nested = false }: SideNavProps) {
  const { t } = useTranslation()
  const idPrefix = useId()
  const current = useHighlightedItem()
  const selectedKey = useHighlightedKey() ?? ''
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set())
  const [flyoutKey, setFlyoutKey] = useState<string | null>(null)
  const [tip, setTip] = useState<Tip | null>(null)

  // The current page's groups open as soon as it is shown (the highlight itself follows after the delay).
  useEffect(() => {
    if (collapsed) return
    const needed = openKeysFor(items, current?.route ?? null)
    setOpenKeys((keys) => (needed.every((k) => keys.has(k)) ? keys : new Set([...keys, ...needed])))
  }, [collapsed, items, current])

  // A flyout or tooltip belongs to the collapsed menu only.
  useEffect(() => {
    if (!collapsed) {
      setFlyoutKey(null)
      setTip(null)
    }
  }, [collapsed])

  const toggle = useCallback((key: string) => {
    setOpenKeys((keys) => {
      const next = new Set(keys)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }, [])

  const showTip = useCallback((anchor: HTMLElement, text: string) => {
    const rect = anchor.getBoundingClientRect()
    setTip({ text, top: rect.top + rect.height / 2, left: rect.right + 8 })
  }, [])
  const hideTip = useCallback(() => setTip(null), [])
  const closeFlyout = useCallback(() => setFlyoutKey(null), [])

  const ctx = useMemo<SideNavContext>(
    () => ({
      selectedKey,
      activeGroups: new Set(selectedKey ? openKeysFor(items, selectedKey) : []),
      openKeys,
      toggle,
      onNavigate,
      iconDepth: nested ? 1 : 0,
      idPrefix,
      collapsed,
      indent: 24,
      flyoutKey,
      setFlyoutKey,
      closeFlyout,
      showTip,
      hideTip,
    }),
    [
      selectedKey,
      items,
      openKeys,
      toggle,
      onNavigate,
      nested,
      idPrefix,
      collapsed,
      flyoutKey,
      closeFlyout,
      showTip,
      hideTip,
    ],
  )

  return (
    <nav aria-label={t('nav.main')} className={collapsed ? 'side-nav side-nav-collapsed' : 'side-nav'}>
      <SideNavList items={items} depth={0} ctx={ctx} />
      {tip && collapsed
        ? createPortal(
            <div className="side-nav-tip" aria-hidden style={{ top: tip.top, left: tip.left }}>
              {tip.text}
            </div>,
            document.body,
          )
        : null}
    </nav>
  )
}
