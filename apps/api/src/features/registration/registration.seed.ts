/**
 * Seeds the pre-interview definitions of course registration (spec §1 "pre-interview category and detail
 * definitions"; issue 7): categories with a colour (red = mandatory) and the guiding details under each.
 * Fixed rows with explicit ids; no randomness, so the seed stays deterministic.
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { preInterviewCategories, preInterviewDetails } from './pre-interview.schema.ts'

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

/** The registration feature's demo data: the pre-interview definitions (no randomness). */
export const registrationSeed: FeatureSeed<{
  preInterviewCategories: typeof preInterviewCategories
  preInterviewDetails: typeof preInterviewDetails
}> = {
  slug: 'registration',
  tables: { preInterviewCategories, preInterviewDetails },
  identity: ['preInterviewCategories', 'preInterviewDetails'],
  build: () => buildPreInterviewDefinitions(),
}
