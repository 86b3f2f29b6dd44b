/**
 * Deterministic pseudo-random numbers for the demo-university seed (DESIGN.md §5b). Never Math.random:
 * every stream is derived from the seed number and a stream name, so one part of the seed (say the
 * students) can grow without shifting the values of another (say the demo accounts).
 */

/** A seeded random source with the helpers the seed needs. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** One value of `[value, weight]` pairs, proportionally to the weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** Shuffles `items` in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[]
}

/** Hashes a string to 32 bits (cyrb53, truncated); used to derive stream seeds. */
function hash32(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/**
 * Creates the random stream `stream` of seed `seed` (sfc32 generator). The same pair always yields
 * the same sequence, on every platform.
 */
export function createRng(seed: number, stream: string): Rng {
  let a = hash32(`${seed}:${stream}:a`)
  let b = hash32(`${seed}:${stream}:b`)
  let c = hash32(`${seed}:${stream}:c`)
  let d = 1
  const next = (): number => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('rng.pick: empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted: (items) => {
      let total = 0
      for (const [, w] of items) total += w
      let r = next() * total
      for (const [value, w] of items) {
        r -= w
        if (r < 0) return value
      }
      const last = items[items.length - 1]
      if (!last) throw new Error('rng.weighted: empty list')
      return last[0]
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i] as (typeof items)[number]
        items[i] = items[j] as (typeof items)[number]
        items[j] = tmp
      }
      return items
    },
  }
}

/**
 * Splits `total` into whole numbers proportional to `weights` (largest remainder), so the parts
 * always add up to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (sum <= 0 || total <= 0) return weights.map(() => 0)
  const exact = weights.map((w) => (total * w) / sum)
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((s, p) => s + p, 0)
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((x, y) => y[0] - x[0] || x[1] - y[1])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    left--
  }
  return parts
}
