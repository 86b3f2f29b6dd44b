/**
 * The lists of the light side navigation (SideNav.tsx, issue 23): a page is a router link with the item's
 * anchor id (spec §3), a group a disclosure button (`aria-expanded`, `aria-controls`) over its nested list;
 * in the collapsed sidebar the top level shows icons only and a group opens a flyout (SideNavFlyout.tsx).
 */
import { type CSSProperties, useRef } from 'react'
import { Link } from 'react-router'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { MenuIcon } from '../menu/menu-icons.tsx'
import { menuKey } from '../menu/menu-keys.ts'
import { SideNavFlyout } from './SideNavFlyout.tsx'

/** What every entry of one side navigation needs (built once per render by SideNav). */
export interface SideNavContext {
  /** The highlighted item's key (spec §9), '' while none. */
  selectedKey: string
  /** The keys of the groups around the highlighted item. */
  activeGroups: ReadonlySet<string>
  /** The groups shown open (inline). */
  openKeys: ReadonlySet<string>
  toggle: (key: string) => void
  onNavigate?: () => void
  /** 1 when the top level is a group's children (no fallback icons there). */
  iconDepth: number
  /** Prefix of the lists' element ids. */
  idPrefix: string
  /** Icon-only top level. */
  collapsed: boolean
  /** The padding before a top-level entry's icon (px); each level adds 24 (antd's inline indent). */
  indent: number
  /** The collapsed top-level group whose flyout is open. */
  flyoutKey: string | null
  setFlyoutKey: (key: string | null) => void
  closeFlyout: () => void
  /** Shows the collapsed entry's title beside it (pointer and keyboard focus). */
  showTip: (anchor: HTMLElement, text: string) => void
  hideTip: () => void
}

/** Props of {@link SideNavList}. */
interface SideNavListProps {
  items: readonly DerivedMenuItem[]
  /** Nesting level (0 = top). */
  depth: number
  ctx: SideNavContext
  /** The list's id (a group's list, named by its button's `aria-controls`). */
  id?: string
}

/** A list of entries at one level. */
export function SideNavList({ items, depth, ctx, id }: SideNavListProps) {
  return (
    <ul className="side-nav-list" id={id}>
      {items.map((item) => (
        <SideNavEntry key={item.key} item={item} depth={depth} ctx={ctx} />
      ))}
    </ul>
  )
}

/** The open/closed arrow of a group (antd's inline submenu arrow). */
function Chevron() {
  return (
    <svg className="side-nav-arrow" viewBox="0 0 10 6" width="10" height="6" aria-hidden focusable="false">
      <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}

/** One page or group, with its children when it is an open group. */
function SideNavEntry({ item, depth, ctx }: { item: DerivedMenuItem; depth: number; ctx: SideNavContext }) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const key = menuKey(item)
  const iconShown = depth + ctx.iconDepth === 0 || Boolean(item.icon)
  const icon = iconShown ? <MenuIcon name={item.icon} /> : null
  const label = (
    <span className="side-nav-label" id={item.route ? undefined : item.id}>
      {item.title}
    </span>
  )
  const collapsedTop = ctx.collapsed && depth === 0
  const style: CSSProperties | undefined = collapsedTop
    ? undefined
    : { paddingInlineStart: ctx.indent + depth * 24 }
  const tipHandlers = collapsedTop
    ? {
        onMouseEnter: (e: { currentTarget: HTMLElement }) => ctx.showTip(e.currentTarget, item.title),
        onFocus: (e: { currentTarget: HTMLElement }) => ctx.showTip(e.currentTarget, item.title),
        onMouseLeave: ctx.hideTip,
        onBlur: ctx.hideTip,
      }
    : {}

  if (item.route) {
    const selected = key === ctx.selectedKey
    return (
      <li>
        <Link
          to={item.route}
          id={item.id}
          className="side-nav-item"
          aria-current={selected ? 'page' : undefined}
          onClick={ctx.onNavigate}
          style={style}
          {...tipHandlers}
        >
          {icon}
          {label}
        </Link>
      </li>
    )
  }

  const listId = `${ctx.idPrefix}-${item.key}`
  const open = collapsedTop ? ctx.flyoutKey === key : ctx.openKeys.has(key)
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className="side-nav-item side-nav-group"
      data-active={ctx.activeGroups.has(key) || undefined}
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      onClick={() => {
        if (collapsedTop) {
          ctx.hideTip()
          ctx.setFlyoutKey(open ? null : key)
        } else ctx.toggle(key)
      }}
      style={style}
      {...(open ? {} : tipHandlers)}
    >
      {icon}
      {label}
      {collapsedTop ? null : <Chevron />}
    </button>
  )

  if (!collapsedTop) {
    return (
      <li>
        {button}
        {open ? <SideNavList items={item.children} depth={depth + 1} ctx={ctx} id={listId} /> : null}
      </li>
    )
  }

  // The flyout's pages show as in the expanded menu, from its own edge; choosing one closes it.
  const flyoutCtx: SideNavContext = {
    ...ctx,
    collapsed: false,
    indent: 16,
    iconDepth: ctx.iconDepth + 1,
    onNavigate: () => {
      ctx.closeFlyout()
      ctx.onNavigate?.()
    },
  }
  return (
    <li>
      {button}
      {open ? (
        <SideNavFlyout anchor={buttonRef} onClose={ctx.closeFlyout} labelledBy={item.id}>
          <SideNavList items={item.children} depth={0} ctx={flyoutCtx} id={listId} />
        </SideNavFlyout>
      ) : null}
    </li>
  )
}
