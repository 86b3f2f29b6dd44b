/** A request or deposit state as a tag in the page's language (issue 17 § Graduation gown). */
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLOURS: Record<string, string> = {
  held: 'blue',
  active: 'blue',
  released: 'green',
  refunded: 'green',
  returned: 'green',
  captured: 'orange',
  declined: 'red',
}

/** Takes a state key of `gown:state`; renders its label. */
export function GownStateTag({ state }: { state: string }) {
  const { t } = useTranslation('gown')
  return (
    <Tag color={COLOURS[state]} style={{ color: 'inherit' }}>
      {t(`state.${state}` as 'state.all')}
    </Tag>
  )
}
