/**
 * The horizontal transfer's target programme list (issue 37 § Students; spec §1 "horizontal transfer
 * programme choice"): the council's programme units through the YÖKSİS units service when it answers (passed
 * in by features/index.ts from the yoksis feature), otherwise this feature's seeded list of programmes at
 * other universities. A request names one of them; anything else is refused.
 */
import type { Language, TransferProgrammeList } from '@unacs/contracts'

/** Programmes of the council's units, names per language; null when the units service is unavailable. */
export type CouncilProgrammes = (lang: Language) => Promise<string[] | null>

/** The seeded list used when YÖKSİS is unavailable: [Turkish, English] names, in Turkish order. */
export const SEEDED_TRANSFER_PROGRAMMES: readonly (readonly [string, string])[] = [
  ['Ankara Üniversitesi — Hukuk', 'Ankara University — Law'],
  ['Boğaziçi Üniversitesi — Bilgisayar Mühendisliği', 'Boğaziçi University — Computer Engineering'],
  ['Dokuz Eylül Üniversitesi — İşletme', 'Dokuz Eylül University — Business Administration'],
  ['Ege Üniversitesi — Bilgisayar Mühendisliği', 'Ege University — Computer Engineering'],
  [
    'Ege Üniversitesi — Elektrik-Elektronik Mühendisliği',
    'Ege University — Electrical and Electronics Engineering',
  ],
  ['Gazi Üniversitesi — Makine Mühendisliği', 'Gazi University — Mechanical Engineering'],
  ['Hacettepe Üniversitesi — Hemşirelik', 'Hacettepe University — Nursing'],
  ['İstanbul Teknik Üniversitesi — İnşaat Mühendisliği', 'Istanbul Technical University — Civil Engineering'],
  ['İstanbul Üniversitesi — İktisat', 'Istanbul University — Economics'],
  ['Marmara Üniversitesi — Psikoloji', 'Marmara University — Psychology'],
  [
    'Orta Doğu Teknik Üniversitesi — Endüstri Mühendisliği',
    'Middle East Technical University — Industrial Engineering',
  ],
  ['Ondokuz Mayıs Üniversitesi — Tıp', 'Ondokuz Mayıs University — Medicine'],
]

/** The list service over the council's programmes (when given) and the seeded list. */
export function createTransferProgrammes(council?: CouncilProgrammes) {
  const seeded = (lang: Language) => SEEDED_TRANSFER_PROGRAMMES.map(([tr, en]) => (lang === 'en' ? en : tr))
  const councilOf = async (lang: Language) => {
    if (!council) return null
    try {
      const names = await council(lang)
      return names && names.length > 0 ? names : null
    } catch {
      return null
    }
  }
  return {
    /** The choices in `lang`: the council's programmes when YÖKSİS answers, else the seeded list. */
    async list(lang: Language): Promise<TransferProgrammeList> {
      const names = await councilOf(lang)
      return { Source: names ? 'yoksis' : 'seeded', Items: names ?? seeded(lang) }
    },
    /** Whether `name` is one of the choices offered in either language (the council's or the seeded). */
    async isOffered(name: string): Promise<boolean> {
      for (const lang of ['tr', 'en'] as const) {
        if (seeded(lang).includes(name)) return true
        if ((await councilOf(lang))?.includes(name)) return true
      }
      return false
    },
  }
}

/** The list service's type. */
export type TransferProgrammes = ReturnType<typeof createTransferProgrammes>
