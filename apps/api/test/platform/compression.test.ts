/**
 * Compression and caching of what the portal serves (issue 23 § Web): the web app's files go out pre-compressed
 * (the build's .br / .gz chosen by Accept-Encoding, with Vary), hashed assets keep their year-long immutable
 * caching, index.html stays `no-cache`, and JSON answers of 1 KB and more are compressed on the fly while
 * smaller ones are not.
 */

import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { ok } from '../../src/platform/http/response.ts'
import { createTestDatabase, type TestDatabase, testConfig } from '../test-db.ts'

let testDb: TestDatabase
let app: FastifyInstance
let webDist: string
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
const html = `<!doctype html><html><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`
/** The build's prerendered sign-in (apps/web/prerender): markup in #root and an inline preference guard. */
const guard = "try{localStorage.getItem('language')}catch(e){}"
/** The build's prerendered home frame: a skeleton before an empty #root, its guard, and the after-paint starter. */
const skeletonGuard = "(function(){var k=document.getElementById('shell-skeleton');k&&k.remove()})()"
const starter = "requestAnimationFrame(()=>setTimeout(()=>import('/assets/app-Ab12Cd34.js'),0))"
const homeHtml = `<!doctype html><html><body><div id="shell-skeleton"><h2>Üniversite Akademik Sistemine Hoş Geldiniz</h2></div><script>${skeletonGuard}</script><div id="root"></div><script type="module">${starter}</script>${'<!-- pad -->'.repeat(200)}</body></html>`
/** A light menu page's frame (grade-entry.html), answered for the paths of the build's pattern list. */
const gradeEntryHtml = homeHtml.replace(
  '<h2>Üniversite Akademik Sistemine Hoş Geldiniz</h2>',
  '<span>Yükleniyor…</span>',
)
const guestHtml = `<!doctype html><html><body><div id="root" data-prerendered="/guest-login"><h1>Misafir Girişi</h1></div><script>${guard}</script><script type="module" src="/assets/app-Ab12Cd34.js"></script>${'<!-- pad -->'.repeat(200)}</body></html>`

/** Writes a file with the build's two compressed copies beside it. */
function writeWithCopies(path: string, text: string): void {
  writeFileSync(path, text)
  writeFileSync(`${path}.br`, brotliCompressSync(text))
  writeFileSync(`${path}.gz`, gzipSync(text))
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'unacs-web-'))
  mkdirSync(join(webDist, 'assets'))
  writeWithCopies(join(webDist, 'index.html'), html)
  writeWithCopies(join(webDist, 'guest-login.html'), guestHtml)
  writeWithCopies(join(webDist, 'ana-sayfa.html'), homeHtml)
  writeWithCopies(join(webDist, 'grade-entry.html'), gradeEntryHtml)
  writeFileSync(
    join(webDist, 'prerendered-paths.json'),
    JSON.stringify([
      ['^/ogretim/not-girisi/(\\d+)$', 'grade-entry.html'],
      ['^/nowhere/\\d+$', 'missing.html'],
    ]),
  )
  writeWithCopies(join(webDist, 'assets', 'app-Ab12Cd34.js'), script)
  writeFileSync(join(webDist, 'assets', 'plain-Ef56.js'), script)
  testDb = await createTestDatabase()
  app = await buildApp({ config: testConfig({ webDist }), database: testDb.handle, logger: false })
  app.get('/api/Probe/Json/Large', { config: { access: { kind: 'public' } } }, async () =>
    ok(Array.from({ length: 200 }, (_, k) => ({ id: k, name: `Öğrenci ${k}` }))),
  )
  app.get('/api/Probe/Json/Small', { config: { access: { kind: 'public' } } }, async () => ok({ id: 1 }))
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await testDb?.dispose()
  rmSync(webDist, { recursive: true, force: true })
})

describe('the web app', () => {
  it('serves a hashed asset as brotli to a browser that accepts it, immutable for a year', async () => {
    const res = await app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends an asset the subresource security headers only, and a document all of them', async () => {
    const asset = await app.inject({ url: '/assets/app-Ab12Cd34.js' })
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['referrer-policy']).toBe('same-origin')
    expect(asset.headers['strict-transport-security']).toBeDefined()
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined()
    const page = await app.inject({ url: '/ogrenci-isleri/askerlik', headers: { accept: 'text/html' } })
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/)
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
  })

  it('answers a missing asset with 404, not with the app page a browser navigating there would run', async () => {
    const res = await app.inject({ url: '/assets/gone-Zz99.js', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/json/)
    expect(res.body).not.toContain('<div id="root">')
  })

  it('serves gzip to a client without brotli and the plain file to one without compression', async () => {
    const gz = await app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    const plain = await app.inject({
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(script)
  })

  it('compresses a file the build left without copies on the fly', async () => {
    const res = await app.inject({ url: '/assets/plain-Ef56.js', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('answers a client route with the compressed index.html, never cached without revalidation', async () => {
    const res = await app.inject({
      url: '/ogrenci-isleri/askerlik',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html)
    // The security headers, computed once at start-up (issue 23, third pass), reach files as well.
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('the prerendered guest sign-in (issue 23, LCP from the HTML)', () => {
  it('answers /guest-login with its compressed page, no-cache, its inline script allowed by hash', async () => {
    const res = await app.inject({
      url: '/guest-login?lang=tr',
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(guestHtml)
    const hash = createHash('sha256').update(guard).digest('base64')
    const policy = String(res.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`)
    expect(policy).toMatch(/^default-src 'self';.*frame-ancestors 'none'/)
    // Only one hash: the module script has a src and is allowed by 'self'.
    expect(policy.match(/'sha256-/g)).toHaveLength(1)
  })

  it('serves it as gzip too, and keeps index.html (without hashes) for every other client route', async () => {
    const gz = await app.inject({
      url: '/guest-login',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(guestHtml)
    for (const url of ['/guest-landing', '/guest-login/x', '/ana-sayfa/x', '/']) {
      const other = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } })
      expect(other.statusCode).toBe(200)
      expect(other.body).toBe(html)
      expect(other.headers['content-security-policy']).toContain("script-src 'self';")
      expect(other.headers['content-security-policy']).not.toContain('sha256-')
    }
  })

  it('answers /ana-sayfa with the home frame, both its inline scripts allowed by hash (issue 23, fifth pass)', async () => {
    const res = await app.inject({
      url: '/ana-sayfa',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(homeHtml)
    const policy = String(res.headers['content-security-policy'])
    for (const inline of [skeletonGuard, starter])
      expect(policy).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`)
    expect(policy.match(/'sha256-/g)).toHaveLength(2)
  })

  it('answers a path of the build’s pattern list with its frame, its inline scripts allowed by hash (issue 23, sixth pass)', async () => {
    const res = await app.inject({
      url: '/ogretim/not-girisi/294?tab=1',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    })
    expect(res.statusCode).toBe(200)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(gradeEntryHtml)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers['content-security-policy']).match(/'sha256-/g)).toHaveLength(2)
    // Not the pattern (no section), and a pattern whose file the build did not write: the app's index.html.
    for (const url of ['/ogretim/not-girisi', '/ogretim/not-girisi/x', '/nowhere/1']) {
      const other = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(other.statusCode, url).toBe(200)
      expect(other.body, url).toBe(html)
      expect(String(other.headers['content-security-policy']), url).not.toContain('sha256-')
    }
  })

  it('answers a request for /guest-login that does not accept HTML with the 404 wrapper', async () => {
    const res = await app.inject({ url: '/guest-login', headers: { accept: 'application/json' } })
    expect(res.statusCode).toBe(404)
  })
})

describe('API answers', () => {
  it('compresses JSON of 1 KB and more by Accept-Encoding', async () => {
    const res = await app.inject({ url: '/api/Probe/Json/Large', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString())
    expect(body.responseData).toHaveLength(200)
    expect(body.responseData[7].name).toBe('Öğrenci 7')
    const gz = await app.inject({ url: '/api/Probe/Json/Large', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).responseData).toHaveLength(200)
  })

  it('leaves small answers and clients without compression alone', async () => {
    const small = await app.inject({ url: '/api/Probe/Json/Small', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json().responseData).toEqual({ id: 1 })
    const plain = await app.inject({ url: '/api/Probe/Json/Large' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().responseData).toHaveLength(200)
  })
})
