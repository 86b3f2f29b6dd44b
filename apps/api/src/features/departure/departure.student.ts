/**
 * The student's side of departure clearance (issue 16; spec §1, §4, §5, §8): see what blocks a departure,
 * start a request (reason, description, target programme, survey), confirm it with the code sent by SMS and
 * e-mail, ask for a new code, withdraw before the dean's office pre-approval. Only the caller's active
 * studentship (403 otherwise); every write in one transaction with its audit row.
 */
import type { Language, StartDepartureRequest, StudentDepartureOverview } from '@unacs/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import { type SmsSender, toE164 } from '../../platform/sms/sms-sender.ts'
import type { Clock } from '../../platform/time.ts'
import { CODE_TTL_SECONDS, type DepartureCodes } from './departure.code.ts'
import {
  clearancesOf,
  currentRequestOf,
  openDebtsOf,
  type RequestRow,
  requestById,
  type StudentInfo,
  studentshipOf,
} from './departure.repo.ts'
import { departureClearances, departureRequests } from './departure.schema.ts'
import type { TransferProgrammes } from './departure.transfer.ts'
import {
  type HeldItemsSource,
  type LeaveCalculator,
  OFFICES,
  officeStates,
  requestView,
} from './departure.views.ts'

/** States from which the student may still withdraw (before the dean's office pre-approval). */
const WITHDRAWABLE = ['awaiting_confirmation', 'requested', 'awaiting_dean'] as const
const OPEN = ['awaiting_confirmation', 'requested', 'awaiting_dean', 'awaiting_registrar'] as const

/** What the student side needs. */
export interface StudentSideDeps {
  db: Database
  clock: Clock
  codes: DepartureCodes
  mailer: Mailer
  sms: SmsSender
  leave: LeaveCalculator
  /** What the student holds from the fixtures and sports offices (fixtures feature). */
  held: HeldItemsSource
  /** The horizontal transfer's target programmes (YÖKSİS units or the seeded list; issue 37). */
  transfer: TransferProgrammes
}

/** Creates the student side. */
export function createStudentSide(deps: StudentSideDeps) {
  const { db, clock, codes } = deps

  /** The caller's active studentship; 403 for staff or without one. */
  async function studentOf(principal: Principal): Promise<StudentInfo> {
    const no = principal.activeStudentNo
    if (principal.userType !== 'student' || !no) throw forbidden()
    const s = await studentshipOf(db, principal.personId, no)
    if (!s) throw forbidden()
    return s
  }

  /** The caller's request `id`; 404 when it is another studentship's. */
  async function ownRequest(student: StudentInfo, id: number, tx: Database = db, lock = false) {
    const row = await requestById(tx, id, lock)
    if (!row || row.studentId !== student.id) throw notFound()
    return row
  }

  const view = async (row: RequestRow, s: StudentInfo, lang: Language) =>
    requestView(db, row, s, lang, {
      codeExpiresAt: await codes.liveExpiry(db, row.id, clock()),
      leave: deps.leave,
      held: deps.held,
      phone: toE164(s.mobilePhone),
    })

  /** Sends `code` by SMS to the number on record and by e-mail, in `lang`. Rejects on a sender failure. */
  async function sendCode(s: StudentInfo, code: string, lang: Language) {
    const params = { code, minutes: CODE_TTL_SECONDS / 60 }
    const phone = toE164(s.mobilePhone)
    if (!phone) throw businessRule('departure.noContact')
    await deps.sms.send({ to: phone, text: translate(lang, 'departure.sms', params) })
    await deps.mailer.send({
      to: s.email,
      subject: translate(lang, 'departure.mail.subject'),
      text: translate(lang, 'departure.mail.text', params),
    })
  }

  async function sendOrFail(s: StudentInfo, code: string, lang: Language, log?: FastifyBaseLogger) {
    try {
      await sendCode(s, code, lang)
    } catch (err) {
      if (err instanceof AppError) throw err
      log?.error({ err }, 'departure code could not be sent')
      throw new AppError(503, 'departure.sendFailed')
    }
  }

  return {
    /** The caller's current (or last) request, the offices' state today and whether a request may start. */
    async overview(principal: Principal, lang: Language): Promise<StudentDepartureOverview> {
      const s = await studentOf(principal)
      const row = await currentRequestOf(db, s.id)
      const [debts, held] = await Promise.all([openDebtsOf(db, s.id), deps.held.heldItems(s.id)])
      const clearances =
        row && (OPEN as readonly string[]).includes(row.status) ? await clearancesOf(db, row.id) : []
      const open = row && (OPEN as readonly string[]).includes(row.status)
      return {
        StudentNo: s.studentNo,
        Request: row ? await view(row, s, lang) : null,
        Offices: officeStates(clearances, debts, held),
        CanStart: s.status === 'active' && !open,
      }
    },

    /**
     * Starts a request (status awaiting_confirmation) with the four office clearances and sends a code.
     * 422 `departure.notActive` for a studentship that is not active, `departure.noContact` without a
     * mobile number (nothing stored), `departure.targetUnknown` for a horizontal transfer to a programme not
     * offered (issue 37); 409 `departure.openExists` with an open request; 503 when sending fails (the request
     * stays; the student asks for a new code).
     */
    async start(principal: Principal, body: StartDepartureRequest, lang: Language, log?: FastifyBaseLogger) {
      const s = await studentOf(principal)
      if (s.status !== 'active') throw businessRule('departure.notActive')
      if (!toE164(s.mobilePhone)) throw businessRule('departure.noContact')
      // The target programme is one of the offered choices, never free text (issue 37).
      if (
        body.Reason === 'horizontal_transfer' &&
        !(await deps.transfer.isOffered((body.TargetProgramme ?? '').trim()))
      )
        throw businessRule('departure.targetUnknown')
      const at = clock()
      const { row, code } = await db
        .transaction(async (tx) => {
          const t = tx as unknown as Database
          const existing = await t
            .select({ id: departureRequests.id })
            .from(departureRequests)
            .where(and(eq(departureRequests.studentId, s.id), inArray(departureRequests.status, [...OPEN])))
          if (existing.length > 0) throw conflict('departure.openExists')
          const [row] = await t
            .insert(departureRequests)
            .values({
              studentId: s.id,
              status: 'awaiting_confirmation',
              reason: body.Reason,
              description: body.Description,
              targetProgramme: body.Reason === 'horizontal_transfer' ? (body.TargetProgramme ?? null) : null,
              survey: body.Survey,
              language: lang,
              createdAt: at,
            })
            .returning()
          if (!row) throw new Error('insert returned no row')
          await t.insert(departureClearances).values(OFFICES.map((office) => ({ requestId: row.id, office })))
          const { code } = await codes.issue(t, row.id, at)
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'departure_request',
            entityId: row.id,
            action: 'start',
            after: { studentNo: s.studentNo, status: row.status, reason: row.reason },
          })
          return { row, code }
        })
        .catch((err: unknown) => {
          // The partial unique index: a second start at the same moment.
          if (
            (err as { code?: string; cause?: { code?: string } })?.code === '23505' ||
            (err as { cause?: { code?: string } })?.cause?.code === '23505'
          )
            throw conflict('departure.openExists')
          throw err
        })
      await sendOrFail(s, code, lang, log)
      return view(row, s, lang)
    },

    /** Sends a new code for the caller's request awaiting confirmation (older codes die). 409 otherwise. */
    async resend(principal: Principal, id: number, lang: Language, log?: FastifyBaseLogger) {
      const s = await studentOf(principal)
      const code = await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const row = await ownRequest(s, id, t, true)
        if (row.status !== 'awaiting_confirmation') throw conflict('departure.notAtStep')
        const at = clock()
        await codes.assertMayIssue(t, row.id, at)
        return (await codes.issue(t, row.id, at)).code
      })
      await sendOrFail(s, code, lang, log)
      return view(await ownRequest(s, id), s, lang)
    },

    /**
     * Confirms the caller's request with `code`: awaiting_confirmation → requested (audited). 422
     * `departure.codeWrongOrExpired` for a wrong, expired, used or dead code (nothing moves); 409 when the
     * request no longer awaits confirmation.
     */
    async confirm(principal: Principal, id: number, code: string, lang: Language) {
      const s = await studentOf(principal)
      const row = await ownRequest(s, id)
      if (row.status !== 'awaiting_confirmation') throw conflict('departure.notAtStep')
      const at = clock()
      const codeId = await codes.check(db, id, code, at)
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        await codes.claim(t, codeId, at)
        const [moved] = await t
          .update(departureRequests)
          .set({ status: 'requested', confirmedAt: at })
          .where(and(eq(departureRequests.id, id), eq(departureRequests.status, 'awaiting_confirmation')))
          .returning({ id: departureRequests.id })
        if (!moved) throw conflict('departure.notAtStep')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'departure_request',
          entityId: id,
          action: 'confirm',
          before: { status: 'awaiting_confirmation' },
          after: { status: 'requested', confirmedAt: at },
        })
      })
      return view(await ownRequest(s, id), s, lang)
    },

    /** Withdraws the caller's request before the dean's office pre-approval. 409 at a later step. */
    async withdraw(principal: Principal, id: number, lang: Language) {
      const s = await studentOf(principal)
      const at = clock()
      await db.transaction(async (tx) => {
        const t = tx as unknown as Database
        const row = await ownRequest(s, id, t, true)
        const [moved] = await t
          .update(departureRequests)
          .set({ status: 'withdrawn', withdrawnAt: at })
          .where(and(eq(departureRequests.id, id), inArray(departureRequests.status, [...WITHDRAWABLE])))
          .returning({ id: departureRequests.id })
        if (!moved) throw conflict('departure.notAtStep')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'departure_request',
          entityId: id,
          action: 'withdraw',
          before: { status: row.status },
          after: { status: 'withdrawn', withdrawnAt: at },
        })
      })
      return view(await ownRequest(s, id), s, lang)
    },

    /** The caller's completed request `id` and studentship, for the certificate. 404 / 409 otherwise. */
    async completedOf(principal: Principal, id: number) {
      const s = await studentOf(principal)
      const row = await ownRequest(s, id)
      if (row.status !== 'completed') throw conflict('departure.notCompleted')
      return { row, student: s }
    },
  }
}
