/**
 * Development-only paths (the development identity provider at /idp, the outbox under /dev) are served only to
 * clients on this machine (issue 14 "Development mode is the default: make it safe"): any other client gets
 * the wrapper's 404, as if they were not mounted. Both the socket's peer and the client Fastify resolves from
 * X-Forwarded-For through the trusted proxies (TRUST_PROXY) must be loopback (issue 33 §3): a proxy on this
 * machine forwarding a remote client is refused, and X-Forwarded-For from an untrusted peer is never read.
 */
import { BlockList, isIPv6 } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sendError } from '../http/error-handler.ts'
import { languageFrom, translate } from '../i18n/messages.ts'

/** Where development-only helpers other than the identity provider live (the outbox is `/dev/outbox`). */
export const DEV_PATH = '/dev'

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

/**
 * True when `address` (a socket's remote address) is a loopback address: 127.0.0.0/8, ::1, or an IPv4-mapped
 * ::ffff:127.x. False for anything else, including an unknown (undefined) or malformed address.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  try {
    return loopback.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')
  } catch {
    return false
  }
}

/**
 * True when the request comes from this machine: its socket peer is loopback and so is `request.ip`, the
 * client after Fastify's trust-proxy resolution (equal to the peer without TRUST_PROXY; the nearest untrusted
 * X-Forwarded-For address with it). Issue 14; issue 33 §3.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress) && isLoopbackAddress(request.ip)
}

/**
 * Installs an onRequest hook on `app` that answers 404 (the standard wrapper, "route not found") to every
 * request that is not a loopback client (`isLoopbackClient`) whose matched route is one of `prefixes` or lies
 * below one. Install it before the routes are registered. Matching the route pattern (not the raw URL) also
 * covers encoded paths.
 */
export function serveOnlyToLoopback(app: FastifyInstance, prefixes: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url
    if (route === undefined || !prefixes.some((p) => route === p || route.startsWith(`${p}/`))) return
    if (isLoopbackClient(request)) return
    const lang = languageFrom(request.headers['accept-language'])
    return sendError(reply, 404, translate(lang, 'error.routeNotFound'))
  })
}
