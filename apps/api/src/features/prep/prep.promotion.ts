/**
 * Level promotion at the end of a quarter (issue 18 § Promotion and mixing; spec §1 "level promotion"):
 * students whose quarter score is at or above their level's pass grade go to the next level, the others
 * (and those without a score) repeat it; a passing student of a level without a next level has completed the
 * programme of levels and gets no enrolment (they wait for the Apex exam). The target is the quarter that
 * starts next; it must have each target level by name (422 "no quarter level found in the chosen quarter").
 * Applying is one transaction and happens once per quarter (409 the second time), audited. Students already
 * registered in the target quarter are named in the preview and can be skipped (issue 37); enrolments ended by
 * an Apex transfer take no part.
 */
import type { PrepPromotionLine, PrepPromotionPreview } from '@unacs/contracts'
import { and, asc, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { isUniqueViolation, requireAdmin, type Tx } from './prep.access.ts'
import { prepEnrolments, prepLevels, prepPromotions, prepQuarters } from './prep.schema.ts'
import { liveEnrolment } from './prep.sections.ts'

interface Plan {
  preview: PrepPromotionPreview
  /** New enrolments: student, target level id, the score carried as entry score. */
  moves: { studentId: number; levelId: number; entryScore: number | null }[]
  /** The students of `moves` already registered in the target quarter. */
  registered: Set<number>
}

/** Creates the promotion service. */
export function createPromotionService(db: Database, clock: Clock) {
  async function plan(tx: Database | Tx, quarterId: number): Promise<Plan> {
    const [quarter] = await tx.select().from(prepQuarters).where(eq(prepQuarters.id, quarterId))
    if (!quarter) throw notFound('prep.quarterNotFound')
    const [target] = await tx
      .select()
      .from(prepQuarters)
      .where(gt(prepQuarters.startDate, quarter.startDate))
      .orderBy(asc(prepQuarters.startDate))
      .limit(1)
    if (!target) throw businessRule('prep.noNextQuarter')
    const [done] = await tx.select().from(prepPromotions).where(eq(prepPromotions.quarterId, quarterId))
    const levels = await tx.select().from(prepLevels).where(eq(prepLevels.quarterId, quarterId))
    const levelById = new Map(levels.map((l) => [l.id, l]))
    const targetLevels = await tx.select().from(prepLevels).where(eq(prepLevels.quarterId, target.id))
    const targetByName = new Map(targetLevels.map((l) => [l.name, l]))
    const rows = await tx
      .select({
        e: prepEnrolments,
        studentNo: students.studentNo,
        first: persons.firstName,
        last: persons.lastName,
      })
      .from(prepEnrolments)
      .innerJoin(students, eq(students.id, prepEnrolments.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(and(eq(prepEnrolments.quarterId, quarterId), liveEnrolment()))
      .orderBy(asc(students.studentNo))
    const inTarget = new Set(
      (
        await tx
          .select({ id: prepEnrolments.studentId })
          .from(prepEnrolments)
          .where(eq(prepEnrolments.quarterId, target.id))
      ).map((r) => r.id),
    )
    const registered = new Set<number>()
    const lines: PrepPromotionLine[] = []
    const moves: Plan['moves'] = []
    let promoted = 0
    let repeated = 0
    let completed = 0
    for (const r of rows) {
      const level = levelById.get(r.e.levelId)
      if (!level) continue
      const score = r.e.score === null ? null : Number(r.e.score)
      const pass = Number(level.passGrade)
      const passed = score !== null && score >= pass
      const next = level.nextLevelId ? levelById.get(level.nextLevelId) : undefined
      let outcome: PrepPromotionLine['Outcome']
      let targetName: string | null
      if (passed && !next) {
        outcome = 'completed'
        targetName = null
        completed++
      } else {
        outcome = passed ? 'promoted' : 'repeated'
        targetName = passed && next ? next.name : level.name
        if (passed) promoted++
        else repeated++
        const t = targetByName.get(targetName)
        if (!done && !t) throw businessRule('prep.noQuarterLevelNamed', { name: targetName })
        if (t) moves.push({ studentId: r.e.studentId, levelId: t.id, entryScore: score })
        if (inTarget.has(r.e.studentId)) registered.add(r.e.studentId)
      }
      lines.push({
        EnrolmentId: r.e.id,
        StudentNo: r.studentNo,
        FullName: `${r.first} ${r.last}`,
        LevelName: level.name,
        Score: score,
        PassGrade: pass,
        Outcome: outcome,
        TargetLevelName: targetName,
        AlreadyRegistered: outcome !== 'completed' && inTarget.has(r.e.studentId),
      })
    }
    return {
      preview: {
        QuarterId: quarterId,
        TargetQuarterId: target.id,
        TargetQuarterName: target.name,
        Applied: Boolean(done),
        Promoted: promoted,
        Repeated: repeated,
        Completed: completed,
        Lines: lines,
        AlreadyRegistered: done
          ? []
          : lines
              .filter((l) => l.AlreadyRegistered)
              .map((l) => ({ StudentNo: l.StudentNo, FullName: l.FullName })),
        Skipped: 0,
      },
      moves,
      registered,
    }
  }

  /** The preview of quarter `quarterId`'s promotion (prep administrator); nothing changes. */
  async function preview(p: Principal, quarterId: number): Promise<PrepPromotionPreview> {
    requireAdmin(p)
    return (await plan(db, quarterId)).preview
  }

  /**
   * Applies the promotion: creates the target quarter's enrolments (no section yet: mixing places them) and
   * records the promotion; 409 when applied already, or, unless `skipRegistered`, 409 naming the students
   * already registered in the target quarter (issue 37); with it they keep their registration there.
   */
  async function apply(
    p: Principal,
    quarterId: number,
    skipRegistered = false,
  ): Promise<PrepPromotionPreview> {
    requireAdmin(p)
    try {
      return await db.transaction(async (tx) => {
        const { preview: pv, moves: all, registered } = await plan(tx, quarterId)
        if (pv.Applied) throw conflict('prep.promotionDone')
        if (registered.size && !skipRegistered) {
          const names = pv.AlreadyRegistered.map((s) => `${s.StudentNo} ${s.FullName}`)
          const shown = names.length > 20 ? [...names.slice(0, 20), `… (+${names.length - 20})`] : names
          throw conflict('prep.targetHasStudents', { names: shown.join(', ') })
        }
        const moves = all.filter((m) => !registered.has(m.studentId))
        await tx.insert(prepPromotions).values({
          quarterId,
          targetQuarterId: pv.TargetQuarterId,
          promoted: pv.Promoted,
          repeated: pv.Repeated,
          completed: pv.Completed,
          appliedAt: clock(),
          appliedByPersonId: p.personId,
        })
        for (let i = 0; i < moves.length; i += 500) {
          await tx.insert(prepEnrolments).values(
            moves.slice(i, i + 500).map((m) => ({
              studentId: m.studentId,
              quarterId: pv.TargetQuarterId,
              levelId: m.levelId,
              entryScore: m.entryScore,
            })),
          )
        }
        await recordAudit(tx, auditActorOf(p), {
          entity: 'prep_quarter',
          entityId: quarterId,
          action: 'promotion',
          after: {
            target: pv.TargetQuarterId,
            promoted: pv.Promoted,
            repeated: pv.Repeated,
            completed: pv.Completed,
            skipped: [...registered],
          },
        })
        return { ...pv, Applied: true, Skipped: registered.size }
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('prep.promotionDone')
      throw err
    }
  }

  return { preview, apply }
}

/** The promotion service. */
export type PromotionService = ReturnType<typeof createPromotionService>
