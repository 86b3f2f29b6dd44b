/**
 * `npm start`'s first step (issue 23): builds the web app only when its sources changed since the last build
 * (see source-hash.ts), so a start on a current tree serves in seconds. `--force` builds anyway. Exits with
 * the build's exit code.
 */
import { spawnSync } from 'node:child_process'
import { builtSourceHash, webRoot, webSourceHash } from './source-hash.ts'

const started = performance.now()
const current = webSourceHash()
if (!process.argv.includes('--force') && builtSourceHash() === current) {
  const ms = Math.round(performance.now() - started)
  console.log(`web app: the build in apps/web/dist is current (checked in ${ms} ms); not rebuilding`)
  process.exit(0)
}
console.log('web app: sources changed since the last build (or no build yet); building')
const result = spawnSync('npx', ['vite', 'build'], { cwd: webRoot, stdio: 'inherit' })
process.exit(result.status ?? 1)
