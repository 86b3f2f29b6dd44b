/**
 * Personnel information contracts (spec §3 "Personnel"; issue "Staff self-service" § Personnel information):
 * a staff member's record in three groups — identity, contact, duty — and the contact update.
 * Identity and duty fields are read-only; only the contact fields of `ZUpdateContactRequest` are editable.
 * Enumerated values are codes the web app labels; names of units come in the caller's language.
 * Custom validation messages are catalogue keys (`PERSONNEL_VALIDATION`) the API and the web translate.
 */
import { z } from 'zod'
import { ZPageQuery, ZVersion } from './common.ts'

/** Catalogue keys of the personnel validation messages. */
export const PERSONNEL_VALIDATION = {
  mobile: 'personnel.validation.mobile',
  landline: 'personnel.validation.landline',
  email: 'personnel.validation.email',
  postalCode: 'personnel.validation.postalCode',
  addressLength: 'personnel.validation.addressLength',
} as const

/** Marital status codes. */
export const ZMaritalStatus = z.enum(['single', 'married', 'divorced', 'widowed'])
export type MaritalStatus = z.infer<typeof ZMaritalStatus>

/** Personnel type: academic or administrative staff. */
export const ZPersonnelType = z.enum(['academic', 'administrative'])

/** How the member holds the post: own permanent post, assigned from another unit, acting. */
export const ZPostType = z.enum(['permanent', 'assignment', 'acting'])
export type PostType = z.infer<typeof ZPostType>

/**
 * Cadre (kadro) types: academic staff under law 2547 (faculty members; lecturers art. 31; research
 * assistants art. 50/d or 33/a), administrative staff under law 657 (civil servants 4/A, contracted 4/B)
 * and permanent workers (4/D).
 */
export const ZCadreType = z.enum([
  'academic_2547',
  'lecturer_2547_31',
  'research_50d',
  'research_33a',
  'civil_servant_4a',
  'contract_4b',
  'worker_4d',
])
export type CadreType = z.infer<typeof ZCadreType>

/** Kinds of unit in the unit tree. */
export const ZUnitType = z.enum([
  'university',
  'faculty',
  'vocational_school',
  'graduate_school',
  'prep_school',
  'department',
  'programme',
  'office',
])

/** The identity group: who the person is (all read-only). */
export const ZPersonnelIdentity = z.object({
  SicilNo: z.string(),
  /** ISO 3166-1 alpha-2 code, e.g. TR. */
  Nationality: z.string(),
  /** The 11-digit national id number (T.C. kimlik no). */
  NationalId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  PreferredFirstName: z.string().nullable(),
  PreferredLastName: z.string().nullable(),
  /** The name as written in English documents (Latin letters only). */
  FirstNameEn: z.string().nullable(),
  LastNameEn: z.string().nullable(),
  MotherName: z.string().nullable(),
  FatherName: z.string().nullable(),
  BirthDate: z.string(),
  BirthPlace: z.string().nullable(),
  Gender: z.enum(['female', 'male']),
  MaritalStatus: ZMaritalStatus.nullable(),
  /** Civil registry (nüfus kaydı): country, province, district, neighbourhood/village, volume, numbers. */
  Country: z.string().nullable(),
  Province: z.string().nullable(),
  District: z.string().nullable(),
  Neighbourhood: z.string().nullable(),
  Volume: z.string().nullable(),
  FamilyOrderNo: z.string().nullable(),
  OrderNo: z.string().nullable(),
})
export type PersonnelIdentity = z.infer<typeof ZPersonnelIdentity>

/** The contact group. Phones are 10 digits without the leading 0 (e.g. 5321234567, 2223350580). */
export const ZPersonnelContact = z.object({
  Address: z.string().nullable(),
  PostalCode: z.string().nullable(),
  HomePhone: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  AlternativeMobile: z.string().nullable(),
  PersonalEmail: z.string().nullable(),
  /** The institutional address (also the sign-in identity): read-only. */
  CorporateEmail: z.string(),
  /** Assigned by the institution: read-only. */
  CorporateExtension: z.string().nullable(),
  CorporateMobile: z.string().nullable(),
})
export type PersonnelContact = z.infer<typeof ZPersonnelContact>

/** The duty group: the post held (read-only). Faculty and department derive from the unit tree. */
export const ZPersonnelDuty = z.object({
  PersonnelType: ZPersonnelType,
  Title: z.string(),
  SicilNo: z.string(),
  DutyStart: z.string(),
  DutyEnd: z.string().nullable(),
  Faculty: z.string().nullable(),
  Department: z.string().nullable(),
  UnitType: ZUnitType,
  Unit: z.string(),
  /** Academic or administrative position, in the caller's language. */
  Position: z.string().nullable(),
  PostType: ZPostType.nullable(),
  CadreType: ZCadreType.nullable(),
})
export type PersonnelDuty = z.infer<typeof ZPersonnelDuty>

/** One staff member's record. `Version` is sent back with an update (optimistic concurrency). */
export const ZPersonnelRecord = z.object({
  Version: z.number().int(),
  Identity: ZPersonnelIdentity,
  Contact: ZPersonnelContact,
  Duty: ZPersonnelDuty,
})
export type PersonnelRecord = z.infer<typeof ZPersonnelRecord>

/** Removes spaces, dashes, dots and brackets, and a leading +90 or 0, from a Turkish phone number. */
export function normaliseTurkishPhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, '')
  if (compact.startsWith('+90')) return compact.slice(3)
  if (compact.startsWith('0090')) return compact.slice(4)
  if (compact.startsWith('0')) return compact.slice(1)
  return compact
}

/** True for a Turkish mobile number after normalising: 10 digits starting with 5. */
export function isTurkishMobile(value: string): boolean {
  return /^5\d{9}$/.test(normaliseTurkishPhone(value))
}

/** True for a Turkish landline number after normalising: 10 digits, area code 2xx, 3xx or 4xx. */
export function isTurkishLandline(value: string): boolean {
  return /^[234]\d{9}$/.test(normaliseTurkishPhone(value))
}

/** An optional field: empty text or null clears it. */
const optional = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), inner.nullable())

/** A Turkish mobile number, stored normalised (5XXXXXXXXX). */
const mobile = z
  .string()
  .trim()
  .min(1, { error: 'error.required' })
  .refine(isTurkishMobile, { error: PERSONNEL_VALIDATION.mobile })
  .transform(normaliseTurkishPhone)

/** An optional Turkish landline number, stored normalised (e.g. 2223350580). */
const landline = optional(
  z
    .string()
    .trim()
    .refine(isTurkishLandline, { error: PERSONNEL_VALIDATION.landline })
    .transform(normaliseTurkishPhone),
)

/**
 * POST /api/Personnel/Bilgi/UpdateContact body: the editable contact fields and the `Version` read.
 * Every field is sent (the whole contact group is replaced); empty text or null clears an optional field.
 * The mobile number is required; phones accept spaces, dashes, brackets and a leading 0 or +90.
 */
export const ZUpdateContactRequest = z.object({
  Version: ZVersion,
  Address: optional(
    z
      .string()
      .trim()
      .min(10, { error: PERSONNEL_VALIDATION.addressLength })
      .max(300, { error: PERSONNEL_VALIDATION.addressLength }),
  ),
  PostalCode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: PERSONNEL_VALIDATION.postalCode }),
  ),
  HomePhone: landline,
  /** Required: spec §5 "Phone empty or wrong format is rejected". */
  MobilePhone: mobile,
  AlternativeMobile: optional(mobile),
  PersonalEmail: optional(
    z
      .string()
      .trim()
      .pipe(z.email({ error: PERSONNEL_VALIDATION.email }).max(254)),
  ),
})
export type UpdateContactRequest = z.infer<typeof ZUpdateContactRequest>

/** GET /api/Personnel/Bilgi/Search query (HR): name, registry number or national id; paged. */
export const ZPersonnelSearchQuery = ZPageQuery.extend({ search: z.string().trim().max(100).default('') })

/** One staff member in the HR search list. */
export const ZPersonnelSummary = z.object({
  SicilNo: z.string(),
  FullName: z.string(),
  Title: z.string(),
  PersonnelType: ZPersonnelType,
  Unit: z.string(),
  CorporateEmail: z.string(),
  IsActive: z.boolean(),
})
export type PersonnelSummary = z.infer<typeof ZPersonnelSummary>

/** GET /api/Personnel/Bilgi/Get query (HR). */
export const ZPersonnelGetQuery = z.object({ sicilNo: z.string().trim().min(1).max(20) })
