/**
 * HR's view of payroll requests (issue 22 "Request queues"; spec §3 "Payroll request"): every request of
 * the staff working in the caller's units (a unit covers everything below it), filtered by person, unit,
 * send date (Istanbul days) and state; the failure list is the 'failed' state (mail not sent). A failed
 * request can be mailed again: the row is first claimed (mail_sent false → true, audited, committed), then
 * mailed, so a second resend — concurrent or later — is 409 and nothing is mailed twice; a mail failure
 * gives the claim back (audited as resend_failed).
 */
import type {
  Language,
  PayrollAdminFilter,
  PayrollAdminItem,
  PayrollAdminQuery,
  PayrollUnitOption,
} from '@unacs/contracts'
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { persons, staffMembers, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { roleUnitsOf, unitSubtree } from '../../identity/guard/unit-scope.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import { type PayrollMailDeps, payrollPdf, sendPayrollMail } from './payroll.mail.ts'
import { payrollStaffById } from './payroll.repo.ts'
import { payrollRequests } from './payroll.schema.ts'

/** Unit ids under `scope` (inclusive), as SQL. */
const subtree = unitSubtree

/** The most rows one export holds (a university's payroll requests of several years). */
export const EXPORT_LIMIT = 50_000

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const istanbulDay = (d: string) => new Date(`${d}T00:00:00+03:00`)

/** Creates HR's side of payroll requests. */
export function createPayrollAdmin(deps: PayrollMailDeps & { clock: Clock }) {
  const { db } = deps

  /** The caller's units (active role, own or delegated, within dates); 403 for students or none. */
  async function scopeOf(principal: Principal): Promise<number[]> {
    if (principal.userType !== 'staff') throw forbidden()
    const scope = await roleUnitsOf(db, principal)
    if (scope.length === 0) throw forbidden()
    return scope
  }

  function whereOf(q: PayrollAdminFilter, scope: readonly number[]): SQL | undefined {
    const p = payrollRequests
    return and(
      sql`${staffMembers.unitId} in ${subtree(scope)}`,
      q.UnitId ? sql`${staffMembers.unitId} in ${subtree([q.UnitId])}` : undefined,
      q.Search
        ? or(
            ilike(staffMembers.registryNo, `${escapeLike(q.Search)}%`),
            foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, q.Search),
          )
        : undefined,
      q.From ? gte(p.sentAt, istanbulDay(q.From)) : undefined,
      q.To ? lt(p.sentAt, new Date(istanbulDay(q.To).getTime() + 86_400_000)) : undefined,
      q.State === 'sent' ? eq(p.mailSent, true) : q.State === 'failed' ? eq(p.mailSent, false) : undefined,
    )
  }

  const rowsOf = (lang: Language) =>
    db
      .select({
        r: payrollRequests,
        registryNo: staffMembers.registryNo,
        firstName: persons.firstName,
        lastName: persons.lastName,
        email: persons.email,
        unit: lang === 'en' ? units.nameEn : units.nameTr,
      })
      .from(payrollRequests)
      .innerJoin(staffMembers, eq(staffMembers.id, payrollRequests.staffMemberId))
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .innerJoin(units, eq(units.id, staffMembers.unitId))

  type Row = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number]
  const toItem = (x: Row): PayrollAdminItem => ({
    Id: x.r.id,
    SendDate: x.r.sentAt.toISOString(),
    Month: x.r.month,
    Year: x.r.year,
    IpAddress: x.r.ipAddress,
    MailSent: x.r.mailSent,
    RegistryNo: x.registryNo,
    FullName: `${x.firstName} ${x.lastName}`,
    Unit: x.unit,
    Email: x.email,
  })

  return {
    /** A page of the requests in the caller's units matching `q`, newest first. 403 without units. */
    async list(principal: Principal, q: PayrollAdminQuery, lang: Language) {
      const where = whereOf(q, await scopeOf(principal))
      const [rows, [total]] = await Promise.all([
        rowsOf(lang)
          .where(where)
          .orderBy(desc(payrollRequests.sentAt), desc(payrollRequests.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(payrollRequests)
          .innerJoin(staffMembers, eq(staffMembers.id, payrollRequests.staffMemberId))
          .innerJoin(persons, eq(persons.id, staffMembers.personId))
          .where(where),
      ])
      return { items: rows.map(toItem), page: q.page, pageSize: q.pageSize, total: Number(total?.n ?? 0) }
    },

    /**
     * Every request in the caller's units matching `q` (no paging; at most {@link EXPORT_LIMIT}), newest first,
     * for the XLSX export (issue 36). 403 without units.
     */
    async exportRows(
      principal: Principal,
      q: PayrollAdminFilter,
      lang: Language,
    ): Promise<PayrollAdminItem[]> {
      const where = whereOf(q, await scopeOf(principal))
      const rows = await rowsOf(lang)
        .where(where)
        .orderBy(desc(payrollRequests.sentAt), desc(payrollRequests.id))
        .limit(EXPORT_LIMIT)
      return rows.map(toItem)
    },

    /** The faculties, schools and departments under the caller's units (the unit filter's choices). */
    async units(principal: Principal, lang: Language): Promise<PayrollUnitOption[]> {
      const scope = await scopeOf(principal)
      const rows = await db
        .select({ id: units.id, name: lang === 'en' ? units.nameEn : units.nameTr })
        .from(units)
        .where(
          and(
            sql`${units.id} in ${subtree(scope)}`,
            inArray(units.kind, [
              'university',
              'faculty',
              'vocational_school',
              'graduate_school',
              'department',
              'office',
            ]),
          ),
        )
        .orderBy(orderByTurkish(lang === 'en' ? units.nameEn : units.nameTr), units.id)
      return rows.map((u) => ({ Id: u.id, Name: u.name }))
    },

    /**
     * Mails failed request `id` again (the PDF of its month, in `lang`). 404 outside the caller's units;
     * 409 `payroll.alreadySent` when its mail went out (also to the loser of two concurrent resends).
     * Answers the request with MailSent; false when the mailer failed again (nothing changed then).
     */
    async resend(
      principal: Principal,
      id: number,
      ctx: { lang: Language; ip: string; log: Pick<FastifyBaseLogger, 'error'> },
    ): Promise<PayrollAdminItem> {
      const scope = await scopeOf(principal)
      const [found] = await rowsOf(ctx.lang).where(
        and(eq(payrollRequests.id, id), sql`${staffMembers.unitId} in ${subtree(scope)}`),
      )
      if (!found) throw notFound()
      if (found.r.mailSent) throw conflict('payroll.alreadySent')
      const staff = await payrollStaffById(db, found.r.staffMemberId, ctx.lang)
      if (!staff) throw notFound()
      const month = { Month: found.r.month, Year: found.r.year }
      const at = deps.clock()
      const pdf = await payrollPdf(deps, staff, month, ctx.lang, at)
      // Claim first (committed), then mail: the mailer writes its own rows, outside this transaction.
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(payrollRequests)
          .set({ mailSent: true })
          .where(and(eq(payrollRequests.id, id), eq(payrollRequests.mailSent, false)))
          .returning({ id: payrollRequests.id })
        if (!claimed) throw conflict('payroll.alreadySent')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'payroll_request',
          entityId: id,
          action: 'resend',
          before: { mailSent: false },
          after: { mailSent: true, email: staff.email, month: month.Month, year: month.Year },
        })
      })
      try {
        await sendPayrollMail(deps, staff, month, pdf, {
          lang: ctx.lang,
          at: found.r.sentAt,
          ip: found.r.ipAddress,
        })
      } catch (err) {
        ctx.log.error({ err, payrollRequestId: id }, 'payroll resend failed')
        await db.transaction(async (tx) => {
          await tx.update(payrollRequests).set({ mailSent: false }).where(eq(payrollRequests.id, id))
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'payroll_request',
            entityId: id,
            action: 'resend_failed',
            before: { mailSent: true },
            after: { mailSent: false },
          })
        })
        return toItem(found)
      }
      return { ...toItem(found), MailSent: true }
    },
  }
}

/** HR's side's type. */
export type PayrollAdmin = ReturnType<typeof createPayrollAdmin>
