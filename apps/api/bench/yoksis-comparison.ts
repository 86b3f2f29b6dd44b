/**
 * The YÖKSİS comparison benchmark (issue 20 "finishes in under 60 s against the development counterpart"):
 * on an already seeded database, starts the portal on a loopback port, signs the registrar in, runs the student
 * comparison of the whole university as its background job over real HTTP SOAP, and prints its time.
 */
import { createServer } from 'node:net'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { DatabaseHandle } from '../src/db/client.ts'
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts.ts'
import { findPersonIdByEmail } from '../src/identity/claims/identity.repo.ts'
import { createIdentityServices } from '../src/identity/index.ts'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0))
    })
  })
}

/** Runs the comparison on `handle` and prints the seconds it took and what it found. */
export async function benchYoksisComparison(handle: DatabaseHandle): Promise<void> {
  const port = await freePort()
  const config = {
    ...loadConfig({ WEB_DIST: 'none', SEED_STUDENTS: '0', DATA_DIR: 'memory' }),
    logLevel: 'silent',
    publicUrl: `http://127.0.0.1:${port}`,
  }
  const app = await buildApp({ config, database: handle, logger: false })
  try {
    await app.listen({ port, host: '127.0.0.1' })
    const account = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')
    const personId = await findPersonIdByEmail(handle.db, account?.email ?? '')
    if (personId === null) throw new Error('registrar not seeded')
    const identity = await createIdentityServices(handle.db, config)
    const { token } = await identity.sessions.start({ kind: 'staff', personId })
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const units = await (
      await fetch(`${config.publicUrl}/api/Yoksis/Karsilastirma/Birimler`, { headers })
    ).json()
    const terms = await (
      await fetch(`${config.publicUrl}/api/Yoksis/Karsilastirma/Donemler`, { headers })
    ).json()
    const t = performance.now()
    const started = await fetch(`${config.publicUrl}/api/Yoksis/Karsilastirma/Baslat`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        Kind: 'student',
        UnitId: units.responseData[0].Id,
        TermId: terms.responseData[0].Id,
      }),
    })
    const { id } = (await started.json()).responseData
    for (;;) {
      await new Promise((r) => setTimeout(r, 500))
      const job = (
        await (await fetch(`${config.publicUrl}/api/Yoksis/Karsilastirma/Is/${id}`, { headers })).json()
      ).responseData
      if (job.state === 'failed') throw new Error(`comparison failed: ${job.error}`)
      if (job.state !== 'done') continue
      const seconds = (performance.now() - t) / 1000
      const c = (
        await (
          await fetch(`${config.publicUrl}/api/Yoksis/Karsilastirma/Get/${job.result.comparisonId}`, {
            headers,
          })
        ).json()
      ).responseData
      console.log(
        `YÖKSİS student comparison of ${c.OursCount} studentships (${c.TheirsCount} YÖKSİS records): ${seconds.toFixed(1)} s; ` +
          `missing there ${c.Counts.missingThere}, missing here ${c.Counts.missingHere}, field differs ${c.Counts.fieldDiffers}`,
      )
      return
    }
  } finally {
    await app.close()
  }
}
