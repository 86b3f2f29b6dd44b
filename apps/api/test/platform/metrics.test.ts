/**
 * Metrics (issue 38 "Metrics"): GET /metrics answers loopback clients and the bearer METRICS_TOKEN only (404
 * for anyone else, also behind a trusted proxy forwarding a remote client), in Prometheus's text format, with
 * requests counted by route pattern (never the raw path with its id), the default process metrics, the job
 * queue's gauges, audit rows and the outside systems' calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countOutsideCall } from '../../src/platform/metrics/metrics.ts'
import { createIdentityFixture, type IdentityFixture } from '../identity/identity-fixture.ts'

let fx: IdentityFixture
const TOKEN = 'metrics-token-of-thirty-two-chars-x'

beforeAll(async () => {
  fx = await createIdentityFixture(10, undefined, { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' })
})
afterAll(async () => {
  await fx?.close()
})

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  fx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })

/** The value of the series `name{labels…}` in `text` (labels in any order), or null. */
function sampleOf(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'))
    if (Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return null
}

describe('GET /metrics', () => {
  it('is served to loopback and to the token only', async () => {
    expect((await scrape('127.0.0.1')).statusCode).toBe(200)
    expect((await scrape('203.0.113.5')).statusCode).toBe(404)
    // A proxy on this machine forwarding a remote client: the resolved client is not loopback.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404)
    expect((await scrape('203.0.113.5', { authorization: 'Bearer wrong' })).statusCode).toBe(404)
    const withToken = await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}` })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.headers['content-type']).toContain('text/plain')
    expect(withToken.body).toContain('process_cpu_user_seconds_total')
  })

  it('counts requests by route pattern, method and status, with a latency histogram', async () => {
    const student = (await fx.signIn('student')).token
    const before = sampleOf((await scrape('127.0.0.1')).body, 'http_requests_total', {
      route: '/api/Menu/GetUnacsMenuListByRoleId',
      method: 'GET',
      status: '200',
    })
    for (let i = 0; i < 3; i++)
      expect((await fx.call('GET', '/api/Menu/GetUnacsMenuListByRoleId', student)).statusCode).toBe(200)
    await fx.call('GET', '/api/Etkinlik/Takvim/Akis/raw-value-zqx')
    const text = (await scrape('127.0.0.1')).body
    const after = sampleOf(text, 'http_requests_total', {
      route: '/api/Menu/GetUnacsMenuListByRoleId',
      method: 'GET',
      status: '200',
    })
    expect((after ?? 0) - (before ?? 0)).toBe(3)
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/Menu\/GetUnacsMenuListByRoleId"/,
    )
    // A path with a parameter is counted under its pattern, never with the raw value.
    expect(text).toContain('route="/api/Etkinlik/Takvim/Akis/:token"')
    expect(text).not.toContain('raw-value-zqx')
  })

  it('exposes the queue, audit and outside-system series', async () => {
    countOutsideCall('moodle', 'unavailable', 0.25)
    const text = (await scrape('127.0.0.1')).body
    expect(text).toContain('# TYPE jobs gauge')
    expect(text).toContain('# TYPE audit_rows_total counter')
    expect(
      sampleOf(text, 'outside_calls_total', { system: 'moodle', outcome: 'unavailable' }),
    ).toBeGreaterThanOrEqual(1)
  })
})
