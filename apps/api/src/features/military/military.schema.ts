/**
 * Military service (askerlik) tables (issue 20, rebuilt on YÖKSİS REST OBS in issue 35; spec §3 "Military
 * service query"): each student's last deferral/cancellation request with YÖKSİS's last answer, the YÖKSİS
 * unit id (`birimId`) of each programme, and the development counterpart's own requests
 * (`military_dev_requests`, used only by the counterpart mounted at /dev/military).
 */
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { units } from '../../db/schema/organisation.schema.ts'
import { persons, students } from '../../db/schema/people.schema.ts'

/** A student's last request (`askerlikErtelemeTalep`) and YÖKSİS's last answer about it. */
export const militaryDeferrals = pgTable('military_deferrals', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id),
  /** YÖKSİS `talepKayitUid`; null when YÖKSİS refused the request at once. */
  requestId: text('request_id'),
  /** `teklifTuru`: E deferral, I cancellation. */
  offerType: text('offer_type').notNull(),
  /** `teklifNedeniNo` and the reason's text (`nedenAciklama`) when it was sent. */
  reasonNo: integer('reason_no').notNull(),
  reasonText: text('reason_text').notNull(),
  /** pending | deferred | cancelled | refused */
  state: text('state').notNull(),
  /** `islemSonucKodu` / `aciklama` of the last answer. */
  resultCode: text('result_code').notNull(),
  resultMessage: text('result_message').notNull(),
  /** `sonuc` E | I | R once ASAL decided. */
  outcome: text('outcome'),
  deferralStartsOn: date('deferral_starts_on', { mode: 'string' }),
  deferralEndsOn: date('deferral_ends_on', { mode: 'string' }),
  /** `redNedeni` (a RED_NEDENLERI code). */
  refusalReason: text('refusal_reason'),
  /** `imzalayanAdSoyad` as sent; the signer is `sentBy`. */
  signerName: text('signer_name').notNull(),
  sentBy: integer('sent_by')
    .notNull()
    .references(() => persons.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  queriedAt: timestamp('queried_at', { withTimezone: true }),
})

/**
 * The YÖKSİS unit id (`birimId`) of a programme: the portal's units carry no YÖKSİS ids. Entered by the
 * registrar on the unit id page (issue 35); `yoksisName`/`checkedAt` are what YÖKSİS's `IDdenBirimAdiGetir`
 * answered for the id when it was saved (null: YÖKSİS was unavailable then).
 */
export const militaryUnits = pgTable('military_units', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id),
  birimId: integer('birim_id').notNull(),
  yoksisName: text('yoksis_name'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => persons.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
})

/** The development YÖKSİS's requests (`askerlikErtelemeTalep`), as received, and its decision. */
export const militaryDevRequests = pgTable('military_dev_requests', {
  uid: text('uid').primaryKey(),
  /** The JSON body as received. */
  body: jsonb('body').notNull(),
  tcKimlikNo: text('tc_kimlik_no').notNull(),
  teklifTuru: text('teklif_turu').notNull(),
  /** Until then `GET askerlikErtelemeTalep/{uid}` answers 206 (pending). */
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
  sonuc: text('sonuc').notNull(),
  /** dd/MM/yyyy as YÖKSİS sends them. */
  ertBasTarihi: text('ert_bas_tarihi'),
  ertBitTarihi: text('ert_bit_tarihi'),
  redNedeni: text('red_nedeni'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})
