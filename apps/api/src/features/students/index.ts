/**
 * The students feature: the staff's student search, records, the student, dormitory and department reports
 * and advisor assignment (issue 22).
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { RecordAccess, RecordEach } from '../privacy/index.ts'
import { createAdvisorService } from './students.advisors.ts'
import { studentsReportRoutes } from './students.reports.routes.ts'
import { studentsRoutes } from './students.routes.ts'
import type { StudentsService } from './students.service.ts'

export { createStudentsService, type StudentsService } from './students.service.ts'

/** Registers the students routes with the service built in features/index.ts and the advisor assignment. */
export async function studentsFeature(
  app: FastifyInstance,
  deps: { students: StudentsService; db: Database; recordAccess?: RecordAccess; recordEach?: RecordEach },
) {
  const { recordAccess, recordEach } = deps
  await app.register(studentsRoutes, {
    students: deps.students,
    advisors: createAdvisorService(deps.db),
    recordAccess,
    recordEach,
  })
  await app.register(studentsReportRoutes, { students: deps.students, recordEach })
}
