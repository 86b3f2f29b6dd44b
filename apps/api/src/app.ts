/**
 * The app factory: a Fastify instance with the platform (wrapper, errors, i18n, OpenAPI, security headers,
 * static web app with SPA fallback) and every feature's routes. DESIGN.md §1, §4.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyFormbody from '@fastify/formbody'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import { jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod'
import type { AppConfig } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { pendingMigrationsOf } from './db/migration-status.ts'
import { registerFeatures } from './features/index.ts'
import { DEV_IDP_PATH } from './identity/dev-idp/index.ts'
import { documentedAccessOf } from './identity/guard/access.ts'
import { registerIdentity } from './identity/index.ts'
import { registerAuditSealer } from './platform/audit/audit-sealer.ts'
import { DEV_PATH, serveOnlyToLoopback } from './platform/dev-only/loopback-only.ts'
import { setSpreadsheetWorkers } from './platform/files/spreadsheet-pool.ts'
import { type DependencyProbe, healthRoutes } from './platform/health/health.routes.ts'
import { compressAnswers } from './platform/http/compress-answers.ts'
import { installErrorHandler, sendError } from './platform/http/error-handler.ts'
import { logFieldsMixin, serializeError } from './platform/http/log-serializers.ts'
import { trackAllowedMethods } from './platform/http/method-not-allowed.ts'
import { BEARER_SCHEME, createOpenApiTransform, withNullableEnums } from './platform/http/openapi.ts'
import { readPrerenderedPages, withScriptSources } from './platform/http/prerendered-pages.ts'
import {
  boundedFormParser,
  boundedServerOptions,
  installBoundedJsonParser,
  refuseBreachedQuery,
} from './platform/http/request-bounds.ts'
import { ASSET_PREFIX, installSecurityHeaders } from './platform/http/security-headers.ts'
import { zodValidatorCompiler } from './platform/http/validation.ts'
import { languageFrom, translate } from './platform/i18n/messages.ts'
import { createJobService } from './platform/jobs/job-service.ts'
import { createMailer } from './platform/mail/create-mailer.ts'
import type { Mailer } from './platform/mail/mailer.ts'
import { registerDevOutbox } from './platform/mail/outbox.routes.ts'
import { installMetrics } from './platform/metrics/metrics.routes.ts'
import type { CounterStore } from './platform/rate-limit/counter-store.ts'
import { createCounterStore } from './platform/rate-limit/limiter.ts'
import { createSmsSender, injectFetch } from './platform/sms/create-sms-sender.ts'
import { registerDevSmsCounterpart } from './platform/sms/sms-counterpart.routes.ts'
import { registerDevSmsOutbox } from './platform/sms/sms-outbox.routes.ts'
import type { SmsSender } from './platform/sms/sms-sender.ts'
import { type Clock, systemClock } from './platform/time.ts'

/** What the app needs from outside: configuration and an open database. */
export interface AppDeps {
  config: AppConfig
  database: DatabaseHandle
  /** The business clock (default: real time); tests fix it to check date rules at any hour. */
  clock?: Clock
  /** Fastify logger options; defaults to pino JSON at config.logLevel. */
  logger?: FastifyServerOptions['logger']
}

/** Builds the portal's HTTP app (not listening). Call `app.close()` to release it; the database stays open. */
export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const logOptions = loggerOptions(config, logger)
  // Per-request lines ("incoming request", "request completed") only at debug or trace (issue 23): at info
  // they were two pino lines with the request serialised and redacted on every call; nginx keeps the access
  // log. At info the API still logs "request completed" for the answers worth a look (401, 403, 429, 5xx;
  // see the onResponse hook below), and the error handler its 4xx client errors and 5xx faults.
  const perRequestLines =
    typeof logOptions === 'object' && ['debug', 'trace'].includes(String(logOptions.level ?? 'info'))
  const app = Fastify({
    logger: logOptions,
    logController: new LogController({ disableRequestLogging: !perRequestLines }),
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Body size, query-string bounds and the wrapper for Fastify's and Node's own answers (issue 33 §1, §3).
    ...boundedServerOptions(config.inputLimits),
  })
  // First hook: a query string beyond the bounds answers 400 before anything else runs (the rate limit too).
  refuseBreachedQuery(app)
  setSpreadsheetWorkers(config.spreadsheetWorkers)
  app.setValidatorCompiler(zodValidatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  // Request counts and latency by route pattern, and GET /metrics for Prometheus (issue 38).
  installMetrics(app, { database, token: config.metricsToken, metricsPort: config.metricsPort })
  // Before any route, so every route's methods are known to answer 405 with Allow (issue 15).
  const allowedMethods = trackAllowedMethods(app)
  // Before any route: the development identity provider and outbox answer only this machine (issue 14).
  serveOnlyToLoopback(app, [DEV_IDP_PATH, DEV_PATH])
  // The web client sends `Content-Type: application/json` on every call (spec §7), also on POSTs without
  // a body (refresh, impersonation exit, logout): an empty JSON body reads as no body; a body beyond the input
  // bounds (depth, keys + elements, string length) answers 400 before it is parsed (issue 33 §1); anything else
  // goes through Fastify's own parser (prototype-poisoning protection included).
  installBoundedJsonParser(app, config.inputLimits)
  // Synchronous (issue 23, third pass): an async hook costs a promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
  if (!perRequestLines) {
    app.addHook('onResponse', (request, reply, done) => {
      const status = reply.statusCode
      if (status === 401 || status === 403 || status === 429 || status >= 500)
        request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed')
      done()
    })
  }

  // Helmet's headers, computed once by @fastify/helmet at start-up and set in one call per request (issue 23).
  await installSecurityHeaders(app, {
    // The client sends the current route as the referrer (spec §7); same-origin keeps it off other sites.
    referrerPolicy: { policy: 'same-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design injects its CSS-in-JS <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // The browser posts the signed payment form to the bank's 3-D gate (issue 17; POS_GATE_URL).
        formAction: ["'self'", ...(config.virtualPos ? [new URL(config.virtualPos.gateUrl).origin] : [])],
      },
    },
  })

  // Answers of 1 KB and more are compressed by Accept-Encoding (issue 23): brotli at quality 1 and gzip at
  // level 5, fast settings for per-request work (a 20 KB menu: brotli q1 0.14 ms → 1.3 KB, q4 2 ms → 0.7 KB;
  // the request-path profile showed q4's zlib work at 6 % of the API's CPU); the web app's files come
  // pre-compressed from the build (registerWebApp); an answer that already has a Content-Encoding is left alone.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 5 },
  })
  // The same compression in one synchronous step for JSON and text answers up to 256 KB (issue 23).
  compressAnswers(app)

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'UNACS API', description: 'University Academic System portal API', version: '0.1.0' },
      components: {
        securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createOpenApiTransform(documentedAccessOf),
    // Schemas registered with an id (e.g. the recursive menu entry) become components the operations $ref.
    transformObject: (documentObject) => withNullableEnums(jsonSchemaTransformObject(documentObject)),
  })
  // The document is served outside production, and in production only when API_DOCS=true (issue 15).
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  await app.register(fastifyCookie)
  await app.register(fastifyFormbody, { parser: boundedFormParser(config.inputLimits) })
  // Uploads (spec §5 files): at most 5 files of 20 MB per request; features apply their own, smaller limits.
  // Text fields (issue 33 §1): at most 50, each at most BODY_MAX_STRING_LENGTH bytes (a longer one arrives
  // truncated and fails its schema), 60 parts, 100 header lines per part, names of 100 bytes.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: 20 * 1024 * 1024,
      files: 5,
      fields: 50,
      parts: 60,
      fieldSize: config.inputLimits.maxStringLength,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  })
  // One mailer, SMS sender and counter store for the whole app, so /readyz sees what the calls see (issue 33 §3).
  const mailer = createMailer(database.db, config)
  app.addHook('onClose', () => mailer.close())
  // Outside production without SMS_URL the real client talks to the development counterpart in-process.
  const sms = createSmsSender(database.db, config, injectFetch(app))
  const counters = createCounterStore(database.db, config)
  app.addHook('onClose', () => counters.close())
  await app.register(healthRoutes, {
    ping: database.ping,
    pendingMigrations: pendingMigrationsOf(database.db),
    dependencies: outsideServices({ counters, mailer, sms }),
  })
  const identity = await registerIdentity(app, database.db, config, clock, { mailer, counters })
  // Background jobs (platform/jobs): features register handlers now; the queue is worked once the app is ready.
  const jobs = createJobService(database, { log: app.log })
  app.addHook('onReady', async () => {
    jobs.open().catch((error) => app.log.error({ err: error }, 'job queue did not start'))
  })
  app.addHook('onClose', () => jobs.close())
  // The audit chain's sealer (issue 40): a recurring task on one instance at a time; the backlog gauges.
  registerAuditSealer(jobs, database.db, { pauseMs: config.auditSealIntervalMs })
  await registerFeatures(app, {
    db: database.db,
    clock,
    config,
    mailer,
    sms,
    counters,
    sessions: identity.sessions,
    jobs,
    jobAdmin: jobs,
    databaseInfo: database,
    menuGates: identity.menuGates,
    scope: identity.scope,
  })
  await registerDevOutbox(app, database.db, config)
  await registerDevSmsOutbox(app, database.db, config)
  await registerDevSmsCounterpart(app, database.db, config)

  registerWebApp(app, config.webDist, allowedMethods)
  return app
}

/**
 * The outside services /readyz reports (issue 33 §3): Redis when the counters live there (required: the
 * sign-in and verification limits fail closed without it), the SMTP server and the SMS provider when
 * configured (the last send's outcome; reported, not required). None in development with the outboxes.
 */
function outsideServices(deps: {
  counters: CounterStore
  mailer: Mailer
  sms: SmsSender
}): DependencyProbe[] {
  const probes: DependencyProbe[] = []
  const { counters, mailer, sms } = deps
  if (counters.health)
    probes.push({ name: 'redis', required: true, state: () => counters.health?.() ?? 'ok' })
  if (mailer.health) probes.push({ name: 'smtp', required: false, state: () => mailer.health?.() ?? 'ok' })
  if (sms.health) probes.push({ name: 'sms', required: false, state: () => sms.health?.() ?? 'ok' })
  return probes
}

/**
 * The Fastify logger options: `given` (tests pass a level and a stream, or false) or pino JSON at
 * `config.logLevel` with credentials redacted; in both, errors go through `serializeError`, so a database
 * error is logged with its SQLSTATE code and never with the query's parameters (issue 15).
 */
function loggerOptions(config: AppConfig, given: AppDeps['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false
  const base =
    given && typeof given === 'object'
      ? given
      : {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        }
  // The guard's user fields reach every line of a request through the mixin (addLogFields).
  return { mixin: logFieldsMixin, ...base, serializers: { ...base.serializers, err: serializeError } }
}

/**
 * Serves the built web app at / (immutable hashed assets, pre-compressed brotli or gzip by Accept-Encoding) and answers any other GET that accepts HTML with
 * index.html, so client routes survive reloads; a client path the build prerendered (/guest-login, issue 23) gets
 * its own page, whose inline script the security policy then allows by hash. A path served with other methods gets 405 with `Allow`
 * (`allowedMethods` lists them); unknown /api paths get the wrapper with 404.
 */
function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  allowedMethods: (path: string) => string[],
): void {
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'))
  const prerendered = readPrerenderedPages(hasWeb ? webDist : null)
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/vite-precompress.ts); chosen by
      // Accept-Encoding, with Vary: Accept-Encoding (issue 23).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const lang = languageFrom(request.headers['accept-language'])
    const path = request.url.split('?')[0] ?? ''
    const isApi = path === '/api' || path.startsWith('/api/')
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html')
    // A missing build asset is a 404, never the app's page: asset answers carry no document policies (CSP).
    if (!isApi && !path.startsWith(ASSET_PREFIX) && hasWeb && wantsHtml) {
      const page = prerendered.get(path)
      if (page) {
        const policy = reply.getHeader('content-security-policy')
        if (typeof policy === 'string')
          reply.header('content-security-policy', withScriptSources(policy, page.scriptSources))
        return reply.header('cache-control', 'no-cache').sendFile(page.file)
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const allowed = allowedMethods(path)
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '))
      return sendError(reply, 405, translate(lang, 'error.methodNotAllowed'))
    }
    return sendError(reply, 404, translate(lang, isApi ? 'error.notFound' : 'error.routeNotFound'))
  })
}
