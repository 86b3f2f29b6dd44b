/**
 * Idempotent registration writes (issue 7 "Every registration call is idempotent"): the caller sends an
 * `Idempotency-Key`; the first answer (success or business refusal) is stored with a hash of the request
 * in `registration_idempotency`, in the same transaction as the change. A retry with the same key and the
 * same request returns the stored answer and changes nothing; the same key with another request is
 * refused (422). Two concurrent requests with one key: the second waits on the first's unique-key row and
 * then replays its answer. Overload (503) and internal errors are not stored, so a retry runs again.
 */

import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { AppError, badRequest, businessRule } from '../../platform/http/errors.ts'
import type { MessageParams } from '../../platform/i18n/messages.ts'
import { registrationIdempotency } from './registration.schema.ts'

/** A transaction handle as Drizzle gives it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/

/** Checks the header value; throws 400 when it is missing or malformed. */
export function requireKey(value: string | string[] | undefined): string {
  const key = Array.isArray(value) ? value[0] : value
  if (!key) throw badRequest('registration.idempotencyKeyRequired')
  if (!KEY_PATTERN.test(key)) throw badRequest('registration.idempotencyKeyInvalid')
  return key
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** What was stored for a refusal. */
export interface StoredRefusal {
  messageKey: string
  params: MessageParams
  data: unknown
}

/**
 * The stored hash of a request: sha256 (hex) of the operation `scope`, the canonical `body` and the caller's
 * active studentship, role and proxy giver, so a key reused for anything else is told apart.
 */
export function requestHashOf(principal: Principal, scope: string, body: unknown): string {
  return createHash('sha256')
    .update(
      canonical({
        scope,
        body,
        studentNo: principal.activeStudentNo,
        role: principal.activeRoleId,
        proxy: principal.proxyGiverRegistryNo,
      }),
    )
    .digest('hex')
}

/** A stored answer row as `replay` reads it. */
export interface StoredAnswer {
  requestHash: string
  statusCode: number | null
  response: unknown
}

/**
 * The stored answer of a key for a request hashed `hash`: its data when it was a success; throws the stored
 * refusal (same status, message and data), or 422 when the key was used for another request.
 */
export function replay<T>(row: StoredAnswer, hash: string): T {
  if (row.requestHash !== hash) throw businessRule('registration.idempotencyKeyReused')
  if (row.statusCode === 200) return (row.response as { data: T }).data
  const r = row.response as StoredRefusal
  throw new AppError(row.statusCode ?? 500, r.messageKey, r.params, r.data)
}

/** Runs idempotent writes over `db`. */
export function createIdempotency(db: Database) {
  async function stored(personId: number, key: string) {
    const [row] = await db
      .select()
      .from(registrationIdempotency)
      .where(and(eq(registrationIdempotency.personId, personId), eq(registrationIdempotency.key, key)))
    return row
  }

  return {
    /**
     * Runs `work` once per (caller, key): inside one transaction with the stored answer. `scope` names the
     * operation (route) and is hashed with `body` and the caller's active studentship/role. Returns the
     * work's result or the stored one; throws the stored refusal on a replay, 422 on a reused key.
     */
    async run<T>(
      principal: Principal,
      key: string,
      scope: string,
      body: unknown,
      work: (tx: Tx) => Promise<T>,
    ): Promise<T> {
      const hash = requestHashOf(principal, scope, body)
      try {
        return await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(registrationIdempotency)
            .values({ personId: principal.personId, key, requestHash: hash })
            .onConflictDoNothing()
            .returning({ key: registrationIdempotency.key })
          if (claimed.length === 0) {
            const [row] = await tx
              .select()
              .from(registrationIdempotency)
              .where(
                and(
                  eq(registrationIdempotency.personId, principal.personId),
                  eq(registrationIdempotency.key, key),
                ),
              )
            if (!row) throw new Error('idempotency row vanished')
            return replay<T>(row, hash)
          }
          const result = await work(tx)
          await tx
            .update(registrationIdempotency)
            .set({ statusCode: 200, response: sql`${JSON.stringify({ data: result ?? null })}::jsonb` })
            .where(
              and(
                eq(registrationIdempotency.personId, principal.personId),
                eq(registrationIdempotency.key, key),
              ),
            )
          return result
        })
      } catch (err) {
        if (
          !(err instanceof AppError) ||
          err.statusCode >= 500 ||
          err.messageKey.startsWith('registration.idempotency')
        )
          throw err
        // A business refusal: the change rolled back; remember the answer so a retry gets the same one.
        const refusal: StoredRefusal = { messageKey: err.messageKey, params: err.params, data: err.data }
        const inserted = await db
          .insert(registrationIdempotency)
          .values({
            personId: principal.personId,
            key,
            requestHash: hash,
            statusCode: err.statusCode,
            response: sql`${JSON.stringify(refusal)}::jsonb`,
          })
          .onConflictDoNothing()
          .returning({ key: registrationIdempotency.key })
        if (inserted.length === 0) {
          const row = await stored(principal.personId, key)
          if (row) return replay<T>(row, hash)
        }
        throw err
      }
    },
  }
}

/** The idempotency runner. */
export type Idempotency = ReturnType<typeof createIdempotency>
