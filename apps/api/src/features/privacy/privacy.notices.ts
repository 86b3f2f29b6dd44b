/**
 * Privacy notices (issue 39 "Privacy notice"): a versioned aydınlatma metni per audience (students, staff,
 * guest applicants). The highest version of an audience is its current one; a person (or guest) who has not
 * acknowledged it is asked at sign-in (or before starting an application); one acknowledgement per version
 * (who, when, which version, from where). The system administrator publishes a new version (audited), which
 * asks everyone again; the history is every version with its acknowledgement count.
 */
import type { Language, NoticeAudience, NoticeVersion, PendingNotice, PublishNotice } from '@unacs/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { privacyAcknowledgements, privacyNotices } from './privacy.schema.ts'

/** Who reads a notice: a portal person (staff or student) or a guest applicant. */
export type NoticeReader = { personId: number; audience: 'student' | 'staff' } | { guestId: number }

const audienceOf = (r: NoticeReader): NoticeAudience => ('guestId' in r ? 'guest' : r.audience)
const readerWhere = (r: NoticeReader) =>
  'guestId' in r
    ? eq(privacyAcknowledgements.guestId, r.guestId)
    : eq(privacyAcknowledgements.personId, r.personId)

/** Builds the notices service over `db`. */
export function createNoticeService(db: Database, clock: Clock) {
  /** The current (highest) version of `audience`, or undefined when none is published. */
  async function current(audience: NoticeAudience) {
    const [row] = await db
      .select()
      .from(privacyNotices)
      .where(eq(privacyNotices.audience, audience))
      .orderBy(desc(privacyNotices.version))
      .limit(1)
    return row
  }

  /** Every version of `audience`, newest first, with the publisher's name and the acknowledgement count. */
  async function history(audience: NoticeAudience): Promise<NoticeVersion[]> {
    const rows = await db
      .select({
        n: privacyNotices,
        by: sql<
          string | null
        >`(select p.first_name || ' ' || p.last_name from persons p where p.id = privacy_notices.published_by)`,
        acks: sql<number>`(select count(*)::int from privacy_acknowledgements a where a.notice_id = privacy_notices.id)`,
      })
      .from(privacyNotices)
      .where(eq(privacyNotices.audience, audience))
      .orderBy(desc(privacyNotices.version))
    return rows.map(({ n, by, acks }) => ({
      Id: n.id,
      Audience: n.audience,
      Version: n.version,
      TitleTr: n.titleTr,
      TitleEn: n.titleEn,
      BodyTr: n.bodyTr,
      BodyEn: n.bodyEn,
      PublishedAt: n.publishedAt.toISOString(),
      PublishedBy: by,
      Acknowledged: Number(acks),
    }))
  }

  return {
    current,
    /** Every version of `audience`, newest first, with the publisher's name and the acknowledgement count. */
    history,

    /**
     * The current notice of the reader's audience in `lang` when the reader has not acknowledged it; null when
     * acknowledged (or when no notice is published).
     */
    async pending(reader: NoticeReader, lang: Language): Promise<PendingNotice | null> {
      const notice = await current(audienceOf(reader))
      if (!notice) return null
      const [ack] = await db
        .select({ id: privacyAcknowledgements.id })
        .from(privacyAcknowledgements)
        .where(and(eq(privacyAcknowledgements.noticeId, notice.id), readerWhere(reader)))
      if (ack) return null
      return {
        Id: notice.id,
        Audience: notice.audience,
        Version: notice.version,
        Title: lang === 'en' ? notice.titleEn : notice.titleTr,
        Body: lang === 'en' ? notice.bodyEn : notice.bodyTr,
        PublishedAt: notice.publishedAt.toISOString(),
      }
    },

    /**
     * Records that the reader acknowledged notice `id` (idempotent: a second call changes nothing). 422
     * `privacy.notice.notCurrent` when `id` is not the reader's audience's current version (an older version
     * or another audience's).
     */
    async acknowledge(reader: NoticeReader, id: number, ip: string): Promise<void> {
      const notice = await current(audienceOf(reader))
      if (!notice || notice.id !== id) throw businessRule('privacy.notice.notCurrent')
      await db
        .insert(privacyAcknowledgements)
        .values({
          noticeId: id,
          personId: 'guestId' in reader ? null : reader.personId,
          guestId: 'guestId' in reader ? reader.guestId : null,
          acknowledgedAt: clock(),
          ip,
        })
        .onConflictDoNothing()
    },

    /**
     * Publishes a new version of `input.Audience` (BaseVersion + 1), audited in the same transaction. 409
     * `privacy.notice.stale` with the current version when another version was published since BaseVersion
     * (the unique (audience, version) index settles two publishers racing). Returns the new version.
     */
    async publish(actor: AuditActor, input: PublishNotice): Promise<NoticeVersion> {
      const stale = async () => {
        const [latest] = await history(input.Audience)
        return conflict('privacy.notice.stale', {}, latest ?? null)
      }
      const latest = await current(input.Audience)
      if ((latest?.version ?? 0) !== input.BaseVersion) throw await stale()
      const version = input.BaseVersion + 1
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(privacyNotices)
          .values({
            audience: input.Audience,
            version,
            titleTr: input.TitleTr,
            titleEn: input.TitleEn,
            bodyTr: input.BodyTr,
            bodyEn: input.BodyEn,
            publishedAt: clock(),
            publishedBy: actor.personId,
          })
          .onConflictDoNothing()
          .returning({ id: privacyNotices.id })
        if (!row) return null
        await recordAudit(tx, actor, {
          entity: 'privacy_notice',
          entityId: row.id,
          action: 'publish',
          before: latest ? { version: latest.version } : null,
          after: { audience: input.Audience, version, titleTr: input.TitleTr, titleEn: input.TitleEn },
        })
        return row
      })
      if (!inserted) throw await stale()
      const [added] = (await history(input.Audience)).filter((v) => v.Id === inserted.id)
      if (!added) throw await stale()
      return added
    },
  }
}

/** The notices service's type. */
export type NoticeService = ReturnType<typeof createNoticeService>
