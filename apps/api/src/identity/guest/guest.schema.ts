/**
 * Guest applicant tables (spec §3, §4; issue "Identity and session API" § Guests): the guest identities
 * (one per e-mail address), their one-time sign-in codes, and their own profile — personal information
 * (the academic application's personal-information step) and contact details.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** A guest applicant: created on the first successful code verification. `email` is lower-cased. */
export const guests = pgTable('guests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A one-time sign-in code: only its HMAC is kept. It lives 5 minutes, works once (`usedAt`) and dies after
 * 5 wrong tries (`attempts`). A newer code for the same address retires the older ones.
 */
export const guestOtps = pgTable(
  'guest_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_otps_email_idx').on(t.email, t.createdAt)],
)

/** The guest's personal information (add-guest-personal-info); one row per guest. */
export const guestProfiles = pgTable(
  'guest_profiles',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** 1 Turkish citizen (national id number), 2 foreign national (passport): see guest-types.ts. */
    guestTypeId: integer('guest_type_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalId: text('national_id'),
    passportNo: text('passport_no'),
    /** ISO 3166-1 alpha-2 country code. */
    nationality: text('nationality').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthPlace: text('birth_place'),
    gender: text('gender').notNull(),
    /** Turkish mobile `5XXXXXXXXX` or E.164 `+…`, without spaces. */
    phone: text('phone').notNull(),
    orcid: text('orcid'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('guest_profiles_type', sql`${t.guestTypeId} in (1, 2)`),
    check('guest_profiles_gender', sql`${t.gender} in ('female', 'male')`),
  ],
)

/** The guest's contact and background details (add-guest-detail); one row per guest. */
export const guestDetails = pgTable('guest_details', {
  guestId: integer('guest_id')
    .primaryKey()
    .references(() => guests.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2 country code. */
  country: text('country').notNull(),
  postalCode: text('postal_code'),
  alternativePhone: text('alternative_phone'),
  academicTitle: text('academic_title'),
  institution: text('institution'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
