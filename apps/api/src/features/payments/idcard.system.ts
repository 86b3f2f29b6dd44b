/**
 * The ID card system (issue 17 § Payments "The card-system side is an interface with a development
 * implementation holding balances"; DESIGN.md §4b): the campus card's balance and loads. The development
 * implementation keeps balances in its own tables; a load applies once per reference, so a retry after a
 * crash never loads twice. No production protocol is known yet: without one, production answers "unavailable".
 */
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { devIdCardEntries, devIdCards } from './payments.schema.ts'

/** Thrown when the card system cannot be reached (→ 503 or an "unavailable" balance). */
export class IdCardSystemUnavailable extends Error {
  constructor(message = 'the ID card system is unavailable') {
    super(message)
    this.name = 'IdCardSystemUnavailable'
  }
}

/** The campus ID card system. Amounts in kuruş. */
export interface IdCardSystem {
  /** The card's balance of student `studentNo` (0 for a card never loaded). */
  balance(studentNo: string): Promise<number>
  /** Loads `amountKurus` once per `reference`; returns the balance right after that load. */
  load(studentNo: string, amountKurus: number, reference: string): Promise<number>
}

/** The development card system over its own tables. */
export function createDevIdCardSystem(db: Database): IdCardSystem {
  return {
    async balance(studentNo) {
      const [row] = await db.select().from(devIdCards).where(eq(devIdCards.studentNo, studentNo))
      return row?.balanceKurus ?? 0
    },
    async load(studentNo, amountKurus, reference) {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .select()
          .from(devIdCardEntries)
          .where(eq(devIdCardEntries.reference, reference))
        if (done) return done.balanceAfterKurus
        const [card] = await tx
          .insert(devIdCards)
          .values({ studentNo, balanceKurus: amountKurus })
          .onConflictDoUpdate({
            target: devIdCards.studentNo,
            set: { balanceKurus: sql`${devIdCards.balanceKurus} + ${amountKurus}` },
          })
          .returning()
        const after = card?.balanceKurus ?? amountKurus
        await tx
          .insert(devIdCardEntries)
          .values({ reference, studentNo, amountKurus, balanceAfterKurus: after })
        return after
      })
    },
  }
}

/** The card system of a production without a configured card system: always unavailable. */
export const unavailableIdCardSystem: IdCardSystem = {
  balance: async () => {
    throw new IdCardSystemUnavailable()
  },
  load: async () => {
    throw new IdCardSystemUnavailable()
  },
}
