/**
 * The API client (portal spec §7, DESIGN.md §4).
 *
 * Every call:
 * - carries `Authorization: Bearer <token>` when a token is stored. Guest paths (see {@link isGuestPath})
 *   use the guest token (`token-guest`) and add `X-Is-Guest: true`; all other paths use `token`;
 * - sends `Content-Type: application/json`, and `Accept-Language` from the stored `language` (default `tr`);
 * - sends the current route path in `X-Referrer-Route` (browsers forbid setting `Referer` by hand) and
 *   passes the current location as fetch's `referrer`. Whether the browser then sends `Referer` is up
 *   to the page's Referrer-Policy (the API's helmet sets `no-referrer`), so servers should read
 *   `X-Referrer-Route`.
 *
 * `/api` answers are wrapped as `{ success, message, responseData }`: {@link apiRequest} returns
 * `responseData` when `success` is true and throws an {@link ApiError} otherwise. Endpoints outside the
 * wrapper (`/healthz`, `/readyz`) are read with `raw: true`, which returns the parsed JSON body as is.
 *
 * Redirects on 401/403 (spec §8) are the session layer's: it installs an {@link AuthFailureHandler}
 * with {@link setAuthFailureHandler}. When one is installed, a 401 or 403 answer is handed to it and the
 * original call never settles (spec §8 "the original call never resolves"): the page is about to be
 * replaced by the single sign-on, /error-403 or the guest login. Calls made with `skipAuthHandling`
 * (the guest logout itself) reject with an {@link ApiError} instead.
 */
import { readLanguage, readStorage, StorageKey } from '../storage.ts'
import { takeEarlyResponse } from './early-responses.ts'

/** The server's response wrapper around every `/api` answer. */
export interface ApiEnvelope<T> {
  success: boolean
  message: string | null
  responseData: T
}

/** A failed call: the HTTP status (0 when the server was unreachable) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  /**
   * @param status HTTP status, or 0 when no response arrived.
   * @param message The server's message (in the caller's language) or a transport description.
   * @param body The parsed response body, when there was one.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
  }
}

/** Scalar values accepted in a query string; `undefined` and `null` entries are skipped. */
export type QueryValue = string | number | boolean | null | undefined

/** Options of one call. */
export interface ApiRequestOptions extends Omit<RequestInit, 'body' | 'headers' | 'method'> {
  /** HTTP method; GET by default. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A JSON-serialisable body. */
  body?: unknown
  /** Query parameters appended to the path. */
  query?: Record<string, QueryValue>
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>
  /** Return the parsed body as is instead of unwrapping `{ success, message, responseData }`. */
  raw?: boolean
  /**
   * Reject with the ApiError on 401/403 instead of handing it to the auth failure handler (and try no
   * token renewal first).
   */
  skipAuthHandling?: boolean
  /** Internal: this call is the retry after a token renewal, so a second 401 is not renewed again. */
  renewed?: boolean
}

/** A 401 or 403 answer, as handed to the {@link AuthFailureHandler}. */
export interface AuthFailure {
  status: 401 | 403
  /** True for a guest path (spec §7): the guest token was used. */
  guest: boolean
  /** The path called, query included. */
  path: string
  /** The server's message. */
  message: string
}

/** Reacts to a 401/403 (spec §8): redirect to sign-on, /error-403 or the guest logout. */
export type AuthFailureHandler = (failure: AuthFailure) => void

let authFailureHandler: AuthFailureHandler | null = null

/**
 * Installs the handler of 401/403 answers (the session layer does it once at start).
 * @returns A function that removes it again.
 */
export function setAuthFailureHandler(handler: AuthFailureHandler): () => void {
  authFailureHandler = handler
  return () => {
    if (authFailureHandler === handler) authFailureHandler = null
  }
}

/**
 * Renews the stored token of the given kind (guest or portal) after a 401, using the HttpOnly refresh
 * cookie (issue 15 "Sessions"); resolves true when a new token is stored. The session layer installs it.
 */
export type TokenRenewer = (guest: boolean) => Promise<boolean>

let tokenRenewer: TokenRenewer | null = null

/**
 * Installs the token renewer: a 401 answer is first met with one renewal and, when it succeeds, the call
 * is made once more with the new token; only when the renewal fails does the 401 reach the
 * {@link AuthFailureHandler} (the sign-on redirect or the guest logout).
 * @returns A function that removes it again.
 */
export function setTokenRenewer(renewer: TokenRenewer): () => void {
  tokenRenewer = renewer
  return () => {
    if (tokenRenewer === renewer) tokenRenewer = null
  }
}

/** Path fragments whose calls use the guest token and `X-Is-Guest: true` (spec §7). */
export const guestPathFragments = [
  '/api/Application/AkademikBasvurular/',
  '/api/Application/AkademikBasvuruOzetlerForGuest/',
  '/api/IdentityGuest/',
] as const

/** Base URL of the API; empty for the same origin (the default: the API serves the app). */
const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')

/** True when `path` is a guest call (contains one of {@link guestPathFragments}). */
export function isGuestPath(path: string): boolean {
  return guestPathFragments.some((fragment) => path.includes(fragment))
}

/** The current route path of the SPA, e.g. `/durum`; `/` outside a browser. */
function currentRoutePath(): string {
  return globalThis.location?.pathname ?? '/'
}

/** Builds the spec's request headers for `path` from the stored tokens and language. */
export function buildHeaders(path: string, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': readLanguage(),
    'X-Referrer-Route': currentRoutePath(),
  })
  const guest = isGuestPath(path)
  const token = readStorage(guest ? StorageKey.tokenGuest : StorageKey.token)
  if (guest) headers.set('X-Is-Guest', 'true')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  return headers
}

/** Appends `query` to `path`, skipping empty values. */
function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value))
  }
  const search = params.toString()
  if (!search) return path
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

/** Parses a response body as JSON; undefined for an empty body, null for a body that is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** True when `body` has the shape of the server's response wrapper. */
function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean'
}

/** The best human message in a body: its `message` when it has one, else the HTTP status text. */
function messageOf(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    if (body.message) return body.message
  }
  return response.statusText || `HTTP ${response.status}`
}

/**
 * Calls the API and returns the answer's `responseData` (or, with `raw`, the parsed body).
 * @throws ApiError on a network failure (status 0), a non-2xx status or `success: false`.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    body,
    query,
    headers,
    raw = false,
    method = 'GET',
    skipAuthHandling = false,
    renewed = false,
    ...init
  } = options
  const target = withQuery(path, query)
  const send = () =>
    fetch(`${baseUrl}${target}`, {
      ...init,
      method,
      headers: buildHeaders(target, headers),
      body: body === undefined ? undefined : JSON.stringify(body),
      referrer: globalThis.location?.href,
    })
  // A GET a prerendered page already sent with this session's token (early-responses.ts); asked again if it failed.
  const early =
    method === 'GET' && !renewed && !headers && !isGuestPath(target)
      ? takeEarlyResponse(target, readStorage(StorageKey.token))
      : undefined
  let response: Response
  try {
    response = await (early ? early.catch(send) : send())
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, cause instanceof Error ? cause.message : String(cause))
  }
  const parsed = await readBody(response)
  if (response.status === 401 && tokenRenewer && !skipAuthHandling && !renewed) {
    if (await tokenRenewer(isGuestPath(target)).catch(() => false))
      return apiRequest<T>(path, { ...options, renewed: true })
  }
  if ((response.status === 401 || response.status === 403) && authFailureHandler && !skipAuthHandling) {
    authFailureHandler({
      status: response.status,
      guest: isGuestPath(target),
      path: target,
      message: messageOf(parsed, response),
    })
    return new Promise<T>(() => {})
  }
  if (raw) {
    if (!response.ok) throw new ApiError(response.status, messageOf(parsed, response), parsed)
    return parsed as T
  }
  if (!isEnvelope(parsed)) {
    if (response.ok && parsed === undefined) return undefined as T
    throw new ApiError(response.status, messageOf(parsed, response), parsed)
  }
  if (!response.ok || !parsed.success) {
    throw new ApiError(response.status, messageOf(parsed, response), parsed)
  }
  return parsed.responseData as T
}

/** Shorthands for {@link apiRequest} by method. */
export const api = {
  /** GET `path`. */
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  /** POST `body` to `path`. */
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  /** PUT `body` to `path`. */
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  /** DELETE `path`. */
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
