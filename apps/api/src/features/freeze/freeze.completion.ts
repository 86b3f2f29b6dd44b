/**
 * Registration completion (issue 16 "Registration completion"; spec §1 "registration completion, after which
 * the student is logged out"). A new entrant's studentship has a `registration_completions` row without
 * `completed_at`; the student confirms contact details and the declaration and sees the documents to bring.
 * Completing is one transaction with an audit row; afterwards the session is revoked, so the old token is
 * refused and the next sign-in shows the normal home (docs/decisions.md "Registration completion").
 */
import type { CompleteRegistrationRequest, CompletionStatus } from '@unacs/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { studentOf } from './freeze.repo.ts'
import { registrationCompletions } from './freeze.schema.ts'

/** The documents a new student brings to the registrar, by message key. */
const DOCUMENTS = ['freeze.doc.photo', 'freeze.doc.diploma', 'freeze.doc.id', 'freeze.doc.military'] as const

/** Ends a session at once (the identity layer's revoke, passed in by features/index.ts). */
export type RevokeSession = (sessionId: string) => Promise<void>

/** Creates the registration completion service. */
export function createCompletionService(db: Database, clock: Clock, revokeSession: RevokeSession) {
  return {
    /**
     * Whether the caller's active studentship still has to complete its registration (a completion row
     * without `completed_at`); false for staff and every other student. The menu gate of the page.
     */
    async mustComplete(principal: Principal): Promise<boolean> {
      if (principal.userType !== 'student' || !principal.activeStudentNo) return false
      const [row] = await db
        .select({ id: registrationCompletions.studentId })
        .from(students)
        .innerJoin(registrationCompletions, eq(registrationCompletions.studentId, students.id))
        .where(
          and(
            eq(students.studentNo, principal.activeStudentNo),
            eq(students.personId, principal.personId),
            isNull(registrationCompletions.completedAt),
          ),
        )
      return row !== undefined
    },

    /** Whether the caller's active studentship must complete its registration, with what the page shows. 403 staff. */
    async status(principal: Principal, lang: Language): Promise<CompletionStatus> {
      const student = await studentOf(db, principal)
      const [row] = await db
        .select({
          c: registrationCompletions,
          first: persons.firstName,
          last: persons.lastName,
          email: persons.email,
          mobile: persons.mobilePhone,
          programme: lang === 'en' ? units.nameEn : units.nameTr,
        })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .innerJoin(units, eq(units.id, students.programmeId))
        .leftJoin(registrationCompletions, eq(registrationCompletions.studentId, students.id))
        .where(eq(students.id, student.id))
      if (!row) throw businessRule('freeze.completionNotRequired')
      return {
        Required: row.c !== null && row.c.completedAt === null,
        Completed: row.c?.completedAt != null,
        StudentNo: student.studentNo,
        FullName: `${row.first} ${row.last}`,
        ProgrammeName: row.programme,
        Email: row.c?.email ?? row.email,
        MobilePhone: row.c?.mobilePhone ?? row.mobile,
        Documents: DOCUMENTS.map((k) => translate(lang, k)),
      }
    },

    /**
     * Records the confirmed contact details and the accepted declaration, then revokes the caller's session.
     * 422 when nothing is to be completed; 409 when already completed (a second click changes nothing).
     */
    async complete(principal: Principal, body: CompleteRegistrationRequest): Promise<void> {
      const student = await studentOf(db, principal)
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(registrationCompletions)
          .where(eq(registrationCompletions.studentId, student.id))
        if (!before) throw businessRule('freeze.completionNotRequired')
        const [after] = await tx
          .update(registrationCompletions)
          .set({
            completedAt: clock(),
            email: body.Email,
            mobilePhone: body.MobilePhone,
            address: body.Address,
            declarationAccepted: true,
          })
          .where(
            and(
              eq(registrationCompletions.studentId, student.id),
              isNull(registrationCompletions.completedAt),
            ),
          )
          .returning()
        if (!after) throw conflict('freeze.completionDone')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'registration_completion',
          entityId: student.id,
          action: 'complete',
          before,
          after,
        })
      })
      await revokeSession(principal.sessionId)
    },
  }
}

/** The completion service's type. */
export type CompletionService = ReturnType<typeof createCompletionService>
