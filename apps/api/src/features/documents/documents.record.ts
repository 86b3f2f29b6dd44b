/**
 * The documents of a studentship's record (issue 37 "Student record"; spec §3 Document: name, language,
 * creation date, status): a page of the studentship's document requests (deleted ones included, marked by
 * status), newest first. Read by the students feature through features/index.ts.
 */
import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { documentRequests } from './documents.schema.ts'
import './documents.messages.ts'

/** Page `page` (of `pageSize`) of studentship `studentId`'s documents, names in `lang`. */
export async function documentRecordOf(
  db: Database,
  studentId: number,
  lang: 'tr' | 'en',
  page: number,
  pageSize: number,
) {
  const where = eq(documentRequests.studentId, studentId)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documentRequests.id,
        kind: documentRequests.kind,
        language: documentRequests.language,
        status: documentRequests.status,
        requestedAt: documentRequests.requestedAt,
        createdAt: documentRequests.createdAt,
        deletedAt: documentRequests.deletedAt,
      })
      .from(documentRequests)
      .where(where)
      .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id))
      .offset((page - 1) * pageSize)
      .limit(pageSize),
    db.select({ n: count() }).from(documentRequests).where(where),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: translate(lang, `documents.kind.${r.kind}`),
      language: r.language,
      createdAt: (r.createdAt ?? r.requestedAt).toISOString(),
      status: r.deletedAt ? 'deleted' : r.status,
    })),
    total: Number(total?.n ?? 0),
  }
}
