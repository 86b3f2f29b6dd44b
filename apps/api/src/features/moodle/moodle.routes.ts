/**
 * Moodle endpoints (issue 20), /api/Moodle/{Controller}/{Action}: the user sync of the system administrator
 * (role 13) and the course enrolment of an instructor's sections (role 2, own sections only).
 */
import {
  ZJobId,
  ZJobStarted,
  ZJobStatus,
  ZMoodleCreateResult,
  ZMoodleCreateUsers,
  ZMoodleSection,
  ZMoodleSectionSyncResult,
  ZMoodleSyncSection,
  ZMoodleUnlinkedPage,
  ZMoodleUnlinkedQuery,
  ZMoodleUserSummary,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './moodle.messages.ts'
import type { MoodleService } from './moodle.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const E = errorWrapper

/** Registers the Moodle calls. */
export async function moodleRoutes(app: FastifyInstance, deps: { moodle: MoodleService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['moodle']
  const admin = { config: { access: access.staff([ROLE_IDS.sysadmin]) } }
  const instructor = {
    config: {
      access: access.staff([ROLE_IDS.instructor]),
      scope: { none: 'own sections only, checked by ownership' },
    },
  }
  const { moodle } = deps
  const U = '/api/Moodle/Kullanici'

  /** GET …/Ozet: how many of our people are linked to Moodle users. */
  api.get(
    `${U}/Ozet`,
    { ...admin, schema: { tags, response: { 200: wrapped(ZMoodleUserSummary) } } },
    async () => ok(await moodle.summary()),
  )

  /** POST …/Esitle: starts the user sync job → {id, joined}. */
  api.post(
    `${U}/Esitle`,
    { ...admin, schema: { tags, response: { 200: wrapped(ZJobStarted) } } },
    async (r) => ok(await moodle.startUserSync(principalOf(r)), translate(lang(r), 'moodle.syncStarted')),
  )

  /** GET …/Is/:jobId: the sync job's status (progress; result; error in the caller's language). 404. */
  api.get(
    `${U}/Is/:jobId`,
    {
      ...admin,
      schema: { tags, params: z.object({ jobId: ZJobId }), response: { 200: wrapped(ZJobStatus), 404: E } },
    },
    async (r) => ok(await moodle.userSyncJob(r.params.jobId, lang(r))),
  )

  /** GET …/Eslesmeyenler ?page&pageSize&q: our people without a Moodle user. */
  api.get(
    `${U}/Eslesmeyenler`,
    {
      ...admin,
      schema: { tags, querystring: ZMoodleUnlinkedQuery, response: { 200: wrapped(ZMoodleUnlinkedPage) } },
    },
    async (r) => ok(await moodle.unlinked(r.query.page, r.query.pageSize, r.query.q)),
  )

  /** POST …/Olustur {PersonIds}: creates (or links) their Moodle users; per person. 409, 422, 503. */
  api.post(
    `${U}/Olustur`,
    {
      ...admin,
      schema: {
        tags,
        body: ZMoodleCreateUsers,
        response: { 200: wrapped(z.array(ZMoodleCreateResult)), 409: E, 422: E, 503: E },
      },
    },
    async (r) =>
      ok(
        await moodle.createUsers(principalOf(r), r.body.PersonIds),
        translate(lang(r), 'moodle.usersCreated'),
      ),
  )

  /** GET /api/Moodle/Ders/Subeler: the instructor's sections of the active term and their Moodle state. */
  api.get(
    '/api/Moodle/Ders/Subeler',
    { ...instructor, schema: { tags, response: { 200: wrapped(z.array(ZMoodleSection)) } } },
    async (r) => ok(await moodle.sections(principalOf(r), lang(r))),
  )

  /** POST /api/Moodle/Ders/Esitle {SectionId}: enrols the section's students in Moodle. 403, 404, 422, 503. */
  api.post(
    '/api/Moodle/Ders/Esitle',
    {
      ...instructor,
      schema: {
        tags,
        body: ZMoodleSyncSection,
        response: { 200: wrapped(ZMoodleSectionSyncResult), 404: E, 422: E, 503: E },
      },
    },
    async (r) =>
      ok(
        await moodle.syncSection(principalOf(r), r.body.SectionId, lang(r)),
        translate(lang(r), 'moodle.sectionSynced'),
      ),
  )
}
