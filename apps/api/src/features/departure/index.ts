/** The departure clearance feature (issue 16 § Departure clearance; spec §1, §3, §4, §5, §8). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { SmsSender } from '../../platform/sms/sms-sender.ts'
import type { Clock } from '../../platform/time.ts'
import { departureRoutes } from './departure.routes.ts'
import { createDepartureService, type DepartureDeps } from './departure.service.ts'

export { pendingDepartureCount } from './departure.digest.ts'
export { calculateLeave, createLeaveCalculator } from './departure.leave.ts'
export { departureRecordOf } from './departure.record.ts'
export { registerDepartureScope } from './departure.scope.ts'
export type { DepartureService } from './departure.service.ts'

/**
 * Registers the departure feature. `held` (the fixtures feature's service, passed in by features/index.ts)
 * tells what a student holds from the fixtures and sports offices: those offices' debts. `onDeparted` (passed in by features/index.ts) lets other features close
 * the student's open baskets and requests once a departure completes; `leave` replaces the leave calculation;
 * `councilProgrammes` (the yoksis feature's units reader) lists the horizontal transfer's targets (issue 37).
 */
export async function departureFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    mailer: Mailer
    sms: SmsSender
    config: Pick<AppConfig, 'otpPepper' | 'pdfFonts'>
    held: DepartureDeps['held']
    onDeparted?: DepartureDeps['onDeparted']
    leave?: DepartureDeps['leave']
    notify?: DepartureDeps['notify']
    councilProgrammes?: DepartureDeps['councilProgrammes']
  },
) {
  const departure = createDepartureService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    sms: deps.sms,
    pepper: deps.config.otpPepper,
    fonts: deps.config.pdfFonts,
    held: deps.held,
    ...(deps.onDeparted ? { onDeparted: deps.onDeparted } : {}),
    ...(deps.leave ? { leave: deps.leave } : {}),
    ...(deps.notify ? { notify: deps.notify } : {}),
    ...(deps.councilProgrammes ? { councilProgrammes: deps.councilProgrammes } : {}),
  })
  await app.register(departureRoutes, { departure })
}
