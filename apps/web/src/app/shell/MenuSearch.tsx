/**
 * The top bar's menu search (spec §1; issue 4): filters the role's menu pages by title or route while
 * typing, Turkish-aware; results in a dropdown at most 320 px high; arrow keys and Enter choose.
 */
import { SearchOutlined } from '@ant-design/icons'
import { AutoComplete, Input, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { matchesTurkish } from '../../shared/text/turkish-search.ts'
import { useRoleMenu } from '../menu/menu-context.tsx'

/** Most results listed. */
const MAX_RESULTS = 50
/** Dropdown height limit (spec §9). */
const LIST_HEIGHT = 320

/** Props of {@link MenuSearch}. */
export interface MenuSearchProps {
  /** Width of the field; 260 px by default. */
  width?: number | string
  /** Focus the field when shown (mobile popover). */
  autoFocus?: boolean
  /** Called after a result was chosen. */
  onChosen?: () => void
}

/** The search field with its result dropdown. */
export function MenuSearch({ width = 260, autoFocus = false, onChosen }: MenuSearchProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pages } = useRoleMenu()
  const [query, setQuery] = useState('')

  const options = useMemo(() => {
    if (!query.trim()) return []
    return pages
      .filter((page) => matchesTurkish(query, [page.title, page.route ?? '', page.breadcrumbText]))
      .slice(0, MAX_RESULTS)
      .map((page) => ({
        value: page.route ?? '',
        label: (
          <div>
            <div>{page.title}</div>
            {page.breadcrumbText ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {page.breadcrumbText}
              </Typography.Text>
            ) : null}
          </div>
        ),
      }))
  }, [pages, query])

  return (
    <AutoComplete
      value={query}
      options={options}
      onSearch={setQuery}
      onChange={setQuery}
      onSelect={(route: string) => {
        setQuery('')
        void navigate(route)
        onChosen?.()
      }}
      listHeight={LIST_HEIGHT}
      notFoundContent={query.trim() ? t('header.searchEmpty') : null}
      style={{ width }}
      popupMatchSelectWidth={Math.max(typeof width === 'number' ? width : 260, 300)}
    >
      <Input
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        autoFocus={autoFocus}
      />
    </AutoComplete>
  )
}
