/**
 * Military service deferrals (issue 20; spec §3 "Military service query", §8 "no record found; no student
 * found"). The registrar (role 4, university-wide like grades' registrar scope) lists the male active students
 * of the legal age (the military obligation starts on 1 January of the year one turns 20, Law 7179 art. 3),
 * sends deferral (tecil) requests in batches with an answer per student, queries a request's state (request
 * id, offer type, offer reason, result code, deferral end) and lists the deferrals ending within 60 days
 * (Europe/Istanbul dates). Every authority call of a batch comes first and the answers are written in one
 * transaction with an audit record, so an outage (503) writes nothing; the operation key per student makes the
 * authority answer a repeat with the first request.
 */
import type { MilitarySendResult, MilitaryState, MilitaryStudent } from '@unacs/contracts'
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { addDays, type Clock, istanbulToday } from '../../platform/time.ts'
import { type DeferralAnswer, type MilitaryClient, MilitaryUnavailable } from './military.client.ts'
import { militaryDeferrals } from './military.schema.ts'

/** The age from which the law asks for military service (years, counted by birth year). */
export const MILITARY_AGE = 20

/** The 503 for an authority failure, in the caller's language. */
function unavailable(err: MilitaryUnavailable): AppError {
  return new AppError(503, `military.${err.reason}`, { detail: err.message.slice(0, 200) })
}

/** Creates the military service. */
export function createMilitaryService(db: Database, clock: Clock, client: MilitaryClient) {
  const busy = new Set<number>()

  /** SQL: male, active, born in or before (this year − 20). */
  const eligible = (): SQL => {
    const year = Number(istanbulToday(clock()).slice(0, 4))
    return sql`${persons.gender} = 'male' and ${students.status} = 'active' and extract(year from ${persons.birthDate}) <= ${year - MILITARY_AGE}`
  }
  const columns = (lang: Language) => ({
    studentId: students.id,
    studentNo: students.studentNo,
    fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
    firstName: persons.firstName,
    lastName: persons.lastName,
    nationalId: persons.nationalId,
    birthDate: persons.birthDate,
    programme: lang === 'en' ? units.nameEn : units.nameTr,
    d: militaryDeferrals,
  })
  type Row = {
    studentId: number
    studentNo: string
    fullName: string
    birthDate: string
    programme: string
    d: typeof militaryDeferrals.$inferSelect | null
  }
  const stateOf = (d: Row['d']): MilitaryState => ({
    RequestId: d?.requestId ?? null,
    OfferType: d?.offerType ?? null,
    OfferReason: d?.offerReason ?? null,
    ResultCode: d?.resultCode ?? null,
    DeferralEndsOn: d?.deferralEndsOn ?? null,
    State: (d?.state as MilitaryState['State']) ?? 'none',
    QueriedAt: d?.queriedAt?.toISOString() ?? null,
  })
  const view = (r: Row): MilitaryStudent => ({
    StudentId: r.studentId,
    StudentNo: r.studentNo,
    FullName: r.fullName,
    Programme: r.programme,
    BirthDate: r.birthDate,
    ...stateOf(r.d),
  })
  const base = (lang: Language) =>
    db
      .select(columns(lang))
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .innerJoin(units, eq(units.id, students.programmeId))
      .leftJoin(militaryDeferrals, eq(militaryDeferrals.studentId, students.id))

  async function page(where: SQL | undefined, pageNo: number, pageSize: number, lang: Language, order: SQL) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .leftJoin(militaryDeferrals, eq(militaryDeferrals.studentId, students.id))
      .where(where)
    const rows = await base(lang)
      .where(where)
      .orderBy(order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
    return { items: rows.map(view), page: pageNo, pageSize, total: Number(c?.n ?? 0) }
  }

  const valuesOf = (a: DeferralAnswer) => ({
    requestId: a.requestId,
    state: a.resultCode === '0000' ? 'sent' : 'refused',
    resultCode: a.resultCode,
    resultMessage: a.resultMessage,
    offerType: a.offerType,
    offerReason: a.offerReason,
    deferralEndsOn: a.endsOn,
  })

  return {
    /** A page of the male students of the legal age with their deferral state; `q` name/number, `state`. */
    async students(
      q: { page: number; pageSize: number; q?: string; state?: MilitaryState['State'] },
      lang: Language,
    ) {
      const like = q.q ? `%${q.q.toLocaleLowerCase('tr-TR')}%` : null
      const where = and(
        eligible(),
        like
          ? sql`(lower(${persons.firstName} || ' ' || ${persons.lastName}) like ${like} or ${students.studentNo} like ${like})`
          : undefined,
        q.state === 'none'
          ? sql`${militaryDeferrals.studentId} is null`
          : q.state
            ? eq(militaryDeferrals.state, q.state)
            : undefined,
      )
      return page(where, q.page, q.pageSize, lang, sql`${students.studentNo}`)
    },

    /**
     * Sends deferral requests for `ids` (each must be a male active student of the legal age: 422 otherwise).
     * One already accepted answers `alreadySent` without a call; a refused one is asked again. 409 while a
     * batch with one of them runs; 503 when the authority fails (nothing written). Audited.
     */
    async send(p: Principal, ids: readonly number[], lang: Language): Promise<MilitarySendResult[]> {
      const rows = await base(lang).where(and(eligible(), inArray(students.id, [...ids])))
      if (rows.length !== ids.length) throw businessRule('military.notEligible')
      if (ids.some((id) => busy.has(id))) throw conflict('military.busy')
      for (const id of ids) busy.add(id)
      try {
        const answers = new Map<number, DeferralAnswer>()
        try {
          for (const r of rows) {
            if (r.d?.state === 'sent') continue
            answers.set(
              r.studentId,
              await client.request({
                nationalId: r.nationalId,
                firstName: r.firstName,
                lastName: r.lastName,
                birthDate: r.birthDate,
                studentNo: r.studentNo,
                programme: r.programme,
                key: `unacs-tecil-${r.studentId}-${r.d?.sentAt.getTime() ?? 0}`,
              }),
            )
          }
        } catch (err) {
          if (err instanceof MilitaryUnavailable) throw unavailable(err)
          throw err
        }
        if (answers.size > 0)
          await db.transaction(async (tx) => {
            for (const [studentId, a] of answers) {
              const values = { ...valuesOf(a), sentBy: p.personId, sentAt: new Date(), queriedAt: null }
              await tx
                .insert(militaryDeferrals)
                .values({ studentId, ...values })
                .onConflictDoUpdate({ target: militaryDeferrals.studentId, set: values })
            }
            await recordAudit(tx, auditActorOf(p), {
              entity: 'military-deferral',
              entityId: [...answers.keys()].join(','),
              action: 'send',
              after: [...answers].map(([studentId, a]) => ({ studentId, ...valuesOf(a) })),
            })
          })
        const byId = new Map(rows.map((r) => [r.studentId, r]))
        return ids.map((id) => {
          const r = byId.get(id) as (typeof rows)[number]
          const a = answers.get(id)
          return {
            StudentId: id,
            StudentNo: r.studentNo,
            FullName: r.fullName,
            State: a ? (a.resultCode === '0000' ? 'sent' : 'refused') : 'alreadySent',
            RequestId: a ? a.requestId : (r.d?.requestId ?? null),
            ResultCode: a ? a.resultCode : (r.d?.resultCode ?? ''),
            Message: a ? a.resultMessage : (r.d?.resultMessage ?? ''),
          }
        })
      } finally {
        for (const id of ids) busy.delete(id)
      }
    },

    /**
     * Queries the authority for the student's request and stores the answer. 404 "no student found" for an
     * unknown student, 404 "no record found" when no request was sent; 503 when the authority fails.
     */
    async query(studentId: number, lang: Language): Promise<MilitaryStudent> {
      const [r] = await base(lang).where(eq(students.id, studentId))
      if (!r) throw notFound('military.noStudent')
      if (!r.d?.requestId) throw notFound('military.noRecord')
      let a: DeferralAnswer
      try {
        a = await client.query(r.d.requestId)
      } catch (err) {
        if (err instanceof MilitaryUnavailable) {
          if (err.status === 404) throw notFound('military.noRecord')
          throw unavailable(err)
        }
        throw err
      }
      const values = { ...valuesOf(a), requestId: a.requestId ?? r.d.requestId, queriedAt: new Date() }
      await db.update(militaryDeferrals).set(values).where(eq(militaryDeferrals.studentId, studentId))
      return view({ ...r, d: { ...r.d, ...values } })
    },

    /** A page of the accepted deferrals ending today or within `days` days, soonest first. */
    async ending(q: { page: number; pageSize: number; days: number }, lang: Language) {
      const today = istanbulToday(clock())
      const where = and(
        eq(militaryDeferrals.state, 'sent'),
        gte(militaryDeferrals.deferralEndsOn, today),
        lte(militaryDeferrals.deferralEndsOn, addDays(today, q.days)),
      )
      return page(
        where,
        q.page,
        q.pageSize,
        lang,
        sql`${militaryDeferrals.deferralEndsOn}, ${students.studentNo}`,
      )
    },
  }
}

/** The military service's type. */
export type MilitaryService = ReturnType<typeof createMilitaryService>
