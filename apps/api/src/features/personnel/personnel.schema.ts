/**
 * Personnel records (spec §3 "Personnel"): one row per staff member with every field of the personnel
 * screens that persons and staff_members do not hold already. Name, national id, birth date and place,
 * gender, mobile phone and corporate e-mail live in `persons`; type, title, registry number, duty dates and
 * unit in `staff_members`; faculty, department and unit type derive from the unit tree.
 */
import { integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { staffMembers } from '../../db/schema/people.schema.ts'

export const maritalStatus = pgEnum('marital_status', ['single', 'married', 'divorced', 'widowed'])
export const postType = pgEnum('post_type', ['permanent', 'assignment', 'acting'])
export const cadreType = pgEnum('cadre_type', [
  'academic_2547',
  'lecturer_2547_31',
  'research_50d',
  'research_33a',
  'civil_servant_4a',
  'contract_4b',
  'worker_4d',
])

/** A staff member's personnel record. `version` grows with every update (optimistic concurrency). */
export const personnelRecords = pgTable('personnel_records', {
  staffMemberId: integer('staff_member_id')
    .primaryKey()
    .references(() => staffMembers.id),
  /** ISO 3166-1 alpha-2 nationality, e.g. TR. */
  nationality: text('nationality').notNull().default('TR'),
  preferredFirstName: text('preferred_first_name'),
  preferredLastName: text('preferred_last_name'),
  /** The name as written in English documents (Latin letters). */
  firstNameEn: text('first_name_en'),
  lastNameEn: text('last_name_en'),
  motherName: text('mother_name'),
  fatherName: text('father_name'),
  maritalStatus: maritalStatus('marital_status'),
  /** Civil registry (nüfus kaydı). */
  registryCountry: text('registry_country'),
  registryProvince: text('registry_province'),
  registryDistrict: text('registry_district'),
  registryNeighbourhood: text('registry_neighbourhood'),
  registryVolume: text('registry_volume'),
  registryFamilyOrderNo: text('registry_family_order_no'),
  registryOrderNo: text('registry_order_no'),
  /** Contact: editable by the staff member. Phones are 10 digits without the leading 0. */
  address: text('address'),
  postalCode: text('postal_code'),
  homePhone: text('home_phone'),
  alternativeMobile: text('alternative_mobile'),
  personalEmail: text('personal_email'),
  /** Contact assigned by the institution. */
  corporateExtension: text('corporate_extension'),
  corporateMobile: text('corporate_mobile'),
  /** Duty. */
  positionTr: text('position_tr'),
  positionEn: text('position_en'),
  postType: postType('post_type'),
  cadreType: cadreType('cadre_type'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedByPersonId: integer('updated_by_person_id'),
})
