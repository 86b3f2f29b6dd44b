/**
 * A seeded portal listening on a loopback port, so the clients of the outside systems (YÖKSİS, Moodle, military
 * service) reach their development counterparts
 * over real HTTP (issue 20 "API tests … against the development counterparts over real HTTP"), with the
 * real session service to sign in as demo accounts.
 */
import { createServer } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app.ts'
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../src/db/seed/demo-accounts.ts'
import { seedDemoUniversity } from '../src/db/seed/index.ts'
import { findPersonIdByEmail } from '../src/identity/claims/identity.repo.ts'
import { createIdentityServices } from '../src/identity/index.ts'
import { createTestDatabase, type TestDatabase, testConfig } from './test-db.ts'

/** The running world. */
export interface ListeningWorld {
  testDb: TestDatabase
  app: FastifyInstance
  baseUrl: string
  token(key: DemoAccountKey): Promise<string>
  call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    lang?: string,
  ): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

/** A free loopback port (closed again at once). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Seeds `students` students and starts the app on a loopback port with a short timeout (ms) for every outside
 * system: YÖKSİS through the config (`yoksis` overrides more of its settings, e.g. the rate), Moodle and
 * military service through their env settings (read at registration).
 */
export async function createListeningWorld(
  students: number,
  timeoutMs = 800,
  yoksis: Partial<ReturnType<typeof testConfig>['yoksis']> = {},
): Promise<ListeningWorld> {
  const testDb = await createTestDatabase()
  await seedDemoUniversity(testDb.handle.db, { students })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  process.env.MOODLE_TIMEOUT_MS = String(timeoutMs)
  process.env.MILITARY_TIMEOUT_MS = String(timeoutMs)
  const base = testConfig()
  const config = testConfig({ publicUrl: baseUrl, yoksis: { ...base.yoksis, timeoutMs, ...yoksis } })
  const app = await buildApp({ config, database: testDb.handle, logger: false })
  await app.listen({ port, host: '127.0.0.1' })
  const identity = await createIdentityServices(testDb.handle.db, config)
  return {
    testDb,
    app,
    baseUrl,
    async token(key) {
      const account = DEMO_ACCOUNTS.find((a) => a.key === key)
      if (!account) throw new Error(`no demo account ${key}`)
      const personId = await findPersonIdByEmail(testDb.handle.db, account.email)
      if (personId === null) throw new Error(`demo account ${key} not seeded`)
      const started = await identity.sessions.start({
        kind: account.kind === 'student' ? 'student' : 'staff',
        personId,
      })
      return started.token
    },
    call(method, url, token, payload, lang = 'tr') {
      return app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
        ...(payload ? { payload } : {}),
      })
    },
    async close() {
      await app.close()
      await testDb.dispose()
    },
  }
}
