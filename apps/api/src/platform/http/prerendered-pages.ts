/**
 * The web build's prerendered pages (issue 23, LCP from the HTML): `dist/guest-login.html` is index.html with
 * the guest sign-in's markup in `#root` and a small inline script that empties it before the first paint for
 * a visitor whose stored language or theme is not the default; `dist/ana-sayfa.html` has the signed-in home
 * page's frame before `#root`, with a script that drops it for a visitor it does not fit
 * (apps/web/prerender/plugin.ts). The API serves them for GET /guest-login and /ana-sayfa; the security policy allows `script-src 'self'` only, so that page's answer adds the
 * sha-256 of each of its inline scripts to `script-src`.
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

/**
 * Reads the prerendered pages the build left in `webDist` (none when it has none, e.g. an older build, or is null) and
 * returns them by client path. Read once at start-up.
 */
export function readPrerenderedPages(webDist: string | null): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>()
  if (webDist === null) return pages
  for (const [path, file] of Object.entries(PRERENDERED_FILES)) {
    const full = join(webDist, file)
    if (existsSync(full))
      pages.set(path, { file, scriptSources: inlineScriptHashes(readFileSync(full, 'utf8')) })
  }
  return pages
}

/** The security policy `policy` with `sources` added to its `script-src` (unchanged when it has none). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy
  return policy.replace(
    /(^|;\s*)(script-src [^;]*)/,
    (_all, lead: string, directive: string) => `${lead}${directive} ${sources.join(' ')}`,
  )
}
