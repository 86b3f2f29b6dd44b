/**
 * The home cards' GET (issue 24): a card's call must never send the home page to /error-403 (the graduate
 * and every role must still see their home), so a 403 (or any failure) rejects with the {@link ApiError} and
 * the card shows its small "unavailable" state instead. A 401 goes through the ordinary call once more, which
 * renews the session (or signs in again), as every other call does.
 */
import { ApiError, type ApiRequestOptions, api } from '../api/client.ts'

/**
 * GET `path` for a home card.
 * @returns The answer's `responseData`.
 * @throws ApiError on a failure, 403 included (never redirected).
 */
export async function homeGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) {
  try {
    return await api.get<T>(path, { ...options, skipAuthHandling: true })
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return api.get<T>(path, options)
    throw e
  }
}

/** True when `e` is the API's "not found" (a card whose subject does not exist renders nothing). */
export const isNotFound = (e: unknown) => e instanceof ApiError && e.status === 404
