/**
 * What a document certifies, fixed when it is created (spec §3 "Document"; issue 5 § Documents): the
 * studentship's basic data and, for the transcript-like "not durum belgesi", the finalised grades when the
 * grades feature provides them. Pure (also used by the seed); texts in the document's language.
 */

import type { DocumentKind, Language, StudentGrades } from '@unacs/contracts'
import { programmePhrase } from '../../platform/format/format.ts'
import { translate } from '../../platform/i18n/messages.ts'
import './documents.messages.ts'
import type { DocumentSnapshot } from './documents.schema.ts'

/** The studentship data a document shows. Dates are 'YYYY-MM-DD'. */
export interface StudentshipInfo {
  fullName: string
  studentNo: string
  nationalId: string
  faculty: { tr: string; en: string }
  programme: { tr: string; en: string }
  studentshipName: string
  classYear: number
  registrationDate: string
  admissionType: string
  status: 'active' | 'frozen' | 'graduated' | 'withdrawn'
}

/** A national id with its middle hidden ("123******46"): the viewer is public. */
export function maskNationalId(id: string): string {
  return id.length > 5 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 5)}${id.slice(-2)}` : id
}

/** 'YYYY-MM-DD' as "14.03.2025" (tr) or "14 March 2025" (en). */
export function formatDate(isoDate: string, lang: Language): string {
  const d = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: lang === 'en' ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(d)
}

const gpaText = (n: number | null) => (n === null ? '—' : n.toFixed(2))

/** Builds the snapshot of a `kind` document in `lang`; `grades` only for a transcript, when available. */
export function buildSnapshot(
  kind: DocumentKind,
  lang: Language,
  info: StudentshipInfo,
  grades?: StudentGrades | null,
): DocumentSnapshot {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  const field = (key: string, Value: string) => ({ Label: t(`documents.field.${key}`), Value })
  const faculty = info.faculty[lang]
  const programme = info.programme[lang]
  const fields = [
    field('fullName', info.fullName),
    field('studentNo', info.studentNo),
    field('nationalId', maskNationalId(info.nationalId)),
    field('faculty', faculty),
    field('programme', programme),
    field('studentship', info.studentshipName),
    field(
      'classYear',
      info.classYear === 0 ? t('documents.classYear.0') : t('documents.classYear.n', { n: info.classYear }),
    ),
    field('entry', formatDate(info.registrationDate, lang)),
    field('admission', info.admissionType),
    field('status', t(`documents.status.${info.status}`)),
  ]
  if (kind === 'student_certificate') {
    return {
      title: t('documents.kind.student_certificate'),
      statement: t('documents.pdf.certifyStudent', { faculty, programme: programmePhrase(programme, lang) }),
      fields,
    }
  }
  if (kind === 'course_contents' || kind === 'military_status') {
    const statement = kind === 'course_contents' ? 'certifyCourseContents' : 'certifyMilitary'
    return {
      title: t(`documents.kind.${kind}`),
      statement: t(`documents.pdf.${statement}`, { programme: programmePhrase(programme, lang) }),
      fields,
    }
  }
  const terms = (grades?.Terms ?? [])
    .map((term) => ({
      name: term.TermName,
      gpa: gpaText(term.TermGpa),
      courses: term.Courses.filter((c) => c.Finalized && c.LetterGrade).map((c) => ({
        code: c.CourseCode,
        name: c.CourseName,
        credit: c.Credit,
        ects: c.Ects,
        letter: c.LetterGrade ?? '',
      })),
    }))
    .filter((term) => term.courses.length > 0)
  if (grades) {
    const passed = new Set(['passed', 'passedConditionally', 'exempt'])
    const credits = grades.Terms.flatMap((term) => term.Courses)
      .filter((c) => c.Finalized && passed.has(c.PassStatus))
      .reduce((sum, c) => sum + c.Credit, 0)
    fields.push(
      field('cgpa', gpaText(grades.Cgpa)),
      field('credits', String(credits)),
      field('ects', String(grades.TotalEcts)),
    )
  } else {
    fields.push(field('gradesNote', t('documents.gradesUnavailable')))
  }
  return {
    title: t('documents.kind.transcript'),
    statement: t('documents.pdf.certifyTranscript'),
    fields,
    ...(grades ? { terms } : {}),
  }
}
