/**
 * Request validation with zod, keeping each issue's input so its message can be rendered in the caller's
 * language later (zod's own tr/en locales). Used as Fastify's validator compiler.
 */
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify'
import { type core, z } from 'zod'
import type { Language } from '../i18n/messages.ts'
import { languageFrom, translate } from '../i18n/messages.ts'
import { AppError } from './errors.ts'

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

/** The first issue of each field, in order: a field shows one message (e.g. "required", not also "too short"). */
function firstPerField(issues: core.$ZodIssue[]): core.$ZodIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) return false
    seen.add(field)
    return true
  })
}

/**
 * The localised 400 for failed validation: one message per field — "required" for a missing value, a
 * contract's own catalogue key when its rule carries one (e.g. GUEST_VALIDATION, PERSONNEL_VALIDATION), else
 * zod's message in `lang`. `responseData` is `{ errors: [{ field, message }] }`.
 */
export function validationError(issues: core.$ZodIssue[], lang: Language): AppError {
  const errors: FieldError[] = firstPerField(issues).map((issue) => {
    const field = issue.path.map(String).join('.')
    const input = (issue as { input?: unknown }).input
    if (issue.code === 'invalid_type' && input === null)
      return { field, message: translate(lang, 'error.required') }
    const own = translate(lang, issue.message)
    if (own !== issue.message) return { field, message: own }
    return localiseIssues([issue], lang)[0] ?? { field, message: translate(lang, 'error.badRequest') }
  })
  const details = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ')
  return new AppError(400, 'error.validation', { details }, { errors })
}

/**
 * For routes with `attachValidation`: throws the localised 400 when the request failed schema validation;
 * returns otherwise.
 */
export function assertValid(request: FastifyRequest): void {
  const error = request.validationError
  if (!error) return
  if (!(error instanceof RequestValidationError)) throw error
  throw validationError(error.issues, languageFrom(request.headers['accept-language']))
}
