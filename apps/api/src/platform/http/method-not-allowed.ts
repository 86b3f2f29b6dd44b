/**
 * 405 Method Not Allowed with `Allow` (RFC 9110 §15.5.6) for a path the app serves with other methods, in place
 * of Fastify's 404 (issue 15 "The API contract"). Every route is also registered, without a handler, in a
 * second find-my-way router (the one Fastify routes with), so a concrete path is matched exactly as Fastify
 * matches it.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify'
import FindMyWay from 'find-my-way'

const METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const

/**
 * Records every route added to `app` from now on (call before registering routes). Returns the methods
 * allowed on a concrete path (upper case, sorted; HEAD wherever GET is), empty when no route matches it.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay({ ignoreTrailingSlash: false, caseSensitive: true })
  const noop = () => {}
  app.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method)
    for (const method of methods) {
      const upper = method.toUpperCase()
      if (!(METHODS as readonly string[]).includes(upper)) continue
      if (router.find(upper as (typeof METHODS)[number], route.url)) continue
      router.on(upper as (typeof METHODS)[number], route.url, noop)
    }
  })
  return (path) => {
    const allowed = METHODS.filter((m) => router.find(m, path) !== null)
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD')
    return allowed.sort()
  }
}
