/**
 * The portal's Prometheus metrics (issue 38 "Metrics"), with prom-client. One registry per process (each API
 * instance is scraped on its own, as Prometheus expects), holding prom-client's default process metrics
 * (CPU, memory, event-loop lag, handles, GC) and the portal's own series:
 * - `http_requests_total` and `http_request_duration_seconds{route,method,status}`: `route` is the route's
 *   pattern (`/api/Grades/GradeBook/Get`, `/api/Documents/Files/:id`), never the raw path with ids;
 *   unmatched paths are `route="unmatched"`.
 * - `db_pool_connections{state}` (in use, idle, waiting; PostgreSQL server only) and
 *   `db_errors_total{code}` (SQLSTATE of the faults answered 503).
 * - `jobs{name,state}` and `jobs_oldest_age_seconds{name,state}` read from the pg-boss queue at scrape time.
 * - `outside_calls_total{system,outcome}`, `outside_call_duration_seconds{system}` and
 *   `outside_circuit_open{system}` (1 while a client's circuit breaker refuses calls) for YÖKSİS, Moodle, the
 *   military service, the bank, SMS, SMTP and the identity provider.
 * - `sign_ins_total{method,outcome}`, `rate_limit_refusals_total{limit}`, `audit_rows_total`.
 * - `unacs_audit_unsealed_rows` and `unacs_audit_unsealed_oldest_age_seconds`: the audit rows not yet sealed
 *   into the hash chain and the oldest one's age, read at scrape time (issue 40; platform/audit registers the
 *   reader).
 * Functions here never throw: a metric must not break the request it observes.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** The outside systems whose calls are counted. */
export type OutsideSystem = 'yoksis' | 'moodle' | 'military' | 'bank' | 'sms' | 'smtp' | 'sso'
/** How an outside call ended: answered, answered with an error of the service, or not reached at all. */
export type OutsideOutcome = 'ok' | 'error' | 'unavailable'

/** The registry scraped at /metrics. */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
})
const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to answer in seconds, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
})
const dbErrors = new Counter({
  name: 'db_errors_total',
  help: 'Database faults answered 503, by PostgreSQL SQLSTATE (or "connection" without one)',
  labelNames: ['code'] as const,
  registers: [registry],
})
const outsideCalls = new Counter({
  name: 'outside_calls_total',
  help: 'Calls to outside systems by outcome (ok, error answered by the service, unavailable)',
  labelNames: ['system', 'outcome'] as const,
  registers: [registry],
})
const outsideDuration = new Histogram({
  name: 'outside_call_duration_seconds',
  help: 'Duration of calls to outside systems in seconds, retries included',
  labelNames: ['system'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
})
const circuitOpen = new Gauge({
  name: 'outside_circuit_open',
  help: "1 while an outside system's circuit breaker refuses calls, else 0",
  labelNames: ['system'] as const,
  registers: [registry],
})
const signIns = new Counter({
  name: 'sign_ins_total',
  help: 'Sign-ins by method (oidc, saml, guest-otp, impersonation) and outcome',
  labelNames: ['method', 'outcome'] as const,
  registers: [registry],
})
const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limit name',
  labelNames: ['limit'] as const,
  registers: [registry],
})
const auditRows = new Counter({
  name: 'audit_rows_total',
  help: 'Audit rows inserted by this instance through recordAudit (a rolled-back transaction counts too)',
  registers: [registry],
})

/** The unsealed audit backlog's reader (platform/audit's `auditBacklog` on the app's database), or none yet. */
let auditBacklogReader: (() => Promise<{ count: number; oldestAgeSeconds: number }>) | null = null
let auditBacklogRead: Promise<{ count: number; oldestAgeSeconds: number } | null> | null = null

/** The backlog, read once per scrape for both gauges; null when there is no reader or the read failed. */
function auditBacklogOnce(): Promise<{ count: number; oldestAgeSeconds: number } | null> {
  if (!auditBacklogRead) {
    const reader = auditBacklogReader
    auditBacklogRead = (reader ? reader().catch(() => null) : Promise.resolve(null)).finally(() =>
      setTimeout(() => (auditBacklogRead = null), 0),
    )
  }
  return auditBacklogRead
}

new Gauge({
  name: 'unacs_audit_unsealed_rows',
  help: 'Audit rows written but not yet sealed into the hash chain (above the watermark)',
  registers: [registry],
  async collect() {
    const backlog = await auditBacklogOnce()
    if (backlog) this.set(backlog.count)
  },
})
new Gauge({
  name: 'unacs_audit_unsealed_oldest_age_seconds',
  help: 'Age in seconds of the oldest audit row not yet sealed (0 when none)',
  registers: [registry],
  async collect() {
    const backlog = await auditBacklogOnce()
    if (backlog) this.set(backlog.oldestAgeSeconds)
  },
})

/**
 * Sets how the unsealed-backlog gauges read the backlog (issue 40): `reader` resolves the count and the oldest
 * row's age in seconds. The latest call wins (one app per process in production).
 */
export function readAuditBacklogWith(
  reader: () => Promise<{ count: number; oldestAgeSeconds: number }>,
): void {
  auditBacklogReader = reader
}

/** Counts one answered request of `route` (pattern) taking `seconds`. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) }
  httpRequests.inc(labels)
  httpDuration.observe(labels, seconds)
}

/** Counts a database fault answered 503 (`code`: SQLSTATE, or null for a lost connection or pool timeout). */
export function countDatabaseFault(code: string | null): void {
  dbErrors.inc({ code: code ?? 'connection' })
}

/** One finished outside call as its listeners see it; `error` is what the call threw (null when `ok`). */
export interface OutsideCallEvent {
  system: OutsideSystem
  outcome: OutsideOutcome
  seconds: number
  error: unknown
}

/** Who hears of outside calls and breaker changes (the operator's status page records the last outcomes). */
const callListeners = new Set<(event: OutsideCallEvent) => void>()
const circuitListeners = new Set<(system: OutsideSystem, open: boolean) => void>()
/** The circuit breakers of this process that refuse calls now. */
const openBreakers = new Set<OutsideSystem>()

/**
 * Calls `listener` after every counted outside call (issue 38 "The operator's page"). Returns the function that
 * removes it. A listener must be quick and must not throw (a throw is swallowed).
 */
export function onOutsideCall(listener: (event: OutsideCallEvent) => void): () => void {
  callListeners.add(listener)
  return () => void callListeners.delete(listener)
}

/** Calls `listener` when a circuit breaker of this process opens or closes. Returns the remover. */
export function onCircuitChange(listener: (system: OutsideSystem, open: boolean) => void): () => void {
  circuitListeners.add(listener)
  return () => void circuitListeners.delete(listener)
}

/** The outside systems whose circuit breaker in this process refuses calls now, sorted. */
export function openCircuits(): OutsideSystem[] {
  return [...openBreakers].sort()
}

/**
 * Counts one call to `system` that ended with `outcome` after `seconds` (retries included); `error` (what it
 * threw, if anything) goes to the listeners only.
 */
export function countOutsideCall(
  system: OutsideSystem,
  outcome: OutsideOutcome,
  seconds: number,
  error: unknown = null,
): void {
  outsideCalls.inc({ system, outcome })
  outsideDuration.observe({ system }, seconds)
  for (const listener of callListeners) {
    try {
      listener({ system, outcome, seconds, error })
    } catch {
      // a listener must not break the call it observes
    }
  }
}

/** Sets whether `system`'s circuit breaker is open (refusing calls); listeners hear of a change. */
export function setCircuitOpen(system: OutsideSystem, open: boolean): void {
  circuitOpen.set({ system }, open ? 1 : 0)
  if (open === openBreakers.has(system)) return
  if (open) openBreakers.add(system)
  else openBreakers.delete(system)
  for (const listener of circuitListeners) {
    try {
      listener(system, open)
    } catch {
      // as above
    }
  }
}

/**
 * Runs `call` to `system`, counting it: resolved → `ok`; rejected → `classify(error)` (default
 * `unavailable`; null: not a call that reached out, e.g. a callback refused before any request, not counted).
 * Returns or rethrows what `call` does.
 */
export async function timedOutsideCall<T>(
  system: OutsideSystem,
  call: () => Promise<T>,
  classify: (error: unknown) => OutsideOutcome | null = () => 'unavailable',
): Promise<T> {
  const started = performance.now()
  try {
    const result = await call()
    countOutsideCall(system, 'ok', (performance.now() - started) / 1000)
    return result
  } catch (error) {
    const outcome = classify(error)
    if (outcome) countOutsideCall(system, outcome, (performance.now() - started) / 1000, error)
    throw error
  }
}

/** Counts a sign-in by `method` with `outcome` (ok, refused, error). */
export function countSignIn(method: string, outcome: 'ok' | 'refused' | 'error'): void {
  signIns.inc({ method, outcome })
}

/** Counts a request refused by the rate limit named `limit`. */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit })
}

/** Counts `n` audit rows written. */
export function countAuditRows(n = 1): void {
  auditRows.inc(n)
}
