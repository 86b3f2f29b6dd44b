/**
 * Token signing keys: Ed25519 key pairs kept in the database so every API instance signs and verifies with
 * the same keys. The first start creates one. Tokens carry the key id (`kid`).
 */
import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Database } from '../../db/client.ts'
import { signingKeys } from '../identity.schema.ts'

/** The only algorithm accepted for portal and guest tokens. */
export const TOKEN_ALGORITHM = 'EdDSA'

/** A usable key: its id, the private key for signing and the public JWK (published at the JWKS endpoint). */
export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

/**
 * Loads the active keys (newest first), creating one when none exists. Concurrent first starts are safe:
 * a key inserted by another instance is simply another active key.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKey[]> {
  let rows = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.isActive, true))
    .orderBy(desc(signingKeys.createdAt))
  if (rows.length === 0) {
    const pair = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true })
    const kid = randomUUID()
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' }
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: TOKEN_ALGORITHM }
    await db
      .insert(signingKeys)
      .values({ kid, privateJwk: JSON.stringify(privateJwk), publicJwk: JSON.stringify(publicJwk) })
    rows = await db
      .select()
      .from(signingKeys)
      .where(eq(signingKeys.isActive, true))
      .orderBy(desc(signingKeys.createdAt))
  }
  return Promise.all(
    rows.map(async (row) => {
      const publicJwk = JSON.parse(row.publicJwk) as JWK
      return {
        kid: row.kid,
        privateKey: (await importJWK(JSON.parse(row.privateJwk) as JWK, TOKEN_ALGORITHM)) as CryptoKey,
        publicKey: (await importJWK(publicJwk, TOKEN_ALGORITHM)) as CryptoKey,
        publicJwk,
      }
    }),
  )
}
