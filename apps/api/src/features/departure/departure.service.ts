/**
 * The departure clearance service (issue 16 § Departure clearance; spec §1, §3, §4, §5, §8): the student
 * side (departure.student.ts), the reviewers' side (departure.review.ts), the library debts list and the
 * certificate. Built once per app by index.ts.
 */
import type { Language, LibraryDebtItem } from '@unacs/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Mailer } from '../../platform/mail/mailer.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import type { SmsSender } from '../../platform/sms/sms-sender.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { createDepartureCodes } from './departure.code.ts'
import { createLeaveCalculator } from './departure.leave.ts'
import { renderDepartureCertificate } from './departure.pdf.ts'
import { libraryDebtPage, programmeUnder, studentByNo, universityNameOf } from './departure.repo.ts'
import { createReviewSide, type DepartedHook } from './departure.review.ts'
import { departureDebts } from './departure.schema.ts'
import { createStudentSide } from './departure.student.ts'
import { type CouncilProgrammes, createTransferProgrammes } from './departure.transfer.ts'
import { debtItem, type HeldItemsSource, type LeaveCalculator } from './departure.views.ts'

/** What the departure service needs. */
export interface DepartureDeps {
  db: Database
  clock: Clock
  mailer: Mailer
  sms: SmsSender
  /** HMAC key of stored confirmation codes (OTP_PEPPER). */
  pepper: string
  fonts: PdfFonts
  /** What a studentship holds from the fixtures and sports offices (the fixtures feature's service). */
  held: HeldItemsSource
  /** The leave calculation; default: this feature's own input table (replaced by the money feature). */
  leave?: LeaveCalculator
  /** Run after a departure completes (other features close the student's open baskets and requests). */
  onDeparted?: DepartedHook[]
  /** Tells the student each step passed or refused (notifications feature, issue 39). */
  notify?: Notify
  /** The council's programmes from the YÖKSİS units service (yoksis feature; issue 37); default: none. */
  councilProgrammes?: CouncilProgrammes
}

/** Creates the departure service. */
export function createDepartureService(deps: DepartureDeps) {
  const { db, clock } = deps
  const codes = createDepartureCodes(deps.pepper)
  const leave = deps.leave ?? createLeaveCalculator(db)
  const held = deps.held
  const transfer = createTransferProgrammes(deps.councilProgrammes)
  const student = createStudentSide({
    db,
    clock,
    codes,
    mailer: deps.mailer,
    sms: deps.sms,
    leave,
    held,
    transfer,
  })
  const review = createReviewSide({
    db,
    clock,
    leave,
    held,
    onDeparted: deps.onDeparted ?? [],
    ...(deps.notify ? { notify: deps.notify } : {}),
  })

  return {
    student,
    review,
    /** The horizontal transfer's target programmes (issue 37). */
    transfer,

    /** The library debts (LibraryDebts page) within the library's units, paged. 403 for other roles. */
    async libraryDebts(
      principal: Principal,
      q: { page: number; pageSize: number; StudentNo?: string | undefined; OpenOnly: boolean },
    ): Promise<{ items: LibraryDebtItem[]; page: number; pageSize: number; total: number }> {
      const { office, unitIds } = await review.officeScope(principal)
      if (office !== 'library') throw notFound()
      const page = await libraryDebtPage(db, unitIds, q)
      return {
        items: page.items.map((r) => ({
          ...debtItem(r.debt),
          StudentNo: r.studentNo,
          StudentName: `${r.firstName} ${r.lastName}`,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: page.total,
      }
    },

    /** Records a library debt (book, dates, fine) of a student in the library's units. 404 no such student. */
    async createLibraryDebt(
      principal: Principal,
      body: { StudentNo: string; Title: string; BorrowedOn: string; DueOn: string; FineKurus: number },
    ) {
      const { office, unitIds } = await review.officeScope(principal)
      if (office !== 'library') throw notFound()
      const s = await studentByNo(db, body.StudentNo)
      if (!s) throw notFound('departure.noStudent')
      const [inScope] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, s.id), programmeUnder(unitIds)))
      if (!inScope) throw notFound('departure.noStudent')
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(departureDebts)
          .values({
            studentId: s.id,
            office: 'library',
            title: body.Title,
            amountKurus: body.FineKurus,
            itemDate: body.BorrowedOn,
            dueOn: body.DueOn,
            createdAt: clock(),
          })
          .returning()
        if (!row) throw new Error('insert returned no row')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'departure_debt',
          entityId: row.id,
          action: 'create',
          after: {
            studentNo: s.studentNo,
            office: 'library',
            title: row.title,
            amountKurus: row.amountKurus,
          },
        })
        return { ...debtItem(row), StudentNo: s.studentNo, StudentName: `${s.firstName} ${s.lastName}` }
      })
    },

    /**
     * The certificate PDF of completed request `id`: the student's own, or any in the registrar's units, in
     * `language` (tr or en; default the request's language, issue 37). 404 not visible; 409
     * `departure.notCompleted`.
     */
    async certificate(
      principal: Principal,
      id: number,
      language?: Language,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const { row, student: s } =
        principal.userType === 'student'
          ? await student.completedOf(principal, id)
          : await review.completedFor(principal, id)
      const lang: Language = language ?? (row.language === 'en' ? 'en' : 'tr')
      const bytes = await renderDepartureCertificate(
        row,
        s,
        lang,
        await universityNameOf(db, lang),
        clock(),
        deps.fonts,
      )
      const base = lang === 'en' ? 'departure-certificate' : 'ilisik-kesme-belgesi'
      return { fileName: `${base}-${s.studentNo}-${row.id}.pdf`, bytes }
    },
  }
}

/** The departure service's type. */
export type DepartureService = ReturnType<typeof createDepartureService>
