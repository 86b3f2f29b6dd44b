/**
 * The grades feature's audit entries in words (issue 36 "a grade row 'grade #5:1' with no student or course"):
 * the entity kinds it audits and the resolver the admin feature's audit viewer gets passed in, turning grade
 * entity ids `itemId:studentId` into "student (number) · course code and name · exam".
 */
import type { Language } from '@unacs/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/people.schema.ts'
import { courses, sections } from '../../db/schema/teaching.schema.ts'
import { registerAuditLabels } from '../../platform/audit/audit-labels.ts'
import { gradeBookItems } from './grades.schema.ts'

registerAuditLabels({
  entities: {
    grade: { tr: 'Not', en: 'Grade' },
    grade_book: { tr: 'Not defteri', en: 'Grade book' },
    grade_book_item: { tr: 'Not defteri sınavı', en: 'Grade book exam' },
    grade_request: { tr: 'Not itirazı', en: 'Grade request' },
    section_grading: { tr: 'Şube notlandırması', en: 'Section grading' },
  },
  actions: {
    entered: { tr: 'Not girişi', en: 'Grade entered' },
    finalise: { tr: 'Kesinleştirme', en: 'Finalisation' },
    finalize: { tr: 'Kesinleştirme', en: 'Finalisation' },
    rollback_finalisation: { tr: 'Kesinleştirmeyi geri alma', en: 'Finalisation rolled back' },
    improvement: { tr: 'Not yükseltme', en: 'Improvement' },
    rollback_improvements: { tr: 'Yükseltmeleri geri alma', en: 'Improvements rolled back' },
  },
})

/**
 * Builds the resolver of grade entity ids (`itemId:studentId`) over `db`: takes the ids and the reader's
 * language, returns id → "Ad Soyad (öğrenci no) · KOD Ders adı · Sınav" in two queries; malformed or unknown
 * ids are left out. An owned book's item (no section) names the exam alone.
 */
export function gradeAuditSubjects(db: Database) {
  return async (entityIds: string[], lang: Language): Promise<Map<string, string>> => {
    const pairs = entityIds
      .map((id) => /^(\d{1,9}):(\d{1,9})$/.exec(id))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ id: m[0], item: Number(m[1]), student: Number(m[2]) }))
    const out = new Map<string, string>()
    if (pairs.length === 0) return out
    const course = lang === 'en' ? courses.nameEn : courses.nameTr
    const [items, people] = await Promise.all([
      db
        .select({
          id: gradeBookItems.id,
          exam: gradeBookItems.examName,
          course: sql<string | null>`${courses.code} || ' ' || ${course}`,
        })
        .from(gradeBookItems)
        .leftJoin(sections, eq(sections.id, gradeBookItems.sectionId))
        .leftJoin(courses, eq(courses.id, sections.courseId))
        .where(inArray(gradeBookItems.id, [...new Set(pairs.map((p) => p.item))])),
      db
        .select({
          id: students.id,
          no: students.studentNo,
          name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
        })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(inArray(students.id, [...new Set(pairs.map((p) => p.student))])),
    ])
    const itemOf = new Map(items.map((i) => [i.id, i]))
    const studentOf = new Map(people.map((s) => [s.id, `${s.name} (${s.no})`]))
    for (const p of pairs) {
      const item = itemOf.get(p.item)
      const student = studentOf.get(p.student)
      if (!item || !student) continue
      out.set(p.id, [student, item.course, item.exam].filter(Boolean).join(' · '))
    }
    return out
  }
}
