/** The grades feature: grade books, entry, finalisation, the student's grades and requests (issue 6, issue 5). */
import type { FastifyInstance } from 'fastify'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { gradesApprovalRoutes } from './grades.approval.routes.ts'
import { gradesDocumentRoutes } from './grades.document.routes.ts'
import { gradesHomeRoutes } from './grades.home.routes.ts'
import { gradesStaffRoutes } from './grades.routes.ts'
import type { GradesService } from './grades.service.ts'
import { gradesStudentRoutes } from './grades.student.routes.ts'

export { gradeAuditSubjects } from './grades.audit.ts'
export type { OwnedGradeBookService, OwnedItemInput, OwnedRosterEntry } from './grades.owned.ts'
export { registerGradesScope } from './grades.scope.ts'
export { createGradesService, type GradesService } from './grades.service.ts'

/** Registers the grades routes with the service built in features/index.ts and the PDF fonts of the config. */
export async function gradesFeature(app: FastifyInstance, deps: { grades: GradesService; fonts: PdfFonts }) {
  await app.register(gradesStaffRoutes, deps)
  await app.register(gradesStudentRoutes, deps)
  await app.register(gradesApprovalRoutes, deps)
  await app.register(gradesDocumentRoutes, deps)
  await app.register(gradesHomeRoutes, deps)
}
