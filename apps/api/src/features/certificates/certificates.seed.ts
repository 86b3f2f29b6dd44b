/**
 * Demo certificate requests (issue 37 "no certificate requests are seeded"; issue 20 § Certificate requests):
 * course completion certificates of generated active students for courses they passed last spring, in every
 * state — pending (requested), approved (with the verification code and the snapshot the public viewer shows;
 * the PDF is rendered on its first download) and rejected (with the registrar's reason). The demo students get
 * none, so their own tests start from an empty list. Deterministic: students and courses are taken in id order,
 * codes from the seed's stream 'certificates'.
 */
import { DEMO_PEOPLE } from '../../db/seed/demo-accounts.ts'
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { translate } from '../../platform/i18n/messages.ts'
import './certificates.messages.ts'
import { type CertificateSnapshot, certificateRequests } from './certificates.schema.ts'

export type CertificateRequestRow = typeof certificateRequests.$inferInsert & { id: number }

/** A passed, finalised course result (the grades seed's rows). */
export interface PassedResult {
  sectionId: number
  studentId: number
  passStatus?: string | null
  letterGrade?: string | null
}

/** The seeded requests: state, language, purpose, Istanbul day requested, day decided, rejection reason. */
const PLAN: readonly {
  status: 'requested' | 'approved' | 'rejected'
  language: 'tr' | 'en'
  purpose: string
  requested: string
  decided: string | null
  reason?: string
}[] = [
  { status: 'requested', language: 'tr', purpose: 'Staj başvurusu', requested: '2026-11-18', decided: null },
  {
    status: 'requested',
    language: 'en',
    purpose: 'Erasmus application',
    requested: '2026-11-19',
    decided: null,
  },
  { status: 'requested', language: 'tr', purpose: 'Burs başvurusu', requested: '2026-11-20', decided: null },
  {
    status: 'approved',
    language: 'tr',
    purpose: 'İş başvurusu',
    requested: '2026-11-05',
    decided: '2026-11-09',
  },
  {
    status: 'approved',
    language: 'en',
    purpose: 'Job application',
    requested: '2026-11-12',
    decided: '2026-11-13',
  },
  {
    status: 'rejected',
    language: 'tr',
    purpose: 'Kişisel arşiv',
    requested: '2026-10-20',
    decided: '2026-10-22',
    reason: 'Aynı ders için onaylanmış bir sertifikanız bulunuyor; lütfen onu kullanın.',
  },
  {
    status: 'rejected',
    language: 'en',
    purpose: 'Personal records',
    requested: '2026-11-02',
    decided: '2026-11-04',
    reason: 'The purpose is not specific enough; please state where the certificate will be used.',
  },
]

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** How long a seeded approved certificate is shown by the public viewer (longer than the documents' 30 days,
 * so a demo started some weeks after the seed's today still verifies them). */
const DISPLAY_DAYS = 120

const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+03:00`)

/** The certificates feature's demo data; `passed` is the grades seed's course results. */
export const certificatesSeed: FeatureSeed<
  { certificateRequests: typeof certificateRequests },
  { passed: readonly PassedResult[] }
> = {
  slug: 'certificates',
  tables: { certificateRequests },
  identity: ['certificateRequests'],
  build: (core, rngOf, input) => {
    const rng = rngOf('certificates')
    const demo = new Set(
      DEMO_PEOPLE.flatMap((p) => (p.kind === 'student' ? p.studentships.map((s) => s.studentNo) : [])),
    )
    const student = new Map(core.students.map((s) => [s.id, s]))
    const person = new Map(core.persons.map((p) => [p.id, p]))
    const unit = new Map(core.units.map((u) => [u.id, u]))
    const section = new Map(core.sections.map((s) => [s.id, s]))
    const course = new Map(core.courses.map((c) => [c.id, c]))
    const term = new Map(core.academicTerms.map((t) => [t.id, t]))
    const decider = core.staff.find((s) => s.demo?.key === 'registrar')?.row.personId ?? null
    const rows: CertificateRequestRow[] = []
    const used = new Set<number>()
    for (const r of input.passed) {
      if (rows.length >= PLAN.length) break
      if (r.passStatus !== 'passed' || used.has(r.studentId)) continue
      const s = student.get(r.studentId)
      const sec = section.get(r.sectionId)
      const c = sec && course.get(sec.courseId)
      const t = sec && term.get(sec.termId)
      const p = s && person.get(s.personId)
      const prog = s && unit.get(s.programmeId)
      if (s?.status !== 'active' || demo.has(s.studentNo) || !c || !t || !p || !prog) continue
      used.add(r.studentId)
      const plan = PLAN[rows.length] as (typeof PLAN)[number]
      const lang = plan.language
      const subject = translate(lang, 'certificates.subject.course', {
        code: c.code,
        name: lang === 'en' ? c.nameEn : c.nameTr,
        term: lang === 'en' ? t.nameEn : t.nameTr,
        letter: r.letterGrade ?? '',
      })
      const row: CertificateRequestRow = {
        id: rows.length + 1,
        studentId: s.id,
        kind: 'course_completion',
        subjectId: sec.id,
        subject,
        purpose: plan.purpose,
        language: lang,
        status: plan.status,
        requestedAt: at(plan.requested, '11:15'),
        decidedAt: plan.decided ? at(plan.decided, '14:30') : null,
        decidedBy: plan.decided ? decider : null,
        rejectionReason: plan.reason ?? null,
      }
      if (plan.status === 'approved' && plan.decided) {
        const fullName = `${p.firstName} ${p.lastName}`
        const programme = lang === 'en' ? prog.nameEn : prog.nameTr
        const tr = (key: string, params?: Record<string, string>) => translate(lang, key, params)
        const snapshot: CertificateSnapshot = {
          title: tr('certificates.kind.course_completion'),
          statement: tr('certificates.statement.course_completion', {
            name: fullName,
            programme,
            subject,
            purpose: plan.purpose,
          }),
          fields: [
            { Label: tr('certificates.field.fullName'), Value: fullName },
            { Label: tr('certificates.field.studentNo'), Value: s.studentNo },
            { Label: tr('certificates.field.programme'), Value: programme },
            { Label: tr('certificates.field.subject'), Value: subject },
            { Label: tr('certificates.field.purpose'), Value: plan.purpose },
          ],
        }
        row.snapshot = snapshot
        row.verificationCode = Array.from(
          { length: 10 },
          () => ALPHABET[rng.int(0, ALPHABET.length - 1)],
        ).join('')
        row.displayUntil = new Date(at(plan.decided, '14:30').getTime() + DISPLAY_DAYS * 86_400_000)
      }
      rows.push(row)
    }
    return { certificateRequests: rows }
  },
}
