/**
 * What the check scripts of `npm test` share (nginx-cluster-test, prometheus-test, saml-idp-test): a list of
 * named checks printed as they run, `assert`, a free loopback port, and the closing report — the line
 * `N passed, N failed`, `{ passed, failed, checks }` as JSON for scripts/test-all.mjs, and the exit code.
 */
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** Throws `message` unless `condition` holds. */
export function assert(condition, message) {
  if (!condition) throw new Error(message)
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/**
 * A list of named checks. `check(name, fn)` runs `fn`; a thrown error fails it, anything else passes (a
 * returned string is printed beside the name). `finish(jsonFile, label)` prints the closing line, writes the
 * report when `jsonFile` is given and exits 0 only when every check passed.
 */
export function createChecks() {
  const checks = []
  return {
    checks,
    async check(name, fn) {
      const started = Date.now()
      try {
        const detail = await fn()
        checks.push({ name, ok: true })
        console.log(`  ✓ ${name}${detail ? ` (${detail})` : ` (${Date.now() - started} ms)`}`)
      } catch (err) {
        checks.push({ name, ok: false, error: String(err?.stack ?? err?.message ?? err) })
        console.log(`  ✗ ${name}: ${err?.message ?? err}`)
      }
    },
    /** Records a failure outside a named check (e.g. the set-up). */
    fail(name, err) {
      checks.push({ name, ok: false, error: String(err?.stack ?? err?.message ?? err) })
      console.log(`  ✗ ${name}: ${err?.message ?? err}`)
    },
    finish(jsonFile, label = '') {
      const passed = checks.filter((c) => c.ok).length
      const failed = checks.length - passed
      if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed, failed, checks }, null, 2))
      console.log(`${label ? `${label}: ` : ''}${passed} passed, ${failed} failed`)
      process.exit(failed === 0 ? 0 : 1)
    },
  }
}
