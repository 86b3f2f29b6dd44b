/**
 * Identity tables: portal and guest sessions (revocable, 12 h absolute lifetime) and token signing keys
 * shared by every API instance. Issue "Identity and session API"; spec §4.
 */
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const sessionKind = pgEnum('session_kind', ['staff', 'student', 'guest'])

/**
 * One signed-in session. Access tokens carry its id (`sid`); revoking the row invalidates every token of it.
 * `refreshHash` is the sha256 of the secret in the HttpOnly refresh cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: sessionKind('kind').notNull(),
    personId: integer('person_id'),
    guestId: integer('guest_id'),
    activeRoleId: integer('active_role_id').notNull(),
    isProxy: boolean('is_proxy').notNull().default(false),
    proxyGiverRegistryNo: text('proxy_giver_registry_no'),
    activeStudentNo: text('active_student_no'),
    /** Person id of the impersonator, when this session impersonates someone. */
    impersonatorPersonId: integer('impersonator_person_id'),
    /** The impersonator's session kind and role, to give their own session back at the end. */
    impersonatorRoleId: integer('impersonator_role_id'),
    refreshHash: text('refresh_hash').notNull(),
    /**
     * The sign-in this session descends from (issue 33 §3): the id of its first session, inherited through
     * role and studentship switches and impersonation; null for that first session (and for rows from before
     * the column). A reused refresh secret revokes the whole family.
     */
    familyId: text('family_id'),
    /** The identity provider's id token, for RP-initiated logout. */
    idTokenHint: text('id_token_hint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_person_idx').on(t.personId), index('sessions_family_idx').on(t.familyId)],
)

/**
 * Refresh secrets replaced by a rotation (issue 33 §3 "token theft detection"): the sha256 of each old
 * secret, its session and when it was replaced. Presented again (after a short grace for the two-tab race),
 * it revokes the session's family.
 */
export const retiredRefreshSecrets = pgTable(
  'retired_refresh_secrets',
  {
    hash: text('hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('retired_refresh_secrets_session_idx').on(t.sessionId)],
)

/** Token signing keys (Ed25519 JWKs). The newest active key signs; every active key verifies. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  publicJwk: text('public_jwk').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
