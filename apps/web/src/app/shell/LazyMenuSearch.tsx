/**
 * The menu search, its antd field loaded on first use (issue 23): antd's AutoComplete brings the Select and its
 * virtual list, about 24 KB gzip, and antd's frame (theme and locale), about 150 KB, that a page's load does not
 * need. Until the field is focused (or opened in the phone's search popover), a light read-only field of the same
 * size, label and placeholder stands in (a read-only field takes no text, so nothing typed is lost); hovering it
 * starts the load, focusing it swaps in the antd field, which takes the focus.
 */
import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { preloadAntdFrame } from '../antd-frame-loader.ts'
import { LazyAntdFrame } from '../layouts/LazyAntdFrame.tsx'
import type { MenuSearchProps } from './MenuSearch.tsx'
import '../layouts/shell.css'

const loadSearch = () => loadChunk(() => import('./MenuSearch.tsx'))
const MenuSearch = lazy(() => loadSearch().then((m) => ({ default: m.MenuSearch })))

/** Starts loading the field and the antd frame (a failure is left to the swap's own load). */
function warm(): void {
  preloadAntdFrame(() => import('./MenuSearch.tsx')).catch(() => undefined)
}

/** The stand-in field (antd's Input look, light; a combobox, as the field it stands for); `onUse` swaps in the antd field. */
function SearchPlaceholder({ width = 260, onUse }: Pick<MenuSearchProps, 'width'> & { onUse?: () => void }) {
  const { t } = useTranslation()
  return (
    <span className="shell-search-field" style={{ width }} onPointerEnter={onUse ? warm : undefined}>
      <ShellIcon name="search" size={14} />
      <input
        readOnly
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        onFocus={onUse}
      />
    </span>
  )
}

/**
 * {@link MenuSearch} behind its light stand-in until first focused (at once with `autoFocus`); same props. The
 * slot is `display: contents` (the field is an item of the bar's row) and marks the one antd part of the bar's
 * left side.
 */
export function LazyMenuSearch(props: MenuSearchProps) {
  const [used, setUsed] = useState(props.autoFocus === true)
  return (
    <span className="shell-slot" data-slot="search">
      {used ? (
        <LazyAntdFrame inline fallback={<SearchPlaceholder width={props.width} />}>
          <MenuSearch {...props} autoFocus />
        </LazyAntdFrame>
      ) : (
        <SearchPlaceholder
          width={props.width}
          onUse={() => {
            warm()
            setUsed(true)
          }}
        />
      )}
    </span>
  )
}
