/**
 * People: persons, staff members and students (studentships). Spec §3 (Personel, Ogrenci claims);
 * a person may hold several studentships and may be both staff and student.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { units } from './organisation.schema.ts'

/** bytea column mapped to a Node Buffer/Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

export const gender = pgEnum('gender', ['female', 'male'])

/** A natural person. `nationalId` is the 11-digit T.C. kimlik number (official checksum). */
export const persons = pgTable('persons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  nationalId: text('national_id').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: gender('gender').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  birthPlace: text('birth_place'),
  /** Institutional e-mail, also the sign-in identity at the single sign-on. */
  email: text('email').notNull().unique(),
  mobilePhone: text('mobile_phone'),
  /** JPEG bytes or null (spec §7: no photo → default avatar). */
  photo: bytea('photo'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const staffKind = pgEnum('staff_kind', ['academic', 'administrative'])

/** A staff member (Personel); `registryNo` is the SicilNo of the claims. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    registryNo: text('registry_no').notNull().unique(),
    kind: staffKind('kind').notNull(),
    /** Academic or administrative title, e.g. "Prof. Dr.", "Uzman". */
    title: text('title').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    dutyStart: date('duty_start', { mode: 'string' }).notNull(),
    dutyEnd: date('duty_end', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('staff_members_person_idx').on(t.personId)],
)

export const studentStatus = pgEnum('student_status', ['active', 'frozen', 'graduated', 'withdrawn'])

/**
 * One studentship (Ogrenci): a programme enrolment under one student number (OgrNo).
 * `programmeId` is the BirimId of the claims; `studentshipName` is OgrencilikAdi.
 */
export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    studentNo: text('student_no').notNull().unique(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => units.id),
    studentshipName: text('studentship_name').notNull(),
    status: studentStatus('status').notNull(),
    admissionType: text('admission_type').notNull(),
    entryYear: integer('entry_year').notNull(),
    classYear: integer('class_year').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }),
    departureReason: text('departure_reason'),
    /** Advisor (danışman), a staff member. */
    advisorId: integer('advisor_id').references(() => staffMembers.id),
  },
  (t) => [
    index('students_person_idx').on(t.personId),
    index('students_programme_idx').on(t.programmeId),
    index('students_active_idx').on(t.personId).where(sql`status = 'active'`),
  ],
)
