/**
 * Health-sciences registration (issue 35: "health-sciences registration uses the REST registration query"): the
 * health sciences faculty's graduates within the registrar's units are listed with their Ministry of Health
 * registration as YÖKSİS's REST OBS `saglikbakanligitescilsorgula?tcKimlikNo=` last answered it; the registrar
 * asks YÖKSİS for a selection and each answer is recorded (registered with `tescilNo`/`tescilTarihi`, or not
 * registered when the list is empty). Registering is the Ministry's business: the portal only reads it. An outage
 * stops the batch with 503: the graduates already answered keep their answers.
 */
import type { HealthCandidate, YoksisRegistrationResult } from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule } from '../../platform/http/errors.ts'
import { type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { rowsOf } from './yoksis.repo.ts'
import { yoksisHealthRegistrations } from './yoksis.schema.ts'
import { HEALTH_FACULTY_CODE } from './yoksis.seed.ts'

interface CandidateRow {
  student_id: number
  student_no: string
  first_name: string
  last_name: string
  national_id: string
  programme: string
  graduation_date: string | null
  state: string | null
  tescil_no: string | null
  tescil_tarihi: string | null
  queried_at: string | null
}

/** The health-registration part of the YÖKSİS service. */
export function createYoksisRegistration(
  db: Database,
  client: YoksisClient,
  deps: { scopeUnits(p: Principal): Promise<number[]> },
) {
  /** The health sciences faculty's graduates in the caller's scope, optionally only `ids`. */
  async function candidates(
    p: Principal,
    lang: 'tr' | 'en',
    ids?: readonly number[],
  ): Promise<CandidateRow[]> {
    const scope = await deps.scopeUnits(p)
    if (scope.length === 0) return []
    const list = (xs: readonly number[]) =>
      sql.join(
        xs.map((i) => sql`${i}`),
        sql`, `,
      )
    return rowsOf<CandidateRow>(
      db,
      sql`with recursive health as (
          select id from units where code = ${HEALTH_FACULTY_CODE}
          union select u.id from units u join health h on u.parent_id = h.id
        )
        select s.id as student_id, s.student_no, p.first_name, p.last_name, p.national_id,
          ${lang === 'en' ? sql`u.name_en` : sql`u.name_tr`} as programme,
          s.departure_date::text as graduation_date, r.state, r.tescil_no, r.tescil_tarihi,
          r.queried_at::text as queried_at
        from students s join persons p on p.id = s.person_id join units u on u.id = s.programme_id
        left join yoksis_health_registrations r on r.student_id = s.id
        where s.programme_id in (select id from health) and s.programme_id in (${list(scope)})
          and s.status = 'graduated'
          ${ids ? sql`and s.id in (${list(ids)})` : sql``}
        order by s.student_no`,
    )
  }

  return {
    /** A page of the graduates with their registration as last read. */
    async healthCandidates(p: Principal, page: number, pageSize: number, lang: 'tr' | 'en') {
      const all = await candidates(p, lang)
      const items = all.slice((page - 1) * pageSize, page * pageSize).map(
        (r): HealthCandidate => ({
          StudentId: Number(r.student_id),
          StudentNo: r.student_no,
          FullName: `${r.first_name} ${r.last_name}`,
          Programme: r.programme,
          GraduationDate: r.graduation_date,
          State: (r.state ?? 'none') as HealthCandidate['State'],
          TescilNo: r.tescil_no,
          TescilTarihi: r.tescil_tarihi,
          QueriedAt: r.queried_at ? new Date(r.queried_at).toISOString() : null,
        }),
      )
      return { items, page, pageSize, total: all.length }
    },

    /**
     * Asks YÖKSİS for the selected graduates' registrations one by one and records each answer. 422 when one is
     * not a health-sciences graduate of the caller's units (nothing asked); 503 when YÖKSİS fails (earlier
     * answers kept). Audited per graduate.
     */
    async registerHealth(p: Principal, studentIds: readonly number[]): Promise<YoksisRegistrationResult[]> {
      const rows = await candidates(p, 'tr', studentIds)
      if (rows.length !== studentIds.length) throw businessRule('yoksis.notCandidate')
      const out: YoksisRegistrationResult[] = []
      for (const r of rows) {
        const studentId = Number(r.student_id)
        let items: Awaited<ReturnType<YoksisClient['healthRegistrations']>>
        try {
          items = await client.healthRegistrations(r.national_id)
        } catch (err) {
          if (err instanceof YoksisUnavailable)
            throw new AppError(503, `yoksis.${err.reason}`, { detail: err.message.slice(0, 200) })
          throw err
        }
        const first = items[0]
        const state = first ? 'registered' : 'notRegistered'
        const values = {
          state,
          tescilNo: first?.tescilNo ?? null,
          tescilTarihi: first?.tescilTarihi ?? null,
          answer: items as unknown as object,
          queriedBy: p.personId,
          queriedAt: new Date(),
        }
        await db.transaction(async (tx) => {
          await tx
            .insert(yoksisHealthRegistrations)
            .values({ studentId, ...values })
            .onConflictDoUpdate({ target: yoksisHealthRegistrations.studentId, set: values })
          await recordAudit(tx, auditActorOf(p), {
            entity: 'yoksis-health-registration',
            entityId: studentId,
            action: 'query',
            after: { state, tescilNo: values.tescilNo, tescilTarihi: values.tescilTarihi },
          })
        })
        out.push({
          StudentId: studentId,
          State: state,
          TescilNo: values.tescilNo,
          TescilTarihi: values.tescilTarihi,
        })
      }
      return out
    },
  }
}
