/**
 * Guest types (GET /api/IdentityGuest/guest/guest-types): which identity document the applicant gives.
 * A fixed list — the personal-information rules depend on it (national id number or passport).
 */
import { GUEST_TYPE, type GuestType } from '@unacs/contracts'
import type { Language } from '../../platform/i18n/messages.ts'

const TYPES = [
  { id: GUEST_TYPE.citizen, code: 'citizen', tr: 'T.C. Vatandaşı', en: 'Turkish Citizen' },
  { id: GUEST_TYPE.foreign, code: 'foreign', tr: 'Yabancı Uyruklu', en: 'Foreign National' },
] as const

/** The guest types named in `lang`. */
export function guestTypes(lang: Language): GuestType[] {
  return TYPES.map((t) => ({ id: t.id, code: t.code, name: t[lang] }))
}
