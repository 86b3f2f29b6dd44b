/**
 * Payroll request contracts (spec §3 "Payroll request": send date, month, year, IP address, mail sent,
 * start and payroll month and year, last-payroll availability day; issue "Staff self-service" § Payroll
 * requests). A staff member asks for the payroll document of one month; it is e-mailed as a PDF.
 */
import { z } from 'zod'
import { ZPageQuery } from './common.ts'

/** A payroll month. */
export const ZPayrollMonth = z.object({
  Month: z.number().int().min(1).max(12),
  Year: z.number().int().min(1900).max(2100),
})
export type PayrollMonth = z.infer<typeof ZPayrollMonth>

/** POST /api/Payroll/Bordro/Create body: the month and year wanted. */
export const ZCreatePayrollRequest = ZPayrollMonth
export type CreatePayrollRequest = z.infer<typeof ZCreatePayrollRequest>

/** One payroll request as listed in the history. `SendDate` is an ISO timestamp. */
export const ZPayrollRequest = z.object({
  Id: z.number().int(),
  SendDate: z.string(),
  Month: z.number().int(),
  Year: z.number().int(),
  IpAddress: z.string(),
  MailSent: z.boolean(),
})
export type PayrollRequestItem = z.infer<typeof ZPayrollRequest>

/** GET /api/Payroll/Bordro/History query. */
export const ZPayrollHistoryQuery = ZPageQuery

/**
 * GET /api/Payroll/Bordro/Bounds answer: the first month that may be asked for (the duty start month),
 * the last one whose payroll is available, and the day of the month from which that month's payroll is
 * available. `HasAvailable` is false when no month is available yet (last before start).
 */
export const ZPayrollBounds = z.object({
  Start: ZPayrollMonth,
  Last: ZPayrollMonth,
  AvailabilityDay: z.number().int(),
  HasAvailable: z.boolean(),
})
export type PayrollBounds = z.infer<typeof ZPayrollBounds>

/** POST /api/Payroll/Bordro/Create answer: the recorded request and the address the PDF was sent to. */
export const ZPayrollCreated = ZPayrollRequest.extend({ Email: z.string() })
export type PayrollCreated = z.infer<typeof ZPayrollCreated>
