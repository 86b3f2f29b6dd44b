/**
 * A guest applicant's personal data held by the applications feature ("my personal data" for guests, issue 39):
 * their applications, and per application the steps that hold personal data (personal information, CV, works)
 * and the uploaded files. Registered as categories of the privacy feature by features/index.ts.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { applicationFiles, applications } from './applications.schema.ts'

/** The categories this reader answers. */
export type GuestApplicationPart = 'applications' | 'personalInfo' | 'resume' | 'works' | 'files'

/**
 * Builds the reader: `(guestId, part)` → the guest's rows of that part (application number and, for files, the
 * purpose; the documents' contents stay in the application). An unknown guest has none.
 */
export function guestApplicationDataOf(db: Database) {
  return async (guestId: number, part: GuestApplicationPart): Promise<unknown[]> => {
    const own = eq(applications.guestId, guestId)
    const base = { applicationNo: applications.applicationNo, status: applications.status }
    if (part === 'applications')
      return db
        .select({ ...base, lastStep: applications.lastStep, createdAt: applications.createdAt })
        .from(applications)
        .where(own)
    if (part === 'files')
      return db
        .select({ ...base, purpose: applicationFiles.purpose, createdAt: applicationFiles.createdAt })
        .from(applicationFiles)
        .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
        .where(own)
    const column = {
      personalInfo: applications.personalInfo,
      resume: applications.resume,
      works: applications.works,
    }[part]
    return db
      .select(base)
      .from(applications)
      .where(and(own, isNotNull(column)))
  }
}
