/**
 * Demo payroll requests (issue 22 "Request queues"): for twelve active staff members without a demo account,
 * one request each for October or September 2026 sent in the first half of November, every fourth one with
 * its mail not sent (HR's failure list and resend). Pure and deterministic; Istanbul times.
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { payrollRequests } from './payroll.schema.ts'

/** The payroll feature's seed. */
export const payrollSeed: FeatureSeed<{ payrollRequests: typeof payrollRequests }> = {
  slug: 'payroll',
  tables: { payrollRequests },
  identity: ['payrollRequests'],
  build(core) {
    const staff = core.staff.filter((s) => s.demo === null && s.row.isActive !== false).slice(0, 12)
    return {
      payrollRequests: staff.map((s, i) => {
        const sentAt = new Date(`2026-11-${String(2 + i).padStart(2, '0')}T10:${String(10 + i)}:00+03:00`)
        return {
          id: i + 1,
          staffMemberId: s.row.id,
          month: i % 3 === 0 ? 9 : 10,
          year: 2026,
          sentAt,
          ipAddress: `10.20.${i}.${30 + i}`,
          mailSent: i % 4 !== 1,
          createdAt: sentAt,
        }
      }),
    }
  },
}
