/** Formatting of durations on the operator's page. */

/**
 * `seconds` as days, hours and minutes with the language's units, at most two parts ("3 g 4 sa", "5 min 12 s"
 * under an hour); `units` are the translated unit letters.
 */
export function formatUptime(seconds: number, units: { d: string; h: string; m: string; s: string }): string {
  const s = Math.max(0, Math.floor(seconds))
  const parts: [number, string][] = [
    [Math.floor(s / 86400), units.d],
    [Math.floor((s % 86400) / 3600), units.h],
    [Math.floor((s % 3600) / 60), units.m],
    [s % 60, units.s],
  ]
  const first = parts.findIndex(([n]) => n > 0)
  if (first === -1) return `0 ${units.s}`
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, u]) => `${n} ${u}`)
    .join(' ')
}
