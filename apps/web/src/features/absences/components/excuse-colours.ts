/** Dot colours of the excuse types (antd preset colours beside text in the normal colour, readable in both themes). */
import type { ExcuseType } from '@unacs/contracts'

/** The excuse types in display order. */
export const EXCUSE_TYPES: readonly ExcuseType[] = ['medical', 'official', 'family', 'sports', 'other']

/** Preset colour of each excuse type. */
export const excuseColour: Record<ExcuseType, string> = {
  medical: 'blue',
  official: 'purple',
  family: 'cyan',
  sports: 'green',
  other: 'gold',
}
