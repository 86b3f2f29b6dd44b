/**
 * The menu search, loaded after the shell has painted (issue 23): antd's AutoComplete brings the
 * Select and its virtual list, about 24 KB gzip that the first paint does not need, and it is drawn in its own
 * antd frame (theme and locale), loaded with it. Until both are there, a light read-only field of the same size,
 * label and placeholder holds its place (so nothing shifts and nothing typed is lost: a read-only field takes no
 * text).
 */
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { LazyAntdFrame } from '../layouts/LazyAntdFrame.tsx'
import type { MenuSearchProps } from './MenuSearch.tsx'
import '../layouts/shell.css'

const MenuSearch = lazy(() =>
  loadChunk(() => import('./MenuSearch.tsx')).then((m) => ({ default: m.MenuSearch })),
)

/** The placeholder field shown while the search loads (antd's Input look, light). */
function SearchPlaceholder({ width = 260 }: Pick<MenuSearchProps, 'width'>) {
  const { t } = useTranslation()
  return (
    <span className="shell-search-field" style={{ width }}>
      <ShellIcon name="search" size={14} />
      <input readOnly aria-label={t('header.search')} placeholder={t('header.searchPlaceholder')} />
    </span>
  )
}

/**
 * {@link MenuSearch} with its code and its antd frame loaded on first render; same props. The slot is
 * `display: contents` (the field is an item of the bar's row) and marks the one antd part of the bar's left side.
 */
export function LazyMenuSearch(props: MenuSearchProps) {
  return (
    <span className="shell-slot" data-slot="search">
      <LazyAntdFrame inline fallback={<SearchPlaceholder width={props.width} />}>
        <MenuSearch {...props} />
      </LazyAntdFrame>
    </span>
  )
}
