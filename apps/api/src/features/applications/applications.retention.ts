/**
 * Retention of guest applicants' data (issue 39 "Retention"; rule `guestApplicants` in features/retention):
 * applications to positions that closed before the cut-off lose their personal steps (personal information,
 * CV, works) and their uploaded files' content and names; the application rows, their numbers, the files' ids
 * and sha256 hashes, the committee's opinions and the audit trail stay. The guests whose every application is
 * anonymised are handed to `anonymiseGuests` (identity) so their profile and e-mail go too.
 */
import { and, eq, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guests } from '../../identity/guest/guest.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { istanbulToday } from '../../platform/time.ts'
import { applicationFiles, applications, positions } from './applications.schema.ts'

/** The name an anonymised file keeps. */
export const ANONYMISED_FILE_NAME = 'anonymised'

/**
 * Anonymises the applications of positions whose end date (Istanbul) is before `before`'s day, then calls
 * `guestsDone` with the guests who have no application left to an open or recent position. Resolves with
 * the number of applications anonymised now (already anonymised ones are not counted again).
 */
export async function purgeClosedApplications(
  before: Date,
  tx: Database,
  guestsDone: (ids: number[], tx: Database) => Promise<number>,
): Promise<number> {
  const day = istanbulToday(before)
  const closed = tx.select({ id: positions.id }).from(positions).where(lt(positions.endDate, day))
  const changed = await tx
    .update(applications)
    .set({ personalInfo: null, resume: null, works: null, updatedAt: new Date() })
    .where(
      and(
        inArray(applications.positionId, closed),
        or(
          isNotNull(applications.personalInfo),
          isNotNull(applications.resume),
          isNotNull(applications.works),
        ),
      ),
    )
    .returning({ id: applications.id, guestId: applications.guestId })
  const files = tx
    .select({ id: applicationFiles.fileId })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(inArray(applications.positionId, closed))
  await tx
    .update(storedFiles)
    .set({ content: Buffer.alloc(0), fileName: ANONYMISED_FILE_NAME })
    .where(and(inArray(storedFiles.id, files), sql`octet_length(${storedFiles.content}) > 0`))
  const guestIds = [...new Set(changed.map((r) => r.guestId))]
  if (guestIds.length > 0) {
    // Only guests without an application to a position still open or closed after the cut-off.
    const open = tx
      .select({ one: sql`1` })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(and(eq(applications.guestId, guests.id), sql`${positions.endDate} >= ${day}`))
    const done = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(inArray(guests.id, guestIds), notExists(open)))
    await guestsDone(
      done.map((r) => r.id),
      tx,
    )
  }
  return changed.length
}
