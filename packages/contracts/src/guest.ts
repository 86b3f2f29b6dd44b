/**
 * Guest applicant contracts (spec §4, §5, §7): the guest's own profile — personal information and
 * contact details — and the guest types. Field rules follow spec §5 (required fields, names at least
 * 2 characters, phone format, birth date required). Custom messages are catalogue keys that the API (and
 * the web app) translate; rules without one fall back to the generic localised message.
 */
import { z } from 'zod'
import { ZId } from './common.ts'

/** Catalogue keys of the guest validation messages. */
export const GUEST_VALIDATION = {
  required: 'error.required',
  nameMin: 'guest.validation.nameMin',
  phone: 'guest.validation.phone',
  birthDate: 'guest.validation.birthDate',
  birthDatePast: 'guest.validation.birthDatePast',
  nationalId: 'guest.validation.nationalId',
  passportRequired: 'guest.validation.passportRequired',
  country: 'guest.validation.country',
  orcid: 'guest.validation.orcid',
  guestParentId: 'guest.validation.guestParentId',
} as const

/** Guest type ids: a Turkish citizen (national id number) or a foreign national (passport). */
export const GUEST_TYPE = { citizen: 1, foreign: 2 } as const

/** A Turkish mobile number `5XXXXXXXXX` (10 digits) or an international E.164 number `+…`. */
export function isValidPhone(value: string): boolean {
  return /^5\d{9}$/.test(value) || /^\+[1-9]\d{7,14}$/.test(value)
}

/** True for an 11-digit Turkish national id number (T.C. kimlik no) with valid check digits. */
export function isValidNationalId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0)
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0)
  const tenth = (((odd * 7 - even) % 10) + 10) % 10
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  return d[9] === tenth && d[10] === eleventh
}

/** True when `value` is a real calendar date `YYYY-MM-DD`. */
function isCalendarDate(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value
}

const required = { error: GUEST_VALIDATION.required } as const

/** A required text of `min`..`max` characters after trimming; too short reads `minKey`. */
const requiredText = (min: number, max: number, minKey: string = GUEST_VALIDATION.required) =>
  z.string().trim().min(1, required).min(min, { error: minKey }).max(max)

/** An optional text of at most `max` characters; empty means absent. */
const optionalText = (max: number) => z.string().trim().max(max).nullish()

/** A person's name: required, at least 2 characters (spec §5). */
const personName = requiredText(2, 100, GUEST_VALIDATION.nameMin)

/** A phone number, spaces, dashes and brackets ignored; see `isValidPhone`. */
const phone = z
  .string()
  .overwrite((v) => v.replace(/[\s()-]/g, ''))
  .min(1, required)
  .refine(isValidPhone, { error: GUEST_VALIDATION.phone })

/** An ISO 3166-1 alpha-2 country code, e.g. TR. */
const country = z
  .string()
  .trim()
  .min(1, required)
  .regex(/^[A-Za-z]{2}$/, { error: GUEST_VALIDATION.country })

/** The guest's own id, optional in bodies; when given it must be the caller's own (else 403). */
const guestParentId = ZId.optional()

/** True when the payload has a known guest type (the cross-field rules depend on it). */
function hasGuestType(payload: { value: unknown }): boolean {
  const type = (payload.value as { guestTypeId?: unknown } | null)?.guestTypeId
  return type === GUEST_TYPE.citizen || type === GUEST_TYPE.foreign
}

/** POST /api/IdentityGuest/guest/add-guest-personal-info body. */
export const ZGuestPersonalInfoRequest = z
  .object({
    guestParentId,
    guestTypeId: z.union([z.literal(GUEST_TYPE.citizen), z.literal(GUEST_TYPE.foreign)]),
    firstName: personName,
    lastName: personName,
    /** Required (and checksum-valid) for Turkish citizens. */
    nationalId: optionalText(11),
    /** Required for foreign nationals. */
    passportNo: optionalText(30),
    nationality: country,
    /** YYYY-MM-DD, in the past (spec §5: birth date required). */
    birthDate: z
      .string()
      .min(1, required)
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: GUEST_VALIDATION.birthDate })
      .refine(isCalendarDate, { error: GUEST_VALIDATION.birthDate })
      .refine((v) => v >= '1900-01-01' && v < new Date().toISOString().slice(0, 10), {
        error: GUEST_VALIDATION.birthDatePast,
      }),
    birthPlace: optionalText(100),
    gender: z.enum(['female', 'male']),
    phone,
    /** ORCID iD, e.g. 0000-0002-1825-0097. */
    orcid: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{4}-\d{4}-\d{3}[\dX])?$/, { error: GUEST_VALIDATION.orcid })
      .nullish(),
  })
  // Cross-field rules run even when other fields failed, so every problem is reported at once.
  .refine((v) => v.guestTypeId !== GUEST_TYPE.citizen || !!v.nationalId, {
    path: ['nationalId'],
    error: GUEST_VALIDATION.required,
    when: hasGuestType,
  })
  .refine((v) => v.guestTypeId !== GUEST_TYPE.citizen || !v.nationalId || isValidNationalId(v.nationalId), {
    path: ['nationalId'],
    error: GUEST_VALIDATION.nationalId,
    when: hasGuestType,
  })
  .refine((v) => v.guestTypeId !== GUEST_TYPE.foreign || !!v.passportNo, {
    path: ['passportNo'],
    error: GUEST_VALIDATION.passportRequired,
    when: hasGuestType,
  })
export type GuestPersonalInfoRequest = z.infer<typeof ZGuestPersonalInfoRequest>

/** POST /api/IdentityGuest/guest/add-guest-detail body: contact and background details. */
export const ZGuestDetailRequest = z.object({
  guestParentId,
  address: requiredText(5, 500),
  city: requiredText(2, 100),
  country,
  postalCode: optionalText(10),
  alternativePhone: z
    .string()
    .overwrite((v) => v.replace(/[\s()-]/g, ''))
    .refine((v) => v === '' || isValidPhone(v), { error: GUEST_VALIDATION.phone })
    .nullish(),
  /** e.g. "Dr. Öğr. Üyesi". */
  academicTitle: optionalText(100),
  /** The institution the guest works at now. */
  institution: optionalText(200),
})
export type GuestDetailRequest = z.infer<typeof ZGuestDetailRequest>

/** GET /api/IdentityGuest/guest/get-guest-personal_info query: the caller's own guest id. */
export const ZGuestProfileQuery = z.object({
  guestParentId: z
    .string()
    .min(1, required)
    .regex(/^[1-9]\d*$/, { error: GUEST_VALIDATION.guestParentId })
    .transform(Number)
    .pipe(ZId),
})

/** One guest type (GET /api/IdentityGuest/guest/guest-types), named in the caller's language. */
export const ZGuestType = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
export type GuestType = z.infer<typeof ZGuestType>

/** Saved personal information. */
export const ZGuestPersonalInfo = z.object({
  guestTypeId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  nationalId: z.string().nullable(),
  passportNo: z.string().nullable(),
  nationality: z.string(),
  birthDate: z.string(),
  birthPlace: z.string().nullable(),
  gender: z.enum(['female', 'male']),
  phone: z.string(),
  orcid: z.string().nullable(),
  updatedAt: z.string(),
})
export type GuestPersonalInfo = z.infer<typeof ZGuestPersonalInfo>

/** Saved contact details. */
export const ZGuestDetail = z.object({
  address: z.string(),
  city: z.string(),
  country: z.string(),
  postalCode: z.string().nullable(),
  alternativePhone: z.string().nullable(),
  academicTitle: z.string().nullable(),
  institution: z.string().nullable(),
  updatedAt: z.string(),
})
export type GuestDetail = z.infer<typeof ZGuestDetail>

/** The guest's profile: personal information and details, each null until first saved. */
export const ZGuestProfile = z.object({
  guestParentId: z.number().int(),
  email: z.string(),
  personalInfo: ZGuestPersonalInfo.nullable(),
  detail: ZGuestDetail.nullable(),
})
export type GuestProfile = z.infer<typeof ZGuestProfile>
