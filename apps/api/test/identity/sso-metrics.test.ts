/**
 * Calls to the identity provider are counted like the other outside systems (issue 38 "Metrics": SSO calls by
 * outcome with latency): OIDC discovery, the token request and SAML metadata reads, as `system="sso"` — ok,
 * error (the provider answered with an OAuth error or an unusable document) or unavailable (not reached); a
 * callback refused before any request (wrong state) is the sign-in's outcome, not the provider's: not counted.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdpCertificateSource } from '../../src/identity/sso/idp-certificates.ts'
import { createOidcClient } from '../../src/identity/sso/oidc-client.ts'
import { registry } from '../../src/platform/metrics/metrics.ts'

let server: Server
let base: string
/** A closed port on loopback (a server bound and closed again). */
let closed: string

/** The current value of outside_calls_total{system="sso",outcome}. */
async function ssoCalls(outcome: string): Promise<number> {
  const metric = await registry.getSingleMetric('outside_calls_total')?.get()
  return metric?.values.find((v) => v.labels.system === 'sso' && v.labels.outcome === outcome)?.value ?? 0
}
/** The count of outside_call_duration_seconds{system="sso"}. */
async function ssoTimed(): Promise<number> {
  const metric = await registry.getSingleMetric('outside_call_duration_seconds')?.get()
  return (
    metric?.values.find(
      (v) => v.labels.system === 'sso' && (v as { metricName?: string }).metricName?.endsWith('_count'),
    )?.value ?? 0
  )
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer: base,
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
        }),
      )
    } else if (req.url === '/token') {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}')
    } else if (req.url === '/metadata-empty') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end('<EntityDescriptor entityID="x"/>')
    } else res.writeHead(500).end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
  await new Promise((r) => probe.close(r))
})
afterAll(async () => {
  await new Promise((r) => server.close(r))
})

const settings = (issuer: string) => ({
  issuer,
  clientId: 'unacs',
  clientSecret: 'secret',
  scope: 'openid',
  redirectUri: 'http://127.0.0.1:8080/callback',
  allowHttp: true,
})

describe('SSO call metrics', () => {
  it('counts OIDC discovery: unavailable when not reached, ok when answered, with its latency', async () => {
    const [unavailable, ok, timed] = [await ssoCalls('unavailable'), await ssoCalls('ok'), await ssoTimed()]
    await expect(createOidcClient(settings(closed)).startSignIn('/')).rejects.toThrow()
    expect(await ssoCalls('unavailable')).toBe(unavailable + 1)
    const client = createOidcClient(settings(base))
    const started = await client.startSignIn('/')
    expect(await ssoCalls('ok')).toBe(ok + 1)
    expect(await ssoTimed()).toBe(timed + 2)
    // Discovery is read once: a second sign-in makes no call.
    await client.startSignIn('/')
    expect(await ssoCalls('ok')).toBe(ok + 1)

    // A callback with a wrong state is refused before any request: not counted.
    const error = await ssoCalls('error')
    const wrong = new URL(`http://127.0.0.1:8080/callback?code=c&state=other`)
    await expect(client.finishSignIn(wrong, started.state as never, 'email')).rejects.toThrow()
    expect(await ssoCalls('error')).toBe(error)
    // The token endpoint's OAuth error is the provider's answer: error.
    const right = new URL(
      `http://127.0.0.1:8080/callback?code=c&state=${(started.state as { state: string }).state}`,
    )
    await expect(client.finishSignIn(right, started.state as never, 'email')).rejects.toThrow()
    expect(await ssoCalls('error')).toBe(error + 1)
  })

  it('counts SAML metadata reads: error for an unusable answer, unavailable when not reached', async () => {
    const [error, unavailable] = [await ssoCalls('error'), await ssoCalls('unavailable')]
    const source = (url: string) =>
      createIdpCertificateSource(
        { idpCerts: [], idpMetadataUrl: url, idpMetadataCacheSeconds: 3600, idpIssuer: 'x' },
        () => undefined,
      )
    expect(await source(`${base}/metadata-empty`)()).toEqual([])
    expect(await source(`${base}/metadata-500`)()).toEqual([])
    expect(await ssoCalls('error')).toBe(error + 2)
    expect(await source(`${closed}/metadata`)()).toEqual([])
    expect(await ssoCalls('unavailable')).toBe(unavailable + 1)
  })
})
