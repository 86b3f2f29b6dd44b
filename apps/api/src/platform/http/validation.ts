/**
 * Request validation with zod, keeping each issue's input so its message can be rendered in the caller's
 * language later (zod's own tr/en locales). Used as Fastify's validator compiler.
 */
import type { FastifySchemaCompiler } from 'fastify'
import { type core, z } from 'zod'
import type { Language } from '../i18n/messages.ts'
import { translate } from '../i18n/messages.ts'

/** Thrown for invalid requests; carries zod issues (with input) and the part of the request. */
export class RequestValidationError extends Error {
  readonly statusCode = 400
  constructor(
    readonly issues: core.$ZodIssue[],
    readonly part: string,
  ) {
    super('request validation failed')
    this.name = 'RequestValidationError'
  }
}

/** Fastify validator compiler: parses with zod (coercion and defaults apply) and reports every issue. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true })
    if (result.success) return { value: result.data }
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') }
  }

const locales = { tr: z.locales.tr().localeError, en: z.locales.en().localeError }

/** One field error as sent to the client. */
export interface FieldError {
  field: string
  message: string
}

/**
 * Renders zod issues in `lang`: a missing value (plain field or choice list) reads "This field is required",
 * others use zod's locale.
 */
export function localiseIssues(issues: core.$ZodIssue[], lang: Language): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    const raw = issue as core.$ZodRawIssue
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && raw.input === undefined) {
      return { field, message: translate(lang, 'error.required') }
    }
    const rendered = locales[lang](raw)
    const message = typeof rendered === 'string' ? rendered : (rendered?.message ?? issue.message)
    return { field, message }
  })
}
