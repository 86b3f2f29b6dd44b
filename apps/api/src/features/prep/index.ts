/**
 * The preparatory English school (issue 18; spec §1, §3, §4, §5, §8): quarters, levels, classrooms and
 * sections, section transfer, level promotion and level mixing, the quarter-level report, the exam book
 * and the Apex and placement (STS) exams.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { MenuGates } from '../../identity/menus/menu-gates.ts'
import type { Clock } from '../../platform/time.ts'
import { createDefinitionsService } from './prep.definitions.ts'
import { createExamBookService, type PrepGradeBook } from './prep.exam-book.ts'
import { prepExamRoutes } from './prep.exams.routes.ts'
import { createExamSheetService } from './prep.exams.sheet.ts'
import { createExamsService } from './prep.exams.ts'
import { prepGradingRoutes } from './prep.grading.routes.ts'
import { createGradingService } from './prep.grading.ts'
import { createMixingService } from './prep.mixing.ts'
import { createPromotionService } from './prep.promotion.ts'
import { createReportsService } from './prep.reports.ts'
import { prepRoutes } from './prep.routes.ts'
import { createSectionsService } from './prep.sections.ts'

/**
 * Registers the prep routes over services built from the database and the clock; the exam book and prep grade
 * entry use the grades feature's owned grade books (`gradeBook`, passed in by features/index.ts), and the
 * instructor's prep grade entry page is gated to the instructors of a prep section.
 */
export async function prepFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; gradeBook: PrepGradeBook; menuGates: Pick<MenuGates, 'gate'> },
) {
  await app.register(prepRoutes, {
    definitions: createDefinitionsService(deps.db),
    sections: createSectionsService(deps.db),
    promotion: createPromotionService(deps.db, deps.clock),
    mixing: createMixingService(deps.db, deps.clock),
    reports: createReportsService(deps.db),
  })
  await app.register(prepExamRoutes, {
    book: createExamBookService(deps.db, deps.gradeBook),
    exams: createExamsService(deps.db, deps.clock),
    sheets: createExamSheetService(deps.db),
  })
  const grading = createGradingService(deps.db, deps.gradeBook)
  await app.register(prepGradingRoutes, { grading })
  deps.menuGates.gate('PrepGradeEntry', (principal) => grading.teachesAny(principal))
}

export { prepCompletionOf } from './prep.completion.ts'
