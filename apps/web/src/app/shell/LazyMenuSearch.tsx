/**
 * The menu search, loaded after the shell has painted (issue 23): antd's AutoComplete brings the
 * Select and its virtual list, about 24 KB gzip that the first paint does not need. Until the chunk is
 * there, a read-only field of the same size, label and placeholder holds its place (so nothing shifts
 * and nothing typed is lost: a read-only field takes no text).
 */
import { SearchOutlined } from '@ant-design/icons'
import { Input } from 'antd'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { MenuSearchProps } from './MenuSearch.tsx'

const MenuSearch = lazy(() =>
  loadChunk(() => import('./MenuSearch.tsx')).then((m) => ({ default: m.MenuSearch })),
)

/** The placeholder field shown while the search loads. */
function SearchPlaceholder({ width = 260 }: Pick<MenuSearchProps, 'width'>) {
  const { t } = useTranslation()
  return (
    <Input
      readOnly
      aria-label={t('header.search')}
      placeholder={t('header.searchPlaceholder')}
      prefix={<SearchOutlined aria-hidden />}
      style={{ width }}
    />
  )
}

/** {@link MenuSearch} with its code loaded on first render; same props. */
export function LazyMenuSearch(props: MenuSearchProps) {
  return (
    <Suspense fallback={<SearchPlaceholder width={props.width} />}>
      <MenuSearch {...props} />
    </Suspense>
  )
}
