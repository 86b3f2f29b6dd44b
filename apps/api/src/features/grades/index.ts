/** The grades feature: grade books, entry, finalisation, the student's grades and requests (issue 6, issue 5). */
import type { FastifyInstance } from 'fastify'
import { gradesStaffRoutes } from './grades.routes.ts'
import type { GradesService } from './grades.service.ts'
import { gradesStudentRoutes } from './grades.student.routes.ts'

export { createGradesService, type GradesService } from './grades.service.ts'

/** Registers the grades routes with the service built in features/index.ts. */
export async function gradesFeature(app: FastifyInstance, deps: { grades: GradesService }) {
  await app.register(gradesStaffRoutes, deps)
  await app.register(gradesStudentRoutes, deps)
}
