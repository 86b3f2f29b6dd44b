/**
 * The YÖKSİS comparison benchmark (issue 35 "measure its time at a high rate against the counterpart"): on an
 * already seeded database, starts the portal on a loopback port with YOKSIS_RATE_PER_S = BENCH_YOKSIS_RATE
 * (default 2000), signs the registrar in, runs the student comparison of the whole university as its background
 * job (one TcKimlikNoileOgrenciSorgulaDetayv4 SOAP call per person over real HTTP to the counterpart), and prints
 * its time, the persons per second reached and what the same run takes at the default polite 5 per second.
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
    ...loadConfig({
      WEB_DIST: 'none',
      SEED_STUDENTS: '0',
      DATA_DIR: 'memory',
      YOKSIS_RATE_PER_S: process.env.BENCH_YOKSIS_RATE ?? '2000',
    }),
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
        UnitIds: [units.responseData[0].Id],
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
      const perS = c.Total / seconds
      console.log(
        `YÖKSİS student comparison (rate limit ${config.yoksis.ratePerS}/s): ${c.Total} persons asked one by one ` +
          `(${c.OursCount} studentships, ${c.TheirsCount} YÖKSİS records) in ${seconds.toFixed(1)} s = ${perS.toFixed(0)} persons/s; ` +
          `missing there ${c.Counts.missingThere}, missing here ${c.Counts.missingHere}, field differs ${c.Counts.fieldDiffers}; ` +
          `at the default 5/s the same run takes ${(c.Total / 5 / 3600).toFixed(1)} h`,
      )
      return
    }
  } finally {
    await app.close()
  }
}
