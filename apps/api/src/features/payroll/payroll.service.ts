/**
 * Payroll request rules (spec §3 "Payroll request"; issue "Staff self-service" § Payroll requests):
 * - a staff member may ask for a month from their start payroll month (the month their duty started) up to
 *   the latest available month: the current month from the last-payroll availability day on
 *   (PAYROLL_AVAILABLE_DAY, Istanbul date), else the previous month; never after their duty ended;
 * - the payroll PDF is e-mailed to the institutional address as an attachment;
 * - each request is recorded (send date, month, year, IP address, mail sent) and audited with its money
 *   figures in the same transaction; "mail sent" turns true once the mailer accepted the message.
 */

import type { CreatePayrollRequest, PayrollBounds, PayrollCreated, PayrollMonth } from '@unacs/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { lastAvailableMonth, monthIndex, monthOf, payrollFigures } from './payroll.figures.ts'
import { payrollPdf, sendPayrollMail } from './payroll.mail.ts'
import {
  insertRequest,
  listRequests,
  markMailSent,
  type PayrollStaff,
  payrollStaffOf,
} from './payroll.repo.ts'

/** What the payroll service needs. */
export interface PayrollDeps {
  db: Database
  clock: Clock
  mailer: Mailer
  /** Day of the month from which that month's payroll is available (1–28). */
  availableDay: number
  fonts: PdfFonts
}

/** The request context of a create call. */
export interface CreateContext {
  ip: string
  lang: Language
  log: Pick<FastifyBaseLogger, 'error'>
}

/** Creates the payroll service. */
export function createPayrollService({ db, clock, mailer, availableDay, fonts }: PayrollDeps) {
  async function staffOf(principal: Principal, lang: Language): Promise<PayrollStaff> {
    if (principal.userType !== 'staff') throw forbidden()
    const staff = await payrollStaffOf(db, principal.personId, lang)
    if (!staff) throw notFound('payroll.noStaffRecord')
    return staff
  }

  function boundsOf(staff: PayrollStaff): PayrollBounds {
    const start = monthOf(staff.dutyStart)
    let last = lastAvailableMonth(istanbulToday(clock()), availableDay)
    if (staff.dutyEnd && monthIndex(monthOf(staff.dutyEnd)) < monthIndex(last)) last = monthOf(staff.dutyEnd)
    return {
      Start: start,
      Last: last,
      AvailabilityDay: availableDay,
      HasAvailable: monthIndex(start) <= monthIndex(last),
    }
  }

  return {
    /** The first and last month the caller may ask for. 403 for students; 404 without a staff record. */
    async bounds(principal: Principal): Promise<PayrollBounds> {
      return boundsOf(await staffOf(principal, 'tr'))
    },

    /** A page of the caller's requests, newest first. */
    async history(principal: Principal, q: { page: number; pageSize: number }) {
      const staff = await staffOf(principal, 'tr')
      const { items, total } = await listRequests(db, staff.id, q.page, q.pageSize)
      return { items, total, page: q.page, pageSize: q.pageSize }
    },

    /**
     * Records a request for `body` month, e-mails the payroll PDF and returns the request.
     * 422 `payroll.beforeStart` / `payroll.notYetAvailable` when the month is out of bounds. A mail failure
     * leaves the request with MailSent false (the caller is told so).
     */
    async create(
      principal: Principal,
      body: CreatePayrollRequest,
      ctx: CreateContext,
    ): Promise<PayrollCreated> {
      const staff = await staffOf(principal, ctx.lang)
      const bounds = boundsOf(staff)
      const wanted: PayrollMonth = { Month: body.Month, Year: body.Year }
      if (monthIndex(wanted) < monthIndex(bounds.Start)) {
        throw businessRule('payroll.beforeStart', { month: bounds.Start.Month, year: bounds.Start.Year })
      }
      if (monthIndex(wanted) > monthIndex(bounds.Last)) {
        throw businessRule('payroll.notYetAvailable', {
          month: bounds.Last.Month,
          year: bounds.Last.Year,
          day: availableDay,
        })
      }
      const now = clock()
      const figures = payrollFigures(staff, wanted)
      const pdf = await payrollPdf({ db, mailer, fonts }, staff, wanted, ctx.lang, now)
      const item = await db.transaction(async (tx) => {
        const created = await insertRequest(tx, {
          staffMemberId: staff.id,
          month: wanted.Month,
          year: wanted.Year,
          sentAt: now,
          ipAddress: ctx.ip,
        })
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'payroll_request',
          entityId: created.Id,
          action: 'create',
          after: {
            registryNo: staff.registryNo,
            month: wanted.Month,
            year: wanted.Year,
            ipAddress: ctx.ip,
            email: staff.email,
            currency: 'TRY',
            grossKurus: figures.grossKurus,
            deductionsKurus: figures.deductionsKurus,
            netKurus: figures.netKurus,
          },
        })
        return created
      })
      let mailSent = false
      try {
        await sendPayrollMail({ db, mailer, fonts }, staff, wanted, pdf, {
          lang: ctx.lang,
          at: now,
          ip: ctx.ip,
        })
        mailSent = true
      } catch (err) {
        ctx.log.error({ err, payrollRequestId: item.Id }, 'payroll mail failed')
      }
      if (mailSent) await markMailSent(db, item.Id, staff.id)
      return { ...item, MailSent: mailSent, Email: staff.email }
    },
  }
}

/** The payroll service's type. */
export type PayrollService = ReturnType<typeof createPayrollService>
