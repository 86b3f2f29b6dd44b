/**
 * Token signing keys: Ed25519 key pairs kept in the database so every API instance signs and verifies with
 * the same keys. The first start creates one. Tokens carry the key id (`kid`). The private JWK is stored
 * encrypted (issue 15 "Data safety"): a compact JWE (`dir`, A256GCM, via jose) under a key derived by HKDF
 * from KEY_ENCRYPTION_KEY, with the signing key's `kid` in its protected header (so a sealed key cannot be
 * moved to another row). Keys stored in plaintext by earlier versions are encrypted at the next start.
 */
import { hkdfSync, randomUUID } from 'node:crypto'
import { desc, eq, like } from 'drizzle-orm'
import { CompactEncrypt, compactDecrypt, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
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

/** The AES-256-GCM key that seals private JWKs, derived from KEY_ENCRYPTION_KEY (32 bytes). */
function sealingKey(keyEncryptionKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', keyEncryptionKey, 'unacs', 'unacs-signing-key-encryption', 32))
}

/** Encrypts the private JWK of signing key `kid` into a compact JWE (the stored form). */
async function seal(privateJwk: JWK, kid: string, key: Uint8Array): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(privateJwk)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid, cty: 'jwk+json' })
    .encrypt(key)
}

/** Decrypts a stored private JWK of signing key `kid`; throws naming KEY_ENCRYPTION_KEY when it cannot. */
async function unseal(stored: string, kid: string, key: Uint8Array): Promise<JWK> {
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(stored, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    if (protectedHeader.kid !== kid) throw new Error(`sealed for key ${protectedHeader.kid}`)
    return JSON.parse(new TextDecoder().decode(plaintext)) as JWK
  } catch (err) {
    throw new Error(
      `KEY_ENCRYPTION_KEY cannot decrypt token signing key ${kid}: it is not the key the signing keys were ` +
        `encrypted with (or the stored key was altered) (${err instanceof Error ? err.message : String(err)})`,
    )
  }
}

/**
 * Encrypts every private JWK still stored in plaintext (a database from before encryption at rest).
 * Each row is updated only if still plaintext, so concurrent starts are safe. Returns how many it sealed.
 */
async function sealPlaintextKeys(db: Database, key: Uint8Array): Promise<number> {
  const plain = await db.select().from(signingKeys).where(like(signingKeys.privateJwk, '{%'))
  for (const row of plain) {
    const sealed = await seal(JSON.parse(row.privateJwk) as JWK, row.kid, key)
    await db.update(signingKeys).set({ privateJwk: sealed }).where(eq(signingKeys.kid, row.kid)).execute()
  }
  return plain.length
}

/**
 * Loads the active keys (newest first), creating one when none exists; `keyEncryptionKey` (32 bytes,
 * KEY_ENCRYPTION_KEY) seals and opens the stored private keys. Plaintext keys left by earlier versions are
 * encrypted first. Throws when a stored key cannot be decrypted with it (wrong or changed
 * KEY_ENCRYPTION_KEY). Concurrent first starts are safe: a key inserted by another instance is simply
 * another active key.
 */
export async function loadSigningKeys(db: Database, keyEncryptionKey: Uint8Array): Promise<SigningKey[]> {
  const key = sealingKey(keyEncryptionKey)
  await sealPlaintextKeys(db, key)
  const active = () =>
    db.select().from(signingKeys).where(eq(signingKeys.isActive, true)).orderBy(desc(signingKeys.createdAt))
  let rows = await active()
  if (rows.length === 0) {
    const pair = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true })
    const kid = randomUUID()
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' }
    const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: TOKEN_ALGORITHM }
    await db
      .insert(signingKeys)
      .values({ kid, privateJwk: await seal(privateJwk, kid, key), publicJwk: JSON.stringify(publicJwk) })
    rows = await active()
  }
  return Promise.all(
    rows.map(async (row) => {
      const publicJwk = JSON.parse(row.publicJwk) as JWK
      return {
        kid: row.kid,
        privateKey: (await importJWK(
          await unseal(row.privateJwk, row.kid, key),
          TOKEN_ALGORITHM,
        )) as CryptoKey,
        publicKey: (await importJWK(publicJwk, TOKEN_ALGORITHM)) as CryptoKey,
        publicJwk,
      }
    }),
  )
}
