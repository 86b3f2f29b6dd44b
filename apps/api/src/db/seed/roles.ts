/**
 * The roles of the portal with their fixed ids. These ids are a contract (spec §3 RoleId/RolId; §6
 * "Role id 388 special"): tokens, menus and role switching refer to them, so they never change.
 * See docs/decisions.md "Role ids".
 */
import type { roles } from '../schema/index.ts'

/** Role ids by name. 388 is the base self-service role every staff member holds (spec §6). */
export const ROLE_IDS = {
  student: 1,
  instructor: 2,
  advisor: 3,
  registrar: 4,
  prepAdmin: 5,
  finance: 6,
  inventory: 7,
  committeeChair: 8,
  committeeMember: 9,
  humanResources: 10,
  headOfDepartment: 11,
  studentCentreDean: 12,
  sysadmin: 13,
  library: 14,
  sports: 15,
  authorisedPersonnel: 16,
  dataProtectionOfficer: 17,
  guestApplicant: 100,
  staff: 388,
} as const

/** A role id of the contract. */
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS]

/** The `roles` rows, in id order. `code` is a stable machine name. */
export const ROLES: readonly (typeof roles.$inferInsert & { id: RoleId })[] = [
  { id: 1, code: 'student', nameTr: 'Öğrenci', nameEn: 'Student', audience: 'student' },
  { id: 2, code: 'instructor', nameTr: 'Öğretim Elemanı', nameEn: 'Instructor', audience: 'staff' },
  { id: 3, code: 'advisor', nameTr: 'Danışman', nameEn: 'Advisor', audience: 'staff' },
  { id: 4, code: 'registrar', nameTr: 'Öğrenci İşleri', nameEn: 'Registrar', audience: 'staff' },
  {
    id: 5,
    code: 'prep_admin',
    nameTr: 'Hazırlık Okulu Yöneticisi',
    nameEn: 'Preparatory School Administrator',
    audience: 'staff',
  },
  { id: 6, code: 'finance', nameTr: 'Mali İşler', nameEn: 'Finance and Accounting', audience: 'staff' },
  {
    id: 7,
    code: 'inventory',
    nameTr: 'Demirbaş Sorumlusu',
    nameEn: 'Fixture and Inventory Officer',
    audience: 'staff',
  },
  {
    id: 8,
    code: 'committee_chair',
    nameTr: 'Jüri Başkanı',
    nameEn: 'Evaluation Committee Chair',
    audience: 'staff',
  },
  {
    id: 9,
    code: 'committee_member',
    nameTr: 'Jüri Üyesi',
    nameEn: 'Evaluation Committee Member',
    audience: 'staff',
  },
  {
    id: 10,
    code: 'human_resources',
    nameTr: 'İnsan Kaynakları',
    nameEn: 'Human Resources',
    audience: 'staff',
  },
  {
    id: 11,
    code: 'head_of_department',
    nameTr: 'Bölüm Başkanı',
    nameEn: 'Head of Department',
    audience: 'staff',
  },
  {
    id: 12,
    code: 'student_centre_dean',
    nameTr: 'Öğrenci Merkezi Dekanlığı',
    nameEn: 'Student Centre Dean’s Office',
    audience: 'staff',
  },
  {
    id: 13,
    code: 'sysadmin',
    nameTr: 'Sistem Yöneticisi',
    nameEn: 'System Administrator',
    audience: 'staff',
  },
  { id: 14, code: 'library', nameTr: 'Kütüphane', nameEn: 'Library', audience: 'staff' },
  { id: 15, code: 'sports', nameTr: 'Spor Birimi', nameEn: 'Sports Office', audience: 'staff' },
  {
    id: 16,
    code: 'authorised_personnel',
    nameTr: 'Yetkili Personel',
    nameEn: 'Authorised Personnel',
    audience: 'staff',
  },
  {
    id: 17,
    code: 'data_protection_officer',
    nameTr: 'Kişisel Veri Koruma Sorumlusu',
    nameEn: 'Data Protection Officer',
    audience: 'staff',
  },
  { id: 100, code: 'guest_applicant', nameTr: 'Misafir Aday', nameEn: 'Guest Applicant', audience: 'guest' },
  { id: 388, code: 'staff', nameTr: 'Personel', nameEn: 'Staff', audience: 'staff' },
]
