/**
 * A seeded app for identity tests: a fresh database on the engine under test with a small demo
 * university, the real app, and the real session service to start sessions as a given demo account
 * (the same code the sign-in callback uses).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { decodeJwt } from 'jose'
import { buildApp } from '../../src/app.ts'
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../../src/db/seed/index.ts'
import { findPersonIdByEmail } from '../../src/identity/claims/identity.repo.ts'
import { createIdentityServices, type IdentityServices } from '../../src/identity/index.ts'
import type { StartSessionInput } from '../../src/identity/sessions/session.service.ts'
import type { Clock } from '../../src/platform/time.ts'
import { createTestDatabase, type TestDatabase, testConfig } from '../test-db.ts'

/** The running fixture. */
export interface IdentityFixture {
  testDb: TestDatabase
  app: FastifyInstance
  identity: IdentityServices
  /** The person id of a demo account. */
  personOf(key: DemoAccountKey): Promise<number>
  /** Starts a session as a demo account; returns token, refresh cookie and session id. */
  signIn(
    key: DemoAccountKey,
    extra?: Partial<StartSessionInput>,
  ): Promise<{ token: string; cookie: string; sessionId: string; personId: number }>
  /** GET/POST through app.inject with a bearer token. */
  call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** Decodes a token's payload (no verification; the server verified it). */
export const claimsOf = (token: string) => decodeJwt(token) as Record<string, unknown>

/** A business clock standing at `start` (ISO instant) that `at(seconds)` moves to `seconds` past the start. */
export function movableClock(start: string): { clock: () => Date; at: (seconds: number) => void } {
  const origin = new Date(start).getTime()
  let now = origin
  return {
    clock: () => new Date(now),
    at: (seconds) => {
      now = origin + seconds * 1000
    },
  }
}

/**
 * Builds the fixture with `students` seeded students (default 50), an optional business clock and extra
 * environment variables for the configuration (e.g. PUBLIC_URL when the test listens on a port).
 */
export async function createIdentityFixture(
  students = 50,
  clock?: Clock,
  env: Record<string, string> = {},
): Promise<IdentityFixture> {
  const testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students })
  const config = testConfig({}, env)
  const app = await buildApp({ config, database: testDb.handle, logger: false, ...(clock ? { clock } : {}) })
  await app.ready()
  const identity = await createIdentityServices(testDb.handle.db, config, clock)
  const personOf = async (key: DemoAccountKey) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)
    if (!account) throw new Error(`no demo account ${key}`)
    const id = await findPersonIdByEmail(testDb.handle.db, account.email)
    if (id === null) throw new Error(`demo account ${key} not seeded`)
    return id
  }
  return {
    testDb,
    app,
    identity,
    personOf,
    async signIn(key, extra = {}) {
      const account = DEMO_ACCOUNTS.find((a) => a.key === key)
      const personId = await personOf(key)
      const started = await identity.sessions.start({
        kind: account?.kind === 'student' ? 'student' : 'staff',
        personId,
        ...extra,
      })
      return { token: started.token, cookie: started.refreshCookie, sessionId: started.sessionId, personId }
    },
    call(method, url, token, payload, headers = {}) {
      return app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload ? { payload } : {}),
      })
    },
    async close() {
      await app.close()
      await testDb.dispose()
    },
  }
}
