/**
 * The named demo accounts of the demo university (DESIGN.md §5b): always present, seeded first so
 * their ids are stable (persons 1..20), and listed on the development sign-in page. `DEMO_PEOPLE`
 * holds everything the seed needs; `DEMO_ACCOUNTS` is the public summary for the sign-in page.
 * Spec §6 cases covered: two studentships, a graduate, an instructor-advisor, several roles with a
 * proxy role, and 388 as the only non-proxy role plus a proxy role.
 */
import { UNIVERSITY } from './organisation-data.ts'
import { ROLE_IDS, type RoleId } from './roles.ts'

const D = UNIVERSITY.domain

/** A role a demo staff member holds, in the units given by code (default: the member's own unit). */
export interface DemoRoleSpec {
  roleId: RoleId
  unitCodes?: string[]
  /** For a proxy (delegated) role: the key of the demo account that gave it. */
  proxyFromKey?: DemoAccountKey
}

interface DemoPersonBase {
  key: DemoAccountKey
  label: { tr: string; en: string }
  email: string
  firstName: string
  lastName: string
  gender: 'female' | 'male'
  birthDate: string
  birthPlace: string
  photo: boolean
}

/** A demo staff member. Role 388 in the own unit is added for every staff member. */
export interface DemoStaffSpec extends DemoPersonBase {
  kind: 'staff'
  registryNo: string
  staffKind: 'academic' | 'administrative'
  title: string
  unitCode: string
  dutyStart: string
  roles: DemoRoleSpec[]
}

/** One studentship of a demo student. */
export interface DemoStudentshipSpec {
  studentNo: string
  programmeCode: string
  status: 'active' | 'graduated'
  admissionType: string
  entryYear: number
  classYear: number
  registrationDate: string
  departureDate?: string
  departureReason?: string
  /** "Çift Anadal" or "Yandal" for a second studentship. */
  studyType?: 'Çift Anadal' | 'Yandal'
  /** Key of the demo advisor; otherwise an advisor of the department is assigned. */
  advisorKey?: DemoAccountKey
}

/** A demo student with one or more studentships. */
export interface DemoStudentSpec extends DemoPersonBase {
  kind: 'student'
  studentships: DemoStudentshipSpec[]
}

export type DemoPersonSpec = DemoStaffSpec | DemoStudentSpec

export type DemoAccountKey =
  | 'student-double'
  | 'student'
  | 'graduate'
  | 'instructor-advisor'
  | 'head-of-department'
  | 'multi-role'
  | 'proxy-only'
  | 'prep-admin'
  | 'finance'
  | 'inventory'
  | 'registrar'
  | 'committee-chair'
  | 'committee-member'
  | 'human-resources'
  | 'sysadmin'
  | 'student-centre'
  | 'library'
  | 'sports'
  | 'student-new'
  | 'student-departure'

const R = ROLE_IDS

/** Everything the seed needs to create the demo accounts, in id order. */
export const DEMO_PEOPLE: readonly DemoPersonSpec[] = [
  {
    key: 'student-double',
    kind: 'student',
    label: { tr: 'Öğrenci — iki öğrencilik (çift anadal)', en: 'Student — two studentships (double major)' },
    email: `2024101001@ogr.${D}`,
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    gender: 'female',
    birthDate: '2005-03-14',
    birthPlace: 'İstanbul',
    photo: true,
    studentships: [
      {
        studentNo: '2024101001',
        programmeCode: 'MUH-BIL-101',
        status: 'active',
        admissionType: 'ÖSYM',
        entryYear: 2024,
        classYear: 3,
        registrationDate: '2024-08-20',
        advisorKey: 'instructor-advisor',
      },
      {
        studentNo: '2025201001',
        programmeCode: 'FEF-MAT-201',
        status: 'active',
        admissionType: 'Çift Anadal',
        entryYear: 2025,
        classYear: 2,
        registrationDate: '2025-09-15',
        studyType: 'Çift Anadal',
      },
    ],
  },
  {
    key: 'student',
    kind: 'student',
    label: { tr: 'Öğrenci — tek öğrencilik', en: 'Student — one studentship' },
    email: `2025104001@ogr.${D}`,
    firstName: 'Can',
    lastName: 'Öztürk',
    gender: 'male',
    birthDate: '2006-07-02',
    birthPlace: 'İzmir',
    photo: false,
    studentships: [
      {
        studentNo: '2025104001',
        programmeCode: 'MUH-INS-104',
        status: 'active',
        admissionType: 'ÖSYM',
        entryYear: 2025,
        classYear: 2,
        registrationDate: '2025-08-19',
      },
    ],
  },
  {
    key: 'graduate',
    kind: 'student',
    label: { tr: 'Mezun öğrenci', en: 'Graduate' },
    email: `2019302001@ogr.${D}`,
    firstName: 'Gökhan',
    lastName: 'Şimşek',
    gender: 'male',
    birthDate: '2001-11-23',
    birthPlace: 'Ankara',
    photo: false,
    studentships: [
      {
        studentNo: '2019302001',
        programmeCode: 'IIBF-ISL-302',
        status: 'graduated',
        admissionType: 'ÖSYM',
        entryYear: 2019,
        classYear: 4,
        registrationDate: '2019-08-21',
        departureDate: '2023-06-30',
        departureReason: 'Mezuniyet',
      },
    ],
  },
  {
    key: 'instructor-advisor',
    kind: 'staff',
    label: { tr: 'Öğretim elemanı ve danışman', en: 'Instructor and advisor' },
    email: `zeynep.celik@${D}`,
    firstName: 'Zeynep',
    lastName: 'Çelik',
    gender: 'female',
    birthDate: '1986-05-09',
    birthPlace: 'Eskişehir',
    photo: true,
    registryNo: 'P10001',
    staffKind: 'academic',
    title: 'Dr. Öğr. Üyesi',
    unitCode: 'MUH-BIL',
    dutyStart: '2016-02-01',
    roles: [{ roleId: R.instructor }, { roleId: R.advisor }],
  },
  {
    key: 'head-of-department',
    kind: 'staff',
    label: { tr: 'Bölüm başkanı (vekalet veren)', en: 'Head of department (proxy giver)' },
    email: `mustafa.kilic@${D}`,
    firstName: 'Mustafa',
    lastName: 'Kılıç',
    gender: 'male',
    birthDate: '1968-01-17',
    birthPlace: 'Konya',
    photo: true,
    registryNo: 'P10002',
    staffKind: 'academic',
    title: 'Prof. Dr.',
    unitCode: 'MUH-BIL',
    dutyStart: '1996-10-01',
    roles: [{ roleId: R.instructor }, { roleId: R.advisor }, { roleId: R.headOfDepartment }],
  },
  {
    key: 'multi-role',
    kind: 'staff',
    label: {
      tr: 'Personel — çok rollü, vekaleten bölüm başkanı',
      en: 'Staff — several roles, proxy head of department',
    },
    email: `sukru.gunes@${D}`,
    firstName: 'Şükrü',
    lastName: 'Güneş',
    gender: 'male',
    birthDate: '1979-09-30',
    birthPlace: 'Trabzon',
    photo: true,
    registryNo: 'P10003',
    staffKind: 'administrative',
    title: 'Şef',
    unitCode: 'OIDB',
    dutyStart: '2004-03-15',
    roles: [
      { roleId: R.registrar, unitCodes: ['ATU'] },
      { roleId: R.authorisedPersonnel, unitCodes: ['MUH'] },
      { roleId: R.headOfDepartment, unitCodes: ['MUH-BIL'], proxyFromKey: 'head-of-department' },
    ],
  },
  {
    key: 'proxy-only',
    kind: 'staff',
    label: {
      tr: 'Personel — yalnız temel rol ve bir vekalet rolü',
      en: 'Staff — base role only plus one proxy role',
    },
    email: `gulsen.aydin@${D}`,
    firstName: 'Gülşen',
    lastName: 'Aydın',
    gender: 'female',
    birthDate: '1990-12-05',
    birthPlace: 'Bursa',
    photo: false,
    registryNo: 'P10004',
    staffKind: 'administrative',
    title: 'Memur',
    unitCode: 'MUH',
    dutyStart: '2015-06-01',
    roles: [{ roleId: R.finance, unitCodes: ['ATU'], proxyFromKey: 'finance' }],
  },
  {
    key: 'prep-admin',
    kind: 'staff',
    label: { tr: 'Hazırlık okulu yöneticisi', en: 'Preparatory school administrator' },
    email: `ilknur.dogan@${D}`,
    firstName: 'İlknur',
    lastName: 'Doğan',
    gender: 'female',
    birthDate: '1982-04-21',
    birthPlace: 'Ankara',
    photo: false,
    registryNo: 'P10005',
    staffKind: 'academic',
    title: 'Öğr. Gör.',
    unitCode: 'HAZ',
    dutyStart: '2009-09-15',
    roles: [{ roleId: R.prepAdmin }, { roleId: R.instructor }],
  },
  {
    key: 'finance',
    kind: 'staff',
    label: { tr: 'Mali işler (vinov, tahsilat)', en: 'Finance and accounting (instalments, collections)' },
    email: `hakan.erdem@${D}`,
    firstName: 'Hakan',
    lastName: 'Erdem',
    gender: 'male',
    birthDate: '1977-02-11',
    birthPlace: 'Kayseri',
    photo: false,
    registryNo: 'P10006',
    staffKind: 'administrative',
    title: 'Şube Müdürü',
    unitCode: 'MALI',
    dutyStart: '2001-05-02',
    roles: [{ roleId: R.finance, unitCodes: ['ATU'] }],
  },
  {
    key: 'inventory',
    kind: 'staff',
    label: { tr: 'Demirbaş sorumlusu', en: 'Fixture and inventory officer' },
    email: `oguz.yildirim@${D}`,
    firstName: 'Oğuz',
    lastName: 'Yıldırım',
    gender: 'male',
    birthDate: '1985-08-08',
    birthPlace: 'Samsun',
    photo: false,
    registryNo: 'P10007',
    staffKind: 'administrative',
    title: 'Taşınır Kayıt Yetkilisi',
    unitCode: 'DEMIRBAS',
    dutyStart: '2012-01-16',
    roles: [{ roleId: R.inventory, unitCodes: ['ATU'] }],
  },
  {
    key: 'registrar',
    kind: 'staff',
    label: { tr: 'Öğrenci işleri', en: 'Registrar' },
    email: `elif.arslan@${D}`,
    firstName: 'Elif',
    lastName: 'Arslan',
    gender: 'female',
    birthDate: '1988-06-27',
    birthPlace: 'Antalya',
    photo: false,
    registryNo: 'P10008',
    staffKind: 'administrative',
    title: 'Uzman',
    unitCode: 'OIDB',
    dutyStart: '2013-09-02',
    roles: [{ roleId: R.registrar, unitCodes: ['ATU'] }],
  },
  {
    key: 'committee-chair',
    kind: 'staff',
    label: { tr: 'Jüri başkanı', en: 'Evaluation committee chair' },
    email: `ismail.koc@${D}`,
    firstName: 'İsmail',
    lastName: 'Koç',
    gender: 'male',
    birthDate: '1965-10-03',
    birthPlace: 'Sivas',
    photo: false,
    registryNo: 'P10009',
    staffKind: 'academic',
    title: 'Prof. Dr.',
    unitCode: 'MUH-MAK',
    dutyStart: '1992-11-02',
    roles: [{ roleId: R.instructor }, { roleId: R.committeeChair, unitCodes: ['MUH'] }],
  },
  {
    key: 'committee-member',
    kind: 'staff',
    label: { tr: 'Jüri üyesi', en: 'Evaluation committee member' },
    email: `busra.yildiz@${D}`,
    firstName: 'Büşra',
    lastName: 'Yıldız',
    gender: 'female',
    birthDate: '1984-01-29',
    birthPlace: 'Malatya',
    photo: false,
    registryNo: 'P10010',
    staffKind: 'academic',
    title: 'Doç. Dr.',
    unitCode: 'MUH-EEM',
    dutyStart: '2011-02-14',
    roles: [{ roleId: R.instructor }, { roleId: R.committeeMember, unitCodes: ['MUH'] }],
  },
  {
    key: 'human-resources',
    kind: 'staff',
    label: { tr: 'İnsan kaynakları', en: 'Human resources' },
    email: `serkan.aksoy@${D}`,
    firstName: 'Serkan',
    lastName: 'Aksoy',
    gender: 'male',
    birthDate: '1983-03-12',
    birthPlace: 'Denizli',
    photo: false,
    registryNo: 'P10011',
    staffKind: 'administrative',
    title: 'Şef',
    unitCode: 'IKDB',
    dutyStart: '2008-07-01',
    roles: [{ roleId: R.humanResources, unitCodes: ['ATU'] }],
  },
  {
    key: 'sysadmin',
    kind: 'staff',
    label: { tr: 'Sistem yöneticisi (kimliğe bürünebilir)', en: 'System administrator (may impersonate)' },
    email: `cagri.erdogan@${D}`,
    firstName: 'Çağrı',
    lastName: 'Erdoğan',
    gender: 'male',
    birthDate: '1991-11-19',
    birthPlace: 'İstanbul',
    photo: true,
    registryNo: 'P10012',
    staffKind: 'administrative',
    title: 'Yazılım Geliştirme Uzmanı',
    unitCode: 'BIDB-YGM',
    dutyStart: '2017-04-03',
    // Also the data protection officer (issue 39 Privacy; docs/decisions.md "Privacy").
    roles: [
      { roleId: R.sysadmin, unitCodes: ['ATU'] },
      { roleId: R.dataProtectionOfficer, unitCodes: ['ATU'] },
    ],
  },
  {
    key: 'student-centre',
    kind: 'staff',
    label: { tr: 'Öğrenci merkezi dekanlığı', en: 'Student centre dean’s office' },
    email: `ozlem.kaya@${D}`,
    firstName: 'Özlem',
    lastName: 'Kaya',
    gender: 'female',
    birthDate: '1980-05-05',
    birthPlace: 'İzmir',
    photo: false,
    registryNo: 'P10013',
    staffKind: 'administrative',
    title: 'Şube Müdürü',
    unitCode: 'OMD',
    dutyStart: '2006-10-02',
    roles: [{ roleId: R.studentCentreDean, unitCodes: ['ATU'] }],
  },
  {
    key: 'library',
    kind: 'staff',
    label: { tr: 'Kütüphane', en: 'Library' },
    email: `tugba.polat@${D}`,
    firstName: 'Tuğba',
    lastName: 'Polat',
    gender: 'female',
    birthDate: '1987-09-14',
    birthPlace: 'Eskişehir',
    photo: false,
    registryNo: 'P10014',
    staffKind: 'administrative',
    title: 'Kütüphaneci',
    unitCode: 'KDDB',
    dutyStart: '2014-02-17',
    roles: [{ roleId: R.library, unitCodes: ['ATU'] }],
  },
  {
    key: 'sports',
    kind: 'staff',
    label: { tr: 'Spor birimi', en: 'Sports office' },
    email: `baris.unal@${D}`,
    firstName: 'Barış',
    lastName: 'Ünal',
    gender: 'male',
    birthDate: '1986-12-24',
    birthPlace: 'Muğla',
    photo: false,
    registryNo: 'P10015',
    staffKind: 'administrative',
    title: 'Spor Uzmanı',
    unitCode: 'SPOR',
    dutyStart: '2012-09-10',
    roles: [{ roleId: R.sports, unitCodes: ['ATU'] }],
  },
  {
    key: 'student-new',
    kind: 'student',
    label: { tr: 'Yeni öğrenci — kaydını tamamlamamış', en: 'New student — registration not completed' },
    email: `2026101901@ogr.${D}`,
    firstName: 'Deniz',
    lastName: 'Aksu',
    gender: 'female',
    birthDate: '2008-02-11',
    birthPlace: 'Bursa',
    photo: false,
    studentships: [
      {
        studentNo: '2026101901',
        programmeCode: 'MUH-BIL-101',
        status: 'active',
        admissionType: 'ÖSYM',
        entryYear: 2026,
        classYear: 1,
        registrationDate: '2026-08-25',
        // Her course registration has not started; the demo advisor approves it (registration e2e, issue 24).
        advisorKey: 'instructor-advisor',
      },
    ],
  },
  {
    key: 'student-departure',
    kind: 'student',
    label: {
      tr: 'Öğrenci — ilişik kesme (kütüphane borcu)',
      en: 'Student — departure clearance (library fine)',
    },
    email: `2024104002@ogr.${D}`,
    firstName: 'Deniz',
    lastName: 'Aksoy',
    gender: 'female',
    birthDate: '2005-10-08',
    birthPlace: 'Bursa',
    photo: false,
    studentships: [
      {
        studentNo: '2024104002',
        programmeCode: 'MUH-INS-104',
        status: 'active',
        admissionType: 'ÖSYM',
        entryYear: 2024,
        classYear: 3,
        registrationDate: '2024-08-20',
      },
    ],
  },
]

/** A demo account as the development sign-in page lists it. */
export interface DemoAccount {
  readonly key: DemoAccountKey
  readonly label: { readonly tr: string; readonly en: string }
  /** The sign-in identity (persons.email). */
  readonly email: string
  readonly kind: 'staff' | 'student'
  /** Staff registry number (SicilNo), for staff. */
  readonly registryNo?: string
  /** Student numbers (OgrNo), for students, first = the one of the e-mail. */
  readonly studentNos?: readonly string[]
  /** Role ids held: staff include 388 and proxy roles; students hold 1. */
  readonly roleIds: readonly RoleId[]
}

/** The demo accounts, in the order the sign-in page lists them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_PEOPLE.map((p): DemoAccount => {
  if (p.kind === 'student') {
    return {
      key: p.key,
      label: p.label,
      email: p.email,
      kind: 'student',
      studentNos: p.studentships.map((s) => s.studentNo),
      roleIds: [ROLE_IDS.student],
    }
  }
  return {
    key: p.key,
    label: p.label,
    email: p.email,
    kind: 'staff',
    registryNo: p.registryNo,
    roleIds: [ROLE_IDS.staff, ...p.roles.map((r) => r.roleId)],
  }
})

/** The demo person with `key`; throws for an unknown key. */
export function demoPerson(key: DemoAccountKey): DemoPersonSpec {
  const p = DEMO_PEOPLE.find((d) => d.key === key)
  if (!p) throw new Error(`unknown demo account: ${key}`)
  return p
}
