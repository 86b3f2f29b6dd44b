/**
 * The registrar's admission figures for the guide (issue 19 "Admission data for the guide": score type, quota,
 * placed count, min and max placement score per programme and year). Scoped like the versions: a programme
 * outside the units of the caller's active registrar role answers 404. Every change is a compare-and-set on the
 * row's `version` (409 for the slower of two writers) and audited with before and after ('programme-admission').
 * The rules (`admissionProblem`) are shared with the XLSX import (programmes.admissions.sheet.ts).
 */
import {
  type Admission,
  type AdmissionList,
  type AdmissionRow,
  type DeleteAdmissionRequest,
  type ProgrammeLevel,
  type SaveAdmissionRequest,
  SCORE_BOUNDS,
  SCORE_TYPES_OF_LEVEL,
  type ScoreType,
} from '@unacs/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import {
  activeRoleUnits,
  type ProgrammeUnit,
  programmeUnder,
  programmeUnits,
  type Tx,
} from './programmes.repo.ts'
import { programmeAdmissions } from './programmes.schema.ts'

/** A broken rule: its message key and parameters. */
export interface AdmissionProblem {
  key: string
  params?: Record<string, string | number>
}

/** The earliest year of admission figures. */
export const FIRST_ADMISSION_YEAR = 2000

/**
 * The first rule `a` breaks for a programme of `level` in Istanbul year `thisYear`, or null. Rules: the year
 * in FIRST_ADMISSION_YEAR..thisYear; the score type one of the level's (SCORE_TYPES_OF_LEVEL); placed ≤ quota
 * (ÖSYM breaks ties at the last place, so a placement beyond the quota is a typing error); scores given exactly
 * when someone was placed, within the type's bounds (SCORE_BOUNDS), at most five decimals, min ≤ max.
 */
export function admissionProblem(
  a: Admission,
  level: ProgrammeLevel,
  thisYear: number,
): AdmissionProblem | null {
  if (a.Year < FIRST_ADMISSION_YEAR || a.Year > thisYear) {
    return { key: 'programmes.admission.year', params: { min: FIRST_ADMISSION_YEAR, max: thisYear } }
  }
  const types = SCORE_TYPES_OF_LEVEL[level]
  if (!types.includes(a.ScoreType)) {
    return { key: 'programmes.admission.scoreType', params: { types: types.join(', ') } }
  }
  if (a.Placed > a.Quota) return { key: 'programmes.admission.placedOverQuota' }
  if (a.Placed === 0) {
    if (a.MinScore !== null || a.MaxScore !== null) return { key: 'programmes.admission.scoresWithoutPlaced' }
    return null
  }
  if (a.MinScore === null || a.MaxScore === null) return { key: 'programmes.admission.scoresRequired' }
  const [lo, hi] = SCORE_BOUNDS[a.ScoreType as ScoreType]
  const fiveDecimals = (x: number) => Math.abs(Math.round(x * 100000) - x * 100000) < 1e-6
  for (const s of [a.MinScore, a.MaxScore]) {
    if (s < lo || s > hi || !fiveDecimals(s)) {
      return { key: 'programmes.admission.scoreRange', params: { min: lo, max: hi } }
    }
  }
  if (a.MinScore > a.MaxScore) return { key: 'programmes.admission.minOverMax' }
  return null
}

/** A stored row as the contract shows it. */
export const admissionRowOf = (a: typeof programmeAdmissions.$inferSelect): AdmissionRow => ({
  Year: a.year,
  ScoreType: a.scoreType as ScoreType,
  Quota: a.quota,
  Placed: a.placed,
  MinScore: a.minScore,
  MaxScore: a.maxScore,
  Version: a.version,
})

/** The programmes in the caller's scope (403 without a role scope), in `lang`. */
export async function scopedProgrammes(
  db: Tx,
  principal: Principal,
  lang: Language,
): Promise<ProgrammeUnit[]> {
  const units = await activeRoleUnits(db, principal)
  if (units.length === 0) throw forbidden()
  return programmeUnits(db, lang, programmeUnder(sql`p.id`, units))
}

/** The Istanbul calendar year of `now`. */
export const istanbulYear = (now: Date) => Number(istanbulToday(now).slice(0, 4))

/** Creates the admission figures service. */
export function createAdmissionsService(db: Database, clock: Clock) {
  /** Programme `id` in the caller's scope (404 otherwise). */
  async function scopedProgramme(tx: Tx, principal: Principal, id: number, lang: Language = 'tr') {
    const units = await activeRoleUnits(tx, principal)
    if (units.length === 0) throw forbidden()
    const [unit] = await programmeUnits(tx, lang, sql`p.id = ${id} and ${programmeUnder(sql`p.id`, units)}`)
    if (!unit) throw notFound()
    return unit
  }

  const audit = (tx: Tx, principal: Principal, id: string, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, auditActorOf(principal), {
      entity: 'programme-admission',
      entityId: id,
      action,
      before,
      after,
    })

  return {
    /** The admission figures of programme `programmeId`, newest year first (registrar, in scope; 404 otherwise). */
    async list(principal: Principal, programmeId: number, lang: Language): Promise<AdmissionList> {
      const unit = await scopedProgramme(db, principal, programmeId, lang)
      const rows = await db
        .select()
        .from(programmeAdmissions)
        .where(eq(programmeAdmissions.programmeId, programmeId))
        .orderBy(desc(programmeAdmissions.year))
      return {
        ProgrammeId: unit.id,
        Code: unit.code,
        Name: unit.name,
        Level: unit.level,
        ScoreTypes: [...SCORE_TYPES_OF_LEVEL[unit.level]],
        Rows: rows.map(admissionRowOf),
      }
    },

    /**
     * Adds (`Version` null) or edits (`Version` as read) a year's figures. 404 programme out of scope; 422 a rule
     * of `admissionProblem`; 409 the year exists already (add) or was changed meanwhile (edit). Audited.
     */
    async save(principal: Principal, body: SaveAdmissionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const unit = await scopedProgramme(tx, principal, body.ProgrammeId)
        const problem = admissionProblem(body, unit.level, istanbulYear(clock()))
        if (problem) throw businessRule(problem.key, problem.params)
        const values = {
          scoreType: body.ScoreType,
          quota: body.Quota,
          placed: body.Placed,
          minScore: body.MinScore,
          maxScore: body.MaxScore,
        }
        const id = `${body.ProgrammeId}:${body.Year}`
        const key = and(
          eq(programmeAdmissions.programmeId, body.ProgrammeId),
          eq(programmeAdmissions.year, body.Year),
        )
        if (body.Version === null) {
          const [row] = await tx
            .insert(programmeAdmissions)
            .values({ programmeId: body.ProgrammeId, year: body.Year, ...values })
            .onConflictDoNothing()
            .returning()
          if (!row) throw conflict('programmes.admission.exists', { year: body.Year })
          await audit(tx, principal, id, 'create', null, row)
          return
        }
        const [before] = await tx.select().from(programmeAdmissions).where(key)
        if (!before) throw notFound()
        const [after] = await tx
          .update(programmeAdmissions)
          .set({ ...values, version: sql`${programmeAdmissions.version} + 1` })
          .where(and(key, eq(programmeAdmissions.version, body.Version)))
          .returning()
        if (!after) throw conflict('programmes.admission.stale')
        await audit(tx, principal, id, 'update', before, after)
      })
    },

    /** Deletes a year's figures (404 unknown or out of scope; 409 changed meanwhile). Audited. */
    async remove(principal: Principal, body: DeleteAdmissionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        await scopedProgramme(tx, principal, body.ProgrammeId)
        const key = and(
          eq(programmeAdmissions.programmeId, body.ProgrammeId),
          eq(programmeAdmissions.year, body.Year),
        )
        const [before] = await tx.select().from(programmeAdmissions).where(key)
        if (!before) throw notFound()
        const [gone] = await tx
          .delete(programmeAdmissions)
          .where(and(key, eq(programmeAdmissions.version, body.Version)))
          .returning()
        if (!gone) throw conflict('programmes.admission.stale')
        await audit(tx, principal, `${body.ProgrammeId}:${body.Year}`, 'delete', before, null)
      })
    },
  }
}

/** The admission figures service type. */
export type AdmissionsService = ReturnType<typeof createAdmissionsService>
