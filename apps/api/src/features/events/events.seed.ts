/**
 * Seeds events and points (issue 5 § Events and points; spec §1 "orientation events; club registration";
 * §3 "Event"): five event types with their maximum points, about thirty events over the last two academic
 * years in the campus halls, and attendance: the demo students get a believable history ('student-double'
 * above the pass score in the first studentship, 'student' below it), and about a fifth of the other active
 * studentships a few events each. Deterministic.
 */
import { addDays } from '../../db/seed/calendar.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import type { Rng } from '../../db/seed/rng.ts'
import { eventAttendance, eventRegistrations, events, eventTypes } from './events.schema.ts'

export type EventTypeRow = typeof eventTypes.$inferInsert & { id: number }
export type EventRow = typeof events.$inferInsert & { id: number }
export type EventAttendanceRow = typeof eventAttendance.$inferInsert & { id: number }
export type EventRegistrationRow = typeof eventRegistrations.$inferInsert & { id: number }

/**
 * Upcoming orientation events with registration (issue 21 § Seeded demo "orientation events with a waiting
 * list"): [tr name, en name, hall, ISO date, points, capacity, registrations to seed].
 */
const ORIENTATION: readonly (readonly [string, string, string, string, number, number, number])[] = [
  [
    'Bahar Dönemi Yeni Öğrenci Oryantasyonu',
    'Spring Term New Student Orientation',
    'Kongre Merkezi Salon B',
    '2026-12-03',
    10,
    12,
    16,
  ],
  ['Kütüphane Kullanımı Eğitimi', 'Library Skills Workshop', 'Merkez Kütüphane', '2026-12-10', 5, 30, 8],
]

/**
 * The upcoming orientation events (ids after `firstId - 1`) and their registrations by first-year active
 * studentships: seats in registration order up to the capacity, the rest on the waiting list.
 */
export function buildOrientationSeed(
  typeId: number,
  firstId: number,
  students: readonly { id: number; status: string; classYear: number }[],
  rng: Rng,
): { events: EventRow[]; registrations: EventRegistrationRow[] } {
  const newcomers = rng.shuffle(students.filter((s) => s.status === 'active' && s.classYear === 1))
  const eventRows: EventRow[] = []
  const registrations: EventRegistrationRow[] = []
  ORIENTATION.forEach(([nameTr, nameEn, hall, day, points, capacity, wanted], i) => {
    const id = firstId + i
    eventRows.push({
      id,
      typeId,
      nameTr,
      nameEn,
      hall,
      startsAt: new Date(`${day}T10:00:00+03:00`),
      endsAt: new Date(`${day}T12:00:00+03:00`),
      points,
      capacity,
      orientation: true,
    })
    newcomers.slice(0, wanted).forEach((s, n) => {
      registrations.push({
        id: registrations.length + 1,
        eventId: id,
        studentId: s.id,
        status: n < capacity ? 'registered' : 'waitlisted',
        createdAt: new Date(Date.UTC(2026, 10, 1 + n, 9, i)),
      })
    })
  })
  return { events: eventRows, registrations }
}

const TYPES: readonly (readonly [code: string, tr: string, en: string, max: number])[] = [
  ['ORY', 'Oryantasyon', 'Orientation', 20],
  ['KUL', 'Kulüp Etkinliği', 'Club Activity', 40],
  ['SPR', 'Spor Etkinliği', 'Sports Event', 30],
  ['SEM', 'Seminer ve Konferans', 'Seminar and Conference', 30],
  ['SOS', 'Sosyal Sorumluluk', 'Social Responsibility', 25],
]

/** [type code, tr name, en name, hall, ISO date, points] */
const EVENTS: readonly (readonly [string, string, string, string, string, number])[] = [
  [
    'ORY',
    'Yeni Öğrenci Oryantasyon Günü',
    'New Student Orientation Day',
    'Kongre Merkezi Büyük Salon',
    '2024-09-23',
    10,
  ],
  ['ORY', 'Kampüs ve Kütüphane Tanıtımı', 'Campus and Library Tour', 'Merkez Kütüphane', '2024-09-25', 5],
  [
    'ORY',
    'Öğrenci Toplulukları Tanışma Günü',
    'Student Clubs Fair',
    'Öğrenci Merkezi Fuaye',
    '2024-09-27',
    5,
  ],
  [
    'SEM',
    'Yapay Zekâ ve Etik Paneli',
    'Panel on Artificial Intelligence and Ethics',
    'Mühendislik Fakültesi Amfi 1',
    '2024-10-16',
    10,
  ],
  [
    'KUL',
    'Bilgisayar Topluluğu Kod Şenliği',
    'Computer Society Code Fest',
    'Mühendislik Fakültesi Lab 3',
    '2024-11-09',
    15,
  ],
  [
    'SPR',
    'Cumhuriyet Kupası Kampüs Koşusu',
    'Republic Cup Campus Run',
    'Kampüs Koşu Parkuru',
    '2024-10-27',
    10,
  ],
  ['SOS', 'Fidan Dikim Etkinliği', 'Tree Planting Day', 'Kuzey Kampüs Hatıra Ormanı', '2024-11-11', 10],
  [
    'SEM',
    'Kariyer Günleri: Mühendislikte Kariyer',
    'Career Days: Careers in Engineering',
    'Kongre Merkezi Büyük Salon',
    '2024-12-04',
    10,
  ],
  [
    'KUL',
    'Tiyatro Topluluğu Yıl Sonu Gösterisi',
    'Theatre Club End-of-Year Show',
    'Kültür Merkezi Sahne',
    '2025-05-21',
    10,
  ],
  [
    'SPR',
    'Fakülteler Arası Voleybol Turnuvası',
    'Inter-Faculty Volleyball Tournament',
    'Kapalı Spor Salonu',
    '2025-03-12',
    15,
  ],
  [
    'SEM',
    'Girişimcilik Söyleşisi',
    'Entrepreneurship Talk',
    'İktisadi ve İdari Bilimler Konferans Salonu',
    '2025-04-09',
    10,
  ],
  ['SOS', 'Kan Bağışı Kampanyası', 'Blood Donation Drive', 'Sağlık Merkezi', '2025-04-23', 10],
  [
    'KUL',
    'Fotoğrafçılık Kulübü Sergisi',
    'Photography Club Exhibition',
    'Rektörlük Sergi Salonu',
    '2025-05-07',
    10,
  ],
  [
    'ORY',
    'Yeni Öğrenci Oryantasyon Günü',
    'New Student Orientation Day',
    'Kongre Merkezi Büyük Salon',
    '2025-09-15',
    10,
  ],
  [
    'ORY',
    'Akademik Dürüstlük Semineri',
    'Academic Integrity Seminar',
    'Kongre Merkezi Salon B',
    '2025-09-17',
    5,
  ],
  ['ORY', 'Kampüs ve Kütüphane Tanıtımı', 'Campus and Library Tour', 'Merkez Kütüphane', '2025-09-18', 5],
  [
    'SPR',
    'Cumhuriyet Kupası Kampüs Koşusu',
    'Republic Cup Campus Run',
    'Kampüs Koşu Parkuru',
    '2025-10-26',
    10,
  ],
  [
    'SEM',
    'Siber Güvenlik Farkındalık Semineri',
    'Cyber Security Awareness Seminar',
    'Mühendislik Fakültesi Amfi 1',
    '2025-11-05',
    10,
  ],
  [
    'KUL',
    'Münazara Kulübü Turnuvası',
    'Debate Club Tournament',
    'Fen-Edebiyat Fakültesi Amfi 2',
    '2025-11-19',
    15,
  ],
  [
    'SOS',
    'Köy Okulu Kitap Bağışı',
    'Book Donation for Village Schools',
    'Öğrenci Merkezi Fuaye',
    '2025-12-10',
    10,
  ],
  ['SPR', 'Satranç Turnuvası', 'Chess Tournament', 'Öğrenci Merkezi Toplantı Salonu', '2026-03-04', 10],
  [
    'SEM',
    'Sürdürülebilir Şehirler Konferansı',
    'Sustainable Cities Conference',
    'Kongre Merkezi Büyük Salon',
    '2026-04-15',
    10,
  ],
  [
    'KUL',
    'Müzik Topluluğu Bahar Konseri',
    'Music Society Spring Concert',
    'Kültür Merkezi Sahne',
    '2026-05-13',
    10,
  ],
  [
    'SOS',
    'Sokak Hayvanları İçin Mama Kampanyası',
    'Food Drive for Street Animals',
    'Kampüs Meydanı',
    '2026-05-20',
    5,
  ],
  [
    'ORY',
    'Yeni Öğrenci Oryantasyon Günü',
    'New Student Orientation Day',
    'Kongre Merkezi Büyük Salon',
    '2026-09-14',
    10,
  ],
  [
    'SEM',
    'Bilim Tarihi Söyleşisi: İbn-i Sina',
    'History of Science Talk: Avicenna',
    'Fen-Edebiyat Fakültesi Amfi 2',
    '2026-10-07',
    10,
  ],
  [
    'SPR',
    'Fakülteler Arası Basketbol Turnuvası',
    'Inter-Faculty Basketball Tournament',
    'Kapalı Spor Salonu',
    '2026-10-21',
    15,
  ],
  [
    'KUL',
    'Bilgisayar Topluluğu Kod Şenliği',
    'Computer Society Code Fest',
    'Mühendislik Fakültesi Lab 3',
    '2026-11-07',
    15,
  ],
  [
    'SEM',
    'Kariyer Günleri: Staj ve İş Başvuruları',
    'Career Days: Internships and Job Applications',
    'Kongre Merkezi Büyük Salon',
    '2026-11-18',
    10,
  ],
]

/** Demo studentships' history: student number → [event index, status] pairs. */
const DEMO_HISTORY: Readonly<
  Record<string, readonly (readonly [number, 'attended' | 'absent' | 'excused'])[]>
> = {
  // Ayşe Yılmaz, first studentship (entered 2024): 105 counted points, above the default pass score of 100.
  '2024101001': [
    [0, 'attended'],
    [1, 'attended'],
    [2, 'attended'],
    [3, 'attended'],
    [4, 'attended'],
    [5, 'attended'],
    [6, 'attended'],
    [7, 'absent'],
    [9, 'attended'],
    [10, 'attended'],
    [11, 'excused'],
    [12, 'attended'],
    [17, 'attended'],
    [18, 'attended'],
    [20, 'attended'],
    [22, 'attended'],
    [27, 'attended'],
    [28, 'attended'],
  ],
  // Ayşe Yılmaz, double major (entered 2025): a few events only.
  '2025201001': [
    [13, 'attended'],
    [14, 'attended'],
    [21, 'attended'],
    [25, 'absent'],
  ],
  // Can Öztürk (entered 2025): orientation and some clubs; below the pass score.
  '2025104001': [
    [13, 'attended'],
    [14, 'attended'],
    [15, 'absent'],
    [16, 'attended'],
    [18, 'attended'],
    [19, 'excused'],
    [23, 'attended'],
    [26, 'attended'],
    [28, 'absent'],
  ],
}

/** Builds the event types, events and attendance for `students` (id, number, status, registration date). */
export function buildEventsSeed(
  students: readonly { id: number; studentNo: string; status: string; registrationDate: string }[],
  rng: Rng,
): { eventTypes: EventTypeRow[]; events: EventRow[]; eventAttendance: EventAttendanceRow[] } {
  const typeRows: EventTypeRow[] = TYPES.map(([code, nameTr, nameEn, maxPoints], i) => ({
    id: i + 1,
    code,
    nameTr,
    nameEn,
    maxPoints,
  }))
  const typeId = new Map(typeRows.map((t) => [t.code, t.id]))
  const eventRows: EventRow[] = EVENTS.map(([code, nameTr, nameEn, hall, day, points], i) => ({
    id: i + 1,
    typeId: typeId.get(code) ?? 1,
    nameTr,
    nameEn,
    hall,
    startsAt: new Date(`${day}T${i % 2 === 0 ? '14:00' : '10:30'}:00+03:00`),
    endsAt: new Date(`${day}T${i % 2 === 0 ? '16:00' : '12:30'}:00+03:00`),
    points,
  }))
  const rows: EventAttendanceRow[] = []
  const add = (eventIndex: number, studentId: number, status: 'attended' | 'absent' | 'excused') => {
    const event = eventRows[eventIndex]
    if (!event) return
    rows.push({
      id: rows.length + 1,
      eventId: event.id,
      studentId,
      status,
      points: status === 'attended' ? event.points : 0,
    })
  }
  for (const s of students) {
    const demo = DEMO_HISTORY[s.studentNo]
    if (demo) {
      for (const [index, status] of demo) add(index, s.id, status)
      continue
    }
    if (s.status !== 'active' || !rng.chance(0.2)) continue
    const open = EVENTS.map((e, i) => [e[4], i] as const).filter(
      ([day]) => day >= addDays(s.registrationDate, 7),
    )
    const picks = rng
      .shuffle(open.map(([, i]) => i))
      .slice(0, rng.int(1, 4))
      .sort((a, b) => a - b)
    for (const i of picks)
      add(
        i,
        s.id,
        rng.weighted([
          ['attended', 8],
          ['absent', 1],
          ['excused', 1],
        ] as const),
      )
  }
  return { eventTypes: typeRows, events: eventRows, eventAttendance: rows }
}

/**
 * The events feature's demo data: event types, events and attendance (random stream 'events'), and the
 * upcoming orientation events with registrations and a waiting list (stream 'events-orientation').
 */
export const eventsSeed: FeatureSeed<{
  eventTypes: typeof eventTypes
  events: typeof events
  eventAttendance: typeof eventAttendance
  eventRegistrations: typeof eventRegistrations
}> = {
  slug: 'events',
  tables: { eventTypes, events, eventAttendance, eventRegistrations },
  identity: ['eventTypes', 'events', 'eventAttendance', 'eventRegistrations'],
  build: (core, rng) => {
    const past = buildEventsSeed(core.students, rng('events'))
    const orientationType = past.eventTypes.find((t) => t.code === 'ORY')?.id ?? 1
    const upcoming = buildOrientationSeed(
      orientationType,
      past.events.length + 1,
      core.students,
      rng('events-orientation'),
    )
    return {
      eventTypes: past.eventTypes,
      events: [...past.events, ...upcoming.events],
      eventAttendance: past.eventAttendance,
      eventRegistrations: upcoming.registrations,
    }
  },
}
