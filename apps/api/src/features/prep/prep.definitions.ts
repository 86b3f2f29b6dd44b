/**
 * Prep school definitions (issue 18 § Definitions; spec §3 "Quarter and level", §5, §8): quarters (one
 * active), levels per quarter with cloning, classrooms. Every write is the prep administrator's, runs in one
 * transaction, refuses a stale version (409) and writes an audit row.
 */
import type {
  ClonePrepLevels,
  ClonePrepLevelsResult,
  PrepClassroom,
  PrepLevel,
  PrepQuarter,
  SavePrepClassroom,
  SavePrepLevel,
  SavePrepQuarter,
} from '@unacs/contracts'
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { badRequest, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { isUniqueViolation, requireAdmin } from './prep.access.ts'
import { prepClassrooms, prepLevels, prepQuarters, prepSections } from './prep.schema.ts'

type QuarterRow = typeof prepQuarters.$inferSelect
type LevelRow = typeof prepLevels.$inferSelect

const quarterOut = (q: QuarterRow, levelCount: number): PrepQuarter => ({
  Id: q.id,
  Name: q.name,
  Year: q.year,
  Month: q.month,
  QuarterNo: q.quarterNo,
  Type: q.type,
  Parameter: q.parameter,
  StartDate: q.startDate,
  EndDate: q.endDate,
  IsActive: q.isActive,
  LevelCount: levelCount,
  Version: q.version,
})

/** Creates the definitions service over `db`. */
export function createDefinitionsService(db: Database) {
  async function quarterOr404(id: number): Promise<QuarterRow> {
    const [q] = await db.select().from(prepQuarters).where(eq(prepQuarters.id, id))
    if (!q) throw notFound('prep.quarterNotFound')
    return q
  }

  /** Every quarter, newest first, with its level count (prep administrator). */
  async function quarters(p: Principal): Promise<PrepQuarter[]> {
    requireAdmin(p)
    const rows = await db
      .select({
        q: prepQuarters,
        levels: sql<number>`(select count(*)::int from prep_levels l where l.quarter_id = prep_quarters.id)`,
      })
      .from(prepQuarters)
      .orderBy(desc(prepQuarters.startDate))
    return rows.map((r) => quarterOut(r.q, Number(r.levels)))
  }

  /**
   * Creates or updates a quarter (spec §5: every field chosen; start before end → 400 `prep.datesOrder`);
   * year + quarter number unique (409); saving it active makes the others passive. Returns the saved quarter.
   */
  async function saveQuarter(p: Principal, body: SavePrepQuarter): Promise<PrepQuarter> {
    requireAdmin(p)
    if (body.StartDate >= body.EndDate) throw badRequest('prep.datesOrder')
    const values = {
      name: body.Name,
      year: body.Year,
      month: body.Month,
      quarterNo: body.QuarterNo,
      type: body.Type,
      parameter: body.Parameter,
      startDate: body.StartDate,
      endDate: body.EndDate,
      isActive: body.IsActive,
    }
    try {
      return await db.transaction(async (tx) => {
        if (body.IsActive) {
          const others = await tx
            .update(prepQuarters)
            .set({ isActive: false, version: sql`${prepQuarters.version} + 1` })
            .where(and(eq(prepQuarters.isActive, true), body.Id ? ne(prepQuarters.id, body.Id) : sql`true`))
            .returning({ id: prepQuarters.id })
          for (const o of others)
            await recordAudit(tx, auditActorOf(p), {
              entity: 'prep_quarter',
              entityId: o.id,
              action: 'deactivate',
            })
        }
        let saved: QuarterRow | undefined
        let before: QuarterRow | undefined
        if (body.Id) {
          ;[before] = await tx.select().from(prepQuarters).where(eq(prepQuarters.id, body.Id))
          if (!before) throw notFound('prep.quarterNotFound')
          ;[saved] = await tx
            .update(prepQuarters)
            .set({ ...values, version: sql`${prepQuarters.version} + 1` })
            .where(and(eq(prepQuarters.id, body.Id), eq(prepQuarters.version, body.Version ?? -1)))
            .returning()
          if (!saved) throw conflict()
        } else {
          ;[saved] = await tx.insert(prepQuarters).values(values).returning()
        }
        if (!saved) throw conflict()
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_quarter',
          entityId: saved.id,
          action: body.Id ? 'update' : 'create',
          before: before ?? null,
          after: saved,
        })
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(prepLevels)
          .where(eq(prepLevels.quarterId, saved.id))
        return quarterOut(saved, n)
      })
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('prep.duplicateQuarter', { year: body.Year, no: body.QuarterNo })
      throw err
    }
  }

  /** The levels of quarter `quarterId` in order, with section and student counts (404 unknown quarter). */
  async function levels(p: Principal, quarterId: number): Promise<PrepLevel[]> {
    requireAdmin(p)
    await quarterOr404(quarterId)
    const rows = await db
      .select({
        l: prepLevels,
        sections: sql<number>`(select count(*)::int from prep_sections s where s.level_id = prep_levels.id)`,
        students: sql<number>`(select count(*)::int from prep_enrolments e where e.level_id = prep_levels.id and e.ended_at is null)`,
      })
      .from(prepLevels)
      .where(eq(prepLevels.quarterId, quarterId))
      .orderBy(asc(prepLevels.sortOrder), asc(prepLevels.name))
    const names = new Map(rows.map((r) => [r.l.id, r.l.name]))
    return rows.map((r) => levelOut(r.l, names, Number(r.sections), Number(r.students)))
  }

  /**
   * Creates or updates a level of a quarter: the next level must be another level of the same quarter (422);
   * the calendar's start not after its end (400); name unique in the quarter (409).
   */
  async function saveLevel(p: Principal, body: SavePrepLevel): Promise<PrepLevel> {
    requireAdmin(p)
    if (body.CalendarStart > body.CalendarEnd) throw badRequest('prep.datesOrder')
    await quarterOr404(body.QuarterId)
    try {
      return await db.transaction(async (tx) => {
        if (body.NextLevelId !== null) {
          const [next] = await tx.select().from(prepLevels).where(eq(prepLevels.id, body.NextLevelId))
          if (!next || next.quarterId !== body.QuarterId || next.id === body.Id)
            throw businessRule('prep.nextLevelInvalid')
        }
        const values = {
          quarterId: body.QuarterId,
          name: body.Name,
          nextLevelId: body.NextLevelId,
          cloneFlag: body.CloneFlag,
          isVisible: body.IsVisible,
          passGrade: body.PassGrade,
          calendarStart: body.CalendarStart,
          calendarEnd: body.CalendarEnd,
          sortOrder: body.SortOrder,
        }
        let before: LevelRow | undefined
        let saved: LevelRow | undefined
        if (body.Id) {
          ;[before] = await tx.select().from(prepLevels).where(eq(prepLevels.id, body.Id))
          if (!before) throw notFound('prep.levelNotFound')
          if (before.quarterId !== body.QuarterId) throw businessRule('prep.noQuarterLevel')
          ;[saved] = await tx
            .update(prepLevels)
            .set({ ...values, version: sql`${prepLevels.version} + 1` })
            .where(and(eq(prepLevels.id, body.Id), eq(prepLevels.version, body.Version ?? -1)))
            .returning()
          if (!saved) throw conflict()
        } else {
          ;[saved] = await tx.insert(prepLevels).values(values).returning()
        }
        if (!saved) throw conflict()
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_level',
          entityId: saved.id,
          action: body.Id ? 'update' : 'create',
          before: before ?? null,
          after: saved,
        })
        const names = new Map<number, string>()
        if (saved.nextLevelId) {
          const [n] = await tx.select().from(prepLevels).where(eq(prepLevels.id, saved.nextLevelId))
          if (n) names.set(n.id, n.name)
        }
        return levelOut(saved, names, 0, 0)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.duplicateLevel', { name: body.Name })
      throw err
    }
  }

  /**
   * Copies the source quarter's levels that carry the clone flag into the target quarter (names the target
   * already has are skipped), keeping the next-level links by name; each copy's calendar is the target
   * quarter's dates. 422 when source = target or nothing is cloneable; one transaction; audited.
   */
  async function cloneLevels(p: Principal, body: ClonePrepLevels): Promise<ClonePrepLevelsResult> {
    requireAdmin(p)
    if (body.SourceQuarterId === body.TargetQuarterId) throw businessRule('prep.cloneSame')
    await quarterOr404(body.SourceQuarterId)
    const target = await quarterOr404(body.TargetQuarterId)
    return db.transaction(async (tx) => {
      const source = await tx
        .select()
        .from(prepLevels)
        .where(and(eq(prepLevels.quarterId, body.SourceQuarterId), eq(prepLevels.cloneFlag, true)))
        .orderBy(asc(prepLevels.sortOrder))
      if (source.length === 0) throw businessRule('prep.cloneNothing')
      const existing = await tx.select().from(prepLevels).where(eq(prepLevels.quarterId, target.id))
      const byName = new Map(existing.map((l) => [l.name, l]))
      const skipped: string[] = []
      const created: LevelRow[] = []
      for (const l of source) {
        if (byName.has(l.name)) {
          skipped.push(l.name)
          continue
        }
        const [row] = await tx
          .insert(prepLevels)
          .values({
            quarterId: target.id,
            name: l.name,
            nextLevelId: null,
            cloneFlag: l.cloneFlag,
            isVisible: l.isVisible,
            passGrade: l.passGrade,
            calendarStart: target.startDate,
            calendarEnd: target.endDate,
            sortOrder: l.sortOrder,
          })
          .returning()
        if (row) {
          created.push(row)
          byName.set(row.name, row)
        }
      }
      const allSource = await tx
        .select()
        .from(prepLevels)
        .where(eq(prepLevels.quarterId, body.SourceQuarterId))
      const sourceNames = new Map(allSource.map((l) => [l.id, l.name]))
      for (const c of created) {
        const orig = source.find((s) => s.name === c.name)
        const nextName = orig?.nextLevelId ? sourceNames.get(orig.nextLevelId) : undefined
        const next = nextName ? byName.get(nextName) : undefined
        if (next) await tx.update(prepLevels).set({ nextLevelId: next.id }).where(eq(prepLevels.id, c.id))
      }
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_quarter',
        entityId: target.id,
        action: 'clone_levels',
        after: { from: body.SourceQuarterId, levels: created.map((c) => c.name), skipped },
      })
      return { Created: created.length, Skipped: skipped }
    })
  }

  /** Every classroom by name with the number of sections in it. */
  async function classrooms(p: Principal): Promise<PrepClassroom[]> {
    requireAdmin(p)
    const rows = await db
      .select({
        c: prepClassrooms,
        n: sql<number>`(select count(*)::int from prep_sections s where s.classroom_id = prep_classrooms.id)`,
      })
      .from(prepClassrooms)
      .orderBy(asc(prepClassrooms.name))
    return rows.map((r) => classroomOut(r.c, Number(r.n)))
  }

  /**
   * Creates or updates a classroom; name unique (409); a capacity below the quota of a section already in
   * it is refused (422 `prep.capacityBelowSections`).
   */
  async function saveClassroom(p: Principal, body: SavePrepClassroom): Promise<PrepClassroom> {
    requireAdmin(p)
    try {
      return await db.transaction(async (tx) => {
        const values = { name: body.Name, building: body.Building, capacity: body.Capacity }
        let before: typeof prepClassrooms.$inferSelect | undefined
        let saved: typeof prepClassrooms.$inferSelect | undefined
        if (body.Id) {
          ;[before] = await tx.select().from(prepClassrooms).where(eq(prepClassrooms.id, body.Id))
          if (!before) throw notFound('prep.classroomNotFound')
          const [{ max } = { max: null }] = await tx
            .select({ max: sql<number | null>`max(${prepSections.quota})` })
            .from(prepSections)
            .where(eq(prepSections.classroomId, body.Id))
          if (max !== null && Number(max) > body.Capacity)
            throw businessRule('prep.capacityBelowSections', { quota: Number(max) })
          ;[saved] = await tx
            .update(prepClassrooms)
            .set({ ...values, version: sql`${prepClassrooms.version} + 1` })
            .where(and(eq(prepClassrooms.id, body.Id), eq(prepClassrooms.version, body.Version ?? -1)))
            .returning()
        } else {
          ;[saved] = await tx.insert(prepClassrooms).values(values).returning()
        }
        if (!saved) throw conflict()
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_classroom',
          entityId: saved.id,
          action: body.Id ? 'update' : 'create',
          before: before ?? null,
          after: saved,
        })
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(prepSections)
          .where(eq(prepSections.classroomId, saved.id))
        return classroomOut(saved, n)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.duplicateClassroom', { name: body.Name })
      throw err
    }
  }

  return { quarters, saveQuarter, levels, saveLevel, cloneLevels, classrooms, saveClassroom, quarterOr404 }
}

/** The definitions service. */
export type DefinitionsService = ReturnType<typeof createDefinitionsService>

function levelOut(l: LevelRow, names: Map<number, string>, sections: number, studentsN: number): PrepLevel {
  return {
    Id: l.id,
    QuarterId: l.quarterId,
    Name: l.name,
    NextLevelId: l.nextLevelId,
    NextLevelName: l.nextLevelId ? (names.get(l.nextLevelId) ?? null) : null,
    CloneFlag: l.cloneFlag,
    IsVisible: l.isVisible,
    PassGrade: Number(l.passGrade),
    CalendarStart: l.calendarStart,
    CalendarEnd: l.calendarEnd,
    SortOrder: l.sortOrder,
    SectionCount: sections,
    StudentCount: studentsN,
    Version: l.version,
  }
}

function classroomOut(c: typeof prepClassrooms.$inferSelect, n: number): PrepClassroom {
  return {
    Id: c.id,
    Name: c.name,
    Building: c.building,
    Capacity: c.capacity,
    SectionCount: n,
    Version: c.version,
  }
}
