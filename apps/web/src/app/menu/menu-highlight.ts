/**
 * The highlighted menu key (spec §9 "Menu highlight delay 1000 ms"): the key of the current location's item,
 * as it was 1000 ms ago, for the light sidebar and the horizontal menu alike.
 */
import { useHighlightedItem } from '../shell/use-current-menu-item.ts'
import { useDelayedValue } from '../shell/use-delayed-value.ts'
import { menuKey } from './menu-keys.ts'

/** Highlight delay (spec §9). */
export const HIGHLIGHT_DELAY_MS = 1000

/** The key of the item to highlight, 1000 ms after navigation; '' or undefined while there is none. */
export function useHighlightedKey(): string | undefined {
  const current = useHighlightedItem()
  return useDelayedValue(current ? menuKey(current) : '', HIGHLIGHT_DELAY_MS)
}
