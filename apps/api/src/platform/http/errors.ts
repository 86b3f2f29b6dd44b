/**
 * Application errors with their HTTP status and a message key (DESIGN.md §4). Throw these from services;
 * the error handler turns them into the response wrapper in the caller's language.
 */

/** An error a user can be told about: status, catalogue key, placeholder values, optional payload. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** Put in `responseData` of the error answer (e.g. the current value on a 409). */
    readonly data: unknown = null,
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/** 400: the input is malformed. */
export const badRequest = (key = 'error.badRequest', params?: Record<string, string | number>) =>
  new AppError(400, key, params)
/** 401: no valid session. */
export const unauthorized = (key = 'error.unauthorized') => new AppError(401, key)
/** 403: the active role or ownership does not allow this. */
export const forbidden = (key = 'error.forbidden') => new AppError(403, key)
/** 404: no such record. */
export const notFound = (key = 'error.notFound', params?: Record<string, string | number>) =>
  new AppError(404, key, params)
/** 409: a stale or duplicate write; `current` goes back to the caller. */
export const conflict = (
  key = 'error.conflict',
  params?: Record<string, string | number>,
  current: unknown = null,
) => new AppError(409, key, params, current)
/** 422: well-formed input that breaks a business rule. */
export const businessRule = (key = 'error.businessRule', params?: Record<string, string | number>) =>
  new AppError(422, key, params)
