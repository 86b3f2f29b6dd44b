/**
 * Token signing keys encrypted at rest (issue 15 "Data safety"): the stored private key is a JWE under
 * KEY_ENCRYPTION_KEY (no readable "d"), tokens still verify after a restart, a key stored in plaintext by an
 * earlier version is encrypted at the next start, and a wrong KEY_ENCRYPTION_KEY stops the start with a
 * clear message. The sign-in state cookie's key no longer comes from the signing keys. PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { exportJWK, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { signingKeys } from '../../src/identity/identity.schema.ts'
import { createIdentityServices } from '../../src/identity/index.ts'
import { createStateSealer } from '../../src/identity/sso/state-cookie.ts'
import { AUDIENCE } from '../../src/identity/tokens/token-service.ts'
import { createTestDatabase, type TestDatabase, testConfig, testEngine } from '../test-db.ts'

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(async () => {
  await testDb?.dispose()
})

const stored = async () => testDb.handle.db.select().from(signingKeys)

describe(`token signing keys at rest (${testEngine})`, () => {
  it('stores the private key encrypted, and tokens verify across a restart', async () => {
    const config = testConfig()
    const first = await buildApp({ config, database: testDb.handle, logger: false })
    await first.ready()
    const [row] = await stored()
    if (!row) throw new Error('no signing key')
    expect(row.privateJwk).not.toContain('"d"')
    expect(() => JSON.parse(row.privateJwk)).toThrow()
    expect(row.privateJwk.split('.')).toHaveLength(5) // compact JWE
    const header = JSON.parse(Buffer.from(row.privateJwk.split('.')[0] as string, 'base64url').toString())
    expect(header).toMatchObject({ alg: 'dir', enc: 'A256GCM', kid: row.kid })
    const jwks = (await first.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json()
    const before = await createIdentityServices(testDb.handle.db, config)
    const token = await before.tokens.sign({ hello: 'world' }, '42', AUDIENCE.portal)
    await first.close()

    // A restart: new processes load the same key from the database.
    const second = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
    await second.ready()
    expect((await second.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json()).toEqual(jwks)
    await second.close()
    const after = await createIdentityServices(testDb.handle.db, testConfig())
    expect(await after.tokens.verify(token, AUDIENCE.portal)).toMatchObject({ hello: 'world', sub: '42' })
    expect(await stored()).toHaveLength(1)
  })

  it('encrypts a plaintext key left by an earlier version at the next start; it still signs', async () => {
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
    const kid = randomUUID()
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: 'EdDSA' }
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'EdDSA', use: 'sig' }
    // Newest active key, so it is the one that signs.
    await testDb.handle.db.insert(signingKeys).values({
      kid,
      privateJwk: JSON.stringify(privateJwk),
      publicJwk: JSON.stringify(publicJwk),
      createdAt: new Date(Date.now() + 60_000),
    })
    const services = await createIdentityServices(testDb.handle.db, testConfig())
    const [row] = await testDb.handle.db.select().from(signingKeys).where(eq(signingKeys.kid, kid))
    expect(row?.privateJwk).not.toContain('"d"')
    expect(row?.privateJwk.startsWith('{')).toBe(false)
    const token = await services.tokens.sign({}, '7', AUDIENCE.portal)
    expect(JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()).kid).toBe(kid)
    const plainLeft = await testDb.handle.db.execute(
      sql`select count(*)::int as n from signing_keys where private_jwk like '%"d"%'`,
    )
    expect((plainLeft as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })

  it('refuses to start with another KEY_ENCRYPTION_KEY, naming it', async () => {
    const other = { ...testConfig(), keyEncryptionKey: new Uint8Array(32).fill(9) }
    await expect(createIdentityServices(testDb.handle.db, other)).rejects.toThrow(
      /KEY_ENCRYPTION_KEY cannot decrypt token signing key/,
    )
    await expect(buildApp({ config: other, database: testDb.handle, logger: false })).rejects.toThrow(
      /KEY_ENCRYPTION_KEY/,
    )
  })
})

describe('sign-in state cookie key', () => {
  it('comes from KEY_ENCRYPTION_KEY (or SSO_COOKIE_SECRET), not from the database', async () => {
    const kek = new Uint8Array(32).fill(3)
    const state = { protocol: 'oidc' as const, state: 's', nonce: 'n', codeVerifier: 'v', returnUrl: '/x' }
    const sealed = await createStateSealer(null, kek).seal(state)
    expect(await createStateSealer(null, kek).open(sealed)).toEqual(state)
    expect(await createStateSealer(null, new Uint8Array(32).fill(4)).open(sealed)).toBeNull()
    expect(await createStateSealer('a-cookie-secret', kek).open(sealed)).toBeNull()
    const withSecret = await createStateSealer('a-cookie-secret', kek).seal(state)
    expect(await createStateSealer('a-cookie-secret', new Uint8Array(32)).open(withSecret)).toEqual(state)
  })
})
