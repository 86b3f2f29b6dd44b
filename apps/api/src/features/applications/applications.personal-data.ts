/**
 * A guest applicant's personal data held by the applications feature ("my personal data" for guests, issue 39):
 * their applications, and per application the steps that hold personal data (personal information, CV, works)
 * and the uploaded files. Registered as categories of the privacy feature by features/index.ts.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { applicationFiles, applications } from './applications.schema.ts'

/** The categories this reader answers. */
export type GuestApplicationPart = 'applications' | 'personalInfo' | 'resume' | 'works' | 'files'

/**
 * Builds the reader: `(guestId, part)` → the guest's rows of that part (application number and the step's data;
 * for files the purpose, the contents come from `guestApplicationFilesOf`). An unknown guest has none.
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
      .select({ ...base, data: column })
      .from(applications)
      .where(and(own, isNotNull(column)))
  }
}

/**
 * Builds the reader of a guest applicant's uploaded files themselves (the export's `files/` folder, issue 39):
 * `guestId` → each file as `<application no>-<purpose>-<file name>` with its bytes, oldest first.
 */
export function guestApplicationFilesOf(db: Database) {
  return async (guestId: number): Promise<{ name: string; content: Uint8Array }[]> => {
    const rows = await db
      .select({
        applicationNo: applications.applicationNo,
        purpose: applicationFiles.purpose,
        fileName: storedFiles.fileName,
        content: storedFiles.content,
      })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .innerJoin(storedFiles, eq(storedFiles.id, applicationFiles.fileId))
      .where(eq(applications.guestId, guestId))
      .orderBy(applicationFiles.createdAt, applicationFiles.fileId)
    return rows.map((r) => ({
      name: `${r.applicationNo}-${r.purpose}-${r.fileName}`,
      content: new Uint8Array(r.content),
    }))
  }
}
