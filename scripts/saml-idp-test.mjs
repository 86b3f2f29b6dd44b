#!/usr/bin/env node
/**
 * The portal against a real SimpleSAMLphp IdP (issue 34 "A real IdP in the test suite"), driven in Debian's
 * Chromium: the API starts with SSO_PROTOCOL=saml on loopback, scripts/simplesamlphp-idp.sh registers it from
 * its metadata URL and serves the IdP, then each check runs in a fresh browser context:
 *   student and staff sign in; sign-out ends both sessions (old token refused, the next visit shows the IdP's
 *   login form); the same SAMLResponse with its state cookie replayed is refused; a second portal whose
 *   SAML_IDP_ISSUER is wrong refuses the real IdP's assertion; a second ("staging") SimpleSAMLphp entity holding
 *   the production key is refused; an IdP-initiated sign-out ends the portal session; an account without `mail`
 *   is told which attributes arrived; an IdP signing only the Response is told to sign assertions; an unknown identity can use another account (its 403 page signs out at
 *   the IdP); with SAML the development OpenID provider is not loaded (point 11). The two portals and the two IdPs start side by side (the IdP key is made first, so the wrong-issuer
 *   portal can pin it and the staging IdP can share it).
 * Usage: node scripts/saml-idp-test.mjs [--json report.json]; writes { passed, failed, checks }.
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './check-harness.mjs'

const root = resolve(import.meta.dirname, '..')
const require = createRequire(join(root, 'apps/web/package.json'))
const { chromium } = require('@playwright/test')
const reportFile = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null
/**
 * Five distinct free loopback ports, each asked of the system (a port drawn at random could be a client
 * socket's local port at that moment: EADDRINUSE, seen in CI).
 */
const ports = new Set()
while (ports.size < 5) ports.add(await freePort())
const [apiPort, wrongPort, responseOnlyPort, idpPort, stagingPort] = [...ports]
const portal = `http://127.0.0.1:${apiPort}`
/** A second portal whose SAML_IDP_ISSUER is wrong (issue 34 point 2: it must refuse the real IdP). */
const wrongPortal = `http://127.0.0.1:${wrongPort}`
/** A third portal for which the IdP signs only the Response, as Shibboleth does by default (point 5). */
const responseOnlyPortal = `http://127.0.0.1:${responseOnlyPort}`
const idp = `http://127.0.0.1:${idpPort}`
/** A second ("staging") IdP entity with the production key (issue 34 point 2). */
const staging = `http://127.0.0.1:${stagingPort}`
const work = mkdtempSync(join(tmpdir(), 'unacs-saml-'))
const checks = []
const children = []

/** A self-signed key and certificate `<name>.key`/`<name>.crt` in `folder`. */
function makeKey(folder, name, subject) {
  mkdirSync(folder, { recursive: true })
  spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      subject,
      '-keyout',
      join(folder, `${name}.key`),
      '-out',
      join(folder, `${name}.crt`),
    ],
    { stdio: 'ignore' },
  )
}
makeKey(work, 'sp', '/CN=unacs portal sp')
// The IdP's key, made before the IdP (simplesamlphp-idp.sh keeps an existing one): the staging IdP gets a copy.
makeKey(join(work, 'idp/cert'), 'idp', '/CN=127.0.0.1 test IdP')
mkdirSync(join(work, 'staging/cert'), { recursive: true })
for (const f of ['idp.key', 'idp.crt']) copyFileSync(join(work, 'idp/cert', f), join(work, 'staging/cert', f))

/** Starts a child process in its own group (so it and its children can be stopped together). */
function start(command, args, env, log) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines = []
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => lines.push(String(d)))
  children.push(child)
  child.lines = lines
  child.log = log
  return child
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer in ${seconds} s`)
}

async function check(name, fn) {
  const started = Date.now()
  try {
    await fn()
    checks.push({ name, ok: true })
    console.log(`  ✓ ${name} (${Date.now() - started} ms)`)
  } catch (err) {
    checks.push({ name, ok: false, error: String(err?.stack ?? err) })
    console.log(`  ✗ ${name}: ${err?.message ?? err}`)
  }
}

const expect = (cond, message) => {
  if (!cond) throw new Error(message)
}

let browser
try {
  const portalEnv = (url, port) => ({
    PORT: String(port),
    DATA_DIR: 'memory',
    SEED_STUDENTS: '50',
    LOG_LEVEL: 'warn',
    WEB_DIST: 'none',
    PUBLIC_URL: url,
    SSO_PROTOCOL: 'saml',
    SAML_ENTRY_POINT: `${idp}/saml2/idp/SSOService.php`,
    SAML_LOGOUT_URL: `${idp}/saml2/idp/SingleLogoutService.php`,
    SAML_IDP_ISSUER: `${idp}/saml2/idp/metadata.php`,
    SAML_IDP_METADATA_URL: `${idp}/saml2/idp/metadata.php`,
    SAML_SP_KEY: readFileSync(join(work, 'sp.key'), 'utf8'),
    SAML_SP_CERT: readFileSync(join(work, 'sp.crt'), 'utf8'),
  })
  start('npm', ['run', 'start', '-w', '@unacs/api'], portalEnv(portal, apiPort), 'api')
  // The wrong-issuer portal pins the IdP's certificate (the metadata lookup by entity id would find none).
  start(
    'npm',
    ['run', 'start', '-w', '@unacs/api'],
    {
      ...portalEnv(wrongPortal, wrongPort),
      SEED_STUDENTS: '0', // it refuses every answer before looking anyone up
      SAML_IDP_ISSUER: `${idp}/saml2/idp/metadata`,
      SAML_IDP_METADATA_URL: '',
      SAML_IDP_CERT: readFileSync(join(work, 'idp/cert/idp.crt'), 'utf8'),
    },
    'api-wrong-issuer',
  )
  start(
    'npm',
    ['run', 'start', '-w', '@unacs/api'],
    { ...portalEnv(responseOnlyPortal, responseOnlyPort), SEED_STUDENTS: '0' },
    'api-response-only',
  )
  await Promise.all([portal, wrongPortal, responseOnlyPortal].map((url) => waitFor(`${url}/readyz`, 180)))
  const portals = `${portal},${wrongPortal},${responseOnlyPortal}`
  start('bash', ['scripts/simplesamlphp-idp.sh', join(work, 'idp'), String(idpPort), portals], {}, 'idp')
  start(
    'bash',
    ['scripts/simplesamlphp-idp.sh', join(work, 'staging'), String(stagingPort), portals],
    {},
    'idp-staging',
  )
  await Promise.all([
    waitFor(`${idp}/saml2/idp/metadata.php`, 30),
    waitFor(`${staging}/saml2/idp/metadata.php`, 30),
  ])
  // For the third portal only, the production IdP signs the Response and not the assertion (SimpleSAMLphp's
  // per-SP options; the file is read at every request).
  appendFileSync(
    join(work, 'idp/metadata/saml20-sp-remote.php'),
    `$metadata['${responseOnlyPortal}']['saml20.sign.assertion'] = false;\n` +
      `$metadata['${responseOnlyPortal}']['saml20.sign.response'] = true;\n`,
  )
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })

  /** Signs in at the IdP's form as `user`; returns the page, its context and the portal's answer. */
  /**
   * Signs in at the IdP's form as `user` on portal `at`; with `idpOrigin`, the portal's signed AuthnRequest is
   * taken to that IdP instead (the staging entity). Returns the page, the portal's answer and its token.
   */
  async function signIn(context, user, { at = portal, idpOrigin = null } = {}) {
    const page = await context.newPage()
    const posts = []
    page.on('request', (r) => r.url().endsWith('/api/Identity/Auth/SamlCallback') && posts.push(r))
    const login = `${at}/api/Identity/Auth/Login?returnUrl=/ana-sayfa`
    if (idpOrigin) {
      // The context's request API shares the browser's cookies: the attempt's state cookie is kept.
      const started = await context.request.get(login, { maxRedirects: 0 })
      const location = new URL(started.headers().location)
      await page.goto(`${idpOrigin}${location.pathname}${location.search}`)
    } else {
      await page.goto(login)
    }
    await page.fill('input[name=username]', user)
    await page.fill('input[name=password]', `${user}-pass`)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Identity/Auth/SamlCallback'))
    await page.click('button[type=submit], input[type=submit]')
    const response = await answer
    // The IdP's auto-posting page has long been loaded: wait for the portal's answer to be the page shown (a
    // redirect to /tokenreader, or the callback's own page), so nothing runs in a page being replaced.
    await page.waitForURL(response.status() === 303 ? /\/tokenreader/ : /\/SamlCallback/)
    await page.waitForLoadState('load')
    const location = response.headers().location ?? ''
    const token = new URLSearchParams(location.split('#')[1] ?? '').get('token')
    return { page, response, token, post: posts[0] }
  }
  const byLog = Object.fromEntries(children.map((c) => [c.log, c]))
  /**
   * True when `child`'s log has the refusal that comes after node-saml's checks passed (signature with the
   * pinned key, audience, time): the assertion's issuer `received` is not SAML_IDP_ISSUER.
   */
  const refusedForIssuer = (child, received) =>
    child.lines
      .join('')
      .split('\n')
      .some(
        (line) =>
          line.includes('the assertion was issued by another entity than SAML_IDP_ISSUER') &&
          line.includes(`"received":"${received}"`),
      )
  const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
  const menuStatus = async (token) =>
    (
      await fetch(`${portal}/api/Menu/GetUnacsMenuListByRoleId`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status

  await check(
    'a student signs in through SimpleSAMLphp (signed AuthnRequest, signed assertion, mail attribute)',
    async () => {
      const context = await browser.newContext()
      const { response, token } = await signIn(context, 'student')
      expect(response.status() === 303 && token, `no token (status ${response.status()})`)
      expect(claimsOf(token).Personel === 'null' && claimsOf(token).Ogrenci !== 'null', 'not a student token')
      expect((await menuStatus(token)) === 200, 'the token does not answer')
      await context.close()
    },
  )

  await check(
    'point 11: with an external provider the development provider is neither mounted nor loaded',
    async () => {
      const status = (await fetch(`${portal}/idp/.well-known/openid-configuration`)).status
      expect(status === 404, `/idp answered ${status}`)
      const log = byLog.api.lines.join('')
      expect(!log.includes('development identity provider'), 'the development provider was mounted')
      expect(
        !/unsupported runtime/i.test(log),
        'oidc-provider was loaded (its runtime warning is in the log)',
      )
    },
  )

  await check(
    'staff sign in; sign-out ends the portal and the IdP session (next visit shows the login form)',
    async () => {
      const context = await browser.newContext()
      const { page, token } = await signIn(context, 'registrar')
      expect(token && JSON.parse(claimsOf(token).Personel).SicilNo, 'not a staff token')
      const out = await page.evaluate(async (t) => {
        const r = await fetch('/api/Identity/Auth/Logout', {
          method: 'POST',
          headers: { authorization: `Bearer ${t}` },
        })
        return (await r.json()).responseData.redirectUrl
      }, token)
      expect(
        out.startsWith(`${idp}/saml2/idp/SingleLogoutService.php?SAMLRequest=`),
        `not the IdP's SLO: ${out}`,
      )
      await page.goto(out)
      await page.waitForURL(`${portal}/api/Identity/Auth/SignedOut`)
      expect(
        (await page.textContent('h1')).includes('signed out') ||
          (await page.textContent('h1')).includes('kapatıldı'),
        'no signed-out page',
      )
      expect((await menuStatus(token)) === 401, 'the old token still answers')
      await page.goto(`${portal}/api/Identity/Auth/Login?returnUrl=/ana-sayfa`)
      expect(
        (await page.locator('input[name=password]').count()) === 1,
        'the IdP signed the user straight back in',
      )
      await context.close()
    },
  )

  await check('the same SAMLResponse with its state cookie, posted again, is refused (replay)', async () => {
    const context = await browser.newContext()
    const { response, post } = await signIn(context, 'student')
    expect(response.status() === 303, 'first sign-in failed')
    const headers = await post.allHeaders()
    const replay = await fetch(`${portal}/api/Identity/Auth/SamlCallback`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: headers.cookie ?? '',
        'accept-language': 'en',
      },
      body: post.postData(),
    })
    const text = await replay.text()
    expect(replay.status === 400 && text.includes('already been used'), `replay answered ${replay.status}`)
    await context.close()
  })

  await check('a portal whose SAML_IDP_ISSUER is wrong refuses the real IdP (issue 34 point 2)', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en' } })
    const { page, response, token } = await signIn(context, 'student', { at: wrongPortal })
    expect(response.status() === 400 && !token, `status ${response.status()}`)
    const text = await page.textContent('#problem')
    expect(text.includes('did not come from the identity provider the portal trusts'), `page says: ${text}`)
    expect(
      refusedForIssuer(byLog['api-wrong-issuer'], `${idp}/saml2/idp/metadata.php`),
      'the API did not log an assertion with a valid signature refused for its issuer',
    )
    await context.close()
  })

  await check(
    'a second (staging) IdP entity signing with the production key is refused (issue 34 point 2)',
    async () => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en' } })
      const { page, response, token } = await signIn(context, 'registrar', { idpOrigin: staging })
      expect(response.status() === 400 && !token, `status ${response.status()}`)
      const text = await page.textContent('#problem')
      expect(text.includes('did not come from the identity provider the portal trusts'), `page says: ${text}`)
      // Refused for its issuer only after node-saml had verified the signature with the pinned key.
      expect(
        refusedForIssuer(byLog.api, `${staging}/saml2/idp/metadata.php`),
        'the API did not log an assertion with a valid signature refused for its issuer',
      )
      await context.close()
    },
  )

  await check('an IdP-initiated sign-out (SimpleSAMLphp initSLO) ends the portal session', async () => {
    const context = await browser.newContext()
    const { page, token } = await signIn(context, 'student')
    expect(token && (await menuStatus(token)) === 200, 'no live portal session to end')
    const back = `${portal}/api/Identity/Auth/SignedOut`
    const request = page.waitForResponse((r) =>
      r.url().includes('/api/Identity/Auth/SamlLogout?SAMLRequest='),
    )
    await page.goto(`${idp}/saml2/idp/initSLO.php?RelayState=${encodeURIComponent(back)}`)
    const answer = await request
    expect(answer.status() === 302, `the portal answered the LogoutRequest with ${answer.status()}`)
    expect(
      (answer.headers().location ?? '').startsWith(`${idp}/saml2/idp/SingleLogoutService.php?SAMLResponse=`),
      `no LogoutResponse to the IdP: ${answer.headers().location}`,
    )
    await page.waitForURL(back)
    expect((await menuStatus(token)) === 401, 'the portal session lives on')
    await context.close()
  })

  await check(
    'an account that sends no e-mail gets a page naming what arrived and what was expected',
    async () => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en' } })
      const { page, response, token } = await signIn(context, 'nomail')
      expect(response.status() === 403 && !token, `status ${response.status()}`)
      const text = await page.textContent('#problem')
      expect(
        text.includes('did not send an e-mail address') &&
          text.includes('urn:oid:0.9.2342.19200300.100.1.3') &&
          /received: .*eduPersonAffiliation/.test(text),
        `page says: ${text}`,
      )
      await context.close()
    },
  )

  await check(
    'an IdP signing only the Response (Shibboleth’s default) gets "the assertion is not signed"',
    async () => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'en' } })
      const { page, response, token } = await signIn(context, 'student', { at: responseOnlyPortal })
      expect(response.status() === 400 && !token, `status ${response.status()}`)
      const text = await page.textContent('#problem')
      expect(text.includes('assertion is not signed'), `page says: ${text}`)
      await context.close()
    },
  )

  await check(
    'an unknown identity gets a 403 page whose "use another account" signs out at the IdP',
    async () => {
      const context = await browser.newContext({
        locale: 'en-GB',
        extraHTTPHeaders: { 'accept-language': 'en' },
      })
      const { page, response } = await signIn(context, 'stranger')
      expect(response.status() === 403, `status ${response.status()}`)
      await page.getByRole('link', { name: 'Use another account' }).click()
      await page.waitForURL(`${portal}/api/Identity/Auth/SignedOut`)
      await page.goto(`${portal}/api/Identity/Auth/Login?returnUrl=/ana-sayfa`)
      expect(
        (await page.locator('input[name=password]').count()) === 1,
        'no login form: the IdP session lives on',
      )
      const { response: second, token } = await signIn(context, 'student')
      expect(second.status() === 303 && token, 'could not sign in with another account')
      await context.close()
    },
  )
} catch (err) {
  checks.push({ name: 'set-up', ok: false, error: String(err?.stack ?? err) })
  console.log(`  ✗ set-up: ${err?.message ?? err}`)
  for (const c of children) console.log(`[${c.log}] ${c.lines.join('').slice(-2000)}`)
} finally {
  await browser?.close()
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM')
    } catch {}
  }
  rmSync(work, { recursive: true, force: true })
}
const passed = checks.filter((c) => c.ok).length
const failed = checks.length - passed
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed, checks }, null, 2))
console.log(`SimpleSAMLphp: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
