/** A value that follows its source after a delay (spec §9 "Menu highlight delay 1000 ms"). */
import { useEffect, useState } from 'react'

/**
 * Returns `value` as it was `delayMs` ago: changes show up only after the delay.
 * @param value The current value.
 * @param delayMs The delay; 1000 ms for the menu highlight.
 */
export function useDelayedValue<T>(value: T, delayMs: number): T | undefined {
  const [delayed, setDelayed] = useState<T | undefined>(undefined)
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return delayed
}
