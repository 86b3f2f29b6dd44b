/**
 * The preparatory English school (issue 18; spec §1, §3, §4, §5, §8): quarters, levels, classrooms and
 * sections, section transfer, level promotion and level mixing, the quarter-level report, the exam book
 * and the Apex and placement (STS) exams.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createDefinitionsService } from './prep.definitions.ts'
import { createExamBookService } from './prep.exam-book.ts'
import { prepExamRoutes } from './prep.exams.routes.ts'
import { createExamSheetService } from './prep.exams.sheet.ts'
import { createExamsService } from './prep.exams.ts'
import { createMixingService } from './prep.mixing.ts'
import { createPromotionService } from './prep.promotion.ts'
import { createReportsService } from './prep.reports.ts'
import { prepRoutes } from './prep.routes.ts'
import { createSectionsService } from './prep.sections.ts'

/** Registers the prep routes over services built from the database and the clock. */
export async function prepFeature(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  await app.register(prepRoutes, {
    definitions: createDefinitionsService(deps.db),
    sections: createSectionsService(deps.db),
    promotion: createPromotionService(deps.db, deps.clock),
    mixing: createMixingService(deps.db, deps.clock),
    reports: createReportsService(deps.db),
  })
  await app.register(prepExamRoutes, {
    book: createExamBookService(deps.db),
    exams: createExamsService(deps.db, deps.clock),
    sheets: createExamSheetService(deps.db),
  })
}

export { prepCompletionOf } from './prep.completion.ts'
