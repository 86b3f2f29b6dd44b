/**
 * The web build's source fingerprint (issue 23: `npm start` builds the web app only when its sources changed
 * since the last build). The hash covers the content and path of every file the build reads: the app's
 * sources, its public files, index.html, the Vite and TypeScript configuration, the shared contracts and the
 * lock file (a changed dependency changes the output). The build stores it in `dist/.source-hash`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The web app's folder (apps/web). */
export const webRoot = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = resolve(webRoot, '../..')

/** The file in the build's folder that records the fingerprint of the sources it was built from. */
export const HASH_FILE_NAME = '.source-hash'
const hashFile = join(webRoot, 'dist', HASH_FILE_NAME)

/** Folders read recursively and single files, relative to the repository root. */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-route-preload.ts',
  'apps/web/prerender',
  'apps/web/source-hash.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
]

/** Files of `path` (itself when a file), sorted, as absolute paths; none when it does not exist. */
function filesOf(path: string): string[] {
  if (!existsSync(path)) return []
  if (statSync(path).isFile()) return [path]
  const entries = readdirSync(path, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** sha-256 (hex) over the path and content of every input file; takes no arguments, reads the disk. */
export function webSourceHash(): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    const path = join(repoRoot, input)
    for (const file of filesOf(path)) {
      hash.update(relative(repoRoot, file))
      hash.update('\0')
      hash.update(readFileSync(file))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

/** The fingerprint the current build was made from, or null when there is no build or no record. */
export function builtSourceHash(): string | null {
  if (!existsSync(join(webRoot, 'dist', 'index.html')) || !existsSync(hashFile)) return null
  return readFileSync(hashFile, 'utf8').trim()
}
