/**
 * Single sign-on tables (issue 34 points 1 and 3): the SAML messages already consumed (replay guard, shared by
 * every API instance) and, for each portal session started by SAML, what a LogoutRequest must name.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { sessions } from '../identity.schema.ts'

/**
 * One consumed SAML message: `id` is `assertion:<issuer> <Assertion ID>` or `request:<InResponseTo>`. Kept until
 * `expiresAt` (the assertion's NotOnOrAfter plus the accepted clock skew), after which the assertion is refused
 * as expired anyway; a second insert of the same id is a replay.
 */
export const ssoConsumedMessages = pgTable(
  'sso_consumed_messages',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_consumed_messages_expires_idx').on(t.expiresAt)],
)

/**
 * The SAML subject of a portal session: the NameID (with its format and qualifiers) and the SessionIndex of
 * the assertion that started it, for SP-initiated LogoutRequests and to find the sessions an IdP-initiated
 * LogoutRequest ends. Deleted with its session.
 */
export const ssoSamlSessions = pgTable(
  'sso_saml_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    nameQualifier: text('name_qualifier'),
    spNameQualifier: text('sp_name_qualifier'),
    sessionIndex: text('session_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_saml_sessions_name_id_idx').on(t.nameId)],
)
