/**
 * Personnel records of the demo university (spec §3 "Personnel"; DESIGN.md §5b): one row per staff member
 * with the fields persons and staff_members do not hold — preferred and English names, parents' names,
 * marital status, civil registry (nüfus kaydı), home address in Eskişehir, phones, personal e-mail,
 * corporate extension and mobile, position, post type and cadre type. Pure and deterministic: drawn from
 * its own random stream, so it shifts no other part of the seed. Demo accounts get every optional field.
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../../db/seed/names.ts'
import { asciiSlug } from '../../db/seed/persons.ts'
import { PROVINCES } from '../../db/seed/provinces.ts'
import type { Rng } from '../../db/seed/rng.ts'
import type { StaffEntry } from '../../db/seed/staff.ts'
import { personnelRecords } from './personnel.schema.ts'

export type PersonnelRecordRow = typeof personnelRecords.$inferInsert & { staffMemberId: number }

/** The seed's "today" year, for ages (db/seed/calendar.ts SEED_TODAY is 2026-11-21). */
const SEED_YEAR = 2026

/** Positions by title: Turkish and English. Titles not listed keep their Turkish name in English. */
const POSITIONS: Record<string, [string, string]> = {
  'Prof. Dr.': ['Profesör', 'Professor'],
  'Doç. Dr.': ['Doçent', 'Associate Professor'],
  'Dr. Öğr. Üyesi': ['Doktor Öğretim Üyesi', 'Assistant Professor'],
  'Öğr. Gör.': ['Öğretim Görevlisi', 'Lecturer'],
  'Arş. Gör.': ['Araştırma Görevlisi', 'Research Assistant'],
  'Daire Başkanı': ['Daire Başkanı', 'Head of Directorate'],
  Müdür: ['Müdür', 'Director'],
  'Şube Müdürü': ['Şube Müdürü', 'Branch Manager'],
  Şef: ['Şef', 'Chief Clerk'],
  Memur: ['Memur', 'Officer'],
  Uzman: ['Uzman', 'Specialist'],
  'Bilgisayar İşletmeni': ['Bilgisayar İşletmeni', 'Computer Operator'],
  'Muhasebe Yetkilisi': ['Muhasebe Yetkilisi', 'Accounting Officer'],
  Kütüphaneci: ['Kütüphaneci', 'Librarian'],
  'Spor Uzmanı': ['Spor Uzmanı', 'Sports Specialist'],
  Antrenör: ['Antrenör', 'Coach'],
  'Psikolojik Danışman': ['Psikolojik Danışman', 'Psychological Counsellor'],
  'Sistem Uzmanı': ['Sistem Uzmanı', 'Systems Specialist'],
  'Ağ Uzmanı': ['Ağ Uzmanı', 'Network Specialist'],
  Teknisyen: ['Teknisyen', 'Technician'],
  'Yazılım Geliştirme Uzmanı': ['Yazılım Geliştirme Uzmanı', 'Software Development Specialist'],
  Mühendis: ['Mühendis', 'Engineer'],
  Programcı: ['Programcı', 'Programmer'],
  Çözümleyici: ['Çözümleyici', 'Analyst'],
  'Taşınır Kayıt Yetkilisi': ['Taşınır Kayıt Yetkilisi', 'Movable Property Officer'],
  'Ambar Memuru': ['Ambar Memuru', 'Storekeeper'],
  'Fakülte Sekreteri': ['Fakülte Sekreteri', 'Faculty Secretary'],
  'Yüksekokul Sekreteri': ['Yüksekokul Sekreteri', 'School Secretary'],
  'Enstitü Sekreteri': ['Enstitü Sekreteri', 'Institute Secretary'],
  'Okul Sekreteri': ['Okul Sekreteri', 'School Secretary'],
  Sekreter: ['Sekreter', 'Secretary'],
}

/** Districts of the larger provinces; others use "Merkez" (the central district). */
const DISTRICTS: Record<string, readonly string[]> = {
  İstanbul: [
    'Kadıköy',
    'Üsküdar',
    'Fatih',
    'Bakırköy',
    'Beşiktaş',
    'Şişli',
    'Pendik',
    'Kartal',
    'Eyüpsultan',
  ],
  Ankara: ['Çankaya', 'Keçiören', 'Yenimahalle', 'Mamak', 'Etimesgut', 'Polatlı'],
  İzmir: ['Konak', 'Karşıyaka', 'Bornova', 'Buca', 'Ödemiş', 'Tire'],
  Bursa: ['Osmangazi', 'Nilüfer', 'Yıldırım', 'İnegöl', 'Mudanya'],
  Antalya: ['Muratpaşa', 'Kepez', 'Alanya', 'Manavgat'],
  Konya: ['Selçuklu', 'Meram', 'Karatay', 'Ereğli', 'Akşehir'],
  Eskişehir: ['Odunpazarı', 'Tepebaşı', 'Sivrihisar', 'Çifteler'],
  Adana: ['Seyhan', 'Çukurova', 'Yüreğir', 'Ceyhan'],
  Kayseri: ['Melikgazi', 'Kocasinan', 'Talas', 'Develi'],
  Trabzon: ['Ortahisar', 'Akçaabat', 'Of', 'Vakfıkebir'],
}

/** Neighbourhoods and villages of civil registries. */
const REGISTRY_NEIGHBOURHOODS: readonly string[] = [
  'Cumhuriyet Mahallesi',
  'Atatürk Mahallesi',
  'Fatih Mahallesi',
  'Yenimahalle',
  'Hürriyet Mahallesi',
  'İstiklal Mahallesi',
  'Kurtuluş Mahallesi',
  'Gazi Mahallesi',
  'Zafer Mahallesi',
  'Yavuz Selim Mahallesi',
  'Mimar Sinan Mahallesi',
  'Çarşı Mahallesi',
  'Yeşilyurt Köyü',
  'Karaağaç Köyü',
  'Çamlıca Köyü',
  'Gölbaşı Köyü',
]

/** Home neighbourhoods in Eskişehir (where the university is), by district. */
const HOME_NEIGHBOURHOODS: Record<'Odunpazarı' | 'Tepebaşı', readonly string[]> = {
  Odunpazarı: [
    'Vişnelik',
    'Büyükdere',
    'Gökmeydan',
    'Akarbaşı',
    'Emek',
    'Yenidoğan',
    'Osmangazi',
    'Gündoğdu',
  ],
  Tepebaşı: [
    'Hoşnudiye',
    'Bahçelievler',
    'Batıkent',
    'Şirintepe',
    'Çamlıca',
    'Sütlüce',
    'Uluönder',
    'Hayriye',
  ],
}

const STREETS: readonly string[] = [
  'Lale Sokak',
  'Gül Sokak',
  'Menekşe Sokak',
  'Çınar Sokak',
  'Papatya Sokak',
  'Kardelen Sokak',
  'Ihlamur Sokak',
  'Akasya Sokak',
  'Cumhuriyet Caddesi',
  'İsmet İnönü Caddesi',
  'Atatürk Bulvarı',
  'Yunus Emre Caddesi',
]

/** Eskişehir postal codes (26xxx) by district. */
const POSTAL_CODES: Record<'Odunpazarı' | 'Tepebaşı', readonly string[]> = {
  Odunpazarı: ['26010', '26020', '26030', '26040', '26050', '26060', '26080'],
  Tepebaşı: ['26090', '26100', '26110', '26130', '26140', '26150', '26170'],
}

const MAIL_HOSTS: readonly string[] = ['gmail.com', 'hotmail.com', 'outlook.com', 'yandex.com', 'icloud.com']

/** Mobile operator prefixes (after the leading 5). */
const MOBILE_PREFIXES: readonly string[] = [
  '05',
  '06',
  '07',
  '30',
  '32',
  '33',
  '35',
  '36',
  '38',
  '42',
  '43',
  '53',
  '54',
]

const LATIN: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
  â: 'a',
  Â: 'A',
  î: 'i',
  û: 'u',
}

/** The name as written in English documents: Turkish letters replaced by Latin ones ("Çağrı" → "Cagri"). */
export function latinName(name: string): string {
  return name.replace(/[çÇğĞıİöÖşŞüÜâÂîû]/g, (ch) => LATIN[ch] ?? ch)
}

function mobile(rng: Rng): string {
  return `5${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`
}

function maritalStatus(rng: Rng, age: number): NonNullable<PersonnelRecordRow['maritalStatus']> {
  if (age < 27)
    return rng.weighted([
      ['single', 80],
      ['married', 20],
    ] as const)
  if (age < 36)
    return rng.weighted([
      ['single', 35],
      ['married', 60],
      ['divorced', 5],
    ] as const)
  return rng.weighted([
    ['single', 12],
    ['married', 75],
    ['divorced', 10],
    ['widowed', 3],
  ] as const)
}

function cadreType(rng: Rng, entry: StaffEntry): NonNullable<PersonnelRecordRow['cadreType']> {
  const title = entry.row.title
  if (entry.row.kind === 'academic') {
    if (title === 'Öğr. Gör.') return 'lecturer_2547_31'
    if (title === 'Arş. Gör.') return rng.chance(0.8) ? 'research_50d' : 'research_33a'
    return 'academic_2547'
  }
  if (entry.demo) return 'civil_servant_4a'
  if (title === 'Teknisyen' || title === 'Ambar Memuru')
    return rng.chance(0.6) ? 'worker_4d' : 'civil_servant_4a'
  return rng.weighted([
    ['civil_servant_4a', 82],
    ['contract_4b', 12],
    ['worker_4d', 6],
  ] as const)
}

/** Builds one record per staff member, in staff id order. */
export function buildPersonnelRecords(entries: readonly StaffEntry[], rng: Rng): PersonnelRecordRow[] {
  return entries.map((entry) => {
    const { person, row, demo } = entry
    const all = demo !== null
    const age = SEED_YEAR - Number(person.birthDate.slice(0, 4))
    const firstNames = person.firstName.split(' ')
    const status = maritalStatus(rng, age)
    const preferredFirstName = firstNames.length > 1 && rng.chance(0.6) ? rng.pick(firstNames) : null
    const preferredLastName =
      person.gender === 'female' && status === 'married' && rng.chance(0.15)
        ? `${rng.pick(SURNAMES)} ${person.lastName}`
        : null
    const registryProvince =
      person.birthPlace && rng.chance(0.65) ? person.birthPlace : rng.weighted(PROVINCES)
    const districts = DISTRICTS[registryProvince]
    const homeDistrict = rng.chance(0.55) ? 'Tepebaşı' : 'Odunpazarı'
    const street = rng.pick(STREETS)
    const address = `${rng.pick(HOME_NEIGHBOURHOODS[homeDistrict])} Mahallesi ${street} No: ${rng.int(1, 180)}/${rng.int(1, 24)}, ${homeDistrict}/Eskişehir`
    const [positionTr, positionEn] = POSITIONS[row.title] ?? [row.title, row.title]
    const personalEmail =
      all || rng.chance(0.7)
        ? `${asciiSlug(firstNames[0] ?? person.firstName)}.${asciiSlug(person.lastName)}${rng.chance(0.4) ? rng.int(1970, 2005) : ''}@${rng.pick(MAIL_HOSTS)}`
        : null
    const isHead = /Başkanı|Müdür|Sekreteri|Prof\. Dr\./.test(row.title)
    return {
      staffMemberId: row.id,
      nationality: 'TR',
      preferredFirstName,
      preferredLastName,
      firstNameEn: latinName(person.firstName),
      lastNameEn: latinName(person.lastName),
      motherName: rng.pick(FEMALE_NAMES),
      fatherName: rng.pick(MALE_NAMES),
      maritalStatus: status,
      registryCountry: 'TR',
      registryProvince,
      registryDistrict: districts ? rng.pick(districts) : 'Merkez',
      registryNeighbourhood: rng.pick(REGISTRY_NEIGHBOURHOODS),
      registryVolume: String(rng.int(1, 250)),
      registryFamilyOrderNo: String(rng.int(1, 2500)),
      registryOrderNo: String(rng.int(1, 120)),
      address,
      postalCode: rng.pick(POSTAL_CODES[homeDistrict]),
      homePhone: all || rng.chance(0.55) ? `222${String(rng.int(2_000_000, 3_999_999))}` : null,
      alternativeMobile: all || rng.chance(0.25) ? mobile(rng) : null,
      personalEmail,
      corporateExtension: String(1000 + row.id),
      corporateMobile: all || (isHead && rng.chance(0.5)) || rng.chance(0.05) ? mobile(rng) : null,
      positionTr,
      positionEn,
      postType: all
        ? 'permanent'
        : rng.weighted([
            ['permanent', 92],
            ['assignment', 6],
            ['acting', 2],
          ] as const),
      cadreType: cadreType(rng, entry),
      version: 1,
      updatedAt: null,
      updatedByPersonId: null,
    }
  })
}

/** The personnel feature's demo data: one personnel record per staff member (random stream 'personnel'). */
export const personnelSeed: FeatureSeed<{ personnelRecords: typeof personnelRecords }> = {
  slug: 'personnel',
  tables: { personnelRecords },
  identity: [],
  build: (core, rng) => ({ personnelRecords: buildPersonnelRecords(core.staff, rng('personnel')) }),
}
