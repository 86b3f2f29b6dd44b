/**
 * Seeds the 2026-2027 academic calendar (issue 24 deadlines): the fall term (active; its calendar runs from the
 * first registration day to the make-up exams) and the spring term, published ahead of the spring term itself,
 * with registration windows, add-drop, freeze and departure deadlines, exam weeks and the public holidays.
 * The fall dates lean on db/seed/calendar.ts (the active term starts on its `startsOn`); on the seeded today
 * (2026-11-21) the midterm week is in progress and the departure deadline lies ahead. No random numbers.
 */
import { addDays, TERMS } from '../../db/seed/calendar.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { calendarEntries, calendarTerms } from './academic-calendar.schema.ts'

type Kind = (typeof calendarEntries.$inferInsert)['kind']
type Entry = [kind: Kind, tr: string, en: string, from: string, to: string, audience: 'all' | 'students']

const fall = TERMS.find((t) => t.code === '2026-2027-G')
if (!fall) throw new Error('the seed calendar has no 2026-2027 fall term')
/** Day `n` of the fall term (0 = its first teaching day, 2026-09-21). */
const f = (n: number) => addDays(fall.startsOn, n)

/** The fall term's entries: registration the week before classes, the rest counted from the first day. */
const FALL: Entry[] = [
  ['registration', 'Güz dönemi ders kaydı', 'Fall term course registration', f(-7), f(-3), 'students'],
  ['add_drop', 'Ders ekle-bırak haftası', 'Add-drop week', f(7), f(11), 'students'],
  [
    'freeze_deadline',
    'Güz dönemi kayıt dondurma başvurusu için son gün',
    'Last day to apply for a fall term registration freeze',
    f(25),
    f(25),
    'students',
  ],
  ['holiday', 'Cumhuriyet Bayramı', 'Republic Day', '2026-10-28', '2026-10-29', 'all'],
  ['exams', 'Ara sınav haftası', 'Midterm exam week', f(56), f(67), 'students'],
  [
    'departure_deadline',
    'Harç iadeli ilişik kesme başvurusu için son gün',
    'Last day to apply for departure with a fee refund',
    f(81),
    f(81),
    'students',
  ],
  ['holiday', 'Yılbaşı', "New Year's Day", '2027-01-01', '2027-01-01', 'all'],
  ['exams', 'Yarıyıl sonu sınavları', 'Final exams', '2027-01-04', fall.endsOn, 'students'],
  ['exams', 'Bütünleme sınavları', 'Make-up exams', '2027-01-25', '2027-01-29', 'students'],
]

/** The spring term's entries (its classes start on 2027-02-15). */
const SPRING: Entry[] = [
  [
    'registration',
    'Bahar dönemi ders kaydı',
    'Spring term course registration',
    '2027-02-08',
    '2027-02-12',
    'students',
  ],
  ['add_drop', 'Ders ekle-bırak haftası', 'Add-drop week', '2027-02-22', '2027-02-26', 'students'],
  ['holiday', 'Ramazan Bayramı', 'Eid al-Fitr', '2027-03-09', '2027-03-11', 'all'],
  [
    'freeze_deadline',
    'Bahar dönemi kayıt dondurma başvurusu için son gün',
    'Last day to apply for a spring term registration freeze',
    '2027-03-12',
    '2027-03-12',
    'students',
  ],
  ['exams', 'Ara sınav haftası', 'Midterm exam week', '2027-04-05', '2027-04-16', 'students'],
  [
    'holiday',
    'Ulusal Egemenlik ve Çocuk Bayramı',
    'National Sovereignty and Children’s Day',
    '2027-04-23',
    '2027-04-23',
    'all',
  ],
  ['holiday', 'Emek ve Dayanışma Günü', 'Labour and Solidarity Day', '2027-05-01', '2027-05-01', 'all'],
  [
    'departure_deadline',
    'Harç iadeli ilişik kesme başvurusu için son gün',
    'Last day to apply for departure with a fee refund',
    '2027-05-07',
    '2027-05-07',
    'students',
  ],
  ['holiday', 'Kurban Bayramı', 'Eid al-Adha', '2027-05-15', '2027-05-19', 'all'],
  ['exams', 'Yarıyıl sonu sınavları', 'Final exams', '2027-05-31', '2027-06-11', 'students'],
  ['exams', 'Bütünleme sınavları', 'Make-up exams', '2027-06-21', '2027-06-25', 'students'],
]

/** The calendar feature's demo data: the 2026-2027 calendar terms and their entries. */
export const academicCalendarSeed: FeatureSeed<{
  calendarTerms: typeof calendarTerms
  calendarEntries: typeof calendarEntries
}> = {
  slug: 'academic-calendar',
  tables: { calendarTerms, calendarEntries },
  identity: ['calendarTerms', 'calendarEntries'],
  build() {
    const terms = [
      {
        id: 1,
        code: fall.code,
        nameTr: fall.nameTr,
        nameEn: fall.nameEn,
        startsOn: f(-21),
        endsOn: '2027-02-05',
      },
      {
        id: 2,
        code: '2026-2027-B',
        nameTr: '2026-2027 Bahar Dönemi',
        nameEn: '2026-2027 Spring Term',
        startsOn: '2027-02-01',
        endsOn: '2027-07-09',
      },
    ]
    const rows = [...FALL.map((e) => [1, e] as const), ...SPRING.map((e) => [2, e] as const)].map(
      ([termId, [kind, titleTr, titleEn, startsOn, endsOn, audience]], i) => ({
        id: i + 1,
        termId,
        kind,
        titleTr,
        titleEn,
        startsOn,
        endsOn,
        audience,
        version: 1,
        updatedAt: new Date(`${terms[termId - 1]?.startsOn}T09:00:00+03:00`),
      }),
    )
    return { calendarTerms: terms, calendarEntries: rows }
  },
}
