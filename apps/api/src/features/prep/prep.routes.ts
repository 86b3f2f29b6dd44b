/**
 * Preparatory school endpoints (issue 18; form /api/Hazirlik/{Controller}/{Action}). Every endpoint but the
 * class list is the prep administrator's (role 5, declared here and checked again by the services); the
 * class list also admits instructors (role 2), for their own sections only.
 */
import {
  ZApplyPrepPromotion,
  ZClonePrepLevels,
  ZClonePrepLevelsResult,
  ZCreatePrepSections,
  ZDeletePrepSection,
  ZPrepClassroom,
  ZPrepInstructor,
  ZPrepLevel,
  ZPrepLevelIdQuery,
  ZPrepMixing,
  ZPrepMixingMoveRequest,
  ZPrepMixingStep,
  ZPrepPromotionPreview,
  ZPrepQuarter,
  ZPrepQuarterLevelRow,
  ZPrepQuarterQuery,
  ZPrepSection,
  ZPrepSectionIdQuery,
  ZPrepSectionQuery,
  ZPrepSectionTransfer,
  ZPrepStudent,
  ZPrepStudentQuery,
  ZPrepSuccessReport,
  ZSavePrepClassroom,
  ZSavePrepLevel,
  ZSavePrepQuarter,
  ZStartPrepMixing,
  ZUpdatePrepSection,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './prep.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { INSTRUCTOR, PREP_ADMIN } from './prep.access.ts'
import type { DefinitionsService } from './prep.definitions.ts'
import type { MixingService } from './prep.mixing.ts'
import type { PromotionService } from './prep.promotion.ts'
import type { ReportsService } from './prep.reports.ts'
import type { SectionsService } from './prep.sections.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const B = '/api/Hazirlik'

/** What the routes need. */
export interface PrepRouteDeps {
  definitions: DefinitionsService
  sections: SectionsService
  promotion: PromotionService
  mixing: MixingService
  reports: ReportsService
}

/** Registers the prep school calls. */
export async function prepRoutes(app: FastifyInstance, deps: PrepRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { definitions, sections, promotion, mixing, reports } = deps
  const tags = ['prep']
  const admin = {
    access: access.staff([PREP_ADMIN]),
    scope: { none: 'the preparatory school serves every faculty: its administrator is university-wide' },
  }
  const reader = {
    access: access.staff([PREP_ADMIN, INSTRUCTOR]),
    scope: { none: 'the prep administrator is university-wide; instructors see their own prep sections' },
  }
  const mixingOut = { 200: wrapped(ZPrepMixing) }

  /** GET /api/Hazirlik/Ceyrek/List: every quarter, newest first. */
  api.get(
    `${B}/Ceyrek/List`,
    { config: admin, schema: { tags, response: { 200: wrapped(z.array(ZPrepQuarter)) } } },
    async (r) => ok(await definitions.quarters(principalOf(r))),
  )
  /** POST /api/Hazirlik/Ceyrek/Save: creates or updates a quarter (400 §5, 409 duplicate or stale). */
  api.post(
    `${B}/Ceyrek/Save`,
    { config: admin, schema: { tags, body: ZSavePrepQuarter, response: { 200: wrapped(ZPrepQuarter) } } },
    async (r) =>
      ok(await definitions.saveQuarter(principalOf(r), r.body), translate(lang(r), 'prep.quarterSaved')),
  )
  /** GET /api/Hazirlik/Kur/List ?quarterId: the quarter's levels. */
  api.get(
    `${B}/Kur/List`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepQuarterQuery, response: { 200: wrapped(z.array(ZPrepLevel)) } },
    },
    async (r) => ok(await definitions.levels(principalOf(r), r.query.quarterId)),
  )
  /** POST /api/Hazirlik/Kur/Save: creates or updates a level. */
  api.post(
    `${B}/Kur/Save`,
    { config: admin, schema: { tags, body: ZSavePrepLevel, response: { 200: wrapped(ZPrepLevel) } } },
    async (r) =>
      ok(await definitions.saveLevel(principalOf(r), r.body), translate(lang(r), 'prep.levelSaved')),
  )
  /** POST /api/Hazirlik/Kur/Clone: copies a quarter's cloneable levels into another quarter. */
  api.post(
    `${B}/Kur/Clone`,
    {
      config: admin,
      schema: { tags, body: ZClonePrepLevels, response: { 200: wrapped(ZClonePrepLevelsResult) } },
    },
    async (r) => {
      const out = await definitions.cloneLevels(principalOf(r), r.body)
      return ok(out, translate(lang(r), 'prep.levelsCloned', { count: out.Created }))
    },
  )
  /** GET /api/Hazirlik/Derslik/List: every classroom. */
  api.get(
    `${B}/Derslik/List`,
    { config: admin, schema: { tags, response: { 200: wrapped(z.array(ZPrepClassroom)) } } },
    async (r) => ok(await definitions.classrooms(principalOf(r))),
  )
  /** POST /api/Hazirlik/Derslik/Save: creates or updates a classroom. */
  api.post(
    `${B}/Derslik/Save`,
    { config: admin, schema: { tags, body: ZSavePrepClassroom, response: { 200: wrapped(ZPrepClassroom) } } },
    async (r) =>
      ok(await definitions.saveClassroom(principalOf(r), r.body), translate(lang(r), 'prep.classroomSaved')),
  )
  /** GET /api/Hazirlik/Sube/Instructors: the prep school's instructors. */
  api.get(
    `${B}/Sube/Instructors`,
    { config: admin, schema: { tags, response: { 200: wrapped(z.array(ZPrepInstructor)) } } },
    async (r) => ok(await sections.instructors(principalOf(r))),
  )
  /** GET /api/Hazirlik/Sube/List ?quarterId&levelId: sections. */
  api.get(
    `${B}/Sube/List`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepSectionQuery, response: { 200: wrapped(z.array(ZPrepSection)) } },
    },
    async (r) => ok(await sections.list(principalOf(r), r.query)),
  )
  /** POST /api/Hazirlik/Sube/Create: N sections from a total count and quota (spec §5). */
  api.post(
    `${B}/Sube/Create`,
    {
      config: admin,
      schema: { tags, body: ZCreatePrepSections, response: { 200: wrapped(z.array(ZPrepSection)) } },
    },
    async (r) => {
      const out = await sections.create(principalOf(r), r.body)
      return ok(out, translate(lang(r), 'prep.sectionsCreated', { count: out.length }))
    },
  )
  /** POST /api/Hazirlik/Sube/Update: one section. */
  api.post(
    `${B}/Sube/Update`,
    { config: admin, schema: { tags, body: ZUpdatePrepSection, response: { 200: wrapped(ZPrepSection) } } },
    async (r) => ok(await sections.update(principalOf(r), r.body), translate(lang(r), 'prep.sectionSaved')),
  )
  /**
   * POST /api/Hazirlik/Sube/Delete {Id, Version}: deletes an empty section (issue 37); 422 with students or
   * used by a mixing, 409 stale, 404 unknown.
   */
  api.post(
    `${B}/Sube/Delete`,
    { config: admin, schema: { tags, body: ZDeletePrepSection, response: { 200: wrapped(z.null()) } } },
    async (r) => {
      await sections.remove(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'prep.sectionDeleted'))
    },
  )
  /** GET /api/Hazirlik/Sube/Students ?sectionId: a section's class list (its instructors or the administrator). */
  api.get(
    `${B}/Sube/Students`,
    {
      config: reader,
      schema: { tags, querystring: ZPrepSectionIdQuery, response: { 200: wrapped(z.array(ZPrepStudent)) } },
    },
    async (r) => ok(await sections.classList(principalOf(r), r.query.sectionId)),
  )
  /** POST /api/Hazirlik/Sube/Transfer: a student to another section of the level. */
  api.post(
    `${B}/Sube/Transfer`,
    { config: admin, schema: { tags, body: ZPrepSectionTransfer, response: { 200: wrapped(ZPrepStudent) } } },
    async (r) => ok(await sections.transfer(principalOf(r), r.body), translate(lang(r), 'prep.transferred')),
  )
  /** GET /api/Hazirlik/Ogrenci/List ?quarterId&levelId&sectionId&q: the quarter's students. */
  api.get(
    `${B}/Ogrenci/List`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepStudentQuery, response: { 200: wrapped(z.array(ZPrepStudent)) } },
    },
    async (r) => ok(await sections.studentsOf(principalOf(r), r.query)),
  )
  /** GET /api/Hazirlik/KurAtlatma/Preview ?quarterId: the promotion preview. */
  api.get(
    `${B}/KurAtlatma/Preview`,
    {
      config: admin,
      schema: {
        tags,
        querystring: ZPrepQuarterQuery,
        // 422: the quarter has no next quarter to promote into.
        response: { 200: wrapped(ZPrepPromotionPreview), 422: errorWrapper },
      },
    },
    async (r) => ok(await promotion.preview(principalOf(r), r.query.quarterId)),
  )
  /**
   * POST /api/Hazirlik/KurAtlatma/Apply {QuarterId, SkipRegistered?}: applies it (once); 409 naming the
   * students already registered in the target quarter unless they are skipped (issue 37).
   */
  api.post(
    `${B}/KurAtlatma/Apply`,
    {
      config: admin,
      schema: { tags, body: ZApplyPrepPromotion, response: { 200: wrapped(ZPrepPromotionPreview) } },
    },
    async (r) => {
      const out = await promotion.apply(principalOf(r), r.body.QuarterId, r.body.SkipRegistered ?? false)
      return ok(
        out,
        out.Skipped
          ? translate(lang(r), 'prep.promotionAppliedSkipped', { count: out.Skipped })
          : translate(lang(r), 'prep.promotionApplied'),
      )
    },
  )
  /** GET /api/Hazirlik/KurKaristirma/Get ?levelId: the level's mixing. */
  api.get(
    `${B}/KurKaristirma/Get`,
    { config: admin, schema: { tags, querystring: ZPrepLevelIdQuery, response: mixingOut } },
    async (r) => ok(await mixing.get(principalOf(r), r.query.levelId)),
  )
  /** POST /api/Hazirlik/KurKaristirma/Start {LevelId}. */
  api.post(
    `${B}/KurKaristirma/Start`,
    { config: admin, schema: { tags, body: ZStartPrepMixing, response: mixingOut } },
    async (r) =>
      ok(await mixing.start(principalOf(r), r.body.LevelId), translate(lang(r), 'prep.mixingStarted')),
  )
  /** POST /api/Hazirlik/KurKaristirma/Move: an improvement. */
  api.post(
    `${B}/KurKaristirma/Move`,
    { config: admin, schema: { tags, body: ZPrepMixingMoveRequest, response: mixingOut } },
    async (r) => ok(await mixing.move(principalOf(r), r.body), translate(lang(r), 'prep.mixingMoved')),
  )
  /**
   * POST /api/Hazirlik/KurKaristirma/RollbackImprovements: undoes the live improvements; students moved outside
   * the mixing since keep their section and are named in the message (issue 37).
   */
  api.post(
    `${B}/KurKaristirma/RollbackImprovements`,
    { config: admin, schema: { tags, body: ZPrepMixingStep, response: mixingOut } },
    async (r) => {
      const { mixing: out, kept } = await mixing.rollbackImprovements(principalOf(r), r.body)
      return ok(
        { ...out, KeptOutside: kept },
        kept.length
          ? translate(lang(r), 'prep.mixingImprovementsRolledBackKept', { names: kept.join(', ') })
          : translate(lang(r), 'prep.mixingImprovementsRolledBack'),
      )
    },
  )
  /**
   * POST /api/Hazirlik/KurKaristirma/Restore {MixingId, Version}: cancels a started mixing and restores the
   * placement before it (issue 37); 422 finalised or not restorable, 409 stale.
   */
  api.post(
    `${B}/KurKaristirma/Restore`,
    { config: admin, schema: { tags, body: ZPrepMixingStep, response: mixingOut } },
    async (r) => ok(await mixing.restore(principalOf(r), r.body), translate(lang(r), 'prep.mixingRestored')),
  )
  /** POST /api/Hazirlik/KurKaristirma/Finalise. */
  api.post(
    `${B}/KurKaristirma/Finalise`,
    { config: admin, schema: { tags, body: ZPrepMixingStep, response: mixingOut } },
    async (r) =>
      ok(await mixing.finalise(principalOf(r), r.body), translate(lang(r), 'prep.mixingFinalised')),
  )
  /** POST /api/Hazirlik/KurKaristirma/RollbackFinalisation. */
  api.post(
    `${B}/KurKaristirma/RollbackFinalisation`,
    { config: admin, schema: { tags, body: ZPrepMixingStep, response: mixingOut } },
    async (r) =>
      ok(
        await mixing.rollbackFinalisation(principalOf(r), r.body),
        translate(lang(r), 'prep.mixingFinalisationRolledBack'),
      ),
  )
  /** GET /api/Hazirlik/Rapor/CeyrekKur: students per quarter and level. */
  api.get(
    `${B}/Rapor/CeyrekKur`,
    { config: admin, schema: { tags, response: { 200: wrapped(z.array(ZPrepQuarterLevelRow)) } } },
    async (r) => ok(await reports.quarterLevels(principalOf(r))),
  )
  /** GET /api/Hazirlik/Rapor/Basari ?quarterId: pass rates by level, section and instructor. */
  api.get(
    `${B}/Rapor/Basari`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepQuarterQuery, response: { 200: wrapped(ZPrepSuccessReport) } },
    },
    async (r) => ok(await reports.success(principalOf(r), r.query.quarterId)),
  )
  /** GET /api/Hazirlik/Rapor/BasariXlsx ?quarterId: the same as an .xlsx download. */
  api.get(
    `${B}/Rapor/BasariXlsx`,
    {
      config: admin,
      schema: {
        tags,
        querystring: ZPrepQuarterQuery,
        response: { 200: fileAnswer('xlsx', 'The success report as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const bytes = await reports.successXlsx(principalOf(r), r.query.quarterId, lang(r))
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="hazirlik-basari.xlsx"')
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
  /** GET /api/Hazirlik/Rapor/CeyrekKurXlsx: the same as an .xlsx download. */
  api.get(
    `${B}/Rapor/CeyrekKurXlsx`,
    {
      config: admin,
      schema: {
        tags,
        response: { 200: fileAnswer('xlsx', 'The quarter levels as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const bytes = await reports.quarterLevelsXlsx(principalOf(r), lang(r))
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="ceyrek-kur.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
}
