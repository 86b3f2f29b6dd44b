/** The student documents feature (issue 5 § Documents; spec §1, §4, §8). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { CounterStore } from '../../platform/rate-limit/counter-store.ts'
import { createCounterStore } from '../../platform/rate-limit/limiter.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { createDocumentAdmin } from './documents.admin.ts'
import { documentAdminRoutes } from './documents.admin-routes.ts'
import { documentsRoutes } from './documents.routes.ts'
import { createDocumentsService, type DocumentsDeps, type DocumentsService } from './documents.service.ts'

export { pendingDocumentCount } from './documents.digest.ts'
export { documentRecordOf } from './documents.record.ts'
export type { DocumentSnapshot } from './documents.schema.ts'
export { registerDocumentsScope } from './documents.scope.ts'
export type { DocumentsService, IssuedDocument } from './documents.service.ts'

/**
 * Registers the documents feature. `gradesOf` (the grades feature's student view, passed in by
 * features/index.ts) puts the finalised grades on the transcript; without it the transcript carries only
 * the studentship data.
 */
export async function documentsFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    config: Pick<AppConfig, 'pdfFonts' | 'publicUrl' | 'documentDisplayDays' | 'redisUrl'>
    gradesOf?: DocumentsDeps['gradesOf']
    /** Other features' issued documents for the public viewer (certificates, issue 20). */
    verifyOther?: DocumentsDeps['verifyOther']
    /** Receives the service once made, so features/index.ts can pass its `issue` to other features. */
    onService?: (documents: DocumentsService) => void
    /** The app's rate-limit counters; without them the feature makes its own from the configuration. */
    counters?: CounterStore
    /** Tells the student a document is ready (notifications feature, issue 39). */
    notify?: Notify
  },
) {
  const documents = createDocumentsService({
    db: deps.db,
    clock: deps.clock,
    fonts: deps.config.pdfFonts,
    publicUrl: deps.config.publicUrl,
    displayDays: deps.config.documentDisplayDays,
    ...(deps.gradesOf ? { gradesOf: deps.gradesOf } : {}),
    ...(deps.verifyOther ? { verifyOther: deps.verifyOther } : {}),
  })
  deps.onService?.(documents)
  const counters = deps.counters ?? createCounterStore(deps.db, deps.config)
  if (!deps.counters) app.addHook('onClose', () => counters.close())
  await app.register(documentsRoutes, { documents, counters })
  await app.register(documentAdminRoutes, {
    admin: createDocumentAdmin({
      db: deps.db,
      clock: deps.clock,
      fonts: deps.config.pdfFonts,
      publicUrl: deps.config.publicUrl,
      displayDays: deps.config.documentDisplayDays,
      ...(deps.notify ? { notify: deps.notify } : {}),
    }),
  })
}
