/**
 * The demo university's organisation as data (DESIGN.md §5b; glossary "Birim = unit"): faculties with
 * departments and their bachelor programmes, the vocational school, the graduate school, the
 * preparatory school, the common-courses department and the offices. organisation.ts turns this into
 * `units` rows with stable ids and codes.
 */

/** The invented university. */
export const UNIVERSITY = {
  code: 'ATU',
  nameTr: 'Anadolu Teknik Üniversitesi',
  nameEn: 'Anadolu Technical University',
  /** Mail domain: staff name.surname@domain, students studentNo@ogr.domain. */
  domain: 'anadoluteknik.edu.tr',
} as const

/** An undergraduate department with one programme. */
export interface DepartmentDef {
  /** Course-code prefix, also part of the unit codes (e.g. "BIL"). */
  prefix: string
  nameTr: string
  nameEn: string
  /** Programme name when it differs from the department's (vocational school). */
  programmeTr?: string
  programmeEn?: string
  /** Three-digit programme number, part of student numbers. */
  programmeNo: number
  /** Relative share of the level's students. */
  weight: number
  /** Share of female students (0..1). */
  femaleShare: number
  /** Instruction in English: part of the new entrants start in the preparatory school. */
  englishMedium?: boolean
  /** The department runs laboratories (courses may carry lab hours). */
  lab?: boolean
}

/** A faculty or the vocational school. */
export interface FacultyDef {
  code: string
  kind: 'faculty' | 'vocational_school'
  nameTr: string
  nameEn: string
  /** Building prefix for classroom names. */
  building: string
  departments: DepartmentDef[]
}

/** The six faculties (bachelor programmes, 8 semesters) and the vocational school (associate, 4). */
export const FACULTIES: readonly FacultyDef[] = [
  {
    code: 'MUH',
    kind: 'faculty',
    nameTr: 'Mühendislik Fakültesi',
    nameEn: 'Faculty of Engineering',
    building: 'MUH',
    departments: [
      {
        prefix: 'BIL',
        nameTr: 'Bilgisayar Mühendisliği',
        nameEn: 'Computer Engineering',
        programmeNo: 101,
        weight: 1.4,
        femaleShare: 0.3,
        englishMedium: true,
        lab: true,
      },
      {
        prefix: 'EEM',
        nameTr: 'Elektrik-Elektronik Mühendisliği',
        nameEn: 'Electrical and Electronics Engineering',
        programmeNo: 102,
        weight: 1.2,
        femaleShare: 0.22,
        englishMedium: true,
        lab: true,
      },
      {
        prefix: 'MAK',
        nameTr: 'Makine Mühendisliği',
        nameEn: 'Mechanical Engineering',
        programmeNo: 103,
        weight: 1.2,
        femaleShare: 0.12,
        lab: true,
      },
      {
        prefix: 'INS',
        nameTr: 'İnşaat Mühendisliği',
        nameEn: 'Civil Engineering',
        programmeNo: 104,
        weight: 1.1,
        femaleShare: 0.28,
        lab: true,
      },
      {
        prefix: 'END',
        nameTr: 'Endüstri Mühendisliği',
        nameEn: 'Industrial Engineering',
        programmeNo: 105,
        weight: 1.0,
        femaleShare: 0.45,
        englishMedium: true,
      },
    ],
  },
  {
    code: 'FEF',
    kind: 'faculty',
    nameTr: 'Fen-Edebiyat Fakültesi',
    nameEn: 'Faculty of Arts and Sciences',
    building: 'FEF',
    departments: [
      {
        prefix: 'MAT',
        nameTr: 'Matematik',
        nameEn: 'Mathematics',
        programmeNo: 201,
        weight: 0.8,
        femaleShare: 0.55,
      },
      {
        prefix: 'FIZ',
        nameTr: 'Fizik',
        nameEn: 'Physics',
        programmeNo: 202,
        weight: 0.6,
        femaleShare: 0.45,
        lab: true,
      },
      {
        prefix: 'KIM',
        nameTr: 'Kimya',
        nameEn: 'Chemistry',
        programmeNo: 203,
        weight: 0.6,
        femaleShare: 0.6,
        lab: true,
      },
      {
        prefix: 'TDE',
        nameTr: 'Türk Dili ve Edebiyatı',
        nameEn: 'Turkish Language and Literature',
        programmeNo: 204,
        weight: 0.8,
        femaleShare: 0.68,
      },
      { prefix: 'TAR', nameTr: 'Tarih', nameEn: 'History', programmeNo: 205, weight: 0.7, femaleShare: 0.5 },
      {
        prefix: 'PSI',
        nameTr: 'Psikoloji',
        nameEn: 'Psychology',
        programmeNo: 206,
        weight: 1.0,
        femaleShare: 0.75,
      },
    ],
  },
  {
    code: 'IIBF',
    kind: 'faculty',
    nameTr: 'İktisadi ve İdari Bilimler Fakültesi',
    nameEn: 'Faculty of Economics and Administrative Sciences',
    building: 'IIBF',
    departments: [
      {
        prefix: 'IKT',
        nameTr: 'İktisat',
        nameEn: 'Economics',
        programmeNo: 301,
        weight: 1.3,
        femaleShare: 0.45,
      },
      {
        prefix: 'ISL',
        nameTr: 'İşletme',
        nameEn: 'Business Administration',
        programmeNo: 302,
        weight: 1.6,
        femaleShare: 0.5,
        englishMedium: true,
      },
      {
        prefix: 'KAM',
        nameTr: 'Siyaset Bilimi ve Kamu Yönetimi',
        nameEn: 'Political Science and Public Administration',
        programmeNo: 303,
        weight: 1.1,
        femaleShare: 0.48,
      },
      {
        prefix: 'ULI',
        nameTr: 'Uluslararası İlişkiler',
        nameEn: 'International Relations',
        programmeNo: 304,
        weight: 1.0,
        femaleShare: 0.55,
        englishMedium: true,
      },
    ],
  },
  {
    code: 'SBF',
    kind: 'faculty',
    nameTr: 'Sağlık Bilimleri Fakültesi',
    nameEn: 'Faculty of Health Sciences',
    building: 'SBF',
    departments: [
      {
        prefix: 'HEM',
        nameTr: 'Hemşirelik',
        nameEn: 'Nursing',
        programmeNo: 401,
        weight: 1.3,
        femaleShare: 0.8,
        lab: true,
      },
      {
        prefix: 'BES',
        nameTr: 'Beslenme ve Diyetetik',
        nameEn: 'Nutrition and Dietetics',
        programmeNo: 402,
        weight: 0.8,
        femaleShare: 0.85,
        lab: true,
      },
      {
        prefix: 'FTR',
        nameTr: 'Fizyoterapi ve Rehabilitasyon',
        nameEn: 'Physiotherapy and Rehabilitation',
        programmeNo: 403,
        weight: 0.9,
        femaleShare: 0.7,
        lab: true,
      },
    ],
  },
  {
    code: 'MIM',
    kind: 'faculty',
    nameTr: 'Mimarlık Fakültesi',
    nameEn: 'Faculty of Architecture',
    building: 'MIM',
    departments: [
      {
        prefix: 'MIM',
        nameTr: 'Mimarlık',
        nameEn: 'Architecture',
        programmeNo: 501,
        weight: 1.0,
        femaleShare: 0.58,
      },
      {
        prefix: 'ICM',
        nameTr: 'İç Mimarlık',
        nameEn: 'Interior Architecture',
        programmeNo: 502,
        weight: 0.7,
        femaleShare: 0.72,
      },
      {
        prefix: 'SBP',
        nameTr: 'Şehir ve Bölge Planlama',
        nameEn: 'Urban and Regional Planning',
        programmeNo: 503,
        weight: 0.5,
        femaleShare: 0.55,
      },
    ],
  },
  {
    code: 'HUK',
    kind: 'faculty',
    nameTr: 'Hukuk Fakültesi',
    nameEn: 'Faculty of Law',
    building: 'HUK',
    departments: [
      { prefix: 'HUK', nameTr: 'Hukuk', nameEn: 'Law', programmeNo: 601, weight: 1.6, femaleShare: 0.52 },
    ],
  },
  {
    code: 'MYO',
    kind: 'vocational_school',
    nameTr: 'Teknik Bilimler Meslek Yüksekokulu',
    nameEn: 'Vocational School of Technical Sciences',
    building: 'MYO',
    departments: [
      {
        prefix: 'BPR',
        nameTr: 'Bilgisayar Teknolojileri',
        nameEn: 'Computer Technologies',
        programmeTr: 'Bilgisayar Programcılığı',
        programmeEn: 'Computer Programming',
        programmeNo: 701,
        weight: 1.3,
        femaleShare: 0.3,
        lab: true,
      },
      {
        prefix: 'MVU',
        nameTr: 'Muhasebe ve Vergi',
        nameEn: 'Accounting and Taxation',
        programmeTr: 'Muhasebe ve Vergi Uygulamaları',
        programmeEn: 'Accounting and Tax Practice',
        programmeNo: 702,
        weight: 1.0,
        femaleShare: 0.55,
      },
      {
        prefix: 'TLT',
        nameTr: 'Tıbbi Hizmetler ve Teknikler',
        nameEn: 'Medical Services and Techniques',
        programmeTr: 'Tıbbi Laboratuvar Teknikleri',
        programmeEn: 'Medical Laboratory Techniques',
        programmeNo: 703,
        weight: 0.9,
        femaleShare: 0.7,
        lab: true,
      },
      {
        prefix: 'ELK',
        nameTr: 'Elektrik ve Enerji',
        nameEn: 'Electricity and Energy',
        programmeTr: 'Elektrik',
        programmeEn: 'Electricity',
        programmeNo: 704,
        weight: 0.8,
        femaleShare: 0.08,
        lab: true,
      },
    ],
  },
]

/** A graduate department (anabilim dalı) of the graduate school, tied to a faculty department. */
export interface GraduateDef {
  /** Prefix of the faculty department whose academics teach and advise here. */
  prefix: string
  masterNo: number
  doctorateNo: number | null
  weight: number
}

/** The graduate school and its departments. */
export const GRADUATE_SCHOOL = {
  code: 'LEE',
  nameTr: 'Lisansüstü Eğitim Enstitüsü',
  nameEn: 'Institute of Graduate Studies',
  departments: [
    { prefix: 'BIL', masterNo: 811, doctorateNo: 911, weight: 1.5 },
    { prefix: 'MAK', masterNo: 813, doctorateNo: 913, weight: 1.0 },
    { prefix: 'MAT', masterNo: 821, doctorateNo: 921, weight: 0.7 },
    { prefix: 'IKT', masterNo: 831, doctorateNo: null, weight: 0.9 },
    { prefix: 'ISL', masterNo: 832, doctorateNo: 932, weight: 1.6 },
    { prefix: 'HEM', masterNo: 841, doctorateNo: null, weight: 0.8 },
    { prefix: 'MIM', masterNo: 851, doctorateNo: null, weight: 0.6 },
  ] satisfies GraduateDef[],
} as const

/** The preparatory (English) school and its single programme. */
export const PREP_SCHOOL = {
  code: 'HAZ',
  nameTr: 'İngilizce Hazırlık Okulu',
  nameEn: 'English Preparatory School',
  programmeTr: 'İngilizce Hazırlık Programı',
  programmeEn: 'English Preparatory Programme',
  building: 'HAZ',
} as const

/** The department owning the courses every first-year student takes (Turkish, history, English). */
export const COMMON_DEPARTMENT = {
  code: 'ORTAK',
  prefix: 'ORTAK',
  nameTr: 'Ortak Dersler Bölümü',
  nameEn: 'Department of Common Courses',
  building: 'MRK',
} as const

/** Keys of the administrative offices. */
export type OfficeKey =
  | 'registrar'
  | 'finance'
  | 'library'
  | 'sports'
  | 'studentCentre'
  | 'hr'
  | 'it'
  | 'software'
  | 'inventory'

/** An administrative office; `parent` nests it under another office. */
export interface OfficeDef {
  key: OfficeKey
  code: string
  nameTr: string
  nameEn: string
  parent?: OfficeKey
}

/** The offices, in unit-id order. */
export const OFFICES: readonly OfficeDef[] = [
  {
    key: 'registrar',
    code: 'OIDB',
    nameTr: 'Öğrenci İşleri Daire Başkanlığı',
    nameEn: 'Registrar’s Office (Student Affairs)',
  },
  {
    key: 'finance',
    code: 'MALI',
    nameTr: 'Mali İşler ve Muhasebe Müdürlüğü',
    nameEn: 'Finance and Accounting Office',
  },
  {
    key: 'library',
    code: 'KDDB',
    nameTr: 'Kütüphane ve Dokümantasyon Daire Başkanlığı',
    nameEn: 'Library and Documentation Directorate',
  },
  { key: 'sports', code: 'SPOR', nameTr: 'Spor Müdürlüğü', nameEn: 'Sports Office' },
  {
    key: 'studentCentre',
    code: 'OMD',
    nameTr: 'Öğrenci Merkezi Dekanlığı',
    nameEn: 'Student Centre Dean’s Office',
  },
  {
    key: 'hr',
    code: 'IKDB',
    nameTr: 'İnsan Kaynakları Daire Başkanlığı',
    nameEn: 'Human Resources Directorate',
  },
  {
    key: 'it',
    code: 'BIDB',
    nameTr: 'Bilgi İşlem Daire Başkanlığı',
    nameEn: 'Directorate of Information Technologies',
  },
  {
    key: 'software',
    code: 'BIDB-YGM',
    nameTr: 'Yazılım Geliştirme Müdürlüğü',
    nameEn: 'Software Development Directorate',
    parent: 'it',
  },
  {
    key: 'inventory',
    code: 'DEMIRBAS',
    nameTr: 'Taşınır Kayıt ve Demirbaş Birimi',
    nameEn: 'Fixtures and Inventory Office',
  },
]
