/**
 * Localised request validation for forms whose contract rules carry catalogue keys (contracts
 * PERSONNEL_VALIDATION): the route sets `attachValidation`, and this turns the zod issues into the
 * platform's 400 answer (`error.validation` with one message per field) in the caller's language.
 * Same behaviour as the guest forms' helper (identity/guest/guest-validation.ts); both could move to
 * platform/http/validation.ts.
 */
import type { FastifyRequest } from 'fastify'
import type { core } from 'zod'
import { AppError } from '../../platform/http/errors.ts'
import { type FieldError, localiseIssues, RequestValidationError } from '../../platform/http/validation.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'

/** The first issue of each field: a field shows one message. */
function firstPerField(issues: core.$ZodIssue[]): core.$ZodIssue[] {
  const seen = new Set<string>()
  return issues.filter((issue) => {
    const field = issue.path.map(String).join('.')
    if (seen.has(field)) return false
    seen.add(field)
    return true
  })
}

/** Throws the localised 400 when the request failed schema validation; returns otherwise. */
export function assertValid(request: FastifyRequest): void {
  const error = request.validationError
  if (!error) return
  if (!(error instanceof RequestValidationError)) throw error
  const lang = languageFrom(request.headers['accept-language'])
  const errors: FieldError[] = firstPerField(error.issues).map((issue) => {
    const field = issue.path.map(String).join('.')
    const input = (issue as { input?: unknown }).input
    if (issue.code === 'invalid_type' && (input === undefined || input === null)) {
      return { field, message: translate(lang, 'error.required') }
    }
    const own = translate(lang, issue.message)
    if (own !== issue.message) return { field, message: own }
    return localiseIssues([issue], lang)[0] ?? { field, message: translate(lang, 'error.badRequest') }
  })
  const details = errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; ')
  throw new AppError(400, 'error.validation', { details }, { errors })
}
