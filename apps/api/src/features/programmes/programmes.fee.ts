/**
 * A programme's fee for a term, for other features (issue 17 "creates a plan for a student's fee from the
 * programme fee"; issue 19 fee entry): the fee amounts of the programme's published version for the term.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type Clock, istanbulToday, systemClock } from '../../platform/time.ts'
import { isPublicVersion } from './programmes.schedule.ts'
import { programmeFees, programmeVersions } from './programmes.schema.ts'

/** The fee amounts of a programme for a term: integer minor units of `currency` (kuruş for TRY). */
export interface ProgrammeFee {
  currency: 'TRY' | 'USD' | 'EUR'
  fee1: number
  fee2: number
  fee3: number
  prepFee1: number
  prepFee2: number
  prepFee3: number
}

/**
 * Makes `feeOf(programmeUnitId, termId)`: the fee the public version of the programme (a unit id, as in
 * `students.programme_id`) has for the term on today's Istanbul date by `clock` (a scheduled version counts from
 * its publish date, issue 37), or null when the programme has no public version or that version no fee for the
 * term (e.g. graduate programmes, whose fees are not entered here).
 */
export function createFeeReader(db: Database, clock: Clock = systemClock) {
  return async function feeOf(programmeUnitId: number, termId: number): Promise<ProgrammeFee | null> {
    const [row] = await db
      .select({ fee: programmeFees })
      .from(programmeFees)
      .innerJoin(programmeVersions, eq(programmeVersions.id, programmeFees.versionId))
      .where(
        and(
          eq(programmeVersions.programmeId, programmeUnitId),
          isPublicVersion(istanbulToday(clock())),
          eq(programmeFees.termId, termId),
        ),
      )
    if (!row) return null
    const { versionId: _v, termId: _t, ...fee } = row.fee
    return fee
  }
}
