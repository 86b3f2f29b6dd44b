/**
 * The application as read: the detail the guest edits and the summary (spec §2 "academic application
 * summary": personal information, letter of intent, works, resume parts) shown to the guest and, after the
 * declaration of no conflict, to the committee.
 */
import type {
  ApplicationDetail,
  ApplicationSummary,
  PersonalInfo,
  Position,
  Resume,
  Works,
} from '@unacs/contracts'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { guests } from '../../identity/guest/guest.schema.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type ApplicationRow, filesOf, positionById, unitNames } from './applications.repo.ts'
import { opinions } from './applications.schema.ts'

/** The detail of application `row` in `lang` (position names, step documents, files). */
export async function detailOf(
  db: Database,
  row: ApplicationRow,
  lang: Language,
): Promise<ApplicationDetail> {
  const position = await positionById(db, row.positionId)
  if (!position) throw notFound()
  const names = await unitNames(db, [position.facultyId, position.departmentId], lang)
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    positionId: row.positionId,
    cadre: position.cadre as Position['cadre'],
    facultyName: names.get(position.facultyId) ?? '',
    departmentName: names.get(position.departmentId) ?? '',
    status: row.status === 'finalised' ? 'finalised' : 'draft',
    lastStep: row.lastStep,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    positionEndDate: position.endDate,
    personalInfo: (row.personalInfo as PersonalInfo | null) ?? null,
    resume: (row.resume as Resume | null) ?? null,
    works: (row.works as Works | null) ?? null,
    declarationAccepted: row.declarationAcceptedAt !== null,
    finalisedAt: row.finalisedAt?.toISOString() ?? null,
    files: await filesOf(db, row.id),
  }
}

/** The summary of application `row` in `lang`: the detail with e-mail, position text and evaluation status. */
export async function summaryOf(
  db: Database,
  row: ApplicationRow,
  lang: Language,
): Promise<ApplicationSummary> {
  const detail = await detailOf(db, row, lang)
  const position = await positionById(db, row.positionId)
  const [guest] = await db.select({ email: guests.email }).from(guests).where(eq(guests.id, row.guestId))
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(opinions)
    .where(eq(opinions.applicationId, row.id))
  return {
    ...detail,
    email: guest?.email ?? '',
    positionDescription: position?.description ?? '',
    evaluationStatus: row.evaluationFinishedAt ? 'finished' : Number(n) > 0 ? 'opinionSent' : 'pending',
  }
}
