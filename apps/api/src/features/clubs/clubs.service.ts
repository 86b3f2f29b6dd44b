/**
 * Club rules (issue 21 § Clubs; spec §1 "club registration"):
 * - the student centre defines clubs with an advisor (staff) and a president (a student, made a member);
 * - an active student applies to join a club (not while a member or with a pending application);
 * - only the club's president (as the signed-in student) or its advisor (as the signed-in staff member)
 *   approves or rejects; the first decision wins, a second one gets 409;
 * - club events are events with the club as organiser (the events feature's `organisedBy`).
 * Writes are transactional and audited.
 */
import type {
  Club,
  ClubApplication,
  ClubApplyRequest,
  ClubDecisionRequest,
  ClubEvent,
  ClubListQuery,
  ClubMember,
  ClubMembership,
  ClubMembersQuery,
  SaveClubRequest,
} from '@unacs/contracts'
import { and, asc, count, eq, inArray, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import type { EventsService } from '../events/index.ts'
import {
  activeStudentOf,
  advisesActiveClub,
  applicationsOf,
  clubColumns,
  membershipsOf,
  membersPage,
  staffByRegistryNo,
  staffIdsOf,
  studentByNo,
} from './clubs.repo.ts'
import { clubApplications, clubMembers, clubs } from './clubs.schema.ts'

/** The caller as a possible decider: their active studentship id and staff member ids. */
interface Caller {
  studentId: number | null
  staffIds: number[]
}

/** Creates the clubs service; `events` gives the events a club organises. */
export function createClubsService(db: Database, clock: Clock, events: Pick<EventsService, 'organisedBy'>) {
  async function callerOf(principal: Principal): Promise<Caller> {
    if (principal.userType === 'student') {
      const student = principal.activeStudentNo
        ? await activeStudentOf(db, principal.personId, principal.activeStudentNo)
        : null
      return { studentId: student?.id ?? null, staffIds: [] }
    }
    return { studentId: null, staffIds: await staffIdsOf(db, principal.personId) }
  }

  const decides = (c: Caller, club: { presidentStudentId: number | null; advisorStaffId: number }) =>
    (c.studentId !== null && club.presidentStudentId === c.studentId) ||
    c.staffIds.includes(club.advisorStaffId)

  /** Club list rows as the contract's clubs, with the caller's standing and right to decide. */
  async function toClubs(
    caller: Caller,
    rows: Awaited<ReturnType<typeof clubRows>>,
    lang: Language,
  ): Promise<Club[]> {
    const mine = caller.studentId === null ? new Map() : await membershipsOf(db, caller.studentId)
    return rows.map((r) => {
      let status: ClubMembership = mine.get(r.id) ?? 'none'
      if (caller.studentId !== null && r.presidentStudentId === caller.studentId) status = 'president'
      return {
        Id: r.id,
        NameTr: r.nameTr,
        NameEn: r.nameEn,
        Name: lang === 'en' ? r.nameEn : r.nameTr,
        Description: r.description,
        AdvisorSicilNo: r.advisorRegistryNo,
        AdvisorName: r.advisorName,
        PresidentOgrNo: r.presidentNo,
        PresidentName: r.presidentName,
        MemberCount: r.members,
        PendingCount: r.pending,
        MyStatus: status,
        CanDecide: decides(caller, r),
      }
    })
  }

  /** The active clubs the caller advises (staff) or presides over (student), by name. */
  async function clubRows(caller: Caller, lang: Language) {
    const scope = or(
      caller.studentId === null ? undefined : eq(clubs.presidentStudentId, caller.studentId),
      caller.staffIds.length ? inArray(clubs.advisorStaffId, caller.staffIds) : undefined,
    )
    if (!scope) return []
    return db
      .select(clubColumns(lang))
      .from(clubs)
      .where(and(eq(clubs.active, true), scope))
      .orderBy(orderByTurkish(lang === 'en' ? clubs.nameEn : clubs.nameTr), asc(clubs.id))
  }

  return {
    /** A page of active clubs by name, with advisor, president, counts and the caller's standing. */
    async list(principal: Principal, q: ClubListQuery, lang: Language) {
      const caller = await callerOf(principal)
      const where = and(eq(clubs.active, true), foldedContains([clubs.nameTr, clubs.nameEn], q.search))
      const [rows, [total]] = await Promise.all([
        db
          .select(clubColumns(lang))
          .from(clubs)
          .where(where)
          .orderBy(orderByTurkish(lang === 'en' ? clubs.nameEn : clubs.nameTr), asc(clubs.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(clubs).where(where),
      ])
      const items = await toClubs(caller, rows, lang)
      return { items, page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 }
    },

    /**
     * Creates or updates a club (student centre); returns its id. 422 unknown advisor or president; 404
     * unknown club; 409 name taken. The president becomes a member. Audited.
     */
    async save(principal: Principal, body: SaveClubRequest): Promise<number> {
      const advisor = await staffByRegistryNo(db, body.AdvisorSicilNo)
      if (!advisor) throw businessRule('clubs.advisorNotFound')
      const president = body.PresidentOgrNo ? await studentByNo(db, body.PresidentOgrNo) : null
      if (body.PresidentOgrNo && !president) throw businessRule('clubs.presidentNotFound')
      const values = {
        nameTr: body.NameTr,
        nameEn: body.NameEn,
        descriptionTr: body.DescriptionTr,
        descriptionEn: body.DescriptionEn,
        advisorStaffId: advisor.id,
        presidentStudentId: president?.id ?? null,
      }
      try {
        return await db.transaction(async (tx) => {
          let id: number
          if (body.Id === undefined) {
            const [row] = await tx.insert(clubs).values(values).returning({ id: clubs.id })
            id = row?.id ?? 0
            await recordAudit(tx, auditActorOf(principal), {
              entity: 'club',
              entityId: id,
              action: 'create',
              after: values,
            })
          } else {
            const [before] = await tx.select().from(clubs).where(eq(clubs.id, body.Id)).for('update')
            if (!before) throw notFound('clubs.notFound')
            await tx.update(clubs).set(values).where(eq(clubs.id, body.Id))
            await recordAudit(tx, auditActorOf(principal), {
              entity: 'club',
              entityId: body.Id,
              action: 'update',
              before,
              after: values,
            })
            id = body.Id
          }
          if (president) {
            await tx
              .insert(clubMembers)
              .values({ clubId: id, studentId: president.id, joinedAt: clock() })
              .onConflictDoNothing()
          }
          return id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('clubs.nameTaken')
        throw err
      }
    },

    /** The caller applies to join a club; returns the application id. 403 not an active student; 404; 409. */
    async apply(principal: Principal, body: ClubApplyRequest): Promise<number> {
      const caller = await callerOf(principal)
      if (caller.studentId === null) throw forbidden()
      const studentId = caller.studentId
      try {
        return await db.transaction(async (tx) => {
          const [club] = await tx
            .select({ id: clubs.id, active: clubs.active })
            .from(clubs)
            .where(eq(clubs.id, body.ClubId))
          if (!club?.active) throw notFound('clubs.notFound')
          const [member] = await tx
            .select({ id: clubMembers.id })
            .from(clubMembers)
            .where(and(eq(clubMembers.clubId, body.ClubId), eq(clubMembers.studentId, studentId)))
          if (member) throw conflict('clubs.alreadyMember')
          const [row] = await tx
            .insert(clubApplications)
            .values({ clubId: body.ClubId, studentId, note: body.Note, appliedAt: clock() })
            .returning({ id: clubApplications.id })
          const id = row?.id ?? 0
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'club_application',
            entityId: id,
            action: 'apply',
            after: { clubId: body.ClubId, studentId },
          })
          return id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('clubs.alreadyApplied')
        throw err
      }
    },

    /** The active clubs the caller advises or presides over (the advisor's page), by name; [] for others. */
    async advised(principal: Principal, lang: Language): Promise<Club[]> {
      const caller = await callerOf(principal)
      return toClubs(caller, await clubRows(caller, lang), lang)
    },

    /** Whether the caller (a staff member) advises an active club: the menu gate of the advisor's page. */
    async advisesAny(principal: Principal): Promise<boolean> {
      if (principal.userType !== 'staff') return false
      return advisesActiveClub(db, principal.personId)
    },

    /**
     * A page of a club's members with their programme and joining date, for its advisor or president.
     * 404 unknown club; 403 for anyone else (members' names are not public).
     */
    async members(
      principal: Principal,
      q: ClubMembersQuery,
      lang: Language,
    ): Promise<{ items: ClubMember[]; page: number; pageSize: number; total: number }> {
      const caller = await callerOf(principal)
      const [club] = await db
        .select({
          id: clubs.id,
          presidentStudentId: clubs.presidentStudentId,
          advisorStaffId: clubs.advisorStaffId,
        })
        .from(clubs)
        .where(eq(clubs.id, q.ClubId))
      if (!club) throw notFound('clubs.notFound')
      if (!decides(caller, club)) throw forbidden('clubs.membersHidden')
      const { rows, total } = await membersPage(db, club.id, q, lang)
      return {
        items: rows.map((r) => ({
          StudentNo: r.studentNo,
          FullName: `${r.first} ${r.last}`,
          Programme: r.programme,
          JoinedAt: r.joinedAt.toISOString(),
          IsPresident: r.studentId === club.presidentStudentId,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      }
    },

    /** The pending applications of the clubs the caller presides over or advises, oldest first. */
    async pending(principal: Principal, lang: Language): Promise<ClubApplication[]> {
      const caller = await callerOf(principal)
      return applicationsOf(db, caller.studentId, caller.staffIds, lang)
    },

    /**
     * Approves (the student becomes a member) or rejects a pending application. 404 unknown; 403 not the
     * club's president or advisor; 409 decided already (e.g. by the other decider at the same moment).
     */
    async decide(principal: Principal, body: ClubDecisionRequest): Promise<void> {
      const caller = await callerOf(principal)
      await db.transaction(async (tx) => {
        const [app] = await tx
          .select({
            id: clubApplications.id,
            clubId: clubApplications.clubId,
            studentId: clubApplications.studentId,
            status: clubApplications.status,
            presidentStudentId: clubs.presidentStudentId,
            advisorStaffId: clubs.advisorStaffId,
          })
          .from(clubApplications)
          .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
          .where(eq(clubApplications.id, body.ApplicationId))
        if (!app) throw notFound('clubs.applicationNotFound')
        if (!decides(caller, app)) throw forbidden('clubs.notDecider')
        const status = body.Approve ? ('approved' as const) : ('rejected' as const)
        const now = clock()
        // Conditional update: of two deciders at once, exactly one changes the row; the other gets 409.
        const changed = await tx
          .update(clubApplications)
          .set({ status, decidedAt: now, decidedByPersonId: principal.personId })
          .where(and(eq(clubApplications.id, app.id), eq(clubApplications.status, 'pending')))
          .returning({ id: clubApplications.id })
        if (changed.length === 0) throw conflict('clubs.alreadyDecided')
        if (body.Approve) {
          await tx
            .insert(clubMembers)
            .values({ clubId: app.clubId, studentId: app.studentId, joinedAt: now })
            .onConflictDoNothing()
        }
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'club_application',
          entityId: app.id,
          action: status,
          before: { status: app.status },
          after: { status },
        })
      })
    },

    /** The events a club organises (club meetings), newest first. 404 unknown club. */
    async events(clubId: number, lang: Language): Promise<ClubEvent[]> {
      const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId))
      if (!club) throw notFound('clubs.notFound')
      return (await events.organisedBy(clubId, lang)).map((e) => ({
        Id: e.id,
        Name: e.name,
        Hall: e.hall,
        StartsAt: e.startsAt.toISOString(),
        EndsAt: e.endsAt.toISOString(),
      }))
    },

    /** The ids of the clubs a studentship belongs to (for the events feature's calendar feed). */
    async clubsOf(studentId: number): Promise<number[]> {
      const rows = await db
        .select({ id: clubMembers.clubId })
        .from(clubMembers)
        .where(eq(clubMembers.studentId, studentId))
      return rows.map((r) => r.id)
    },
  }
}

/** The clubs service's type. */
export type ClubsService = ReturnType<typeof createClubsService>
