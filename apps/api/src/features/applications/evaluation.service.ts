/**
 * Committee evaluation (issue 9 § Evaluation; spec §4 "Evaluation: opinion sent or finished", §5 opinion at
 * least 100 characters, §6 board chairman and members):
 * - a chair or member sees only the positions whose committee they sit on, and only finalised
 *   applications of those positions (403 'notOnCommittee' otherwise);
 * - before seeing an application's summary or files they declare no conflict of interest;
 * - each sends one opinion (positive or negative, at least 100 characters), final once sent;
 * - the chair finishes the evaluation when every committee member has sent one.
 * Writes are transactional and audited; the application row is locked so a finish and a late opinion
 * cannot interleave.
 */
import type {
  CommitteePosition,
  EvaluationDetail,
  EvaluationItem,
  Opinion,
  SendOpinionRequest,
} from '@unacs/contracts'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import {
  type ApplicationRow,
  applicationById,
  committeesOf,
  lockApplication,
  staffOfPerson,
  toPositions,
} from './applications.repo.ts'
import {
  applications,
  conflictDeclarations,
  opinions,
  positionCommittee,
  positions,
} from './applications.schema.ts'

/**
 * Evaluation status of an application for a committee member: finished, else whether *their own* opinion is
 * sent (`sent` is 1 or 0; issue 24: a member must not read "opinion sent" before sending hers because another
 * member did). How many opinions are in is the list's own column.
 */
function statusOf(row: ApplicationRow, sent: number): EvaluationItem['evaluationStatus'] {
  if (row.evaluationFinishedAt) return 'finished'
  return sent > 0 ? 'opinionSent' : 'pending'
}

/** Creates the evaluation service over `db`. */
export function createEvaluationService(db: Database, clock: Clock) {
  /** The caller's staff id. */
  async function me(principal: Principal) {
    const staff = await staffOfPerson(db, principal.personId)
    if (!staff) throw forbidden('applications.notOnCommittee')
    return staff
  }

  /** The caller's seat on the committee of `positionId` (403 when none). */
  async function seatOn(staffId: number, positionId: number): Promise<'chair' | 'member'> {
    const [seat] = await db
      .select({ role: positionCommittee.role })
      .from(positionCommittee)
      .where(and(eq(positionCommittee.positionId, positionId), eq(positionCommittee.staffMemberId, staffId)))
    if (!seat) throw forbidden('applications.notOnCommittee')
    return seat.role === 'chair' ? 'chair' : 'member'
  }

  /** A finalised application the caller's committee evaluates, with the caller's seat (404 / 403). */
  async function reach(principal: Principal, applicationId: number) {
    const staff = await me(principal)
    const row = await applicationById(db, applicationId)
    if (row?.status !== 'finalised') throw notFound()
    const role = await seatOn(staff.id, row.positionId)
    return { staff, row, role }
  }

  async function declared(applicationId: number, staffId: number): Promise<boolean> {
    const [row] = await db
      .select({ at: conflictDeclarations.declaredAt })
      .from(conflictDeclarations)
      .where(
        and(
          eq(conflictDeclarations.applicationId, applicationId),
          eq(conflictDeclarations.staffMemberId, staffId),
        ),
      )
    return !!row
  }

  async function opinionsOf(applicationIds: number[]) {
    if (applicationIds.length === 0) return []
    return db
      .select({
        applicationId: opinions.applicationId,
        staffMemberId: opinions.staffMemberId,
        status: opinions.status,
        text: opinions.text,
        sentAt: opinions.sentAt,
        registryNo: staffMembers.registryNo,
        firstName: persons.firstName,
        lastName: persons.lastName,
      })
      .from(opinions)
      .innerJoin(staffMembers, eq(staffMembers.id, opinions.staffMemberId))
      .innerJoin(persons, eq(persons.id, staffMembers.personId))
      .where(inArray(opinions.applicationId, applicationIds))
      .orderBy(asc(opinions.sentAt))
  }

  return {
    /** The positions the caller sits on, newest first, with their seat. */
    async positions(principal: Principal, lang: Language): Promise<CommitteePosition[]> {
      const staff = await me(principal)
      const rows = await db
        .select({ position: positions, role: positionCommittee.role })
        .from(positionCommittee)
        .innerJoin(positions, eq(positions.id, positionCommittee.positionId))
        .where(eq(positionCommittee.staffMemberId, staff.id))
        .orderBy(desc(positions.id))
      const listed = await toPositions(
        db,
        rows.map((r) => r.position),
        lang,
        istanbulToday(clock()),
      )
      return listed.map((p, i) => ({ ...p, myRole: rows[i]?.role === 'chair' ? 'chair' : 'member' }))
    },

    /** The finalised applications of a position the caller sits on (403 otherwise). */
    async applications(principal: Principal, positionId: number): Promise<EvaluationItem[]> {
      const staff = await me(principal)
      await seatOn(staff.id, positionId)
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.positionId, positionId), eq(applications.status, 'finalised')))
        .orderBy(asc(applications.id))
      const sent = await opinionsOf(rows.map((r) => r.id))
      const decl = rows.length
        ? await db
            .select({ applicationId: conflictDeclarations.applicationId })
            .from(conflictDeclarations)
            .where(
              and(
                eq(conflictDeclarations.staffMemberId, staff.id),
                inArray(
                  conflictDeclarations.applicationId,
                  rows.map((r) => r.id),
                ),
              ),
            )
        : []
      const committee = (await committeesOf(db, [positionId])).get(positionId) ?? []
      return rows.map((r) => {
        const mine = sent.filter((o) => o.applicationId === r.id)
        const info = r.personalInfo as { firstName?: string; lastName?: string } | null
        return {
          applicationId: r.id,
          applicationNo: r.applicationNo,
          applicantName: `${info?.firstName ?? ''} ${info?.lastName ?? ''}`.trim(),
          finalisedAt: r.finalisedAt?.toISOString() ?? '',
          evaluationStatus: statusOf(r, mine.some((o) => o.staffMemberId === staff.id) ? 1 : 0),
          noConflictDeclared: decl.some((d) => d.applicationId === r.id),
          myOpinionSent: mine.some((o) => o.staffMemberId === staff.id),
          opinionsSent: mine.length,
          committeeSize: committee.length,
        }
      })
    },

    /** Records the caller's declaration of no conflict of interest (idempotent), audited. */
    async declareNoConflict(principal: Principal, applicationId: number): Promise<void> {
      const { staff, row } = await reach(principal, applicationId)
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(conflictDeclarations)
          .values({ applicationId: row.id, staffMemberId: staff.id, declaredAt: clock() })
          .onConflictDoNothing()
          .returning()
        if (inserted.length > 0) {
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'evaluation_conflict_declaration',
            entityId: row.id,
            action: 'declareNoConflict',
            after: { staffMemberId: staff.id },
          })
        }
      })
    },

    /**
     * Checks the caller may see application `applicationId` in full (on its committee and declared no
     * conflict); returns the application row. 403 'declareFirst' before the declaration.
     */
    async assertMayView(principal: Principal, applicationId: number): Promise<ApplicationRow> {
      const { staff, row } = await reach(principal, applicationId)
      if (!(await declared(row.id, staff.id))) throw forbidden('applications.declareFirst')
      return row
    },

    /** The evaluation state for the caller: own opinion (the chair sees all) and whether they can finish. */
    async detail(principal: Principal, applicationId: number): Promise<EvaluationDetail> {
      const { staff, row, role } = await reach(principal, applicationId)
      const committee = (await committeesOf(db, [row.positionId])).get(row.positionId) ?? []
      const sent = await opinionsOf([row.id])
      const visible = role === 'chair' ? sent : sent.filter((o) => o.staffMemberId === staff.id)
      const roleOf = (id: number) => committee.find((c) => c.staffMemberId === id)?.role ?? 'member'
      const list: Opinion[] = visible.map((o) => ({
        registryNo: o.registryNo,
        fullName: `${o.firstName} ${o.lastName}`,
        role: roleOf(o.staffMemberId),
        status: o.status === 'positive' ? 'positive' : 'negative',
        text: o.text,
        sentAt: o.sentAt.toISOString(),
      }))
      const everyone = committee.every((c) => sent.some((o) => o.staffMemberId === c.staffMemberId))
      return {
        applicationId: row.id,
        myRole: role,
        evaluationStatus: statusOf(row, sent.some((o) => o.staffMemberId === staff.id) ? 1 : 0),
        noConflictDeclared: await declared(row.id, staff.id),
        committeeSize: committee.length,
        opinions: list,
        canFinish: role === 'chair' && !row.evaluationFinishedAt && everyone && committee.length > 0,
      }
    },

    /** Sends the caller's opinion. 403 before the declaration; 422 already sent or finished. Audited. */
    async sendOpinion(principal: Principal, req: SendOpinionRequest): Promise<void> {
      const { staff } = await reach(principal, req.applicationId)
      if (!(await declared(req.applicationId, staff.id))) throw forbidden('applications.declareFirst')
      await db.transaction(async (tx) => {
        const row = await lockApplication(tx, req.applicationId)
        if (!row) throw notFound()
        if (row.evaluationFinishedAt) throw businessRule('applications.evaluationClosed')
        const inserted = await tx
          .insert(opinions)
          .values({
            applicationId: row.id,
            staffMemberId: staff.id,
            status: req.status,
            text: req.text,
            sentAt: clock(),
          })
          .onConflictDoNothing()
          .returning()
        if (inserted.length === 0) throw businessRule('applications.opinionAlreadySent')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'evaluation_opinion',
          entityId: row.id,
          action: 'send',
          after: { staffMemberId: staff.id, status: req.status, text: req.text },
        })
      })
    },

    /** The chair finishes the evaluation once every member has sent an opinion (422 otherwise). Audited. */
    async finish(principal: Principal, applicationId: number): Promise<void> {
      const { role } = await reach(principal, applicationId)
      if (role !== 'chair') throw forbidden('applications.chairOnly')
      await db.transaction(async (tx) => {
        const row = await lockApplication(tx, applicationId)
        if (!row) throw notFound()
        if (row.evaluationFinishedAt) throw businessRule('applications.evaluationClosed')
        const seats = await tx
          .select()
          .from(positionCommittee)
          .where(eq(positionCommittee.positionId, row.positionId))
        const sent = await tx.select().from(opinions).where(eq(opinions.applicationId, row.id))
        if (seats.length === 0 || seats.some((s) => !sent.some((o) => o.staffMemberId === s.staffMemberId))) {
          throw businessRule('applications.opinionsMissing')
        }
        const at = clock()
        await tx.update(applications).set({ evaluationFinishedAt: at }).where(eq(applications.id, row.id))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'academic_application',
          entityId: row.id,
          action: 'finishEvaluation',
          before: { evaluationFinishedAt: null },
          after: {
            evaluationFinishedAt: at.toISOString(),
            opinions: sent.map((o) => ({ staffMemberId: o.staffMemberId, status: o.status })),
          },
        })
      })
    },
  }
}

/** The evaluation service's type. */
export type EvaluationService = ReturnType<typeof createEvaluationService>
