/**
 * Military service deferrals (issue 20, rebuilt on YÖKSİS REST OBS in issue 35; spec §3 "Military service
 * query", §8 "no record found; no student found"). The registrar (role 4, university-wide) lists the male
 * active students of the legal age (the obligation starts on 1 January of the year one turns 20, Law 7179
 * art. 3), sends deferral (E) or cancellation (I) requests with a reason from YÖKSİS's reference list, signed
 * by the registrar (name and national id from their person record), follows each request's result (request
 * id, offer type, offer reason, result code, deferral end) and queries a student's military status. Each
 * request sent is stored with one audit record as soon as YÖKSİS accepted it (YÖKSİS has no operation key,
 * so a request it took must never be forgotten); an outage before the first answer writes nothing (503).
 */
import type {
  MilitaryOfferType,
  MilitaryReasons,
  MilitarySendResult,
  MilitaryState,
  MilitaryStatus,
  MilitaryStudent,
} from '@unacs/contracts'
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { addDays, type Clock, istanbulToday } from '../../platform/time.ts'
import {
  type DeferralResult,
  isoOfYoksisDate,
  type MilitaryClient,
  MilitaryNotFound,
  MilitaryUnavailable,
  RESULT_CODES,
  type ReferenceItem,
  type ReferenceList,
} from './military.client.ts'
import { militaryDeferrals, militaryUnits } from './military.schema.ts'

/** The age from which the law asks for military service (years, counted by birth year). */
export const MILITARY_AGE = 20
/** How long a reference list is kept (ms): YÖKSİS's lists change rarely. */
export const REASONS_TTL_MS = 60 * 60 * 1000
/** Retry-After (s) of a 503 when YÖKSİS did not answer (the circuit's own time when it is open). */
export const RETRY_AFTER_SECONDS = 30

/** The reference list of an offer type (Entities/AskerlikErtelemeTalep.php `teklifNedeniNo`). */
export const LIST_OF: Record<MilitaryOfferType, ReferenceList> = {
  E: 'ERTELEME_TEKLIF_NEDENLERI',
  I: 'ERTELEME_IPTAL_NEDENLERI',
}

/** The 503 for a YÖKSİS failure, in the caller's language, with Retry-After seconds (`retryAfter`). */
function unavailable(err: MilitaryUnavailable, params: Record<string, string | number> = {}): AppError {
  const retryAfter = err.retryAfterSeconds ?? (err.reason === 'unreachable' ? RETRY_AFTER_SECONDS : 0)
  return new AppError(503, params.sent ? 'military.partial' : `military.${err.reason}`, {
    detail: err.message.slice(0, 200),
    ...(retryAfter > 0 ? { retryAfter } : {}),
    ...params,
  })
}

/** Runs a YÖKSİS call: MilitaryUnavailable → 503, MilitaryNotFound → 404 `notFoundKey`. */
async function yoksis<T>(run: () => Promise<T>, notFoundKey = 'military.noRecord'): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof MilitaryUnavailable) throw unavailable(err)
    if (err instanceof MilitaryNotFound) throw notFound(notFoundKey)
    throw err
  }
}

/** The row values of a settled or pending result (`GET askerlikErtelemeTalep/{uid}`). */
function resultValues(r: DeferralResult) {
  const state = r.pending
    ? 'pending'
    : r.sonuc === 'E'
      ? 'deferred'
      : r.sonuc === 'I'
        ? 'cancelled'
        : r.sonuc === 'R'
          ? 'refused'
          : 'pending'
  return {
    state,
    resultCode: r.islemSonucu.islemSonucKodu,
    resultMessage: r.islemSonucu.aciklama,
    outcome: r.pending ? null : r.sonuc,
    deferralStartsOn: isoOfYoksisDate(r.ertBasTarihi),
    deferralEndsOn: isoOfYoksisDate(r.ertBitTarihi),
    refusalReason: r.redNedeni,
  }
}

/** Creates the military service. */
export function createMilitaryService(db: Database, clock: Clock, client: MilitaryClient) {
  const busy = new Set<number>()
  const cache = new Map<ReferenceList, { at: number; items: ReferenceItem[] }>()

  /** SQL: male, active, born in or before (this year − 20). */
  const eligible = (): SQL => {
    const year = Number(istanbulToday(clock()).slice(0, 4))
    return sql`${persons.gender} = 'male' and ${students.status} = 'active' and extract(year from ${persons.birthDate}) <= ${year - MILITARY_AGE}`
  }
  const columns = (lang: Language) => ({
    studentId: students.id,
    studentNo: students.studentNo,
    fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
    nationalId: persons.nationalId,
    birthDate: persons.birthDate,
    programme: lang === 'en' ? units.nameEn : units.nameTr,
    birimId: militaryUnits.birimId,
    d: militaryDeferrals,
  })
  type Row = {
    studentId: number
    studentNo: string
    fullName: string
    birthDate: string
    programme: string
    d: typeof militaryDeferrals.$inferSelect | null
  }
  const stateOf = (d: Row['d']): MilitaryState => ({
    RequestId: d?.requestId ?? null,
    OfferType: (d?.offerType as MilitaryOfferType | undefined) ?? null,
    OfferReasonNo: d?.reasonNo ?? null,
    OfferReason: d?.reasonText ?? null,
    ResultCode: d?.resultCode ?? null,
    ResultMessage: d?.resultMessage ?? null,
    DeferralStartsOn: d?.deferralStartsOn ?? null,
    DeferralEndsOn: d?.deferralEndsOn ?? null,
    RefusalReason: d?.refusalReason ?? null,
    SignerName: d?.signerName ?? null,
    State: (d?.state as MilitaryState['State']) ?? 'none',
    SentAt: d?.sentAt.toISOString() ?? null,
    QueriedAt: d?.queriedAt?.toISOString() ?? null,
  })
  const view = (r: Row): MilitaryStudent => ({
    StudentId: r.studentId,
    StudentNo: r.studentNo,
    FullName: r.fullName,
    Programme: r.programme,
    BirthDate: r.birthDate,
    ...stateOf(r.d),
  })
  const base = (lang: Language) =>
    db
      .select(columns(lang))
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .innerJoin(units, eq(units.id, students.programmeId))
      .leftJoin(militaryUnits, eq(militaryUnits.unitId, students.programmeId))
      .leftJoin(militaryDeferrals, eq(militaryDeferrals.studentId, students.id))

  async function page(where: SQL | undefined, pageNo: number, pageSize: number, lang: Language, order: SQL) {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .leftJoin(militaryDeferrals, eq(militaryDeferrals.studentId, students.id))
      .where(where)
    const rows = await base(lang)
      .where(where)
      .orderBy(order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
    return { items: rows.map(view), page: pageNo, pageSize, total: Number(c?.n ?? 0) }
  }

  /** A reference list, from the cache when younger than REASONS_TTL_MS; 503 when YÖKSİS fails. */
  async function referenceList(list: ReferenceList): Promise<ReferenceItem[]> {
    const hit = cache.get(list)
    if (hit && Date.now() - hit.at < REASONS_TTL_MS) return hit.items
    const items = await yoksis(() => client.reasons(list))
    cache.set(list, { at: Date.now(), items })
    return items
  }

  /** The signer: the signed-in person's name and national id. */
  async function signerOf(p: Principal) {
    const [s] = await db
      .select({ firstName: persons.firstName, lastName: persons.lastName, nationalId: persons.nationalId })
      .from(persons)
      .where(eq(persons.id, p.personId))
    if (!s) throw notFound('military.noSigner')
    return { name: `${s.firstName} ${s.lastName}`, nationalId: s.nationalId }
  }

  return {
    /** A page of the male students of the legal age with their last request; `q` name/number, `state`. */
    async students(
      q: { page: number; pageSize: number; q?: string; state?: MilitaryState['State'] },
      lang: Language,
    ) {
      const where = and(
        eligible(),
        foldedContains([sql`${persons.firstName} || ' ' || ${persons.lastName}`, students.studentNo], q.q),
        q.state === 'none'
          ? sql`${militaryDeferrals.studentId} is null`
          : q.state
            ? eq(militaryDeferrals.state, q.state)
            : undefined,
      )
      return page(where, q.page, q.pageSize, lang, sql`${students.studentNo}`)
    },

    /**
     * The reasons of an offer type from YÖKSİS (`askerlikErtelemeReferans/{ERTELEME_TEKLIF_NEDENLERI |
     * ERTELEME_IPTAL_NEDENLERI}`, cached an hour) and the signer (the signed-in registrar, national id
     * masked). 503 when YÖKSİS fails and nothing is cached.
     */
    async reasons(p: Principal, offerType: MilitaryOfferType): Promise<MilitaryReasons> {
      const [items, signer] = await Promise.all([referenceList(LIST_OF[offerType]), signerOf(p)])
      return {
        OfferType: offerType,
        Reasons: items.map((i) => ({
          No: i.nedenNo,
          Description: i.nedenAciklama,
          LawArticleNo: i.kanunMaddeNo,
          LawArticle: i.kanunMaddeAciklama,
        })),
        Signer: { FullName: signer.name, NationalIdMasked: `*******${signer.nationalId.slice(-4)}` },
      }
    },

    /**
     * Sends a request of `offerType` with reason `reasonNo` for each of `ids`, signed by `p`. 422 when one is
     * not a male active student of the legal age, the reason is not in YÖKSİS's list, a programme has no
     * YÖKSİS unit id, or (I) one has no accepted deferral to cancel. A student whose last request of this type
     * is pending or accepted is not sent again (`alreadySent`). 409 while a batch with one of them runs; 503
     * when YÖKSİS fails (those sent before are kept: `military.partial`). One audit record per request sent.
     */
    async send(
      p: Principal,
      input: { ids: readonly number[]; offerType: MilitaryOfferType; reasonNo: number },
      lang: Language,
    ): Promise<MilitarySendResult[]> {
      const { ids, offerType, reasonNo } = input
      const rows = await base(lang).where(and(eligible(), inArray(students.id, [...ids])))
      if (rows.length !== ids.length) throw businessRule('military.notEligible')
      const noUnit = rows.find((r) => r.birimId === null)
      if (noUnit) throw businessRule('military.noUnit', { programme: noUnit.programme })
      const done = (r: (typeof rows)[number]) =>
        r.d?.offerType === offerType &&
        (r.d.state === 'pending' || r.d.state === (offerType === 'E' ? 'deferred' : 'cancelled'))
      if (offerType === 'I') {
        const none = rows.find((r) => !done(r) && r.d?.state !== 'deferred')
        if (none) throw businessRule('military.nothingToCancel', { name: none.fullName })
      }
      const reason = (await referenceList(LIST_OF[offerType])).find((i) => i.nedenNo === reasonNo)
      if (!reason) throw businessRule('military.unknownReason')
      const signer = await signerOf(p)
      if (ids.some((id) => busy.has(id))) throw conflict('military.busy')
      for (const id of ids) busy.add(id)
      const results = new Map<number, MilitarySendResult>()
      let sent = 0
      try {
        for (const r of rows) {
          const head = { StudentId: r.studentId, StudentNo: r.studentNo, FullName: r.fullName }
          if (done(r)) {
            results.set(r.studentId, {
              ...head,
              State: 'alreadySent',
              RequestId: r.d?.requestId ?? null,
              ResultCode: r.d?.resultCode ?? '',
              Message: r.d?.resultMessage ?? '',
            })
            continue
          }
          const body = {
            tcKimlikNo: r.nationalId,
            birimId: r.birimId as number,
            teklifTuru: offerType,
            teklifNedeniNo: reasonNo,
            imzalayanTcNo: signer.nationalId,
            imzalayanAdSoyad: signer.name,
          }
          let a: Awaited<ReturnType<MilitaryClient['request']>>
          try {
            a = await client.request(body)
          } catch (err) {
            if (err instanceof MilitaryUnavailable)
              throw sent > 0 ? unavailable(err, { sent, total: ids.length }) : unavailable(err)
            throw err
          }
          const accepted = a.islemSonucu.islemSonucKodu === RESULT_CODES.done && a.talepKayitUid !== null
          const values = {
            requestId: a.talepKayitUid,
            offerType,
            reasonNo,
            reasonText: reason.nedenAciklama,
            state: accepted ? 'pending' : 'refused',
            resultCode: a.islemSonucu.islemSonucKodu,
            resultMessage: a.islemSonucu.aciklama,
            outcome: null,
            deferralStartsOn: null,
            deferralEndsOn: null,
            refusalReason: null,
            signerName: signer.name,
            sentBy: p.personId,
            sentAt: clock(),
            queriedAt: null,
          }
          await db.transaction(async (tx) => {
            await tx
              .insert(militaryDeferrals)
              .values({ studentId: r.studentId, ...values })
              .onConflictDoUpdate({ target: militaryDeferrals.studentId, set: values })
            await recordAudit(tx, auditActorOf(p), {
              entity: 'military-deferral',
              entityId: r.studentId,
              action: offerType === 'E' ? 'request-deferral' : 'request-cancellation',
              before: r.d ? stateOf(r.d) : null,
              after: { ...values, birimId: body.birimId, sentAt: values.sentAt.toISOString() },
            })
          })
          sent += 1
          results.set(r.studentId, {
            ...head,
            State: accepted ? 'pending' : 'refused',
            RequestId: a.talepKayitUid,
            ResultCode: a.islemSonucu.islemSonucKodu,
            Message: a.islemSonucu.aciklama,
          })
        }
        return ids.map((id) => results.get(id) as MilitarySendResult)
      } finally {
        for (const id of ids) busy.delete(id)
      }
    },

    /**
     * Asks YÖKSİS for the result of the student's last request and stores it. 404 "no student found" for an
     * unknown student, "no record found" when no request was sent or YÖKSİS does not know it; 503 on failure.
     */
    async query(studentId: number, lang: Language): Promise<MilitaryStudent> {
      const [r] = await base(lang).where(eq(students.id, studentId))
      if (!r) throw notFound('military.noStudent')
      if (!r.d?.requestId) throw notFound('military.noRecord')
      const uid = r.d.requestId
      const result = await yoksis(() => client.result(uid))
      const values = { ...resultValues(result), queriedAt: clock() }
      await db.update(militaryDeferrals).set(values).where(eq(militaryDeferrals.studentId, studentId))
      return view({ ...r, d: { ...r.d, ...values } })
    },

    /**
     * The student's military status from YÖKSİS (`askerlikdurumsorgula`), not stored. 404 "no student found",
     * "no military record" when YÖKSİS has none (e.g. foreign nationals); 503 on failure.
     */
    async status(studentId: number): Promise<MilitaryStatus> {
      const [r] = await db
        .select({
          studentNo: students.studentNo,
          fullName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
          nationalId: persons.nationalId,
        })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(eq(students.id, studentId))
      if (!r) throw notFound('military.noStudent')
      const s = await yoksis(() => client.status(r.nationalId), 'military.noStatus')
      return {
        StudentId: studentId,
        StudentNo: r.studentNo,
        FullName: r.fullName,
        StatusCode: s.askerlikDurumKod,
        Status: s.askerlikDurumAciklama,
        DeferralStatusCode: s.askerlikErtDurumKod,
        DeferralStatus: s.askerlikErtDurumAciklama,
        ResultCode: s.islemKod,
        ResultMessage: s.islemAciklama,
        DeferralEndsOn: isoOfYoksisDate(s.ertBitTarihi),
      }
    },

    /** A page of the accepted deferrals ending today or within `days` days, soonest first. */
    async ending(q: { page: number; pageSize: number; days: number }, lang: Language) {
      const today = istanbulToday(clock())
      const where = and(
        eq(militaryDeferrals.state, 'deferred'),
        gte(militaryDeferrals.deferralEndsOn, today),
        lte(militaryDeferrals.deferralEndsOn, addDays(today, q.days)),
      )
      return page(
        where,
        q.page,
        q.pageSize,
        lang,
        sql`${militaryDeferrals.deferralEndsOn}, ${students.studentNo}`,
      )
    },
  }
}

/** The military service's type. */
export type MilitaryService = ReturnType<typeof createMilitaryService>
