/**
 * The grade document endpoint (issue 6 "a grade document PDF per section"; spec §1 "grade document
 * download"): GET /api/Grades/GradeEntry/Document ?sectionId&lang → application/pdf. Same access as the
 * grade sheet (instructor of the section, head of department, registrar); checked by the service.
 */

import { ZIdParam, ZLanguage } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import { GRADING_ROLES } from './grades.access.ts'
import { gradeDocumentFileName, renderGradeDocumentPdf } from './grades.document.ts'
import type { GradesService } from './grades.service.ts'

/** Registers the grade document call; `fonts` are the embedded TrueType files (PDF_FONT / PDF_FONT_BOLD). */
export async function gradesDocumentRoutes(
  app: FastifyInstance,
  deps: { grades: GradesService; fonts: PdfFonts },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  /**
   * GET /api/Grades/GradeEntry/Document ?sectionId&lang (tr|en; default the Accept-Language): the section's
   * grade document as an inline PDF. 403 outside the caller's sections, 404 unknown section.
   */
  api.get(
    '/api/Grades/GradeEntry/Document',
    {
      config: { access: access.staff(GRADING_ROLES), scope: [{ kind: 'section', from: 'query.sectionId' }] },
      schema: {
        tags: ['grades'],
        querystring: z.object({
          sectionId: ZIdParam,
          lang: ZLanguage.optional(),
        }),
        response: { 200: fileAnswer('pdf', 'The grade document of the section (inline PDF)') },
      },
    },
    async (r, reply) => {
      const lang = r.query.lang ?? languageFrom(r.headers['accept-language'])
      const data = await deps.grades.document.data(principalOf(r), r.query.sectionId, lang)
      const pdf = await renderGradeDocumentPdf(data, deps.fonts, lang)
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${encodeURIComponent(gradeDocumentFileName(data, lang))}"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
}
