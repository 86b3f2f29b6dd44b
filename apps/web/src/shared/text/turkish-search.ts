/**
 * Turkish-aware text matching for the menu search (issue 4: "Turkish-aware matching"): case folds
 * with the Turkish rules (I → ı, İ → i) and then ignores the Turkish diacritics, so that "ogrenci",
 * "ÖĞRENCİ" and "Öğrenci" all match "Öğrenci İşleri", and "ISLEM" matches "İşlemleri".
 */

const diacritics: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
}

/** Folds `text` for comparison: Turkish lower case, diacritics removed, spaces collapsed. */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşüâîû]/g, (c) => diacritics[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * True when every word of `query` occurs in one of `fields` after {@link foldTurkish}.
 * An empty query matches nothing.
 */
export function matchesTurkish(query: string, fields: readonly string[]): boolean {
  const words = foldTurkish(query).split(' ').filter(Boolean)
  if (words.length === 0) return false
  const haystack = fields.map(foldTurkish).join(' ')
  return words.every((word) => haystack.includes(word))
}

/**
 * An antd Select `filterOption` by the Turkish rule (issue 36: `cagri` finds "Çağrı", `ISLETME` finds
 * "İşletme"): true when every folded word of `input` occurs in the option's label (or title); a blank input
 * keeps every option. Use as `showSearch={{ filterOption: filterByTurkish }}`.
 */
export function filterByTurkish(input: string, option?: { label?: unknown; title?: unknown }): boolean {
  if (foldTurkish(input) === '') return true
  const text = option?.label ?? option?.title
  return matchesTurkish(input, [typeof text === 'string' || typeof text === 'number' ? String(text) : ''])
}
