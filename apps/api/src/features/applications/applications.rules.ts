/**
 * Pure rules of the application steps (spec §4, §5): unchanged-form detection, the step order, and the
 * files a step refers to.
 */
import type { ApplicationFile, Resume, Works } from '@unacs/contracts'
import { businessRule } from '../../platform/http/errors.ts'

/** A JSON value with object keys sorted and empty values (null, undefined, '') dropped, for comparing forms. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key]
      if (v === null || v === undefined || v === '') continue
      out[key] = canonical(v)
    }
    return out
  }
  return value
}

/** True when two step documents say the same (key order and empty values ignored). */
export function sameForm(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/** Step numbers (spec §4 order). */
export const STEP = { applicationInfo: 1, personalInfo: 2, resume: 3, works: 4, declaration: 5 } as const

/** Throws 422 'applications.stepOrder' unless every step before `step` is saved (`lastStep` ≥ step − 1). */
export function assertStepOrder(lastStep: number, step: number): void {
  if (lastStep < step - 1) throw businessRule('applications.stepOrder')
}

/** The file ids a resume refers to, by purpose. */
export function resumeFiles(resume: Resume): { id: number; purpose: ApplicationFile['purpose'] }[] {
  return [
    ...resume.associateProfessorships.map((a) => ({
      id: a.certificateFileId,
      purpose: 'certificate' as const,
    })),
    ...[...resume.bachelors, ...resume.masters, ...resume.doctorates].map((d) => ({
      id: d.diplomaFileId,
      purpose: 'diploma' as const,
    })),
  ]
}

/** The file ids the works refer to. */
export function worksFiles(works: Works): { id: number; purpose: ApplicationFile['purpose'] }[] {
  return works.letterOfIntentFileId ? [{ id: works.letterOfIntentFileId, purpose: 'letter' }] : []
}

/** Throws 422 'applications.fileNotOfApplication' unless every referred file is attached with its purpose. */
export function assertFilesAttached(
  referred: { id: number; purpose: ApplicationFile['purpose'] }[],
  attached: ApplicationFile[],
): void {
  for (const ref of referred) {
    if (!attached.some((f) => f.id === ref.id && f.purpose === ref.purpose)) {
      throw businessRule('applications.fileNotOfApplication')
    }
  }
}
