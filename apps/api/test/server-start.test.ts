/**
 * The real process entry (`npm start` / `npm run start:prod` run `src/server.ts`; issue 14 "Development mode
 * is the default: make it safe"): a production start with development defaults exits non-zero before opening
 * the database and names each default on stderr; a configured production start serves on all interfaces; a
 * development start listens on 127.0.0.1 only, so another address of this machine is refused. The children run
 * on the embedded database (or none) whatever engine the suite tests, so the file runs in the PGlite pass only
 * (in the PostgreSQL pass it repeated the same children: 91 s of a CI run).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { testEngine } from './test-db.ts'

const apiDir = resolve(import.meta.dirname, '..')

/** A started server process with its output so far and its exit code once it ends. */
interface Started {
  child: ChildProcess
  output: () => { stdout: string; stderr: string }
  exited: Promise<number | null>
}

const started: ChildProcess[] = []

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGTERM')
})

/** Runs `node --import tsx src/server.ts` (as `npm run start -w @unacs/api`) with only `env` and PATH set. */
function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory', WEB_DIST: 'none', SEED_STUDENTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  return { child, output: () => ({ stdout, stderr }), exited }
}

/**
 * The process's exit code, or 'still running' after 180 s (a start that should have been refused). The bounds here
 * are generous: a child on a loaded 2-core CI machine, with tsx's cache cold, took over 90 s to start.
 */
function exitCode(server: Started): Promise<number | null | 'still running'> {
  const wait = new Promise<'still running'>((done) =>
    setTimeout(() => done('still running'), 180_000).unref(),
  )
  return Promise.race([server.exited, wait])
}

/** The address Fastify logged it listens at, waiting up to 240 s; fails when the process ends first. */
async function listeningAddress(server: Started): Promise<URL> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    const match = server.output().stdout.match(/Server listening at (http:\/\/[^"\s]+)/)
    if (match?.[1]) return new URL(match[1])
    if (server.child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`the server did not start: ${server.output().stderr}`)
}

/** The error code of a TCP connection to `host:port` ('connected' when it succeeds). */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 5000 })
    socket.once('connect', () => {
      socket.destroy()
      done('connected')
    })
    socket.once('timeout', () => {
      socket.destroy()
      done('timeout')
    })
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message))
  })
}

/** This machine's first non-loopback IPv4 address, or null when it has none. */
function externalIPv4(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? [])
      if (address.family === 'IPv4' && !address.internal) return address.address
  }
  return null
}

describe.runIf(testEngine === 'pglite')('a production start', () => {
  it('refuses development defaults: exit code 1 and one line naming each, before the database', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PORT: '0',
      // Never reached: the refusal comes before the database is opened.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    })
    const code = await exitCode(server)
    const { stdout, stderr } = server.output()
    expect(code, stderr).toBe(1)
    const lines = stderr.split('\n')
    expect(lines).toContain('UNACS refuses to start with NODE_ENV=production:')
    for (const name of [
      'PUBLIC_URL',
      'OTP_PEPPER',
      'KEY_ENCRYPTION_KEY',
      'OIDC_ISSUER',
      'OIDC_CLIENT_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
    ]) {
      expect(
        lines.filter((line) => line.startsWith(`  ${name} `)),
        name,
      ).toHaveLength(1)
    }
    expect(stdout).not.toContain('Server listening')
    expect(stderr).not.toMatch(/ECONNREFUSED|database/i)
  })

  it('names DEV_IDP_ENABLED=true even when everything else is configured', async () => {
    const server = startServer({ ...configuredProduction(), DEV_IDP_ENABLED: 'true' })
    expect(await exitCode(server)).toBe(1)
    expect(server.output().stderr).toContain(
      '\n  DEV_IDP_ENABLED=true (the development identity provider signs anyone in without a password)\n',
    )
  })

  it('serves on all interfaces when configured, without the development provider or outbox', async () => {
    const server = startServer(configuredProduction())
    const url = await listeningAddress(server)
    const port = Number(url.port)
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${port}/idp/.well-known/openid-configuration`)).status).toBe(404)
    const external = externalIPv4()
    if (external) expect(await tryConnect(external, port)).toBe('connected')
  })
})

describe.runIf(testEngine === 'pglite')('a start with malformed variables (issue 33 §3)', () => {
  it.each([
    [
      'TRUST_PROXY=true and a malformed KEY_ENCRYPTION_KEY',
      { TRUST_PROXY: 'true', KEY_ENCRYPTION_KEY: 'not-a-key' },
      [
        /^ {2}TRUST_PROXY=true would trust any X-Forwarded-For/,
        /^ {2}KEY_ENCRYPTION_KEY must be 32 random bytes/,
      ],
    ],
    ['a bare hop count', { TRUST_PROXY: '2', NODE_ENV: 'production' }, [/^ {2}TRUST_PROXY=2: a hop count/]],
  ])('exits 1 with one line per problem and no stack trace: %s', async (_name, env, expected) => {
    const server = startServer({ PORT: '0', ...env })
    const code = await exitCode(server)
    const { stdout, stderr } = server.output()
    expect(code, stderr).toBe(1)
    const lines = stderr.split('\n').filter((line) => line !== '' && !line.includes('oidc-provider WARNING'))
    expect(lines[0]).toBe('UNACS cannot start: the configuration is not valid:')
    expect(lines.slice(1)).toHaveLength(expected.length)
    expected.forEach((pattern, i) => {
      expect(lines[i + 1]).toMatch(pattern)
    })
    expect(stderr).not.toMatch(/^\s+at /m)
    expect(stderr).not.toContain('Error:')
    expect(stdout).not.toContain('Server listening')
  })
})

describe.runIf(testEngine === 'pglite')('a development start', () => {
  it('listens on 127.0.0.1 only: another address of this machine is refused', async () => {
    const server = startServer({ PORT: '0' })
    const url = await listeningAddress(server)
    expect(url.hostname).toBe('127.0.0.1')
    const port = Number(url.port)
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200)
    const external = externalIPv4()
    if (external) expect(await tryConnect(external, port)).toBe('ECONNREFUSED')
    else console.warn('no non-loopback IPv4 address on this machine: the refusal from outside is not checked')
  })
})

/** A production environment with every development default replaced (the providers are never contacted). */
function configuredProduction(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'https://portal.example.edu',
    OTP_PEPPER: 'Jx3vQm8tR2wLp9sK4zNc7yHb1fGd6aEu',
    KEY_ENCRYPTION_KEY: 'q8Zr3LmV0cT5yW1nB7xK2pD9fH4jS6gA+eU/oIlRtYw=',
    OIDC_ISSUER: 'https://sso.example.edu/realms/university',
    OIDC_CLIENT_SECRET: 'kP4sW9mZ2qR7vX1cT8nB5yL3hF6dJ0gE',
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'UNACS <no-reply@example.edu>',
  }
}
