/**
 * The privacy feature (issue 39 "Privacy", KVKK Law No. 6698): versioned privacy notices per audience with
 * their acknowledgements, and the access log of staff reads of other persons' personal data.
 *
 * Composition (features/index.ts): `createPrivacy` first, so the features whose read routes show personal data
 * receive its `recordAccess` (and `recordEach` for exports); `privacyFeature` registers the routes.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { createAccessLog } from './privacy.access.ts'
import { createExports, EXPORT_JOB, GUEST_EXPORT_JOB } from './privacy.export.ts'
import { myDataRoutes } from './privacy.mydata.routes.ts'
import { createMyData } from './privacy.mydata.ts'
import { createNoticeService } from './privacy.notices.ts'
import { createDataRequests } from './privacy.requests.ts'
import { privacyRoutes } from './privacy.routes.ts'

export type { AccessRead, AccessSubjects, RecordAccess, RecordEach } from './privacy.access.ts'
export { safeFileName } from './privacy.export.ts'
export type {
  DataSource,
  DataSubject,
  ExportFile,
  GuestDataSource,
  GuestSubject,
  TransferRow,
  TransferSource,
} from './privacy.mydata.ts'
export { LEGAL_BASIS, perStudentship } from './privacy.mydata.ts'
export { purgeAccessLog, purgeExpiredExports } from './privacy.retention.ts'

/**
 * Creates the feature's services. `notify` (the notifications feature's) tells a person their request to the
 * data controller was answered.
 */
export function createPrivacy(deps: { db: Database; clock: Clock; notify?: Notify }) {
  const accessLog = createAccessLog(deps.db, deps.clock)
  const myData = createMyData(deps.db, deps.clock, accessLog)
  const exports = createExports(deps.db, deps.clock, myData)
  const requests = createDataRequests(deps.db, deps.clock, deps.notify)
  return {
    notices: createNoticeService(deps.db, deps.clock),
    accessLog,
    myData,
    exports,
    requests,
    /** Registers a feature's category of personal data ("my personal data" and its export). */
    addDataSource: myData.addDataSource,
    /** Registers a feature's category of a guest applicant's personal data (issue 39, guests). */
    addGuestDataSource: myData.addGuestDataSource,
    /** Registers a feature's reader of transfers to an outside system. */
    addTransferSource: myData.addTransferSource,
    /** Open data subject requests (the officer's digest queue). */
    openRequestCount: requests.openCount,
    /** The hook other features' read routes call (one line each). */
    recordAccess: accessLog.recordAccess,
    /** The export wrapper other features' person exports use. */
    recordEach: accessLog.recordEach,
  }
}

/** The feature's services (created once by features/index.ts). */
export type Privacy = ReturnType<typeof createPrivacy>

/** Registers the routes and the export job (built with the PDF fonts of the app's config). */
export async function privacyFeature(
  app: FastifyInstance,
  deps: { privacy: Privacy; jobs: Jobs; fonts: PdfFonts },
) {
  const { privacy, jobs, fonts } = deps
  jobs.register<{ personId: number; lang: 'tr' | 'en' }>({
    kind: EXPORT_JOB,
    run: (input, ctx) => privacy.exports.buildExport(input, ctx.id, fonts, (d, t) => ctx.progress(d, t)),
  })
  jobs.register<{ guestId: number; lang: 'tr' | 'en' }>({
    kind: GUEST_EXPORT_JOB,
    run: (input, ctx) => privacy.exports.buildGuestExport(input, ctx.id, fonts, (d, t) => ctx.progress(d, t)),
  })
  await app.register(privacyRoutes, { notices: privacy.notices, accessLog: privacy.accessLog })
  await app.register(myDataRoutes, {
    myData: privacy.myData,
    exports: privacy.exports,
    requests: privacy.requests,
    jobs,
  })
}
