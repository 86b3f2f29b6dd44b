/** The payroll request feature: service and routes (spec §3 "Payroll request"). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { Clock } from '../../platform/time.ts'
import { createPayrollAdmin } from './payroll.admin.ts'
import { payrollAdminRoutes } from './payroll.admin-routes.ts'
import { payrollRoutes } from './payroll.routes.ts'
import { createPayrollService } from './payroll.service.ts'

/** Registers the payroll feature on `app`. */
export async function payrollFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    mailer: Mailer
    config: Pick<AppConfig, 'payrollAvailableDay' | 'pdfFonts'>
  },
) {
  const payroll = createPayrollService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    availableDay: deps.config.payrollAvailableDay,
    fonts: deps.config.pdfFonts,
  })
  await app.register(payrollRoutes, { payroll })
  await app.register(payrollAdminRoutes, {
    admin: createPayrollAdmin({
      db: deps.db,
      clock: deps.clock,
      mailer: deps.mailer,
      fonts: deps.config.pdfFonts,
    }),
  })
}
