/**
 * The development Moodle (issue 20, DESIGN.md §4b): Moodle's web service REST endpoint at
 * /dev/moodle/webservice/rest/server.php, mounted when MOODLE_URL is unset outside production and served only
 * to loopback clients (platform/dev-only). It implements `core_user_get_users_by_field`,
 * `core_user_create_users`, `core_course_get_courses_by_field` and `enrol_manual_enrol_users` over its own
 * tables (`moodle_dev_*`, seeded from the demo university with differences on purpose) and answers errors in
 * Moodle's format (`{exception, errorcode, message}`). `POST /dev/moodle/mode` makes it slow, down
 * (connections dropped) or answer every call with an exception, so the "unavailable" paths can be tried.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { MOODLE_REST_PATH } from './moodle.client.ts'
import { moodleDevCourses, moodleDevEnrolments, moodleDevUsers } from './moodle.schema.ts'

/** Where the counterpart is mounted. */
export const MOODLE_DEV_PATH = '/dev/moodle'

/** How the counterpart behaves. */
type Mode = { mode: 'ok' } | { mode: 'slow'; delayMs: number } | { mode: 'down' } | { mode: 'exception' }

type Form = Record<string, unknown>

/** Parses PHP array notation form fields (`users[0][email]=…`) into nested objects and arrays. */
export function parsePhpForm(flat: Record<string, unknown>): Form {
  const root: Form = {}
  for (const [key, raw] of Object.entries(flat)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = Array.isArray(raw) ? raw[raw.length - 1] : raw
      else {
        node[part] ??= {}
        node = node[part] as Record<string, unknown>
      }
    })
  }
  return root
}
const list = (v: unknown): unknown[] =>
  v && typeof v === 'object'
    ? Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, x]) => x)
    : []
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** Moodle's error answer. */
class MoodleException extends Error {
  constructor(
    readonly exception: string,
    readonly errorcode: string,
    message: string,
  ) {
    super(message)
  }
}
const invalidParameter = (detail: string) =>
  new MoodleException(
    'invalid_parameter_exception',
    'invalidparameter',
    `Invalid parameter value detected (${detail})`,
  )

/** The web service functions over the counterpart's tables. */
function functions(db: Database): Record<string, (p: Form) => Promise<unknown>> {
  const userView = (u: typeof moodleDevUsers.$inferSelect) => ({
    id: u.id,
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    fullname: `${u.firstname} ${u.lastname}`,
    email: u.email,
    idnumber: u.idnumber,
    auth: 'manual',
  })
  return {
    async core_user_get_users_by_field(p) {
      const field = text(p.field)
      if (!['id', 'username', 'email', 'idnumber'].includes(field)) throw invalidParameter('field')
      const values = list(p.values).map((v) => text(v).toLowerCase())
      if (values.length === 0) return []
      const column =
        field === 'email'
          ? sql`lower(${moodleDevUsers.email})`
          : field === 'username'
            ? sql`lower(${moodleDevUsers.username})`
            : field === 'idnumber'
              ? sql`${moodleDevUsers.idnumber}`
              : sql`${moodleDevUsers.id}::text`
      const rows = await db
        .select()
        .from(moodleDevUsers)
        .where(sql`${column} in (${sql.join(values, sql`, `)})`)
      return rows.map(userView)
    },
    async core_user_create_users(p) {
      const users = list(p.users) as Form[]
      if (users.length === 0) throw invalidParameter('users')
      return db.transaction(async (tx) => {
        const out: { id: number; username: string }[] = []
        for (const u of users) {
          const username = text(u.username).toLowerCase()
          if (!username || !text(u.email)) throw invalidParameter('username')
          const [taken] = await tx.select().from(moodleDevUsers).where(eq(moodleDevUsers.username, username))
          if (taken)
            throw new MoodleException(
              'invalid_parameter_exception',
              'invalidparameter',
              `Username already exists: ${username}`,
            )
          const [row] = await tx
            .insert(moodleDevUsers)
            .values({
              username,
              email: text(u.email),
              firstname: text(u.firstname),
              lastname: text(u.lastname),
              idnumber: text(u.idnumber),
            })
            .returning({ id: moodleDevUsers.id })
          out.push({ id: (row as { id: number }).id, username })
        }
        return out
      })
    },
    async core_course_get_courses_by_field(p) {
      const field = text(p.field)
      if (field !== 'shortname' && field !== 'id') throw invalidParameter('field')
      const value = text(p.value)
      const rows = await db
        .select()
        .from(moodleDevCourses)
        .where(
          field === 'id'
            ? eq(moodleDevCourses.id, Number(value) || 0)
            : eq(moodleDevCourses.shortname, value),
        )
      return {
        courses: rows.map((c) => ({
          id: c.id,
          shortname: c.shortname,
          fullname: c.fullname,
          format: 'topics',
        })),
        warnings: [],
      }
    },
    async enrol_manual_enrol_users(p) {
      const items = (list(p.enrolments) as Form[]).map((e) => ({
        courseId: Number(e.courseid) || 0,
        userId: Number(e.userid) || 0,
        roleId: Number(e.roleid) || 0,
      }))
      if (items.length === 0) throw invalidParameter('enrolments')
      await db.transaction(async (tx) => {
        for (const e of items) {
          const [course] = await tx.select().from(moodleDevCourses).where(eq(moodleDevCourses.id, e.courseId))
          if (!course)
            throw new MoodleException(
              'dml_missing_record_exception',
              'invalidrecord',
              'Can not find data record in database table course.',
            )
          const [user] = await tx.select().from(moodleDevUsers).where(eq(moodleDevUsers.id, e.userId))
          if (!user) throw new MoodleException('dml_missing_record_exception', 'invaliduser', 'Invalid user')
          await tx.insert(moodleDevEnrolments).values(e).onConflictDoNothing()
        }
      })
      return null
    },
  }
}

/** Enrolments of a Moodle course in the counterpart (tests). */
export async function devEnrolments(db: Database, courseId: number) {
  return db
    .select()
    .from(moodleDevEnrolments)
    .where(and(eq(moodleDevEnrolments.courseId, courseId)))
}

/** The counterpart's users by id (tests). */
export async function devUsers(db: Database, ids: number[]) {
  return ids.length ? db.select().from(moodleDevUsers).where(inArray(moodleDevUsers.id, ids)) : []
}

/** Mounts the counterpart on `app`: the REST endpoint and POST /dev/moodle/mode {mode, delayMs?}. */
export async function registerMoodleCounterpart(app: FastifyInstance, db: Database, token: string) {
  const state: { mode: Mode } = { mode: { mode: 'ok' } }
  const fns = functions(db)
  const api = app.withTypeProvider<ZodTypeProvider>()

  /** POST /dev/moodle/webservice/rest/server.php: one web service call (form fields), JSON answer. */
  app.post(`${MOODLE_DEV_PATH}${MOODLE_REST_PATH}`, { schema: { hide: true } }, async (request, reply) => {
    if (state.mode.mode === 'down') {
      request.raw.socket.destroy()
      return reply.hijack()
    }
    if (state.mode.mode === 'slow')
      await new Promise((r) => setTimeout(r, (state.mode as { delayMs: number }).delayMs))
    const form = parsePhpForm((request.body ?? {}) as Record<string, unknown>)
    const answer = (e: MoodleException) =>
      reply.send({ exception: e.exception, errorcode: e.errorcode, message: e.message })
    if (state.mode.mode === 'exception')
      return answer(
        new MoodleException(
          'moodle_exception',
          'servicenotavailable',
          'Web service is not available (it does not exist or might be disabled)',
        ),
      )
    if (text(form.wstoken) !== token)
      return answer(
        new MoodleException('moodle_exception', 'invalidtoken', 'Invalid token - token not found'),
      )
    if (text(form.moodlewsrestformat) !== 'json') return answer(invalidParameter('moodlewsrestformat'))
    const fn = fns[text(form.wsfunction)]
    if (!fn)
      return answer(
        new MoodleException(
          'dml_missing_record_exception',
          'invalidrecord',
          'Can not find data record in database table external_functions.',
        ),
      )
    try {
      return reply.send(await fn(form))
    } catch (err) {
      if (err instanceof MoodleException) return answer(err)
      throw err
    }
  })

  /** POST /dev/moodle/mode: how the counterpart behaves (development and tests only). */
  api.post(
    `${MOODLE_DEV_PATH}/mode`,
    {
      schema: {
        tags: ['dev'],
        summary: 'Sets how the development Moodle behaves (ok, slow, down, exception)',
        body: z.object({
          mode: z.enum(['ok', 'slow', 'down', 'exception']),
          delayMs: z.number().int().min(0).max(120_000).optional(),
        }),
        response: { 200: wrapped(z.object({ mode: z.string() })) },
      },
    },
    async (request) => {
      const { mode, delayMs } = request.body
      state.mode = mode === 'slow' ? { mode, delayMs: delayMs ?? 30_000 } : { mode }
      return ok({ mode })
    },
  )
}
