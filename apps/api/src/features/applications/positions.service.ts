/**
 * Positions opened by authorised staff (issue 9 § Positions; spec §6 "authorised personnel"): the caller's
 * active role must be human resources (10) or authorised personnel (16) — see docs/decisions.md — and its
 * units must cover the position's faculty (a unit covers itself and everything below it). A position has a
 * cadre, faculty, department, dates and description, and an evaluation committee of one chair (a staff
 * member holding role 8) and members (holding role 9). The committee is fixed once an opinion is sent;
 * the cadre, department and start date are fixed once an application is finalised. Writes are versioned
 * (409 with the current position), transactional and audited.
 */
import type {
  AssignCommitteeRequest,
  CommitteeCandidate,
  FacultyChoice,
  Position,
  SavePositionRequest,
} from '@unacs/contracts'
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, roleAssignments, staffMembers, units } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { positionById, staffOfPerson, toPositions } from './applications.repo.ts'
import { applications, opinions, positionCommittee, positions } from './applications.schema.ts'

/** Roles that manage positions: human resources and authorised personnel. */
export const POSITION_ADMIN_ROLES = [10, 16] as const
/** The committee roles: chair 8, member 9. */
export const COMMITTEE_ROLES = { chair: 8, member: 9 } as const

/** Creates the position service over `db`. */
export function createPositionService(db: Database, clock: Clock) {
  const today = () => istanbulToday(clock())

  /** The unit ids the caller's active assignment covers (with every unit below them). */
  async function scopeOf(principal: Principal): Promise<Set<number>> {
    const staff = await staffOfPerson(db, principal.personId)
    if (!staff) throw forbidden()
    const assignments = await db
      .select({ unitIds: roleAssignments.unitIds })
      .from(roleAssignments)
      .where(
        and(
          eq(roleAssignments.staffMemberId, staff.id),
          eq(roleAssignments.roleId, principal.activeRoleId),
          eq(roleAssignments.isActive, true),
          eq(roleAssignments.isProxy, principal.isProxy),
        ),
      )
    const all = await db.select({ id: units.id, parentId: units.parentId }).from(units)
    const children = new Map<number, number[]>()
    for (const u of all) {
      if (u.parentId !== null) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u.id])
    }
    const scope = new Set<number>()
    const queue = assignments.flatMap((a) => a.unitIds)
    while (queue.length > 0) {
      const id = queue.pop() as number
      if (scope.has(id)) continue
      scope.add(id)
      queue.push(...(children.get(id) ?? []))
    }
    return scope
  }

  async function assertUnits(principal: Principal, facultyId: number, departmentId: number) {
    const [department] = await db.select().from(units).where(eq(units.id, departmentId))
    const [faculty] = await db.select().from(units).where(eq(units.id, facultyId))
    if (!faculty || !department || department.parentId !== faculty.id || department.kind !== 'department') {
      throw businessRule('applications.departmentNotInFaculty')
    }
    if (!(await scopeOf(principal)).has(facultyId)) throw forbidden('applications.unitOutOfScope')
  }

  /** Staff holding `roleId` (active, own or delegated) among `registryNos`: registry number → staff id. */
  async function holders(registryNos: string[], roleId: number): Promise<Map<string, number>> {
    const t = today()
    const rows = await db
      .select({ id: staffMembers.id, registryNo: staffMembers.registryNo })
      .from(staffMembers)
      .innerJoin(roleAssignments, eq(roleAssignments.staffMemberId, staffMembers.id))
      .where(
        and(
          inArray(staffMembers.registryNo, registryNos),
          eq(staffMembers.isActive, true),
          eq(roleAssignments.roleId, roleId),
          eq(roleAssignments.isActive, true),
          or(isNull(roleAssignments.validFrom), lte(roleAssignments.validFrom, t)),
          or(isNull(roleAssignments.validTo), gte(roleAssignments.validTo, t)),
        ),
      )
    return new Map(rows.map((r) => [r.registryNo, r.id]))
  }

  return {
    /** Every position in the caller's units, newest first. */
    async list(principal: Principal, lang: Language): Promise<Position[]> {
      const scope = await scopeOf(principal)
      const rows = await db.select().from(positions).orderBy(desc(positions.id))
      return toPositions(
        db,
        rows.filter((r) => scope.has(r.facultyId)),
        lang,
        today(),
      )
    },

    /** Faculties in the caller's units with their departments (the position form's choices). */
    async faculties(principal: Principal, lang: Language): Promise<FacultyChoice[]> {
      const scope = await scopeOf(principal)
      const all = await db
        .select()
        .from(units)
        .where(and(inArray(units.kind, ['faculty', 'department']), eq(units.isActive, true)))
        .orderBy(asc(units.id))
      const name = (u: (typeof all)[number]) => (lang === 'en' ? u.nameEn : u.nameTr)
      return all
        .filter((u) => u.kind === 'faculty' && scope.has(u.id))
        .map((f) => ({
          id: f.id,
          name: name(f),
          departments: all
            .filter((d) => d.kind === 'department' && d.parentId === f.id)
            .map((d) => ({ id: d.id, name: name(d) })),
        }))
    },

    /** Staff who may sit on a committee (hold role 8 or 9), matching `search` by name or registry number. */
    async candidates(search: string, lang: Language): Promise<CommitteeCandidate[]> {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const rows = await db
        .selectDistinct({
          registryNo: staffMembers.registryNo,
          title: staffMembers.title,
          firstName: persons.firstName,
          lastName: persons.lastName,
          unitTr: units.nameTr,
          unitEn: units.nameEn,
          roleId: roleAssignments.roleId,
        })
        .from(staffMembers)
        .innerJoin(persons, eq(persons.id, staffMembers.personId))
        .innerJoin(units, eq(units.id, staffMembers.unitId))
        .innerJoin(roleAssignments, eq(roleAssignments.staffMemberId, staffMembers.id))
        .where(
          and(
            eq(staffMembers.isActive, true),
            eq(roleAssignments.isActive, true),
            inArray(roleAssignments.roleId, [COMMITTEE_ROLES.chair, COMMITTEE_ROLES.member]),
            or(
              ilike(staffMembers.registryNo, pattern),
              foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, search),
            ),
          ),
        )
        .orderBy(asc(staffMembers.registryNo))
        .limit(40)
      const byNo = new Map<string, CommitteeCandidate>()
      for (const r of rows) {
        const c = byNo.get(r.registryNo) ?? {
          registryNo: r.registryNo,
          fullName: `${r.firstName} ${r.lastName}`,
          title: r.title,
          unitName: lang === 'en' ? r.unitEn : r.unitTr,
          canChair: false,
          canBeMember: false,
        }
        if (r.roleId === COMMITTEE_ROLES.chair) c.canChair = true
        if (r.roleId === COMMITTEE_ROLES.member) c.canBeMember = true
        byNo.set(r.registryNo, c)
      }
      return [...byNo.values()].slice(0, 20)
    },

    /**
     * Opens a position (no id) or changes one (id + version). 422 department not in faculty; 403 unit out of
     * scope; 409 stale version or a finalised application exists and the cadre/unit/start would change.
     */
    async save(principal: Principal, req: SavePositionRequest, lang: Language): Promise<Position> {
      await assertUnits(principal, req.facultyId, req.departmentId)
      const values = {
        cadre: req.cadre,
        facultyId: req.facultyId,
        departmentId: req.departmentId,
        startDate: req.startDate,
        endDate: req.endDate,
        description: req.description,
      }
      const scope = await scopeOf(principal)
      const saved = await db.transaction(async (tx) => {
        if (req.id === undefined) {
          const [created] = await tx
            .insert(positions)
            .values({ ...values, createdByPersonId: principal.personId })
            .returning()
          if (!created) throw new Error('position not created')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'position',
            entityId: created.id,
            action: 'create',
            after: values,
          })
          return created
        }
        const [row] = await tx.select().from(positions).where(eq(positions.id, req.id)).for('update')
        if (!row) throw notFound()
        if (!scope.has(row.facultyId)) throw forbidden('applications.unitOutOfScope')
        const current = (await toPositions(tx, [row], lang, today()))[0]
        if (row.version !== req.version) throw conflict('error.conflict', {}, current)
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(applications)
          .where(eq(applications.positionId, row.id))
        const fixedChanged =
          row.cadre !== req.cadre ||
          row.facultyId !== req.facultyId ||
          row.departmentId !== req.departmentId ||
          row.startDate !== req.startDate
        if (Number(n) > 0 && fixedChanged) throw businessRule('applications.positionHasApplications')
        const [updated] = await tx
          .update(positions)
          .set({ ...values, version: row.version + 1 })
          .where(eq(positions.id, row.id))
          .returning()
        if (!updated) throw new Error('position not updated')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'position',
          entityId: row.id,
          action: 'update',
          before: row,
          after: updated,
        })
        return updated
      })
      const [position] = await toPositions(db, [saved], lang, today())
      if (!position) throw new Error('position not read back')
      return position
    },

    /**
     * Replaces the committee of a position: a chair holding role 8 and members holding role 9, nobody twice.
     * 422 when a candidate lacks the role or an opinion was already sent; 409 stale version.
     */
    async assignCommittee(
      principal: Principal,
      req: AssignCommitteeRequest,
      lang: Language,
    ): Promise<Position> {
      const all = [req.chairRegistryNo, ...req.memberRegistryNos]
      if (new Set(all).size !== all.length) throw businessRule('applications.committeeDuplicate')
      const chairs = await holders([req.chairRegistryNo], COMMITTEE_ROLES.chair)
      const members = await holders(req.memberRegistryNos, COMMITTEE_ROLES.member)
      const chairId = chairs.get(req.chairRegistryNo)
      if (chairId === undefined) {
        throw businessRule('applications.committeeCandidate', { registryNo: req.chairRegistryNo })
      }
      for (const no of req.memberRegistryNos) {
        if (!members.has(no)) throw businessRule('applications.committeeCandidate', { registryNo: no })
      }
      const scope = await scopeOf(principal)
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(positions).where(eq(positions.id, req.positionId)).for('update')
        if (!row) throw notFound()
        if (!scope.has(row.facultyId)) throw forbidden('applications.unitOutOfScope')
        if (row.version !== req.version) {
          throw conflict('error.conflict', {}, (await toPositions(tx, [row], lang, today()))[0])
        }
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(opinions)
          .innerJoin(applications, eq(applications.id, opinions.applicationId))
          .where(eq(applications.positionId, row.id))
        if (Number(n) > 0) throw businessRule('applications.committeeLocked')
        const before = await tx
          .select()
          .from(positionCommittee)
          .where(eq(positionCommittee.positionId, row.id))
        await tx.delete(positionCommittee).where(eq(positionCommittee.positionId, row.id))
        const seats = [
          { positionId: row.id, staffMemberId: chairId, role: 'chair' },
          ...req.memberRegistryNos.map((no) => ({
            positionId: row.id,
            staffMemberId: members.get(no) as number,
            role: 'member',
          })),
        ]
        await tx.insert(positionCommittee).values(seats)
        const [updated] = await tx
          .update(positions)
          .set({ version: row.version + 1 })
          .where(eq(positions.id, row.id))
          .returning()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'position_committee',
          entityId: row.id,
          action: 'assign',
          before,
          after: seats,
        })
        return updated ?? row
      })
      const [position] = await toPositions(db, [saved], lang, today())
      if (!position) throw new Error('position not read back')
      return position
    },

    /** The position `id` if it is in the caller's units (404 / 403 otherwise). */
    async get(principal: Principal, id: number, lang: Language): Promise<Position> {
      const row = await positionById(db, id)
      if (!row) throw notFound()
      if (!(await scopeOf(principal)).has(row.facultyId)) throw forbidden('applications.unitOutOfScope')
      const [position] = await toPositions(db, [row], lang, today())
      if (!position) throw notFound()
      return position
    },
  }
}

/** The position service's type. */
export type PositionService = ReturnType<typeof createPositionService>
