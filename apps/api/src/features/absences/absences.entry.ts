/**
 * Absence entry (spec §3 "Absence", §4 "Absence entry for a day can be confirmed as completed and the
 * confirmation removed"; issue 6 § Absences): a section's day with its absent hours per student and lesson
 * hour, saved as a whole with an optimistic version (409 + current day when stale), confirmation and its
 * removal, excuse types and hours, exam exemptions. Every change is audited in its transaction.
 */
import type { AbsenceDay, ExamExemption, SaveAbsenceDayRequest, SetExcuseRequest } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { absenceDays, absenceEntries, examExemptions } from './absences.schema.ts'

const DAY_INDEX: Record<string, number> = { Paz: 0, Pzt: 1, Sal: 2, Çar: 3, Per: 4, Cum: 5, Cmt: 6 }

/**
 * The lesson hours a section is scheduled for on `day` (issue 24: a 3-hour class defaults to 3, not 2): the
 * hours of its lesson-time blocks on that weekday ("Pzt 09:00-11:50" is three 50-minute hours, each block
 * counted as its started hours), else its weekly hours; always 1–12.
 */
export function scheduledHours(lessonTime: string | null, weeklyHours: number, day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
  let hours = 0
  for (const part of (lessonTime ?? '').split(',')) {
    const m = /^\s*(\S+)\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(part)
    if (!m || DAY_INDEX[m[1] as string] !== weekday) continue
    const minutes = Number(m[4]) * 60 + Number(m[5]) - (Number(m[2]) * 60 + Number(m[3]))
    if (minutes > 0) hours += Math.ceil(minutes / 60)
  }
  return Math.min(12, Math.max(1, hours || weeklyHours))
}

/** Creates the absence entry service. */
export function createAbsenceEntryService(db: Database, clock: Clock, gate: SectionGate, rosters: Rosters) {
  type Roster = Awaited<ReturnType<Rosters['roster']>>
  /** The day as stored, read with `tx`, over `roster` (read before any transaction: PGlite has one connection). */
  async function dayOf(
    tx: Database,
    sectionId: number,
    day: string,
    roster: Roster,
    defaultHours = 2,
  ): Promise<AbsenceDay> {
    const [head] = await tx
      .select()
      .from(absenceDays)
      .where(and(eq(absenceDays.sectionId, sectionId), eq(absenceDays.day, day)))
    const entries = await tx
      .select()
      .from(absenceEntries)
      .where(and(eq(absenceEntries.sectionId, sectionId), eq(absenceEntries.day, day)))
      .orderBy(asc(absenceEntries.lessonHour))
    return {
      SectionId: sectionId,
      Day: day,
      LessonHours: head?.lessonHours ?? defaultHours,
      Confirmed: !!head?.confirmedAt,
      Version: head?.version ?? 0,
      Rows: roster.map((r) => ({
        StudentId: r.studentId,
        StudentNo: r.studentNo,
        FullName: r.fullName,
        Hours: entries
          .filter((e) => e.studentId === r.studentId)
          .map((e) => ({
            Hour: e.lessonHour,
            ExcuseType: e.excuseType,
            ConsideredAbsent: e.consideredAbsent,
          })),
      })),
    }
  }

  async function checkDay(sectionId: number, day: string) {
    const ref = await gate.section(sectionId)
    if (day < ref.termStartsOn || day > ref.termEndsOn || day > istanbulToday(clock())) {
      throw businessRule('absences.dayOutsideTerm', { from: ref.termStartsOn, to: ref.termEndsOn })
    }
  }

  return {
    /**
     * The section's entry for `day`; a day not entered yet has the section's scheduled hours of that weekday.
     * 403/404 by section access.
     */
    async day(principal: Principal, sectionId: number, day: string): Promise<AbsenceDay> {
      const ref = await gate.assertSection(principal, sectionId)
      const hours = scheduledHours(ref.lessonTime, ref.weeklyHours, day)
      const entry = await dayOf(db, sectionId, day, await rosters.roster(sectionId), hours)
      return { ...entry, LessonTime: ref.lessonTime }
    },

    /**
     * Replaces the day's absent hours. 422 day confirmed / outside the term or in the future / hour above the
     * day's lesson hours; 404 student not on the roster; 409 with the current day when `Version` is stale.
     */
    async saveDay(principal: Principal, body: SaveAbsenceDayRequest): Promise<AbsenceDay> {
      await gate.assertSection(principal, body.SectionId)
      await checkDay(body.SectionId, body.Day)
      const students = await rosters.roster(body.SectionId)
      const roster = new Set(students.map((r) => r.studentId))
      for (const e of body.Entries) {
        if (!roster.has(e.StudentId)) throw notFound('absences.notOnRoster')
        if (e.Hours.some((h) => h.Hour > body.LessonHours))
          throw businessRule('absences.hourAboveLessons', { hours: body.LessonHours })
      }
      return db.transaction(async (tx) => {
        await tx
          .insert(absenceDays)
          .values({ sectionId: body.SectionId, day: body.Day, lessonHours: body.LessonHours, version: 0 })
          .onConflictDoNothing()
        const [head] = await tx
          .select()
          .from(absenceDays)
          .where(and(eq(absenceDays.sectionId, body.SectionId), eq(absenceDays.day, body.Day)))
          .for('update')
        if (!head) throw new Error('absence day missing')
        if (head.version !== body.Version)
          throw conflict('absences.stale', {}, await dayOf(tx, body.SectionId, body.Day, students))
        if (head.confirmedAt) throw businessRule('absences.dayConfirmed')
        const before = await dayOf(tx, body.SectionId, body.Day, students)
        await tx
          .delete(absenceEntries)
          .where(and(eq(absenceEntries.sectionId, body.SectionId), eq(absenceEntries.day, body.Day)))
        const rows = body.Entries.flatMap((e) =>
          [...new Map(e.Hours.map((h) => [h.Hour, h])).values()].map((h) => ({
            sectionId: body.SectionId,
            studentId: e.StudentId,
            day: body.Day,
            lessonHour: h.Hour,
            excuseType: h.ExcuseType,
            consideredAbsent: h.ConsideredAbsent,
            createdByPersonId: principal.personId,
          })),
        )
        if (rows.length > 0) await tx.insert(absenceEntries).values(rows)
        await tx
          .update(absenceDays)
          .set({ lessonHours: body.LessonHours, version: sql`${absenceDays.version} + 1` })
          .where(and(eq(absenceDays.sectionId, body.SectionId), eq(absenceDays.day, body.Day)))
        const after = await dayOf(tx, body.SectionId, body.Day, students)
        const absentOnly = (d: AbsenceDay) => ({
          LessonHours: d.LessonHours,
          Rows: d.Rows.filter((r) => r.Hours.length > 0).map((r) => ({
            StudentId: r.StudentId,
            Hours: r.Hours,
          })),
        })
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'absence_day',
          entityId: `${body.SectionId}:${body.Day}`,
          action: 'save',
          before: before.Version === 0 ? null : absentOnly(before),
          after: absentOnly(after),
        })
        return after
      })
    },

    /** Confirms (`confirm`) or removes the confirmation of a day. 409 stale; 422 wrong state. */
    async confirm(
      principal: Principal,
      sectionId: number,
      day: string,
      version: number,
      confirm: boolean,
    ): Promise<AbsenceDay> {
      await gate.assertSection(principal, sectionId)
      const students = await rosters.roster(sectionId)
      return db.transaction(async (tx) => {
        const [head] = await tx
          .select()
          .from(absenceDays)
          .where(and(eq(absenceDays.sectionId, sectionId), eq(absenceDays.day, day)))
          .for('update')
        if (!head) throw notFound()
        if (head.version !== version)
          throw conflict('absences.stale', {}, await dayOf(tx, sectionId, day, students))
        if (confirm === !!head.confirmedAt)
          throw businessRule(confirm ? 'absences.dayConfirmed' : 'absences.dayNotConfirmed')
        const now = clock()
        await tx
          .update(absenceDays)
          .set({
            confirmedAt: confirm ? now : null,
            confirmedByPersonId: confirm ? principal.personId : null,
            version: sql`${absenceDays.version} + 1`,
          })
          .where(and(eq(absenceDays.sectionId, sectionId), eq(absenceDays.day, day)))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'absence_day',
          entityId: `${sectionId}:${day}`,
          action: confirm ? 'confirm' : 'unconfirm',
          before: { confirmed: !!head.confirmedAt, version: head.version },
          after: { confirmed: confirm, version: head.version + 1 },
        })
        return dayOf(tx, sectionId, day, students)
      })
    },

    /**
     * Sets the excuse type and considered-absent flag of existing absent hours of a student on a day (also on a
     * confirmed day: excuses arrive later). Bumps the day's version, so an entry grid read before the change
     * gets 409 instead of overwriting the excuse. 403/404 by section access; 422 when no chosen hour is absent.
     */
    async setExcuse(principal: Principal, body: SetExcuseRequest): Promise<void> {
      await gate.assertSection(principal, body.SectionId)
      await db.transaction(async (tx) => {
        const where = and(
          eq(absenceEntries.sectionId, body.SectionId),
          eq(absenceEntries.studentId, body.StudentId),
          eq(absenceEntries.day, body.Day),
          inArray(absenceEntries.lessonHour, body.Hours),
        )
        const before = await tx.select().from(absenceEntries).where(where).for('update')
        if (before.length === 0) throw businessRule('absences.noEntries')
        const after = await tx
          .update(absenceEntries)
          .set({ excuseType: body.ExcuseType, consideredAbsent: body.ConsideredAbsent })
          .where(where)
          .returning()
        await tx
          .update(absenceDays)
          .set({ version: sql`${absenceDays.version} + 1` })
          .where(and(eq(absenceDays.sectionId, body.SectionId), eq(absenceDays.day, body.Day)))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'absence_excuse',
          entityId: `${body.SectionId}:${body.StudentId}:${body.Day}`,
          action: 'set',
          before: before.map((e) => ({
            hour: e.lessonHour,
            excuseType: e.excuseType,
            consideredAbsent: e.consideredAbsent,
          })),
          after: after.map((e) => ({
            hour: e.lessonHour,
            excuseType: e.excuseType,
            consideredAbsent: e.consideredAbsent,
          })),
        })
      })
    },

    /** The section's exam exemptions. */
    async exemptions(principal: Principal, sectionId: number): Promise<ExamExemption[]> {
      await gate.assertSection(principal, sectionId)
      const names = new Map((await rosters.roster(sectionId)).map((r) => [r.studentId, r]))
      const rows = await db
        .select()
        .from(examExemptions)
        .where(eq(examExemptions.sectionId, sectionId))
        .orderBy(asc(examExemptions.id))
      return rows.map((r) => ({
        Id: r.id,
        StudentId: r.studentId,
        StudentNo: names.get(r.studentId)?.studentNo ?? '',
        FullName: names.get(r.studentId)?.fullName ?? '',
        Reason: r.reason,
        Date: r.exemptOn,
      }))
    },

    /** Adds an exam exemption with reason and date. 404 not on roster; 409 exists. */
    async addExemption(
      principal: Principal,
      b: { SectionId: number; StudentId: number; Reason: string; Date: string },
      _lang: Language,
    ): Promise<number> {
      await gate.assertSection(principal, b.SectionId)
      if (!(await rosters.roster(b.SectionId)).some((r) => r.studentId === b.StudentId))
        throw notFound('absences.notOnRoster')
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(examExemptions)
          .values({
            sectionId: b.SectionId,
            studentId: b.StudentId,
            reason: b.Reason,
            exemptOn: b.Date,
            createdByPersonId: principal.personId,
          })
          .onConflictDoNothing()
          .returning()
        if (!row) throw conflict('absences.exemptionExists')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'exam_exemption',
          entityId: row.id,
          action: 'create',
          after: row,
        })
        return row.id
      })
    },

    /** Removes an exam exemption. */
    async removeExemption(principal: Principal, id: number): Promise<void> {
      const [row] = await db.select().from(examExemptions).where(eq(examExemptions.id, id))
      if (!row) throw notFound()
      await gate.assertSection(principal, row.sectionId)
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(examExemptions).where(eq(examExemptions.id, id)).returning()
        if (!gone) throw notFound()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'exam_exemption',
          entityId: id,
          action: 'delete',
          before: gone,
        })
      })
    },
  }
}
