/** The Moodle feature: user id sync and course enrolment through Moodle's web services (issue 20). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { createMoodleClient, type MoodleClient, MoodleUnavailable } from './moodle.client.ts'
import { MOODLE_DEV_PATH, registerMoodleCounterpart } from './moodle.counterpart.ts'
import { moodleRoutes } from './moodle.routes.ts'
import { createMoodleService, type MoodleGrades, USER_SYNC_JOB } from './moodle.service.ts'

export type { MoodleService } from './moodle.service.ts'
export { moodleTransfersOf } from './moodle.transfers.ts'

/** Moodle's settings from the environment: MOODLE_URL, MOODLE_TOKEN, MOODLE_TIMEOUT_MS (README). */
export function moodleSettings(env: NodeJS.ProcessEnv = process.env) {
  const timeout = Number(env.MOODLE_TIMEOUT_MS)
  return {
    url: env.MOODLE_URL ? env.MOODLE_URL.replace(/\/+$/, '') : null,
    token: env.MOODLE_TOKEN || 'unacs-dev-moodle',
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
  }
}

/**
 * The Moodle course search page for a course code (the students' materials link, issue 22 StudentCourseDetail),
 * or null when MOODLE_URL is unset: the development counterpart serves web services, not course pages.
 */
export function moodleCourseSearchUrl(courseCode: string, settings = moodleSettings()): string | null {
  return settings.url ? `${settings.url}/course/search.php?search=${encodeURIComponent(courseCode)}` : null
}

/**
 * The client for `config`: MOODLE_URL, else outside production the development counterpart at
 * PUBLIC_URL/dev/moodle; in production without MOODLE_URL every call is "unavailable".
 */
export function moodleClientFor(config: AppConfig, settings = moodleSettings()): MoodleClient {
  const url =
    settings.url ?? (config.nodeEnv === 'production' ? null : `${config.publicUrl}${MOODLE_DEV_PATH}`)
  if (url === null) {
    const fail = async (): Promise<never> => {
      throw new MoodleUnavailable('unreachable', 'MOODLE_URL is not set')
    }
    return { usersByField: fail, createUsers: fail, courseByShortname: fail, enrol: fail }
  }
  return createMoodleClient({ url, token: settings.token, timeoutMs: settings.timeoutMs })
}

/** Registers the Moodle routes, the user sync job and, outside production without MOODLE_URL, /dev/moodle. */
export async function moodleFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; jobs: Jobs; grades: MoodleGrades },
) {
  const settings = moodleSettings()
  const moodle = createMoodleService(deps.db, moodleClientFor(deps.config, settings), deps.jobs, deps.grades)
  deps.jobs.register<{ personId: number }>({
    kind: USER_SYNC_JOB,
    run: (input, ctx) => moodle.runUserSync(input, (done, total) => ctx.progress(done, total)),
  })
  await app.register(moodleRoutes, { moodle })
  if (deps.config.nodeEnv !== 'production' && settings.url === null)
    await registerMoodleCounterpart(app, deps.db, settings.token)
}
