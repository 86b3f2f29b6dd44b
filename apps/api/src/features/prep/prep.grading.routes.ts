/**
 * Prep grade entry endpoints (issue 18 "instructors enter prep grades as they do faculty grades";
 * /api/Hazirlik/NotGirisi/...): the instructor's sections, a section's sheet and the grid save. Declared for
 * the instructor role (2) and checked again by the service (only the section's own instructors).
 */
import {
  ZPrepGradeSheet,
  ZPrepGradingSection,
  ZPrepSectionIdQuery,
  ZSaveGradesResponse,
  ZSavePrepGrades,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './prep.messages.ts'
import { INSTRUCTOR } from './prep.access.ts'
import type { GradingService } from './prep.grading.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const B = '/api/Hazirlik/NotGirisi'

/** Registers the prep grade entry calls over `grading`. */
export async function prepGradingRoutes(app: FastifyInstance, deps: { grading: GradingService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { grading } = deps
  const tags = ['prep']
  const teacher = {
    access: access.staff([INSTRUCTOR]),
    scope: { none: 'own prep sections only, checked by ownership' },
  }

  /** GET /api/Hazirlik/NotGirisi/Subeler: the prep sections the caller teaches. */
  api.get(
    `${B}/Subeler`,
    { config: teacher, schema: { tags, response: { 200: wrapped(z.array(ZPrepGradingSection)) } } },
    async (r) => ok(await grading.sections(principalOf(r))),
  )
  /** GET /api/Hazirlik/NotGirisi/Sheet ?sectionId: the level's exam book and the section's grades. */
  api.get(
    `${B}/Sheet`,
    {
      config: teacher,
      schema: { tags, querystring: ZPrepSectionIdQuery, response: { 200: wrapped(ZPrepGradeSheet) } },
    },
    async (r) => ok(await grading.sheet(principalOf(r), r.query.sectionId)),
  )
  /** POST /api/Hazirlik/NotGirisi/SaveMany: the changed cells, all or none (as grades' SaveMany). */
  api.post(
    `${B}/SaveMany`,
    {
      config: teacher,
      schema: { tags, body: ZSavePrepGrades, response: { 200: wrapped(ZSaveGradesResponse) } },
    },
    async (r) => ok(await grading.save(principalOf(r), r.body), translate(lang(r), 'prep.gradesSaved')),
  )
}
