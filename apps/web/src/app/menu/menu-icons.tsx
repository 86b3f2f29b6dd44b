/**
 * Ant Design icons by the names the server menu uses (spec §3 menu entry `icon`), drawn without antd or
 * @ant-design/icons (issue 23: the sidebar paints before antd loads). The paths (menu-icon-paths.ts, ~8 KB gzip)
 * load on the first icon's render, after the first paint; until then each icon is an empty box of the same
 * size, so nothing moves. An unknown name gets AppstoreOutlined. Decorative: always `aria-hidden`.
 */
import { useSyncExternalStore } from 'react'
import type { MenuIconPaths } from './menu-icon-paths.ts'

let loaded: Record<string, MenuIconPaths> | undefined
let loading = false
const listeners = new Set<() => void>()

/** Starts loading the paths once and tells the rendered icons when they are there. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (loaded || loading) return () => listeners.delete(listener)
  loading = true
  import('./menu-icon-paths.ts').then(
    (m) => {
      loaded = m.menuIconPaths
      for (const l of listeners) l()
    },
    () => {
      // Offline or a stale deployment: the icons stay empty boxes; the titles carry the meaning.
      loading = false
    },
  )
  return () => listeners.delete(listener)
}

const snapshot = () => loaded
const serverSnapshot = () => undefined

/** A box the size of an antd icon (1em, `.anticon` alignment), also styled by antd where antd is loaded. */
const boxStyle = { display: 'inline-flex', alignItems: 'center', lineHeight: 0, verticalAlign: '-0.125em' }

/**
 * The icon element for a menu icon name: `<span class="anticon">` with a 1em SVG in the text colour.
 * @param name An Ant Design icon name such as `HomeOutlined`; null or unknown → AppstoreOutlined.
 */
export function MenuIcon({ name }: { name: string | null }) {
  const paths = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const icon = paths ? ((name ? paths[name] : undefined) ?? paths.AppstoreOutlined) : undefined
  return (
    <span className="anticon menu-icon" style={boxStyle} aria-hidden>
      <svg
        aria-hidden
        viewBox={icon?.viewBox ?? '64 64 896 896'}
        width="1em"
        height="1em"
        fill="currentColor"
        focusable="false"
      >
        {icon?.d.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  )
}
