/**
 * Section definitions (issue 22 "Definitions"; spec §1, §3 "Course and section", §5): the head of department
 * opens sections of the department's courses for a term (total section count and total quota required, the
 * quota split over the sections), edits and deletes them. Rules:
 * - unit scope: only courses of units within the caller's active role (403 otherwise), instructors of those
 *   units, terms not yet over;
 * - a classroom or an instructor is never in two sections at the same time in a term (422 naming the other
 *   section); writes of one term are serialised so two openings cannot both pass the check;
 * - the quota never goes below the seats students hold (registered + in baskets, read through the
 *   registration feature's `seats` with the section row locked, so concurrent cuts and seat takes serialise);
 * - only a section without students or records is deleted. Every write is transactional and audited.
 */
import type {
  Language,
  OpenSections,
  SectionDefinition,
  SectionListQuery,
  SectionOptions,
  SectionPage,
  SectionSlot,
  UpdateSection,
} from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pgErrorCode } from '../../db/errors.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, forbidden, notFound } from '../../platform/http/errors.ts'
import {
  activeTermId,
  conflictCandidates,
  courseById,
  coursesOf,
  instructorsOf,
  lockTerm,
  openTerms,
  type Runner,
  rows,
  type SectionRow,
  scopeUnits,
  sectionById,
  sectionPage,
  setInstructors,
  staffNames,
  takenNames,
} from './sections.repo.ts'
import { classroomKey, firstOverlap, lessonTimeOf, slotsOf, slotText, splitQuota } from './sections.rules.ts'

/** Seats students hold in a section (from the registration feature). */
export interface Seats {
  registered: number
  inBaskets: number
}

/** What the service reads from other features (passed in by features/index.ts). */
export interface SectionsDeps {
  /** The seats of sections, read with the given runner (the caller's transaction, rows locked). */
  seats: (runner: Runner, sectionIds: readonly number[]) => Promise<Map<number, Seats>>
}

/** A section about to be written, for the conflict checks. */
interface Draft {
  name: string
  classroom: string
  instructorIds: readonly number[]
  slots: SectionSlot[]
}

const NO_SEATS: Seats = { registered: 0, inBaskets: 0 }

/** Builds the section definitions service. */
export function createSectionsService(db: Database, deps: SectionsDeps) {
  /** The caller's units; 403 for students and for a role held nowhere. */
  async function scope(principal: Principal): Promise<number[]> {
    if (principal.userType !== 'staff') throw forbidden()
    const units = await scopeUnits(db, principal)
    if (units.length === 0) throw forbidden()
    return units
  }

  /** The course if it belongs to the caller's units; 404 unknown, 403 outside. */
  async function scopedCourse(runner: Runner, units: number[], courseId: number) {
    const course = await courseById(runner, courseId)
    if (!course) throw notFound('sections.courseNotFound')
    if (!units.includes(course.unitId)) throw forbidden('sections.outsideYourUnits')
    return course
  }

  /** 422 unless `termId` is open for definitions (404 unknown term). */
  async function requireOpenTerm(runner: Runner, termId: number): Promise<void> {
    const known = await rows<{ id: number }>(runner, sql`select id from academic_terms where id = ${termId}`)
    if (known.length === 0) throw notFound('sections.termNotFound')
    if (!(await openTerms(runner)).some((t) => t.id === termId)) throw businessRule('sections.termClosed')
  }

  /** 422 unless every instructor is one of the units' academics (or already on the section). */
  async function requireInstructors(runner: Runner, units: number[], ids: readonly number[], kept: number[]) {
    if (ids.length === 0) return
    const allowed = new Set([...(await instructorsOf(runner, units)).map((i) => i.id), ...kept])
    if (ids.some((id) => !allowed.has(id))) throw businessRule('sections.instructorNotFound')
  }

  /** 422 naming the first classroom or instructor clash of `drafts` with the term's sections or each other. */
  async function requireNoConflicts(
    tx: Runner,
    termId: number,
    courseCode: string,
    drafts: Draft[],
    exceptId: number | null,
    lang: Language,
  ): Promise<void> {
    const candidates = await conflictCandidates(
      tx,
      termId,
      [...new Set(drafts.map((d) => d.classroom))],
      [...new Set(drafts.flatMap((d) => d.instructorIds))],
      exceptId,
      lang,
    )
    const others = [
      ...candidates.map((c) => ({
        course: c.courseCode,
        section: c.name,
        classroom: c.classroom,
        instructorIds: c.instructorIds as readonly number[],
        slots: slotsOf(c.lessonTime),
      })),
    ]
    const names = await staffNames(tx, [...new Set(drafts.flatMap((d) => d.instructorIds))])
    const seen: typeof others = []
    for (const d of drafts) {
      for (const o of [...others, ...seen]) {
        const clash = firstOverlap(d.slots, o.slots)
        if (!clash) continue
        const time = slotText(clash[0], lang)
        if (classroomKey(o.classroom) === classroomKey(d.classroom))
          throw businessRule('sections.classroomConflict', {
            classroom: d.classroom,
            time,
            course: o.course,
            section: o.section,
          })
        const shared = d.instructorIds.find((id) => o.instructorIds.includes(id))
        if (shared !== undefined)
          throw businessRule('sections.instructorConflict', {
            instructor: names.get(shared) ?? String(shared),
            time,
            course: o.course,
            section: o.section,
          })
      }
      seen.push({ course: courseCode, section: d.name, ...d, classroom: d.classroom })
    }
  }

  /** Section rows with seats and instructor names as the contract's definitions. */
  async function views(found: SectionRow[], seats: Map<number, Seats>): Promise<SectionDefinition[]> {
    const names = await staffNames(db, [...new Set(found.flatMap((s) => s.instructorIds))])
    return found.map((s) => {
      const held = seats.get(s.id) ?? NO_SEATS
      return {
        SectionId: s.id,
        TermId: s.termId,
        CourseId: s.courseId,
        CourseCode: s.courseCode,
        CourseName: s.courseName,
        Name: s.name,
        Classroom: s.classroom,
        Quota: s.quota,
        Registered: held.registered,
        InBaskets: held.inBaskets,
        LessonTime: s.lessonTime,
        Slots: slotsOf(s.lessonTime),
        Instructors: s.instructorIds.map((id) => ({ StaffId: id, Name: names.get(id) ?? '' })),
      }
    })
  }

  /** The audit image of a section. */
  const image = (
    s: { name: string; classroom: string | null; quota: number; lessonTime: string | null },
    ids: readonly number[],
  ) => ({
    name: s.name,
    classroom: s.classroom,
    quota: s.quota,
    lessonTime: s.lessonTime,
    instructorIds: [...ids],
  })

  return {
    /** The form's choices: open terms, the caller's courses and instructors. 403 outside the role. */
    async options(principal: Principal, lang: Language): Promise<SectionOptions> {
      const units = await scope(principal)
      const [terms, courses, instructors] = await Promise.all([
        openTerms(db),
        coursesOf(db, units, lang),
        instructorsOf(db, units),
      ])
      return {
        Terms: terms.map((t) => ({
          TermId: t.id,
          Name: lang === 'en' ? t.nameEn : t.nameTr,
          IsActive: t.isActive,
        })),
        Courses: courses.map((c) => ({ CourseId: c.id, Code: c.code, Name: c.name })),
        Instructors: instructors.map((i) => ({ StaffId: i.id, Name: i.name })),
      }
    },

    /** A page of the term's sections of the caller's courses (default: the active term). */
    async list(principal: Principal, q: SectionListQuery, lang: Language): Promise<SectionPage> {
      const units = await scope(principal)
      const termId = q.termId ?? (await activeTermId(db))
      if (termId === null) return { items: [], total: 0, page: q.page, pageSize: q.pageSize }
      const found = await sectionPage(db, { ...q, termId }, units, lang)
      const seats = await deps.seats(
        db,
        found.map((s) => s.id),
      )
      return {
        items: await views(found, seats),
        total: found[0]?.total ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      }
    },

    /**
     * Opens `SectionCount` sections of a course in a term with `TotalQuota` split over them. Errors: 404
     * course/term, 403 outside the units, 422 closed term, name taken, unknown instructor, conflicts.
     */
    async open(principal: Principal, body: OpenSections, lang: Language): Promise<SectionDefinition[]> {
      const units = await scope(principal)
      const course = await scopedCourse(db, units, body.CourseId)
      await requireOpenTerm(db, body.TermId)
      const ids = [...new Set(body.Sections.flatMap((s) => s.InstructorIds))]
      await requireInstructors(db, units, ids, [])
      const quotas = body.Sections.every((s) => s.Quota !== undefined)
        ? body.Sections.map((s) => s.Quota ?? 0)
        : splitQuota(body.TotalQuota, body.SectionCount)
      const created = await db.transaction(async (tx) => {
        await lockTerm(tx, body.TermId)
        const taken = await takenNames(tx, course.id, body.TermId)
        const clash = body.Sections.find((s) => taken.has(s.Name.toLocaleUpperCase('tr')))
        if (clash) throw businessRule('sections.nameTaken', { course: course.code, section: clash.Name })
        const drafts = body.Sections.map((s) => ({
          name: s.Name,
          classroom: s.Classroom,
          instructorIds: s.InstructorIds,
          slots: s.Slots,
        }))
        await requireNoConflicts(tx, body.TermId, course.code, drafts, null, lang)
        const out: number[] = []
        for (const [i, s] of body.Sections.entries()) {
          const quota = quotas[i] ?? 1
          const lessonTime = lessonTimeOf(s.Slots)
          const [row] = await rows<{ id: number }>(
            tx,
            sql`insert into sections (course_id, term_id, name, quota, capacity, classroom, lesson_time)
              values (${course.id}, ${body.TermId}, ${s.Name}, ${quota}, ${quota}, ${s.Classroom}, ${lessonTime})
              returning id`,
          )
          if (!row) throw new Error('insert returned no row')
          await setInstructors(tx, row.id, s.InstructorIds)
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'section',
            entityId: row.id,
            action: 'open',
            after: {
              ...image({ name: s.Name, classroom: s.Classroom, quota, lessonTime }, s.InstructorIds),
              courseId: course.id,
              termId: body.TermId,
              totalQuota: body.TotalQuota,
              sectionCount: body.SectionCount,
            },
          })
          out.push(row.id)
        }
        return out
      })
      const found = await Promise.all(created.map((id) => sectionById(db, id, lang)))
      return views(
        found.filter((s): s is SectionRow => s !== undefined),
        new Map(),
      )
    },

    /**
     * Saves a section. Errors: 404 section, 403 outside the units, 422 closed term, name taken, unknown
     * instructor, conflicts, quota below the seats held (checked with the row locked).
     */
    async update(principal: Principal, body: UpdateSection, lang: Language): Promise<SectionDefinition> {
      const units = await scope(principal)
      const first = await sectionById(db, body.SectionId, lang)
      if (!first) throw notFound('sections.sectionNotFound')
      const course = await scopedCourse(db, units, first.courseId)
      await requireOpenTerm(db, first.termId)
      await requireInstructors(db, units, body.InstructorIds, first.instructorIds)
      await db.transaction(async (tx) => {
        await lockTerm(tx, first.termId)
        const s = await sectionById(tx, body.SectionId, lang, true)
        if (!s) throw notFound('sections.sectionNotFound')
        const held = (await deps.seats(tx, [s.id])).get(s.id) ?? NO_SEATS
        const taken = held.registered + held.inBaskets
        if (body.Quota < taken)
          throw businessRule('sections.quotaBelowSeats', {
            section: s.name,
            quota: body.Quota,
            registered: held.registered,
            inBaskets: held.inBaskets,
            taken,
          })
        if (body.Name.toLocaleUpperCase('tr') !== s.name.trim().toLocaleUpperCase('tr')) {
          if ((await takenNames(tx, s.courseId, s.termId)).has(body.Name.toLocaleUpperCase('tr')))
            throw businessRule('sections.nameTaken', { course: course.code, section: body.Name })
        }
        const draft = {
          name: body.Name,
          classroom: body.Classroom,
          instructorIds: body.InstructorIds,
          slots: body.Slots,
        }
        await requireNoConflicts(tx, s.termId, course.code, [draft], s.id, lang)
        const lessonTime = lessonTimeOf(body.Slots)
        await tx.execute(
          sql`update sections set name = ${body.Name}, classroom = ${body.Classroom}, quota = ${body.Quota},
            capacity = greatest(capacity, ${body.Quota}), lesson_time = ${lessonTime}, version = version + 1
            where id = ${s.id}`,
        )
        await setInstructors(tx, s.id, body.InstructorIds)
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'section',
          entityId: s.id,
          action: 'update',
          before: image(s, s.instructorIds),
          after: image(
            { name: body.Name, classroom: body.Classroom, quota: body.Quota, lessonTime },
            body.InstructorIds,
          ),
        })
      })
      const saved = await sectionById(db, body.SectionId, lang)
      if (!saved) throw notFound('sections.sectionNotFound')
      const [view] = await views([saved], await deps.seats(db, [saved.id]))
      if (!view) throw notFound('sections.sectionNotFound')
      return view
    },

    /** Deletes a section without students or records. Errors: 404, 403 outside the units, 422 closed term, not empty, in use. */
    async remove(principal: Principal, sectionId: number, lang: Language): Promise<void> {
      const units = await scope(principal)
      const first = await sectionById(db, sectionId, lang)
      if (!first) throw notFound('sections.sectionNotFound')
      await scopedCourse(db, units, first.courseId)
      await requireOpenTerm(db, first.termId)
      try {
        await db.transaction(async (tx) => {
          await lockTerm(tx, first.termId)
          const s = await sectionById(tx, sectionId, lang, true)
          if (!s) throw notFound('sections.sectionNotFound')
          const held = (await deps.seats(tx, [s.id])).get(s.id) ?? NO_SEATS
          if (held.registered + held.inBaskets > 0)
            throw businessRule('sections.notEmpty', { section: s.name, ...held })
          await tx.execute(sql`delete from section_instructors where section_id = ${s.id}`)
          await tx.execute(sql`delete from sections where id = ${s.id}`)
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'section',
            entityId: s.id,
            action: 'delete',
            before: { ...image(s, s.instructorIds), courseId: s.courseId, termId: s.termId },
          })
        })
      } catch (err) {
        if (pgErrorCode(err) === '23503') throw businessRule('sections.inUse', { section: first.name })
        throw err
      }
    },
  }
}

/** The section definitions service. */
export type SectionsService = ReturnType<typeof createSectionsService>
