/** Database access of Microsoft licences (spec §4 "Licence: requested, held"). */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons } from '../../db/schema/index.ts'
import { licences } from './licence.schema.ts'

/** A licence row. */
export type LicenceRow = typeof licences.$inferSelect

/** The A3 licence row of `personId`, or null. */
export async function a3Of(db: Database, personId: number): Promise<LicenceRow | null> {
  const [row] = await db
    .select()
    .from(licences)
    .where(and(eq(licences.personId, personId), eq(licences.kind, 'A3')))
  return row ?? null
}

/** The institutional e-mail of `personId` (their Microsoft account), or null. */
export async function emailOf(db: Database, personId: number): Promise<string | null> {
  const [row] = await db.select({ email: persons.email }).from(persons).where(eq(persons.id, personId))
  return row?.email ?? null
}

/** Inserts a requested A3 for `personId` unless one exists; returns the new row or null. */
export async function insertA3Request(tx: Database, personId: number, at: Date): Promise<LicenceRow | null> {
  const [row] = await tx
    .insert(licences)
    .values({ personId, kind: 'A3', status: 'requested', requestedAt: at })
    .onConflictDoNothing({ target: [licences.personId, licences.kind] })
    .returning()
  return row ?? null
}

/** Marks the requested A3 of `personId` held at `at`; returns the updated row, or null if it was not requested. */
export async function markA3Held(tx: Database, personId: number, at: Date): Promise<LicenceRow | null> {
  const [row] = await tx
    .update(licences)
    .set({ status: 'held', grantedAt: at })
    .where(and(eq(licences.personId, personId), eq(licences.kind, 'A3'), eq(licences.status, 'requested')))
    .returning()
  return row ?? null
}
