/**
 * Section definitions endpoints (issue 22 "Definitions"), /api/Sections/Definitions/{Action}: the head of
 * department (role 11) lists, opens, edits and deletes sections of the department's courses. Scope and rules
 * live in sections.service.ts; every other role 403.
 */
import {
  ZDeleteSection,
  ZOpenSections,
  ZSectionDefinition,
  ZSectionListQuery,
  ZSectionOptions,
  ZSectionPage,
  ZUpdateSection,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper as E, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './sections.messages.ts'
import type { SectionsService } from './sections.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the section definitions calls. */
export async function sectionsRoutes(app: FastifyInstance, deps: { sections: SectionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['sections']
  const head = { config: { access: access.staff([ROLE_IDS.headOfDepartment]) } }
  const { sections } = deps
  const P = '/api/Sections/Definitions'

  /** GET …/Options: open terms, the department's courses and instructors. 403 other roles. */
  api.get(
    `${P}/Options`,
    { ...head, schema: { tags, response: { 200: wrapped(ZSectionOptions), 403: E } } },
    async (r) => ok(await sections.options(principalOf(r), lang(r))),
  )

  /** GET …/List ?termId&courseId&page&pageSize: a page of the term's sections with seats. */
  api.get(
    `${P}/List`,
    {
      config: { ...head.config, scope: [{ kind: 'course', from: 'query.courseId' }] },
      schema: {
        tags,
        querystring: ZSectionListQuery,
        response: { 200: wrapped(ZSectionPage), 400: E, 403: E },
      },
    },
    async (r) => ok(await sections.list(principalOf(r), r.query, lang(r))),
  )

  /** POST …/Open: opens sections with a total count and quota. 400, 403, 404, 422 (conflicts, names, term). */
  api.post(
    `${P}/Open`,
    {
      config: { ...head.config, scope: [{ kind: 'course', from: 'body.CourseId' }] },
      schema: {
        tags,
        body: ZOpenSections,
        response: { 200: wrapped(z.array(ZSectionDefinition)), 400: E, 403: E, 404: E, 422: E },
      },
    },
    async (r) => {
      const created = await sections.open(principalOf(r), r.body, lang(r))
      return ok(created, translate(lang(r), 'sections.opened', { count: created.length }))
    },
  )

  /** POST …/Update: saves a section; quota never below its seats. 400, 403, 404, 422. */
  api.post(
    `${P}/Update`,
    {
      config: { ...head.config, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: {
        tags,
        body: ZUpdateSection,
        response: { 200: wrapped(ZSectionDefinition), 400: E, 403: E, 404: E, 422: E },
      },
    },
    async (r) =>
      ok(await sections.update(principalOf(r), r.body, lang(r)), translate(lang(r), 'sections.updated')),
  )

  /** POST …/Delete {SectionId}: deletes an empty section. 403, 404, 422 (students or records). */
  api.post(
    `${P}/Delete`,
    {
      config: { ...head.config, scope: [{ kind: 'section', from: 'body.SectionId' }] },
      schema: {
        tags,
        body: ZDeleteSection,
        response: { 200: wrapped(z.null()), 400: E, 403: E, 404: E, 422: E },
      },
    },
    async (r) => {
      await sections.remove(principalOf(r), r.body.SectionId, lang(r))
      return ok(null, translate(lang(r), 'sections.deleted'))
    },
  )
}
