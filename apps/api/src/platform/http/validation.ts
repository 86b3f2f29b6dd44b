/**
 * Request validation with zod, keeping each issue's input so its message can be rendered in the caller's
 * language later (zod's own tr/en locales). Used as Fastify's validator compiler, so every part of every
 * request with a schema (params, querystring, headers, body) passes the shared input rules here
 * (docs/decisions.md "Input bounds"; issue 14): no U+0000 anywhere in a string or key (nor, issue 33 §3, an
 * unpaired surrogate or a bidirectional control), and ids only within
 * `ID_MAX` — a path or query whose only fault is such an id answers 404, as for an id that does not exist.
 */
import { INPUT_RULES } from '@unacs/contracts'
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify'
import type { core, z } from 'zod'
import { day, formatNumber } from '../format/format.ts'
import { fieldLabel } from '../i18n/field-labels.ts'
import type { Language, MessageParams } from '../i18n/messages.ts'
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
/** Catalogue key for a text holding an unpaired UTF-16 surrogate (would be stored as U+FFFD; issue 33 §3). */
export const LONE_SURROGATE = 'error.loneSurrogate'
/**
 * Catalogue key for a text holding a bidirectional embedding, override or isolate control (U+202A–U+202E,
 * U+2066–U+2069): invisible, they reorder how a name or message reads ("Trojan Source"; issue 33 §3).
 */
export const BIDI_CONTROL = 'error.bidiControl'

/** The bidirectional embedding, override and isolate controls refused in any text. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/

/** String.prototype.isWellFormed (ES2024, Node 20), beyond the ES2022 library the project compiles against. */
type WellFormedCheck = string & { isWellFormed(): boolean }

/** The catalogue key of the shared text rule `text` breaks (NUL, lone surrogate, bidi control), or null. */
export function textRuleBroken(text: string): string | null {
  if (text.includes('\0')) return NUL_CHARACTER
  if (!(text as WellFormedCheck).isWellFormed()) return LONE_SURROGATE
  if (BIDI_CONTROLS.test(text)) return BIDI_CONTROL
  return null
}

/**
 * One issue per string value or object key in `data` (any depth) that breaks a shared text rule: U+0000
 * (PostgreSQL refuses it), an unpaired surrogate, or a bidirectional control (`textRuleBroken`); the issue's
 * message is that rule's catalogue key. One pass in time and memory linear in the number of nodes: each node
 * keeps its parent's index and its own key, and a path is built only for an offending node (issue 33 §1: the
 * former walk copied every node's path, memory growing with depth squared). Iterative, so deep input cannot
 * exhaust the stack.
 */
export function textRuleIssues(data: unknown): core.$ZodIssue[] {
  const issues: core.$ZodIssue[] = []
  const values: unknown[] = [data]
  const parents: number[] = [-1]
  const keys: PropertyKey[] = ['']
  const pathOf = (index: number, last?: PropertyKey) => {
    const path: PropertyKey[] = last === undefined ? [] : [last]
    for (let i = index; i > 0; i = parents[i] as number) path.push(keys[i] as PropertyKey)
    return path.reverse()
  }
  const report = (message: string, path: PropertyKey[], input: string) =>
    issues.push({ code: 'custom', path, message, input })
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    if (typeof value === 'string') {
      const broken = textRuleBroken(value)
      if (broken) report(broken, pathOf(i), value)
    } else if (Array.isArray(value)) {
      for (let k = 0; k < value.length; k++) {
        values.push(value[k])
        parents.push(i)
        keys.push(k)
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        const broken = textRuleBroken(key)
        if (broken) {
          report(broken, pathOf(i, key), key)
          continue
        }
        values.push((value as Record<string, unknown>)[key])
        parents.push(i)
        keys.push(key)
      }
    }
  }
  return issues
}

/**
 * Validates one part of a request (`part`: params, querystring, headers or body) against `schema`: the
 * shared text rules (no U+0000, unpaired surrogate or bidi control) and the schema. Returns the parsed value
 * (coercion and defaults applied) or the error with every issue, text-rule issues first.
 */
export function validateInput<T extends z.ZodType>(
  schema: T,
  data: unknown,
  part: string,
): { value: z.output<T> } | { error: RequestValidationError } {
  const text = textRuleIssues(data)
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success && text.length === 0) return { value: result.data }
  return { error: new RequestValidationError([...text, ...(result.error?.issues ?? [])], part) }
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

/**
 * The catalogue key and parameters of the rule `issue` breaks, in words (issue 36: "En az 2 karakter
 * olmalıdır.", not zod's "Çok küçük: beklenen string >=2 karakter").
 */
function ruleOf(issue: core.$ZodIssue, lang: Language): { key: string; params?: MessageParams } {
  const i = issue as core.$ZodIssue & Record<string, unknown>
  const n = (v: unknown) => (typeof v === 'bigint' ? v.toString() : formatNumber(Number(v), lang))
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small'
      const bound = small ? i.minimum : i.maximum
      const origin = String(i.origin)
      if (origin === 'string')
        return i.exact
          ? { key: 'rule.textLength', params: { min: n(bound) } }
          : {
              key: small ? 'rule.textMin' : 'rule.textMax',
              params: { min: n(bound), max: n(bound) },
            }
      if (origin === 'array' || origin === 'set')
        return { key: small ? 'rule.listMin' : 'rule.listMax', params: { min: n(bound), max: n(bound) } }
      if (origin === 'date') {
        const when = bound instanceof Date ? day(bound) : String(bound)
        return { key: small ? 'rule.dateMin' : 'rule.dateMax', params: { min: when, max: when } }
      }
      const inclusive = i.inclusive !== false
      const key = small
        ? inclusive
          ? 'rule.numberMin'
          : 'rule.numberAbove'
        : inclusive
          ? 'rule.numberMax'
          : 'rule.numberBelow'
      return { key, params: { min: n(bound), max: n(bound) } }
    }
    case 'invalid_type': {
      const expected = String(i.expected)
      if (expected === 'number' || expected === 'bigint' || expected === 'nan') return { key: 'rule.number' }
      if (expected === 'int') return { key: 'rule.integer' }
      if (expected === 'string') return { key: 'rule.text' }
      if (expected === 'boolean') return { key: 'rule.boolean' }
      if (expected === 'array') return { key: 'rule.list' }
      if (expected === 'date') return { key: 'rule.date' }
      return { key: 'rule.object' }
    }
    case 'invalid_format': {
      const format = String(i.format)
      if (format === 'email') return { key: 'rule.email' }
      if (format === 'date') return { key: 'rule.date' }
      if (format === 'datetime') return { key: 'rule.datetime' }
      if (format === 'time') return { key: 'rule.time' }
      if (format === 'url') return { key: 'rule.url' }
      return { key: 'rule.format' }
    }
    case 'invalid_value':
      return { key: 'rule.choice' }
    case 'not_multiple_of':
      return Number(i.divisor) === 0.01
        ? { key: 'error.twoDecimals' }
        : { key: 'rule.multipleOf', params: { step: n(i.divisor) } }
    case 'unrecognized_keys':
      return { key: 'rule.unknownFields', params: { keys: (i.keys as string[]).join(', ') } }
    default:
      return { key: 'rule.invalid' }
  }
}

/** One field error as sent to the client. */
export interface FieldError {
  field: string
  message: string
}

/**
 * Renders zod issues in `lang`: a missing value (plain field or choice list) reads "This field is required",
 * others name the rule in words (`ruleOf`, issue 36).
 */
export function localiseIssues(issues: core.$ZodIssue[], lang: Language): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    const raw = issue as core.$ZodRawIssue
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && raw.input === undefined) {
      return { field, message: translate(lang, 'error.required') }
    }
    const rule = ruleOf(issue, lang)
    return { field, message: translate(lang, rule.key, rule.params) }
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
  const first = firstPerField(issues)
  const errors: FieldError[] = first.map((issue) => {
    const field = issue.path.map(String).join('.')
    const input = (issue as { input?: unknown }).input
    if (issue.code === 'invalid_type' && input === null)
      return { field, message: translate(lang, 'error.required') }
    const own = translate(lang, issue.message)
    if (own !== issue.message) return { field, message: own }
    return localiseIssues([issue], lang)[0] ?? { field, message: translate(lang, 'error.badRequest') }
  })
  // The summary names each field in words ("Gerekçe: En az 2 karakter olmalıdır."), never by its key.
  const details = errors
    .map((e, i) => {
      const path = first[i]?.path ?? []
      const label = fieldLabel(path, lang)
      const index = path.find((p) => typeof p === 'number')
      const where =
        label || (index === undefined ? '' : translate(lang, 'rule.row', { row: Number(index) + 1 }))
      return where ? `${where}: ${e.message}` : e.message
    })
    .join('; ')
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
