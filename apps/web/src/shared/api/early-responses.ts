/**
 * Answers asked for before the app's code ran (issue 23, sixth pass): a prerendered page's starter script (apps/
 * web/prerender/plugin.ts, `earlyFetch`) may send the GET its page will need, with the stored session token and
 * the spec's headers, while the app's code downloads, and leave it in `window.__unacsEarly` under the call's path
 * and query. The API client takes such an answer once, for the same call and the same token, instead of asking
 * again (client.ts); an answer for another token is dropped. Everything else about the answer (401 renewal, 403,
 * the envelope) is handled as for any call.
 */

/** One early call: the token it was sent with and its pending answer. */
export interface EarlyResponse {
  token: string
  response: Promise<Response>
}

declare global {
  interface Window {
    /** Early calls by target (path and query), left by a prerendered page's starter. */
    __unacsEarly?: Record<string, EarlyResponse>
  }
}

/**
 * Takes the target of a GET (path and query, e.g. `/api/Grades/GradeEntry/Sheet?sectionId=3`) and the token it
 * would be sent with; returns the early answer for exactly that call and token, once (removing it), or undefined.
 */
export function takeEarlyResponse(target: string, token: string | null): Promise<Response> | undefined {
  const early = globalThis.window?.__unacsEarly
  const entry = early?.[target]
  if (!early || !entry) return undefined
  delete early[target]
  return token !== null && entry.token === token ? entry.response : undefined
}
