/**
 * Request validation with zod, keeping each issue's input so its message can be rendered in the caller's
 * language later (zod's own tr/en locales). Used as Fastify's validator compiler, so every part of every
 * request with a schema (params, querystring, headers, body) passes the shared input rules here
 * (docs/decisions.md "Input bounds"; issue 14): no U+0000 anywhere in a string or key, and ids only within
 * `ID_MAX` — a path or query whose only fault is such an id answers 404, as for an id that does not exist.
 */
import { INPUT_RULES } from '@unacs/contracts'
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify'
import { type core, z } from 'zod'
import type { Language } from '../i18n/messages.ts'
import { languageFrom, translate } from '../i18n/messages.ts'
import { AppError, notFound } from './errors.ts'

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

/** Catalogue key of the field message for a text holding U+0000 (PostgreSQL text cannot store it). */
export const NUL_CHARACTER = 'error.nulCharacter'

/**
 * One issue per string value or object key in `data` (any depth) that contains U+0000, with its path.
 * Such text cannot be stored (PostgreSQL refuses it) and is never meaningful input. Iterative, so deeply
 * nested input cannot exhaust the stack.
 */
export function nulCharacterIssues(data: unknown): core.$ZodIssue[] {
  const issues: core.$ZodIssue[] = []
  const nul = (path: PropertyKey[], input: string) =>
    issues.push({ code: 'custom', path, message: NUL_CHARACTER, input })
  const pending: [unknown, PropertyKey[]][] = [[data, []]]
  for (let i = 0; i < pending.length; i++) {
    const [value, path] = pending[i] as [unknown, PropertyKey[]]
    if (typeof value === 'string') {
      if (value.includes('\0')) nul(path, value)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push([item, [...path, index]])
      })
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) nul([...path, key], key)
        else pending.push([item, [...path, key]])
      }
    }
  }
  return issues
}

/**
 * Validates one part of a request (`part`: params, querystring, headers or body) against `schema`: the
 * shared rules (no U+0000) and the schema. Returns the parsed value (coercion and defaults applied) or the
 * error with every issue, NUL issues first.
 */
export function validateInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
  part: string,
): { value: z.output<T> } | { error: RequestValidationError } {
  const nul = nulCharacterIssues(data)
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success && nul.length === 0) return { value: result.data }
  return { error: new RequestValidationError([...nul, ...(result.error?.issues ?? [])], part) }
}

/**
 * Like `validateInput` for input a handler reads itself (e.g. multipart text fields): returns the parsed
 * value or throws the RequestValidationError (answered like any failed validation).
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown, part = 'body'): z.output<T> {
  const checked = validateInput(schema, data, part)
  if ('error' in checked) throw checked.error
  return checked.value
}

/** Fastify validator compiler: `validateInput` for each part of a request that has a schema. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) =>
    validateInput(schema, data, httpPart ?? 'body')

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
 * True when every failing field of `issues` failed only because an id exceeds `ID_MAX` (the `idRange` rule,
 * possibly with zod's own "too big" for unsafe integers).
 */
function onlyIdsOutOfRange(issues: core.$ZodIssue[]): boolean {
  const byField = new Map<string, core.$ZodIssue[]>()
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    byField.set(field, [...(byField.get(field) ?? []), issue])
  }
  return (
    byField.size > 0 &&
    [...byField.values()].every(
      (own) => own.some((i) => i.message === INPUT_RULES.idRange) && own.every((i) => i.code === 'too_big'),
    )
  )
}

/**
 * The answer to a failed validation: 404 'error.notFound' when a path or query string failed only for ids
 * beyond `ID_MAX` (no such record can exist), else the localised 400 of `validationError`.
 */
export function validationFailure(error: RequestValidationError, lang: Language): AppError {
  if ((error.part === 'params' || error.part === 'querystring') && onlyIdsOutOfRange(error.issues)) {
    return notFound()
  }
  return validationError(error.issues, lang)
}

/**
 * For routes with `attachValidation`: throws the answer of `validationFailure` when the request failed
 * schema validation; returns otherwise.
 */
export function assertValid(request: FastifyRequest): void {
  const error = request.validationError
  if (!error) return
  if (!(error instanceof RequestValidationError)) throw error
  throw validationFailure(error, languageFrom(request.headers['accept-language']))
}
