/**
 * Data subject requests (issue 39 "My personal data", KVKK Art. 11 and 13): a person asks the data controller to
 * correct or delete their data or objects to its processing; the legal deadline is the Istanbul date 30 days
 * after filing. The data protection officer's queue lists them (overdue first), answers them with an outcome and
 * a text; every filing and answer is audited (before/after) and the person is notified in the same transaction.
 * Guest applicants (no person row) file too: their requests carry `guestId`, the queue names them by their
 * profile name or e-mail, and they are not notified (no bell; the answer is shown on their page).
 */
import type {
  AnswerDataRequest,
  DataRequest,
  DataRequestPage,
  DataRequestQuery,
  FileDataRequest,
  Language,
} from '@unacs/contracts'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, conflict } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { addDays, type Clock, istanbulToday } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { privacyRequests } from './privacy.schema.ts'
import './privacy.messages.ts'

/** Days the controller has to answer (KVKK Art. 13/2). */
export const ANSWER_DAYS = 30

const personName = (col: SQL | typeof privacyRequests.personId) =>
  sql<string | null>`(select p.first_name || ' ' || p.last_name from persons p where p.id = ${col})`

/**
 * The requester's name: the person's, else the guest's profile name, else the guest's e-mail. The guest column is
 * qualified by hand: drizzle renders a lone table's columns unqualified, and `guest_id` would be the profile's.
 */
const requesterName = sql<string | null>`coalesce(
  (select p.first_name || ' ' || p.last_name from persons p where p.id = ${privacyRequests.personId}),
  (select g.first_name || ' ' || g.last_name from guest_profiles g where g.guest_id = "privacy_requests"."guest_id"),
  (select g.email from guests g where g.id = ${privacyRequests.guestId}))`

/** Who files or owns requests: a signed-in person (their principal) or a guest applicant. */
export type Requester = { principal: Principal } | { guestId: number }

/** The audit actor of a guest: no person; the guest id is in the entry's snapshot. */
const GUEST_ACTOR = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

type Row = typeof privacyRequests.$inferSelect

/** Builds the requests service; `notify` tells the person of the answer (features/index.ts). */
export function createDataRequests(db: Database, clock: Clock, notify?: Notify) {
  const columns = {
    row: privacyRequests,
    person: requesterName,
    answeredByName: personName(sql`${privacyRequests.answeredBy}`),
  }

  const view = (r: { row: Row; person: string | null; answeredByName: string | null }, lang: Language) => {
    const today = istanbulToday(clock())
    return {
      Id: r.row.id,
      Kind: r.row.kind,
      KindName: translate(lang, `privacy.request.kind.${r.row.kind}`),
      Text: r.row.text,
      FiledAt: new Date(r.row.filedAt).toISOString(),
      DueOn: r.row.dueOn,
      Overdue: r.row.state === 'open' && r.row.dueOn < today,
      State: r.row.state,
      Outcome: r.row.outcome,
      OutcomeName: r.row.outcome ? translate(lang, `privacy.request.outcome.${r.row.outcome}`) : null,
      Answer: r.row.answer,
      AnsweredAt: r.row.answeredAt ? new Date(r.row.answeredAt).toISOString() : null,
      Person: r.person ?? '',
      AnsweredBy: r.answeredByName,
      Version: r.row.version,
    } satisfies DataRequest
  }

  /** The audit snapshot of a request (the text is the person's; the audit keeps it for the decision). */
  const snapshot = (r: Row) => ({
    ...(r.guestId === null ? {} : { guestId: r.guestId }),
    kind: r.kind,
    state: r.state,
    dueOn: r.dueOn,
    outcome: r.outcome,
    answer: r.answer,
    answeredBy: r.answeredBy,
  })

  return {
    /**
     * Files the requester's request (a person's or a guest's); the deadline is today (Istanbul) + 30 days.
     * Audited. Returns it in `lang`.
     */
    async file(by: Requester, body: FileDataRequest, lang: Language): Promise<DataRequest> {
      const now = clock()
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyRequests)
          .values({
            ...('guestId' in by ? { guestId: by.guestId } : { personId: by.principal.personId }),
            kind: body.Kind,
            text: body.Text,
            filedAt: now,
            dueOn: addDays(istanbulToday(now), ANSWER_DAYS),
          })
          .returning()
        if (!row) throw new Error('insert failed')
        await recordAudit(tx, 'guestId' in by ? GUEST_ACTOR : auditActorOf(by.principal), {
          entity: 'privacy_request',
          entityId: row.id,
          action: 'file',
          after: snapshot(row),
        })
        return row.id
      })
      const [r] = await db.select(columns).from(privacyRequests).where(eq(privacyRequests.id, id))
      if (!r) throw new Error('request vanished')
      return view(r, lang)
    },

    /** The caller's own requests (a person's `{ personId }` or a guest's `{ guestId }`), newest first. */
    async mine(owner: { personId: number } | { guestId: number }, lang: Language): Promise<DataRequest[]> {
      const rows = await db
        .select(columns)
        .from(privacyRequests)
        .where(
          'guestId' in owner
            ? eq(privacyRequests.guestId, owner.guestId)
            : eq(privacyRequests.personId, owner.personId),
        )
        .orderBy(desc(privacyRequests.id))
      return rows.map((r) => view(r, lang))
    },

    /** The officer's queue page: filters by state, kind, overdue, person; open and overdue first. */
    async list(q: DataRequestQuery, lang: Language): Promise<DataRequestPage> {
      const today = istanbulToday(clock())
      const byName = q.person ? foldedContains(requesterName, q.person) : undefined
      const where = and(
        q.state ? eq(privacyRequests.state, q.state) : undefined,
        q.kind ? eq(privacyRequests.kind, q.kind) : undefined,
        q.overdue === true
          ? sql`${privacyRequests.state} = 'open' and ${privacyRequests.dueOn} < ${today}`
          : undefined,
        q.overdue === false
          ? sql`not (${privacyRequests.state} = 'open' and ${privacyRequests.dueOn} < ${today})`
          : undefined,
        byName,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(privacyRequests)
          .where(where)
          .orderBy(
            sql`case when ${privacyRequests.state} = 'open' then 0 else 1 end`,
            asc(privacyRequests.dueOn),
            desc(privacyRequests.id),
          )
          .offset((q.page - 1) * q.pageSize)
          .limit(q.pageSize),
        db.select({ n: count() }).from(privacyRequests).where(where),
      ])
      return {
        items: rows.map((r) => view(r, lang)),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(total?.n ?? 0),
      }
    },

    /**
     * The officer answers request `Id` (open, at `Version`): outcome and text; audited before/after and the person
     * notified in the same transaction (a guest is not: no bell). 404 unknown, 422 already answered, 409 stale.
     */
    async answer(p: Principal, body: AnswerDataRequest, lang: Language): Promise<DataRequest> {
      const now = clock()
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(privacyRequests)
          .where(eq(privacyRequests.id, body.Id))
          .for('update')
        if (!before) throw new AppError(404, 'privacy.request.notFound')
        if (before.state !== 'open') throw new AppError(422, 'privacy.request.alreadyAnswered')
        if (before.version !== body.Version) throw conflict('error.conflict', {}, { Version: before.version })
        const [after] = await tx
          .update(privacyRequests)
          .set({
            state: 'answered',
            outcome: body.Outcome,
            answer: body.Answer,
            answeredBy: p.personId,
            answeredAt: now,
            version: before.version + 1,
          })
          .where(eq(privacyRequests.id, body.Id))
          .returning()
        if (!after) throw new Error('update failed')
        await recordAudit(tx, auditActorOf(p), {
          entity: 'privacy_request',
          entityId: after.id,
          action: 'answer',
          before: snapshot(before),
          after: snapshot(after),
        })
        if (after.personId !== null)
          await notify?.(tx, {
            personId: after.personId,
            kind: 'privacy.request.answered',
            eventKey: `privacy.request.answered:${after.id}`,
            params: {},
            link: 'kisisel-verilerim',
          })
      })
      const [r] = await db.select(columns).from(privacyRequests).where(eq(privacyRequests.id, body.Id))
      if (!r) throw new Error('request vanished')
      return view(r, lang)
    },

    /** Open requests (the officer's digest queue; university-wide). */
    async openCount(): Promise<number> {
      const [r] = await db
        .select({ n: count() })
        .from(privacyRequests)
        .where(eq(privacyRequests.state, 'open'))
      return Number(r?.n ?? 0)
    },
  }
}

/** The service's type. */
export type DataRequests = ReturnType<typeof createDataRequests>
