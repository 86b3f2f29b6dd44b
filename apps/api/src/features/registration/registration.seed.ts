/**
 * Seeds course registration: the pre-interview definitions (spec §1 "pre-interview category and detail
 * definitions"; issue 7), categories with a colour (red = mandatory) and the guiding details under each; and
 * the baskets of the seeded terms with the sections they hold, written from the core world's enrolment plan
 * (db/seed/enrolments.ts, issue 24): the sections' registered and basket counts are counted from the same
 * plan, so they equal the approved and the other held items. Explicit ids; no randomness here.
 */
import { createdAtOn } from '../../db/seed/calendar.ts'
import type { CoreWorld, FeatureSeed } from '../../db/seed/feature-seed.ts'
import { preInterviewCategories, preInterviewDetails } from './pre-interview.schema.ts'
import { registrationBaskets, registrationItems } from './registration.schema.ts'

export type PreInterviewCategoryRow = typeof preInterviewCategories.$inferInsert & { id: number }
export type PreInterviewDetailRow = typeof preInterviewDetails.$inferInsert & { id: number }

const CATEGORIES: readonly {
  tr: string
  en: string
  colour: 'red' | 'orange' | 'green' | 'blue'
  details: readonly [string, string][]
}[] = [
  {
    tr: 'Akademik Durum',
    en: 'Academic Standing',
    colour: 'red',
    details: [
      ['Genel not ortalaması ve dönem başarısı', 'Grade point average and term performance'],
      ['Tekrar edilmesi gereken dersler', 'Courses to be repeated'],
      ['Ders yükünün öğrencinin durumuna uygunluğu', 'Whether the course load suits the student'],
    ],
  },
  {
    tr: 'Ders Seçimi ve Müfredat',
    en: 'Course Selection and Curriculum',
    colour: 'red',
    details: [
      ['Zorunlu derslerin tamamlanma durumu', 'Progress through the required courses'],
      ['Seçmeli derslerin kariyer hedefiyle uyumu', 'How the electives fit the career goal'],
    ],
  },
  {
    tr: 'Kariyer ve Hedefler',
    en: 'Career and Goals',
    colour: 'orange',
    details: [
      ['Staj ve iş deneyimi planları', 'Internship and work experience plans'],
      ['Lisansüstü eğitim ilgisi', 'Interest in graduate study'],
    ],
  },
  {
    tr: 'Kişisel ve Sosyal Durum',
    en: 'Personal and Social Situation',
    colour: 'green',
    details: [
      ['Uyum, motivasyon ve destek ihtiyacı', 'Adjustment, motivation and need for support'],
      ['Burs, barınma ve çalışma durumu', 'Scholarship, housing and work situation'],
    ],
  },
  {
    tr: 'Diğer Notlar',
    en: 'Other Notes',
    colour: 'blue',
    details: [['Görüşmede konuşulan diğer konular', 'Other topics discussed in the interview']],
  },
]

/** The seeded categories and details, ids from 1 in the order above. */
export function buildPreInterviewDefinitions(): {
  preInterviewCategories: PreInterviewCategoryRow[]
  preInterviewDetails: PreInterviewDetailRow[]
} {
  const categories: PreInterviewCategoryRow[] = []
  const details: PreInterviewDetailRow[] = []
  CATEGORIES.forEach((c, i) => {
    const id = i + 1
    categories.push({
      id,
      nameTr: c.tr,
      nameEn: c.en,
      colour: c.colour,
      sortOrder: (i + 1) * 10,
      isActive: true,
    })
    c.details.forEach(([tr, en], j) => {
      details.push({
        id: details.length + 1,
        categoryId: id,
        textTr: tr,
        textEn: en,
        sortOrder: (j + 1) * 10,
        isActive: true,
      })
    })
  })
  return { preInterviewCategories: categories, preInterviewDetails: details }
}

export type BasketRow = typeof registrationBaskets.$inferInsert & { id: number }
export type ItemRow = typeof registrationItems.$inferInsert

/** The baskets and items of the core world's enrolment plan (dates at 09:00 Istanbul). */
export function buildBaskets(core: Pick<CoreWorld, 'enrolments'>): {
  registrationBaskets: BasketRow[]
  registrationItems: ItemRow[]
} {
  const { baskets, items } = core.enrolments
  const at = (day: string | null) => (day ? createdAtOn(day) : null)
  const addedOn = new Map(baskets.map((b) => [b.id, b.submittedOn]))
  return {
    registrationBaskets: baskets.map((b) => ({
      id: b.id,
      studentId: b.studentId,
      termId: b.termId,
      status: b.status,
      // Created, submitted and (when approved) decided: three changes of the basket.
      version: b.status === 'approved' ? 2 : b.status === 'submitted' ? 1 : 0,
      submittedAt: at(b.submittedOn),
      decidedAt: at(b.decidedOn),
      decidedByPersonId: b.decidedByPersonId,
      reason: null,
      updatedAt: at(b.decidedOn ?? b.submittedOn ?? '2026-11-20') as Date,
    })),
    registrationItems: items.map((i) => ({
      basketId: i.basketId,
      sectionId: i.sectionId,
      courseId: i.courseId,
      addedAt: at(addedOn.get(i.basketId) ?? '2026-11-20') as Date,
    })),
  }
}

const TABLES = { preInterviewCategories, preInterviewDetails, registrationBaskets, registrationItems }

/** The registration feature's demo data: the pre-interview definitions and the seeded terms' baskets. */
export const registrationSeed: FeatureSeed<typeof TABLES> = {
  slug: 'registration',
  tables: TABLES,
  identity: ['preInterviewCategories', 'preInterviewDetails', 'registrationBaskets'],
  build: (core) => ({ ...buildPreInterviewDefinitions(), ...buildBaskets(core) }),
}
