/** `kurus` as "1.250,50 TL" (tr) or "1,250.50 TL" (en) (DESIGN.md §4: integer kuruş shown as TL). */
export function formatKurus(kurus: number, language: string): string {
  const abs = Math.abs(kurus)
  const lira = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'tr-TR').format(Math.trunc(abs / 100))
  return `${kurus < 0 ? '-' : ''}${lira}${language === 'en' ? '.' : ','}${String(abs % 100).padStart(2, '0')} TL`
}
