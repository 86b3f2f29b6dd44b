/**
 * The absences feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts), each a record of a student
 * in a section (both units in scope): `absenceExemption`, `absenceRequest` and `medicalExcuse` (the file of an
 * absence request: health-related, so only the student (1), the section's instructor (2), the head of
 * department (11) and the registrar (4) may read it at all; decisions "Unit scope is declared per route").
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { absenceRequests, examExemptions } from './absences.schema.ts'

/** Roles that may read a medical excuse (the others get 404 whatever their office). */
export const MEDICAL_EXCUSE_READERS = [1, 2, 4, 11] as const

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerAbsencesScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  const request = by.byStudentAndSection(
    absenceRequests,
    absenceRequests.id,
    absenceRequests.studentId,
    absenceRequests.sectionId,
  )
  scope.register('absenceExemption', {
    shape: 'integer',
    resolve: by.byStudentAndSection(
      examExemptions,
      examExemptions.id,
      examExemptions.studentId,
      examExemptions.sectionId,
    ),
  })
  scope.register('absenceRequest', { shape: 'integer', resolve: request })
  scope.register('medicalExcuse', {
    shape: 'integer',
    resolve: request,
    healthReaders: MEDICAL_EXCUSE_READERS,
  })
}
