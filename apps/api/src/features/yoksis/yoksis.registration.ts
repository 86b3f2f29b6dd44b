/**
 * Health-sciences registration in YÖKSİS (issue 20): this year's first-year active students of the health
 * sciences faculty within the registrar's units are candidates; the registrar registers a selection and the
 * answer is recorded per student. Each registration carries the key `unacs-yoksis-registration-<student id>`,
 * so YÖKSİS registers a student once even when two registrars send at once; a registered student is not sent
 * again. An outage stops the batch with 503: the students already answered keep their answers.
 */
import type { HealthCandidate, YoksisRegistrationResult } from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule } from '../../platform/http/errors.ts'
import { type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { rowsOf } from './yoksis.repo.ts'
import { yoksisRegistrations } from './yoksis.schema.ts'
import { HEALTH_FACULTY_CODE } from './yoksis.seed.ts'

interface CandidateRow {
  student_id: number
  student_no: string
  first_name: string
  last_name: string
  national_id: string
  programme: string
  code: string
  registration_date: string
  state: string | null
  answer_message: string | null
}

/** The registration part of the YÖKSİS service. */
export function createYoksisRegistration(
  db: Database,
  client: YoksisClient,
  deps: { scopeUnits(p: Principal): Promise<number[]> },
) {
  /** Candidates in the caller's scope, optionally only `ids`. */
  async function candidates(
    p: Principal,
    lang: 'tr' | 'en',
    ids?: readonly number[],
  ): Promise<CandidateRow[]> {
    const scope = await deps.scopeUnits(p)
    if (scope.length === 0) return []
    return rowsOf<CandidateRow>(
      db,
      sql`with recursive health as (
          select id from units where code = ${HEALTH_FACULTY_CODE}
          union select u.id from units u join health h on u.parent_id = h.id
        )
        select s.id as student_id, s.student_no, p.first_name, p.last_name, p.national_id, u.code,
          ${lang === 'en' ? sql`u.name_en` : sql`u.name_tr`} as programme,
          s.registration_date::text as registration_date, r.state, r.answer_message
        from students s join persons p on p.id = s.person_id join units u on u.id = s.programme_id
        left join yoksis_registrations r on r.student_id = s.id
        where s.programme_id in (select id from health)
          and s.programme_id in (${sql.join(
            scope.map((i) => sql`${i}`),
            sql`, `,
          )})
          and s.status = 'active' and s.class_year <= 1
          and s.entry_year = (select year_start from academic_terms where is_active limit 1)
          ${
            ids
              ? sql`and s.id in (${sql.join(
                  ids.map((i) => sql`${i}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by s.student_no`,
    )
  }

  return {
    /** A page of the candidates with their registration state. */
    async healthCandidates(p: Principal, page: number, pageSize: number, lang: 'tr' | 'en') {
      const all = await candidates(p, lang)
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(
        (r): HealthCandidate => ({
          StudentId: Number(r.student_id),
          StudentNo: r.student_no,
          FullName: `${r.first_name} ${r.last_name}`,
          Programme: r.programme,
          RegistrationDate: r.registration_date,
          State: (r.state ?? 'none') as HealthCandidate['State'],
          AnswerMessage: r.answer_message,
        }),
      )
      return { items, page, pageSize, total: all.length }
    },

    /**
     * Registers the selected candidates one by one and returns the answer per student. 422 when one is not a
     * candidate of the caller (nothing sent); 503 when YÖKSİS fails (earlier answers kept).
     */
    async registerHealth(p: Principal, studentIds: readonly number[]): Promise<YoksisRegistrationResult[]> {
      const rows = await candidates(p, 'tr', studentIds)
      if (rows.length !== studentIds.length) throw businessRule('yoksis.notCandidate')
      const out: YoksisRegistrationResult[] = []
      for (const r of rows) {
        const studentId = Number(r.student_id)
        if (r.state === 'registered') {
          out.push({ StudentId: studentId, State: 'alreadyRegistered', Code: '0', Message: '' })
          continue
        }
        let answer: Awaited<ReturnType<YoksisClient['register']>>
        try {
          answer = await client.register({
            nationalId: r.national_id,
            firstName: r.first_name,
            lastName: r.last_name,
            programmeCode: r.code,
            entryDate: r.registration_date,
            key: `unacs-yoksis-registration-${studentId}`,
          })
        } catch (err) {
          if (err instanceof YoksisUnavailable)
            throw new AppError(503, `yoksis.${err.reason}`, { detail: err.message.slice(0, 200) })
          throw err
        }
        const state = answer.code === '0' ? 'registered' : 'refused'
        const changed = await db.transaction(async (tx) => {
          const written = await tx
            .insert(yoksisRegistrations)
            .values({
              studentId,
              state,
              answerCode: answer.code,
              answerMessage: answer.message,
              yoksisRef: answer.ref,
              registeredBy: p.personId,
            })
            .onConflictDoUpdate({
              target: yoksisRegistrations.studentId,
              set: {
                state,
                answerCode: answer.code,
                answerMessage: answer.message,
                yoksisRef: answer.ref,
                registeredBy: p.personId,
                at: new Date(),
              },
              setWhere: sql`${yoksisRegistrations.state} <> 'registered'`,
            })
            .returning({ id: yoksisRegistrations.id })
          if (written.length === 0) return false
          await recordAudit(tx, auditActorOf(p), {
            entity: 'yoksis-registration',
            entityId: studentId,
            action: state === 'registered' ? 'register' : 'refused',
            after: { code: answer.code, message: answer.message, ref: answer.ref },
          })
          return true
        })
        out.push({
          StudentId: studentId,
          State: changed ? state : 'alreadyRegistered',
          Code: answer.code,
          Message: answer.message,
        })
      }
      return out
    },
  }
}
