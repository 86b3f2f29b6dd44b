/**
 * The Moodle client (issue 20): Moodle's web service REST protocol (`POST {url}/webservice/rest/server.php`,
 * form fields `wstoken`, `wsfunction`, `moodlewsrestformat=json` and the function's parameters in PHP array
 * notation, e.g. `values[0]=…`, `users[0][email]=…`). Each call has a timeout, up to three attempts with
 * backoff on transient failures (network errors, timeouts, HTTP 5xx) and a circuit breaker (after 5 failed
 * calls in a row every call fails at once for 30 s). Moodle answers errors as HTTP 200 with
 * `{exception, errorcode, message}`; those are not retried. Every failure is a `MoodleUnavailable`: an outage
 * is never an empty answer.
 */
import { setCircuitOpen, timedOutsideCall } from '../../platform/metrics/metrics.ts'

/** A Moodle user as `core_user_get_users_by_field` returns it (the fields we use). */
export interface MoodleUser {
  id: number
  username: string
  email: string
  firstname: string
  lastname: string
}

/** A Moodle course as `core_course_get_courses_by_field` returns it (the fields we use). */
export interface MoodleCourse {
  id: number
  shortname: string
  fullname: string
}

/** Why Moodle could not be used: unreachable/timeout/5xx, a Moodle exception, or the circuit is open. */
export class MoodleUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'exception' | 'circuitOpen',
    detail: string,
    readonly errorcode: string | null = null,
  ) {
    super(detail)
    this.name = 'MoodleUnavailable'
  }
}

/** The client's settings: Moodle's base URL, the web service token, timeout per call (ms). */
export interface MoodleClientOptions {
  url: string
  token: string
  timeoutMs: number
  /** Backoff before the 2nd and 3rd attempts (ms); default 200 and 600. */
  backoffMs?: readonly number[]
}

/** What the portal needs from Moodle. */
export interface MoodleClient {
  /** The users whose `field` ('email' | 'username') is one of `values` (at most 100 per call). */
  usersByField(field: 'email' | 'username', values: readonly string[]): Promise<MoodleUser[]>
  /** Creates users (manual auth, Moodle e-mails a password); returns their ids and usernames. */
  createUsers(
    users: readonly {
      username: string
      email: string
      firstname: string
      lastname: string
      idnumber: string
    }[],
  ): Promise<{ id: number; username: string }[]>
  /** The course whose short name is `shortname`, or null. */
  courseByShortname(shortname: string): Promise<MoodleCourse | null>
  /** Manual enrolments (role 5 = student); enrolling someone already enrolled changes nothing. */
  enrol(enrolments: readonly { userid: number; courseid: number; roleid: number }[]): Promise<void>
}

const FAILURES_TO_OPEN = 5
const OPEN_MS = 30_000
/** Moodle's web service endpoint under its base URL. */
export const MOODLE_REST_PATH = '/webservice/rest/server.php'

/** Flattens `value` into PHP array notation form fields (`users[0][email]`). */
export function phpForm(prefix: string, value: unknown, out: URLSearchParams): URLSearchParams {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) phpForm(`${prefix}[${i}]`, v, out)
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) phpForm(prefix ? `${prefix}[${k}]` : k, v, out)
  else if (value !== undefined && value !== null) out.append(prefix, String(value))
  return out
}

class Transient extends Error {}

/** Builds the client. */
export function createMoodleClient(options: MoodleClientOptions): MoodleClient {
  const backoff = options.backoffMs ?? [200, 600]
  let failures = 0
  let openUntil = 0

  /** One POST; throws Transient for network errors, timeouts and 5xx, MoodleUnavailable for an exception. */
  async function once(fn: string, params: Record<string, unknown>): Promise<unknown> {
    const body = phpForm('', params, new URLSearchParams())
    body.set('wstoken', options.token)
    body.set('wsfunction', fn)
    body.set('moodlewsrestformat', 'json')
    let res: Response
    try {
      res = await fetch(`${options.url}${MOODLE_REST_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (err) {
      throw new Transient(err instanceof Error ? err.message : String(err))
    }
    if (res.status >= 500) throw new Transient(`HTTP ${res.status}`)
    let json: unknown
    try {
      json = await res.json()
    } catch (err) {
      throw new Transient(`invalid answer: ${err instanceof Error ? err.message : String(err)}`)
    }
    if (!res.ok) throw new MoodleUnavailable('exception', `HTTP ${res.status}`)
    const e = json as { exception?: unknown; errorcode?: unknown; message?: unknown } | null
    if (e && typeof e === 'object' && !Array.isArray(e) && typeof e.exception === 'string') {
      throw new MoodleUnavailable('exception', String(e.message ?? e.errorcode), String(e.errorcode ?? ''))
    }
    return json
  }

  /** `attemptCall`, counted in the metrics (issue 38): ok, error (the service's own fault) or unavailable. */
  function call(fn: string, params: Record<string, unknown>): Promise<unknown> {
    return timedOutsideCall(
      'moodle',
      () => attemptCall(fn, params),
      (err) => (err instanceof MoodleUnavailable && err.reason === 'exception' ? 'error' : 'unavailable'),
    ).finally(() => setCircuitOpen('moodle', Date.now() < openUntil))
  }

  /** Calls `fn`, retrying transient failures with backoff; the circuit opens after repeated outages. */
  async function attemptCall(fn: string, params: Record<string, unknown>): Promise<unknown> {
    if (Date.now() < openUntil) throw new MoodleUnavailable('circuitOpen', 'circuit open')
    let last: unknown
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, backoff[attempt - 1]))
      try {
        const result = await once(fn, params)
        failures = 0
        return result
      } catch (err) {
        if (err instanceof MoodleUnavailable) {
          failures = 0
          throw err
        }
        last = err
      }
    }
    failures += 1
    if (failures >= FAILURES_TO_OPEN) openUntil = Date.now() + OPEN_MS
    throw new MoodleUnavailable('unreachable', last instanceof Error ? last.message : String(last))
  }

  const num = (v: unknown) => Number(v) || 0
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))

  return {
    async usersByField(field, values) {
      if (values.length === 0) return []
      const r = await call('core_user_get_users_by_field', { field, values })
      return (Array.isArray(r) ? r : []).map((u: Record<string, unknown>) => ({
        id: num(u.id),
        username: str(u.username),
        email: str(u.email),
        firstname: str(u.firstname),
        lastname: str(u.lastname),
      }))
    },
    async createUsers(users) {
      if (users.length === 0) return []
      const r = await call('core_user_create_users', {
        users: users.map((u) => ({ ...u, auth: 'manual', createpassword: 1 })),
      })
      return (Array.isArray(r) ? r : []).map((u: Record<string, unknown>) => ({
        id: num(u.id),
        username: str(u.username),
      }))
    },
    async courseByShortname(shortname) {
      const r = (await call('core_course_get_courses_by_field', {
        field: 'shortname',
        value: shortname,
      })) as {
        courses?: Record<string, unknown>[]
      }
      const c = r?.courses?.[0]
      return c ? { id: num(c.id), shortname: str(c.shortname), fullname: str(c.fullname) } : null
    },
    async enrol(enrolments) {
      if (enrolments.length === 0) return
      await call('enrol_manual_enrol_users', { enrolments })
    },
  }
}
