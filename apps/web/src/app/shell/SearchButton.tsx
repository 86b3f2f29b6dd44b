/** The menu search behind a button on narrow screens (below 992 px, spec §4 desktop breakpoint). */
import { SearchOutlined } from '@ant-design/icons'
import { Button, Popover } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyMenuSearch } from './LazyMenuSearch.tsx'

/** A search icon that opens the menu search in a popover. */
export function SearchButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      destroyOnHidden
      content={<LazyMenuSearch width="min(300px, 80vw)" autoFocus onChosen={() => setOpen(false)} />}
    >
      <Button type="text" icon={<SearchOutlined aria-hidden />} aria-label={t('header.search')} />
    </Popover>
  )
}
