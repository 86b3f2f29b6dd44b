/**
 * Level mixing (issue 18 § Promotion and mixing; spec §4 "Level mixing: start, finalise, finalisation
 * rollback, improvement rollback (all improvements return to the initial mixing state)", §8 "missing
 * improvement to roll back"):
 * - start: the level's students (its enrolments in the quarter) are spread over its sections, balanced by
 *   entry score (sorted high to low, dealt in a snake order) and never above a section's quota; the
 *   resulting placement is kept as the initial state;
 * - improvement: a manual move of one student to another section of the level within quota, recorded;
 * - improvement rollback: every unrolled improvement is undone at once, newest first, each student back to the
 *   section the improvement took them from; a student moved outside the mixing since (a section transfer
 *   while it was finalised) keeps that section, and the answer names them (issue 37); each student moved back
 *   is audited; 422 "missing improvement to roll back" when there is none;
 * - restore (issue 37): a started mixing is cancelled and every student returns to the section they had
 *   before the start (kept with the initial placement), audited;
 * - finalise / finalisation rollback: started ↔ finalised.
 * Enrolments ended by an Apex transfer take no part.
 * Every step names the mixing's version and bumps it with a compare-and-set, so of two administrators
 * acting on the same version one wins and the other gets 409; each step is audited.
 */
import type { PrepMixing, PrepMixingMoveRequest, PrepMixingStep } from '@unacs/contracts'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { isUniqueViolation, requireAdmin, type Tx } from './prep.access.ts'
import {
  prepEnrolments,
  prepLevels,
  prepMixingMoves,
  prepMixingPlacements,
  prepMixings,
  prepSections,
} from './prep.schema.ts'
import { liveEnrolment, lockSection, sectionsWhere, studentsWhere } from './prep.sections.ts'

/**
 * Deals students (sorted by score, best first) over sections in a snake order (1…n, n…1, …), skipping full
 * sections. Returns section id per enrolment id. Pure; exported for tests.
 */
export function dealBalanced(
  studentsByScore: readonly { id: number; score: number | null }[],
  sections: readonly { id: number; quota: number }[],
): Map<number, number> {
  const sorted = [...studentsByScore].sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.id - b.id)
  const left = new Map(sections.map((s) => [s.id, s.quota]))
  const out = new Map<number, number>()
  let i = 0
  let dir = 1
  for (const st of sorted) {
    for (let tries = 0; tries < sections.length * 2; tries++) {
      const s = sections[i]
      // advance in a snake: bounce at both ends
      const next = i + dir
      if (next < 0 || next >= sections.length) dir = -dir
      else i = next
      if (s && (left.get(s.id) ?? 0) > 0) {
        out.set(st.id, s.id)
        left.set(s.id, (left.get(s.id) ?? 0) - 1)
        break
      }
    }
  }
  return out
}

/** Creates the mixing service. */
export function createMixingService(db: Database, clock: Clock) {
  async function levelOr404(levelId: number) {
    const [l] = await db.select().from(prepLevels).where(eq(prepLevels.id, levelId))
    if (!l) throw notFound('prep.levelNotFound')
    return l
  }

  /** The level's mixing state with sections, students and live improvements (prep administrator). */
  async function get(p: Principal, levelId: number): Promise<PrepMixing> {
    requireAdmin(p)
    const level = await levelOr404(levelId)
    const [m] = await db.select().from(prepMixings).where(eq(prepMixings.levelId, levelId))
    const from = alias(prepSections, 'from_section')
    const to = alias(prepSections, 'to_section')
    const moves = m
      ? await db
          .select({
            id: prepMixingMoves.id,
            at: prepMixingMoves.movedAt,
            studentNo: students.studentNo,
            first: persons.firstName,
            last: persons.lastName,
            from: from.name,
            to: to.name,
          })
          .from(prepMixingMoves)
          .innerJoin(prepEnrolments, eq(prepEnrolments.id, prepMixingMoves.enrolmentId))
          .innerJoin(students, eq(students.id, prepEnrolments.studentId))
          .innerJoin(persons, eq(persons.id, students.personId))
          .innerJoin(from, eq(from.id, prepMixingMoves.fromSectionId))
          .innerJoin(to, eq(to.id, prepMixingMoves.toSectionId))
          .where(and(eq(prepMixingMoves.mixingId, m.id), isNull(prepMixingMoves.rolledBackAt)))
          .orderBy(asc(prepMixingMoves.id))
      : []
    return {
      LevelId: levelId,
      MixingId: m?.id ?? null,
      State: m?.state ?? 'none',
      Version: m?.version ?? 0,
      Restorable: m?.state === 'started' && m.restorable,
      Sections: await sectionsWhere(db, eq(prepSections.levelId, levelId)),
      Students: await studentsWhere(
        db,
        and(eq(prepEnrolments.levelId, levelId), eq(prepEnrolments.quarterId, level.quarterId)),
      ),
      Improvements: moves.map((mv) => ({
        Id: mv.id,
        StudentNo: mv.studentNo,
        FullName: `${mv.first} ${mv.last}`,
        FromSection: mv.from,
        ToSection: mv.to,
        MovedAt: mv.at.toISOString(),
      })),
    }
  }

  /** Starts the level's mixing (409 if one exists; 422 no students, no sections, quotas too small). */
  async function start(p: Principal, levelId: number): Promise<PrepMixing> {
    requireAdmin(p)
    await levelOr404(levelId)
    try {
      await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(prepMixings).where(eq(prepMixings.levelId, levelId))
        if (existing) throw conflict('prep.mixing.alreadyStarted')
        const sections = await tx
          .select()
          .from(prepSections)
          .where(eq(prepSections.levelId, levelId))
          .orderBy(asc(prepSections.name))
          .for('update')
        if (sections.length === 0) throw businessRule('prep.mixing.noSections')
        const enrolled = await tx
          .select()
          .from(prepEnrolments)
          .where(and(eq(prepEnrolments.levelId, levelId), liveEnrolment()))
        if (enrolled.length === 0) throw businessRule('prep.mixing.noStudents')
        const quota = sections.reduce((s, x) => s + x.quota, 0)
        if (quota < enrolled.length)
          throw businessRule('prep.mixing.quotaShort', { quota, count: enrolled.length })
        const placement = dealBalanced(
          enrolled.map((e) => ({ id: e.id, score: e.entryScore === null ? null : Number(e.entryScore) })),
          sections,
        )
        const [m] = await tx
          .insert(prepMixings)
          .values({ levelId, state: 'started', startedAt: clock(), restorable: true })
          .returning()
        if (!m) throw conflict()
        // Clear first so a section never looks over quota halfway.
        await tx
          .update(prepEnrolments)
          .set({ sectionId: null, version: sql`${prepEnrolments.version} + 1` })
          .where(and(eq(prepEnrolments.levelId, levelId), liveEnrolment()))
        const before = new Map(enrolled.map((e) => [e.id, e.sectionId]))
        const rows = [...placement].map(([enrolmentId, sectionId]) => ({
          mixingId: m.id,
          enrolmentId,
          sectionId,
          previousSectionId: before.get(enrolmentId) ?? null,
        }))
        for (let i = 0; i < rows.length; i += 500)
          await tx.insert(prepMixingPlacements).values(rows.slice(i, i + 500))
        await applyPlacement(tx, m.id)
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_mixing',
          entityId: m.id,
          action: 'start',
          after: { levelId, students: rows.length, sections: sections.length },
        })
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.mixing.alreadyStarted')
      throw err
    }
    return get(p, levelId)
  }

  /** Sets every placed enrolment's section to its initial placement. */
  async function applyPlacement(tx: Tx, mixingId: number) {
    await tx.execute(sql`
      update prep_enrolments e set section_id = pl.section_id, version = e.version + 1
      from prep_mixing_placements pl
      where pl.mixing_id = ${mixingId} and pl.enrolment_id = e.id and e.ended_at is null`)
  }

  /** Takes the mixing at `version` in state `state` with a compare-and-set bump, or throws 404/409/422. */
  async function step(
    tx: Tx,
    body: PrepMixingStep,
    expected: 'started' | 'finalised',
    next: 'started' | 'finalised',
  ) {
    const [m] = await tx.select().from(prepMixings).where(eq(prepMixings.id, body.MixingId))
    if (!m) throw notFound()
    if (m.version !== body.Version) throw conflict()
    if (m.state !== expected)
      throw businessRule(expected === 'started' ? 'prep.mixing.finalised' : 'prep.mixing.notFinalised')
    const [saved] = await tx
      .update(prepMixings)
      .set({ state: next, version: sql`${prepMixings.version} + 1` })
      .where(and(eq(prepMixings.id, m.id), eq(prepMixings.version, body.Version)))
      .returning()
    if (!saved) throw conflict()
    return saved
  }

  /** An improvement: moves one student of the level to another of its sections within quota (recorded). */
  async function move(p: Principal, body: PrepMixingMoveRequest): Promise<PrepMixing> {
    requireAdmin(p)
    const levelId = await db.transaction(async (tx) => {
      const m = await step(tx, body, 'started', 'started')
      const [e] = await tx.select().from(prepEnrolments).where(eq(prepEnrolments.id, body.EnrolmentId))
      if (!e || e.levelId !== m.levelId || e.endedAt) throw notFound('prep.enrolmentNotFound')
      const target = await lockSection(tx, body.TargetSectionId)
      if (target.levelId !== m.levelId) throw businessRule('prep.otherLevel')
      if (e.sectionId === target.id || e.sectionId === null) throw businessRule('prep.sameSection')
      if (target.students >= target.quota) throw businessRule('prep.sectionFull', { section: target.name })
      await tx
        .update(prepEnrolments)
        .set({ sectionId: target.id, version: sql`${prepEnrolments.version} + 1` })
        .where(eq(prepEnrolments.id, e.id))
      const [mv] = await tx
        .insert(prepMixingMoves)
        .values({
          mixingId: m.id,
          enrolmentId: e.id,
          fromSectionId: e.sectionId,
          toSectionId: target.id,
          movedAt: clock(),
          movedByPersonId: p.personId,
        })
        .returning()
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_mixing',
        entityId: m.id,
        action: 'improvement',
        before: { enrolmentId: e.id, sectionId: e.sectionId },
        after: { enrolmentId: e.id, sectionId: target.id, moveId: mv?.id },
      })
      return m.levelId
    })
    return get(p, levelId)
  }

  /**
   * Rolls back every live improvement, newest first (see the file comment): returns the mixing and the names
   * of students kept where a change outside the mixing put them. 422 none to roll back, 'prep.mixing.overQuota'
   * when a section would go over its quota; 409 stale. Each student moved back is audited.
   */
  async function rollbackImprovements(
    p: Principal,
    body: PrepMixingStep,
  ): Promise<{ mixing: PrepMixing; kept: string[] }> {
    requireAdmin(p)
    const { levelId, kept } = await db.transaction(async (tx) => {
      const m = await step(tx, body, 'started', 'started')
      const live = await tx
        .select()
        .from(prepMixingMoves)
        .where(and(eq(prepMixingMoves.mixingId, m.id), isNull(prepMixingMoves.rolledBackAt)))
        .orderBy(desc(prepMixingMoves.id))
      if (live.length === 0) throw businessRule('prep.mixing.noImprovement')
      const ids = [...new Set(live.map((mv) => mv.enrolmentId))]
      const enrolled = await tx
        .select({
          e: prepEnrolments,
          no: students.studentNo,
          first: persons.firstName,
          last: persons.lastName,
        })
        .from(prepEnrolments)
        .innerJoin(students, eq(students.id, prepEnrolments.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(inArray(prepEnrolments.id, ids))
        .for('update', { of: prepEnrolments })
      const byId = new Map(enrolled.map((r) => [r.e.id, r]))
      const now = new Map(enrolled.map((r) => [r.e.id, r.e.sectionId]))
      const outside = new Set<number>()
      for (const mv of live) {
        const r = byId.get(mv.enrolmentId)
        if (!r || r.e.endedAt || outside.has(mv.enrolmentId)) continue
        if (now.get(mv.enrolmentId) === mv.toSectionId) now.set(mv.enrolmentId, mv.fromSectionId)
        else outside.add(mv.enrolmentId)
      }
      const changes = enrolled
        .filter((r) => !r.e.endedAt && now.get(r.e.id) !== r.e.sectionId)
        .map((r) => ({ r, from: r.e.sectionId, to: now.get(r.e.id) ?? null }))
      const delta = new Map<number, number>()
      for (const c of changes) {
        if (c.from) delta.set(c.from, (delta.get(c.from) ?? 0) - 1)
        if (c.to) delta.set(c.to, (delta.get(c.to) ?? 0) + 1)
      }
      for (const [sectionId, d] of [...delta].sort((a, b) => a[0] - b[0])) {
        const target = await lockSection(tx, sectionId)
        if (d > 0 && target.students + d > target.quota)
          throw businessRule('prep.mixing.overQuota', { section: target.name })
      }
      for (const c of changes) {
        await tx
          .update(prepEnrolments)
          .set({ sectionId: c.to, version: sql`${prepEnrolments.version} + 1` })
          .where(eq(prepEnrolments.id, c.r.e.id))
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_enrolment',
          entityId: c.r.e.id,
          action: 'mixing_rollback',
          before: { sectionId: c.from },
          after: { sectionId: c.to, mixingId: m.id },
        })
      }
      await tx
        .update(prepMixingMoves)
        .set({ rolledBackAt: clock() })
        .where(
          inArray(
            prepMixingMoves.id,
            live.map((mv) => mv.id),
          ),
        )
      const keptNames = enrolled.filter((r) => outside.has(r.e.id)).map((r) => `${r.no} ${r.first} ${r.last}`)
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_mixing',
        entityId: m.id,
        action: 'rollback_improvements',
        after: { moves: live.map((u) => u.id), kept: [...outside] },
      })
      return { levelId: m.levelId, kept: keptNames }
    })
    return { mixing: await get(p, levelId), kept }
  }

  /**
   * Restores the placement before a started mixing (issue 37) and cancels the mixing (its placements and
   * improvements go; the audit keeps them): 422 finalised, 'prep.mixing.notRestorable' for a mixing started
   * before the placement was kept, 'prep.mixing.overQuota'; 409 stale. Audited with every student moved.
   */
  async function restore(p: Principal, body: PrepMixingStep): Promise<PrepMixing> {
    requireAdmin(p)
    const levelId = await db.transaction(async (tx) => {
      const m = await step(tx, body, 'started', 'started')
      if (!m.restorable) throw businessRule('prep.mixing.notRestorable')
      const rows = await tx
        .select({ e: prepEnrolments, previous: prepMixingPlacements.previousSectionId })
        .from(prepMixingPlacements)
        .innerJoin(prepEnrolments, eq(prepEnrolments.id, prepMixingPlacements.enrolmentId))
        .where(and(eq(prepMixingPlacements.mixingId, m.id), liveEnrolment()))
        .for('update', { of: prepEnrolments })
      const changes = rows.filter((r) => r.e.sectionId !== r.previous)
      const sectionIds = [...new Set(changes.flatMap((c) => [c.e.sectionId, c.previous]))].filter(
        (id): id is number => id !== null,
      )
      for (const id of sectionIds.sort((a, b) => a - b)) await lockSection(tx, id)
      // Clear first so a section never looks over quota halfway, then put each student back.
      const moved = changes.map((c) => c.e.id)
      for (let i = 0; i < moved.length; i += 500)
        await tx
          .update(prepEnrolments)
          .set({ sectionId: null, version: sql`${prepEnrolments.version} + 1` })
          .where(inArray(prepEnrolments.id, moved.slice(i, i + 500)))
      await tx.execute(sql`
        update prep_enrolments e set section_id = pl.previous_section_id
        from prep_mixing_placements pl
        where pl.mixing_id = ${m.id} and pl.enrolment_id = e.id and e.ended_at is null
          and pl.previous_section_id is not null and e.section_id is null`)
      const sections = sectionIds.length ? await sectionsWhere(tx, inArray(prepSections.id, sectionIds)) : []
      const over = sections.find((x) => x.StudentCount > x.Quota)
      if (over) throw businessRule('prep.mixing.overQuota', { section: over.Name })
      await tx.delete(prepMixingMoves).where(eq(prepMixingMoves.mixingId, m.id))
      await tx.delete(prepMixingPlacements).where(eq(prepMixingPlacements.mixingId, m.id))
      await tx.delete(prepMixings).where(eq(prepMixings.id, m.id))
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_mixing',
        entityId: m.id,
        action: 'restore_before_mixing',
        before: { state: m.state, levelId: m.levelId },
        after: { moves: changes.map((c) => ({ enrolmentId: c.e.id, from: c.e.sectionId, to: c.previous })) },
      })
      return m.levelId
    })
    return get(p, levelId)
  }

  /** Finalises a started mixing. */
  async function finalise(p: Principal, body: PrepMixingStep): Promise<PrepMixing> {
    requireAdmin(p)
    const levelId = await db.transaction(async (tx) => {
      const m = await step(tx, body, 'started', 'finalised')
      await recordAudit(tx, auditActorOf(p), { entity: 'prep_mixing', entityId: m.id, action: 'finalise' })
      return m.levelId
    })
    return get(p, levelId)
  }

  /** Rolls a finalised mixing back to started. */
  async function rollbackFinalisation(p: Principal, body: PrepMixingStep): Promise<PrepMixing> {
    requireAdmin(p)
    const levelId = await db.transaction(async (tx) => {
      const m = await step(tx, body, 'finalised', 'started')
      await recordAudit(tx, auditActorOf(p), {
        entity: 'prep_mixing',
        entityId: m.id,
        action: 'rollback_finalisation',
      })
      return m.levelId
    })
    return get(p, levelId)
  }

  return { get, start, move, rollbackImprovements, restore, finalise, rollbackFinalisation }
}

/** The mixing service. */
export type MixingService = ReturnType<typeof createMixingService>
