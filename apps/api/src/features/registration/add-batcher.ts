/**
 * Gathers the registration adds that reach the same statement in the same turn of the event loop and runs them
 * as one statement (issue 40, "cut the add's database work"): under the rush, the adds whose requests arrived
 * together read together (`addSnapshots`) and, their reads having come back together, write together
 * (`takeSeats`): one round trip, one commit and, for a hot section, one lock of its row per batch instead of
 * one per add. A lone add waits for nothing but the end of the current turn (`setImmediate`). Batching is
 * DataLoader's (no cache: every call runs).
 */
import DataLoader from 'dataloader'
import type { Database } from '../../db/client.ts'
import { databaseFault, pgErrorCode } from '../../db/errors.ts'
import { type AddSnapshot, type AddTarget, addSnapshots } from './basket-add.repo.ts'
import { type SeatOutcome, type SeatToTake, takeSeats } from './take-seats.repo.ts'

/** The most adds one statement carries (a longer write would hold a hot section's row longer). */
export const ADD_BATCH_MAX = 64

/**
 * True for an error PostgreSQL raised for the statement itself (an SQLSTATE such as a deadlock or a constraint),
 * not for the database's state (no connection in time, connection lost, our time limits: `databaseFault`),
 * which running the items one by one would only make worse.
 */
function isStatementError(err: unknown): boolean {
  return pgErrorCode(err) !== undefined && databaseFault(err) === null
}

/**
 * A loader running `statement` for the items of one turn (at most `maxBatch` at once). When a batch's
 * statement fails with an error of the statement itself (a deadlock with another basket change, say; nothing
 * was written), its items run one by one, so one item's failure is not its neighbours'; a fault of the
 * database's state (overload, lost connection, time limit) fails the whole batch.
 */
function batched<T, R>(statement: (items: T[]) => Promise<R[]>, maxBatch: number): (item: T) => Promise<R> {
  const one = (item: T) =>
    statement([item]).then(
      ([r]) => r ?? new Error('no result'),
      (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
    )
  const loader = new DataLoader<T, R>(
    async (batch) => {
      const items = [...batch]
      try {
        return await statement(items)
      } catch (err) {
        if (items.length === 1 || !isStatementError(err)) throw err
        return Promise.all(items.map(one))
      }
    },
    { cache: false, maxBatchSize: maxBatch, batchScheduleFn: (run) => setImmediate(run) },
  )
  return (item) => loader.load(item)
}

/**
 * Creates the add batcher of database `db`: `snapshot(target)` resolves to the add's read (`AddSnapshot`),
 * `take(add)` to its write's `SeatOutcome`; each rejects with the driver's error when its statement failed.
 */
export function createAddBatcher(db: Database, maxBatch = ADD_BATCH_MAX) {
  return {
    /** Reads one add's snapshot (with those of the same turn). */
    snapshot: batched<AddTarget, AddSnapshot>((targets) => addSnapshots(db, targets), maxBatch),
    /** Writes one add (with those of the same turn); resolves to its outcome. */
    take: batched<SeatToTake, SeatOutcome>((adds) => takeSeats(db, adds), maxBatch),
  }
}

/** A batcher as `createAddBatcher` returns it. */
export type AddBatcher = ReturnType<typeof createAddBatcher>
