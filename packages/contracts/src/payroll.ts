/**
 * Payroll request contracts (spec §3 "Payroll request": send date, month, year, IP address, mail sent,
 * start and payroll month and year, last-payroll availability day; issue "Staff self-service" § Payroll
 * requests). A staff member asks for the payroll document of one month; it is e-mailed as a PDF.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPageQuery } from './common.ts'

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

/** GET /api/Payroll/Yonetim/List query (issue 22 "Request queues"): HR's view of every payroll request. */
export const ZPayrollAdminQuery = ZPageQuery.extend({
  /** Registry number or part of the name. */
  Search: z.string().trim().max(100).optional(),
  /** A unit: requests of staff working in it or below it. */
  UnitId: ZIdParam.optional(),
  /** Send date range (Istanbul days, inclusive). */
  From: z.iso.date().optional(),
  To: z.iso.date().optional(),
  /** sent: mail accepted; failed: mail not sent. */
  State: z.enum(['all', 'sent', 'failed']).default('all'),
})
export type PayrollAdminQuery = z.infer<typeof ZPayrollAdminQuery>

/** GET /api/Payroll/Yonetim/Export query (issue 36): the list's filters without paging. */
export const ZPayrollAdminFilter = ZPayrollAdminQuery.omit({ page: true, pageSize: true })
export type PayrollAdminFilter = z.infer<typeof ZPayrollAdminFilter>

/** One payroll request in HR's view. */
export const ZPayrollAdminItem = ZPayrollRequest.extend({
  RegistryNo: z.string(),
  FullName: z.string(),
  Unit: z.string(),
  Email: z.string(),
})
export type PayrollAdminItem = z.infer<typeof ZPayrollAdminItem>

/** POST /api/Payroll/Yonetim/Resend body: a failed request to mail again. */
export const ZPayrollResend = z.object({ Id: ZId })

/** A unit HR may filter by. */
export const ZPayrollUnitOption = z.object({ Id: z.number().int(), Name: z.string() })
export type PayrollUnitOption = z.infer<typeof ZPayrollUnitOption>
