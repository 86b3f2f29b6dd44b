/**
 * The web build's prerendered pages (issue 23, LCP from the HTML): `dist/guest-login.html` is index.html with
 * the guest sign-in's markup in `#root` and a small inline script that empties it before the first paint for
 * a visitor whose stored language or theme is not the default; `dist/ana-sayfa.html` has the signed-in home
 * page's frame before `#root`, with a script that drops it for a visitor it does not fit
 * (apps/web/prerender/plugin.ts). The API serves them for GET /guest-login and /ana-sayfa, and the light menu
 * pages' frames (e.g. `dist/grade-entry.html`, issue 23, sixth pass) for the paths matching the patterns the
 * build lists in `dist/prerendered-paths.json` (`[[pattern, file], …]`); the security policy allows
 * `script-src 'self'` only, so such a page's answer adds the sha-256 of each of its inline scripts to `script-src`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A prerendered page: the file in the build's folder and its answer's extra `script-src` sources. */
export interface PrerenderedPage {
  file: string
  scriptSources: string[]
}

/** Client paths with a prerendered page, and the file the build writes for each. */
const PRERENDERED_FILES: Record<string, string> = {
  '/guest-login': 'guest-login.html',
  '/ana-sayfa': 'ana-sayfa.html',
}

/** `'sha256-…'` of the text of every inline (no `src`) `<script>` of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

/** The build's list of pattern-matched pages (apps/web/prerender/plugin.ts `PRERENDERED_PATHS_FILE`). */
const PATTERNS_FILE = 'prerendered-paths.json'

/** The prerendered pages of a build: by exact client path, and by path pattern. */
export interface PrerenderedPages {
  /** The page answering GET `path` (a client path without query), if any. */
  get(path: string): PrerenderedPage | undefined
}

/** The page of `file` in `webDist` with its inline scripts' hashes, or undefined when the build has no such file. */
function readPage(webDist: string, file: string): PrerenderedPage | undefined {
  const full = join(webDist, file)
  if (!existsSync(full)) return undefined
  return { file, scriptSources: inlineScriptHashes(readFileSync(full, 'utf8')) }
}

/**
 * Reads the prerendered pages the build left in `webDist` (none when it has none, e.g. an older build, or is
 * null): the fixed paths' files and the pattern list's. Read once at start-up; throws when the pattern list is not
 * a list of `[pattern, file]` string pairs (a broken build must not start).
 */
export function readPrerenderedPages(webDist: string | null): PrerenderedPages {
  const exact = new Map<string, PrerenderedPage>()
  const patterns: [RegExp, PrerenderedPage][] = []
  if (webDist !== null) {
    for (const [path, file] of Object.entries(PRERENDERED_FILES)) {
      const page = readPage(webDist, file)
      if (page) exact.set(path, page)
    }
    const list = join(webDist, PATTERNS_FILE)
    if (existsSync(list)) {
      const pairs: unknown = JSON.parse(readFileSync(list, 'utf8'))
      if (
        !Array.isArray(pairs) ||
        !pairs.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'string'))
      )
        throw new Error(`${PATTERNS_FILE}: expected [[pattern, file], …]`)
      for (const [pattern, file] of pairs as [string, string][]) {
        const page = readPage(webDist, file)
        if (page) patterns.push([new RegExp(pattern), page])
      }
    }
  }
  return { get: (path) => exact.get(path) ?? patterns.find(([pattern]) => pattern.test(path))?.[1] }
}

/** The security policy `policy` with `sources` added to its `script-src` (unchanged when it has none). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy
  return policy.replace(
    /(^|;\s*)(script-src [^;]*)/,
    (_all, lead: string, directive: string) => `${lead}${directive} ${sources.join(' ')}`,
  )
}
