/**
 * Programme endpoints (issue 19), /api/Program/{Controller}/{Action}: the registrar's (role 4, staff) versions,
 * information, outcomes, TYYÇ matrix and descriptors, fees and preview links; every call is scoped to the
 * programmes under the units of the caller's registrar role. The public guide is /api/Public/Rehber/* (no
 * sign-in), cacheable with ETag and Cache-Control; a draft preview (with a token) is never cached.
 */
import { createHash } from 'node:crypto'
import {
  ZCloneVersionRequest,
  ZDescriptor,
  ZDescriptorQuery,
  ZGuide,
  ZGuideDetail,
  ZGuideDetailQuery,
  ZGuideQuery,
  ZPreviewLink,
  ZProgrammeList,
  ZProgrammeListQuery,
  ZSaveDescriptorRequest,
  ZSaveFeeRequest,
  ZSaveInfoRequest,
  ZSaveMatrixRequest,
  ZSaveOutcomesRequest,
  ZTermOption,
  ZUpdateVersionRequest,
  ZVersionActionRequest,
  ZVersionDetail,
  ZVersionIdQuery,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './programmes.messages.ts'
import type { GuideService } from './programmes.guide.ts'
import type { ProgrammesService } from './programmes.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const writeErrors = { 403: errorWrapper, 404: errorWrapper, 409: errorWrapper, 422: errorWrapper }

/**
 * Sends `data` wrapped with a weak ETag of its JSON and `cacheControl`; answers 304 without a body when the
 * request's If-None-Match names the same ETag. Varies by Accept-Language (the answer's language).
 */
function cacheable<T>(r: FastifyRequest, reply: FastifyReply, data: T, cacheControl: string) {
  const body = ok(data)
  const etag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'Accept-Language')
  const match = r.headers['if-none-match']
  if (match?.split(',').some((m) => m.trim() === etag)) return reply.code(304).send()
  return body
}

/** Registers the programme calls. */
export async function programmesRoutes(
  app: FastifyInstance,
  deps: { programmes: ProgrammesService; guide: GuideService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['programmes']
  const registrar = { config: { access: access.staff([ROLE_IDS.registrar]) } }
  const svc = deps.programmes
  const saved = (r: FastifyRequest) => translate(lang(r), 'programmes.saved')

  /** GET /api/Program/Versiyon/Liste ?search&level&facultyId&page&pageSize: programmes in scope with versions. */
  api.get(
    '/api/Program/Versiyon/Liste',
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'query.facultyId' }] },
      schema: { tags, querystring: ZProgrammeListQuery, response: { 200: wrapped(ZProgrammeList) } },
    },
    async (r) => ok(await svc.list(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Program/Versiyon/Detay ?id: a version with all its parts. 404 unknown or out of scope. */
  api.get(
    '/api/Program/Versiyon/Detay',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'query.id' }] },
      schema: { tags, querystring: ZVersionIdQuery, response: { 200: wrapped(ZVersionDetail) } },
    },
    async (r) => ok(await svc.detail(principalOf(r), r.query.id, lang(r))),
  )

  /** GET /api/Program/Versiyon/Donemler: the academic terms, newest first. */
  api.get(
    '/api/Program/Versiyon/Donemler',
    { ...registrar, schema: { tags, response: { 200: wrapped(z.array(ZTermOption)) } } },
    async (r) => ok(await svc.terms(lang(r))),
  )

  /** POST /api/Program/Versiyon/Klonla {Id}: clones a version into a new draft → its id. 409 a draft exists. */
  api.post(
    '/api/Program/Versiyon/Klonla',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: {
        tags,
        body: ZCloneVersionRequest,
        response: { 200: wrapped(z.number().int()), ...writeErrors },
      },
    },
    async (r) => ok(await svc.clone(principalOf(r), r.body.Id), translate(lang(r), 'programmes.cloned')),
  )

  /** POST /api/Program/Versiyon/Guncelle: a draft's name, applicable term and dates. 409 stale, 422 read-only. */
  api.post(
    '/api/Program/Versiyon/Guncelle',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZUpdateVersionRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.update(principalOf(r), r.body)
      return ok(null, saved(r))
    },
  )

  /** POST /api/Program/Versiyon/Yayinla {Id, Version}: publishes a draft (dates required, spec §5). */
  api.post(
    '/api/Program/Versiyon/Yayinla',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZVersionActionRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.publish(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'programmes.published'))
    },
  )

  /** POST /api/Program/Versiyon/Sil {Id, Version}: deletes a draft. 422 for a published version. */
  api.post(
    '/api/Program/Versiyon/Sil',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZVersionActionRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.deleteDraft(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'programmes.deleted'))
    },
  )

  /** POST /api/Program/Versiyon/Onizleme {Id}: a signed preview link of the version, valid one hour. */
  api.post(
    '/api/Program/Versiyon/Onizleme',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZCloneVersionRequest, response: { 200: wrapped(ZPreviewLink), ...writeErrors } },
    },
    async (r) => ok(await svc.previewLink(principalOf(r), r.body.Id)),
  )

  /** POST /api/Program/Bilgi/Kaydet: a draft's information sections (HTML sanitised). */
  api.post(
    '/api/Program/Bilgi/Kaydet',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZSaveInfoRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.saveInfo(principalOf(r), r.body)
      return ok(null, saved(r))
    },
  )

  /** POST /api/Program/Yeterlilik/Kaydet: a draft's programme learning outcomes. */
  api.post(
    '/api/Program/Yeterlilik/Kaydet',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZSaveOutcomesRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.saveOutcomes(principalOf(r), r.body)
      return ok(null, saved(r))
    },
  )

  /** POST /api/Program/Tyyc/Eslestir: a draft's outcome × TYYÇ descriptor matrix (levels 0–5). */
  api.post(
    '/api/Program/Tyyc/Eslestir',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZSaveMatrixRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.saveMatrix(principalOf(r), r.body)
      return ok(null, saved(r))
    },
  )

  /** GET /api/Program/Tyyc/Tanimlar ?level: the TYYÇ descriptors of a level (inactive ones included). */
  api.get(
    '/api/Program/Tyyc/Tanimlar',
    {
      ...registrar,
      schema: { tags, querystring: ZDescriptorQuery, response: { 200: wrapped(z.array(ZDescriptor)) } },
    },
    async (r) => ok(await svc.descriptors(principalOf(r), r.query.level)),
  )

  /** POST /api/Program/Tyyc/TanimKaydet: adds or edits a TYYÇ descriptor → its id. 409 code taken. */
  api.post(
    '/api/Program/Tyyc/TanimKaydet',
    {
      config: {
        ...registrar.config,
        scope: { none: 'TYYÇ descriptors are national reference data, not a unit record' },
      },
      schema: {
        tags,
        body: ZSaveDescriptorRequest,
        response: { 200: wrapped(z.number().int()), ...writeErrors },
      },
    },
    async (r) => ok(await svc.saveDescriptor(principalOf(r), r.body), saved(r)),
  )

  /** POST /api/Program/Ucret/Kaydet: a draft's fees for a term (integer minor units; audited). */
  api.post(
    '/api/Program/Ucret/Kaydet',
    {
      config: { ...registrar.config, scope: [{ kind: 'programmeVersion', from: 'body.Id' }] },
      schema: { tags, body: ZSaveFeeRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await svc.saveFee(principalOf(r), r.body)
      return ok(null, saved(r))
    },
  )

  /** GET /api/Public/Rehber/Liste: the public guide (published programmes), cacheable for 5 minutes. */
  api.get(
    '/api/Public/Rehber/Liste',
    {
      config: { access: access.public },
      schema: { tags, querystring: ZGuideQuery, response: { 200: wrapped(ZGuide) } },
    },
    async (r, reply) => cacheable(r, reply, await deps.guide.guide(r.query, lang(r)), 'public, max-age=300'),
  )

  /**
   * GET /api/Public/Rehber/Detay ?programId&token: a programme's published detail (cacheable), or with a preview
   * token the version it names (never cached). 404 unknown, unpublished, or a bad or expired token.
   */
  api.get(
    '/api/Public/Rehber/Detay',
    {
      config: { access: access.public },
      schema: {
        tags,
        querystring: ZGuideDetailQuery,
        response: { 200: wrapped(ZGuideDetail), 404: errorWrapper },
      },
    },
    async (r, reply) =>
      cacheable(
        r,
        reply,
        await deps.guide.detail(r.query.programId, r.query.token, lang(r)),
        r.query.token ? 'private, no-store' : 'public, max-age=300',
      ),
  )
}
