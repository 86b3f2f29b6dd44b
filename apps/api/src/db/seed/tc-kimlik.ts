/**
 * T.C. kimlik numarası (Turkish national id number): validation and generation. Spec §3 "Personnel:
 * national id number"; DESIGN.md §5b "national id numbers pass the official checksum".
 *
 * The official rule: 11 digits, the first non-zero;
 * d10 = ((d1 + d3 + d5 + d7 + d9) * 7 − (d2 + d4 + d6 + d8)) mod 10;
 * d11 = (d1 + … + d10) mod 10.
 */

/** Computes the two check digits (d10, d11) of the first nine digits. */
function checkDigits(nine: readonly number[]): [number, number] {
  const [d1, d2, d3, d4, d5, d6, d7, d8, d9] = nine as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const odd = d1 + d3 + d5 + d7 + d9
  const even = d2 + d4 + d6 + d8
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  const d11 = (odd + even + d10) % 10
  return [d10, d11]
}

/**
 * True when `value` is a well-formed T.C. kimlik number: a string of exactly 11 digits, not starting
 * with 0, whose last two digits match the official checksum. Anything else (numbers, spaces) is false.
 */
export function isValidTcKimlik(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[1-9][0-9]{10}$/.test(value)) return false
  const digits = Array.from(value, Number)
  const [d10, d11] = checkDigits(digits.slice(0, 9))
  return digits[9] === d10 && digits[10] === d11
}

/**
 * Makes a random valid T.C. kimlik number from `rng` (any source with `next()` in [0, 1)). The same
 * sequence of random numbers gives the same id; uniqueness is the caller's concern.
 */
export function makeTcKimlik(rng: { next(): number }): string {
  const digit = (min: number) => min + Math.floor(rng.next() * (10 - min))
  const nine = [digit(1), ...Array.from({ length: 8 }, () => digit(0))]
  return [...nine, ...checkDigits(nine)].join('')
}
