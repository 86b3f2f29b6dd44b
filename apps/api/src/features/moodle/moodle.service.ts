/**
 * Moodle user and course synchronisation (issue 20; spec §1 "Moodle user id sync").
 * - The system administrator (role 13) links every active student and staff member to their Moodle user,
 *   matching by e-mail, then by username (the e-mail's local part), as a background job with progress; every
 *   Moodle call comes first and the links are written in one transaction, so an outage writes nothing. The
 *   unlinked are listed, and the selected ones are created in Moodle on request (looked up first, so a repeat
 *   links instead of creating twice). Both are audited.
 * - An instructor (role 2) enrols the students of their own sections into the Moodle course whose short name
 *   is the course code (the rosters and the section check come from the grades feature). Idempotent; audited.
 * A Moodle failure answers 503 with a message in the caller's language (never an empty answer).
 */
import type {
  MoodleCreateResult,
  MoodleSection,
  MoodleSectionSyncResult,
  MoodleSyncResult,
  MoodleUnlinked,
  MoodleUserSummary,
} from '@unacs/contracts'
import { and, eq, inArray, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, persons, staffMembers, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import type { AuditActor } from '../../platform/audit/audit.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { GradesService } from '../grades/index.ts'
import { type MoodleClient, MoodleUnavailable, type MoodleUser } from './moodle.client.ts'
import { moodleEnrolments, moodleUsers } from './moodle.schema.ts'
import { moodleUsernameOf } from './moodle.seed.ts'

/** What the moodle feature needs from the grades feature: section access and rosters. */
export type MoodleGrades = {
  access: Pick<GradesService['access'], 'assertSection' | 'sectionsInScope'>
} & Pick<GradesService, 'roster'>

/** The background job kind of a user sync. */
export const USER_SYNC_JOB = 'moodle.users'
/** Moodle's role id of a student in a course. */
const STUDENT_ROLE = 5
/** Values per `core_user_get_users_by_field` call. */
const BATCH = 100

/** The 503 for a Moodle failure, in the caller's language. */
export function unavailable(err: MoodleUnavailable): AppError {
  return new AppError(503, `moodle.${err.reason}`, { detail: err.message.slice(0, 200) })
}

/** SQL: the persons who are an active student or an active staff member. */
const inPeople = sql`(exists (select 1 from ${students} s where s.person_id = ${persons.id} and s.status in ('active', 'frozen'))
  or exists (select 1 from ${staffMembers} m where m.person_id = ${persons.id} and m.is_active))`

/** Creates the Moodle service. */
export function createMoodleService(db: Database, client: MoodleClient, jobs: Jobs, grades: MoodleGrades) {
  let creating = false

  /** Our people with their username, e-mail and kind. */
  async function people(ids?: readonly number[]) {
    const rows = await db
      .select({
        id: persons.id,
        email: persons.email,
        firstName: persons.firstName,
        lastName: persons.lastName,
        staff: sql<boolean>`exists (select 1 from ${staffMembers} m where m.person_id = ${persons.id} and m.is_active)`,
      })
      .from(persons)
      .where(and(inPeople, ids ? inArray(persons.id, [...ids]) : undefined))
      .orderBy(persons.id)
    return rows.map((r) => ({ ...r, username: moodleUsernameOf(r.email) }))
  }

  /** Moodle's users matching `list` by e-mail, then by username. Throws MoodleUnavailable. */
  async function lookUp(
    list: readonly { id: number; email: string; username: string }[],
    progress?: (done: number) => Promise<void>,
  ): Promise<Map<number, { user: MoodleUser; by: 'email' | 'username' }>> {
    const found = new Map<number, { user: MoodleUser; by: 'email' | 'username' }>()
    for (let i = 0; i < list.length; i += BATCH) {
      const part = list.slice(i, i + BATCH)
      const byEmail = new Map(
        (
          await client.usersByField(
            'email',
            part.map((p) => p.email.toLowerCase()),
          )
        ).map((u) => [u.email.toLowerCase(), u]),
      )
      const rest: typeof part = []
      for (const p of part) {
        const u = byEmail.get(p.email.toLowerCase())
        if (u) found.set(p.id, { user: u, by: 'email' })
        else rest.push(p)
      }
      const byName = new Map(
        (
          await client.usersByField(
            'username',
            rest.map((p) => p.username),
          )
        ).map((u) => [u.username.toLowerCase(), u]),
      )
      for (const p of rest) {
        const u = byName.get(p.username)
        if (u) found.set(p.id, { user: u, by: 'username' })
      }
      await progress?.(Math.min(list.length, i + BATCH))
    }
    return found
  }

  const actorOf = (personId: number): AuditActor => ({
    personId,
    impersonatorPersonId: null,
    onBehalfOfRegistryNo: null,
  })

  return {
    /** How many of our people are linked to a Moodle user, and when the last sync ran. */
    async summary(): Promise<MoodleUserSummary> {
      const [row] = await db
        .select({
          people: sql<number>`count(*)::int`,
          linked: sql<number>`count(${moodleUsers.personId})::int`,
          last: max(moodleUsers.syncedAt),
        })
        .from(persons)
        .leftJoin(moodleUsers, eq(moodleUsers.personId, persons.id))
        .where(inPeople)
      const total = Number(row?.people ?? 0)
      const linked = Number(row?.linked ?? 0)
      const last = row?.last ? new Date(row.last as unknown as string) : null
      return {
        People: total,
        Linked: linked,
        Unlinked: total - linked,
        LastSyncedAt: last?.toISOString() ?? null,
      }
    },

    /** Starts the user sync job (one at a time: a second start joins the running one). */
    async startUserSync(p: Principal) {
      return jobs.start(USER_SYNC_JOB, { personId: p.personId }, { key: 'all', personId: p.personId })
    },

    /** The user sync job's status (404 unknown), its error translated into `lang`. */
    async userSyncJob(jobId: string, lang: Language) {
      const status = await jobs.status(jobId, USER_SYNC_JOB)
      if (!status) throw new AppError(404, 'moodle.jobNotFound')
      const [key = '', detail = ''] = (status.error ?? '').split('|')
      const error =
        status.error === null
          ? null
          : translate(lang, key.startsWith('moodle.') ? key : 'moodle.jobFailed', { detail })
      return { ...status, error }
    },

    /**
     * The job's work: looks every person up in Moodle (progress per 100), then writes the links in one
     * transaction with an audit record. A Moodle failure throws `moodle.<reason>|detail` and writes nothing.
     */
    async runUserSync(
      input: { personId: number },
      progress: (done: number, total: number) => Promise<void>,
    ): Promise<MoodleSyncResult> {
      const list = await people()
      await progress(0, list.length)
      let found: Awaited<ReturnType<typeof lookUp>>
      try {
        found = await lookUp(list, (done) => progress(done, list.length))
      } catch (err) {
        if (err instanceof MoodleUnavailable)
          throw new Error(`moodle.${err.reason}|${err.message.slice(0, 200)}`)
        throw err
      }
      const before = new Map(
        (await db.select().from(moodleUsers)).map((l) => [l.personId, l.moodleUserId] as const),
      )
      const rows = [...found].map(([personId, f]) => ({
        personId,
        moodleUserId: f.user.id,
        matchedBy: f.by,
        syncedAt: new Date(),
      }))
      const newly = rows.filter((r) => before.get(r.personId) !== r.moodleUserId).length
      const linked = list.filter((p) => found.has(p.id) || before.has(p.id)).length
      const result = {
        People: list.length,
        Linked: linked,
        NewlyLinked: newly,
        Unlinked: list.length - linked,
      }
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 1000) {
          await tx
            .insert(moodleUsers)
            .values(rows.slice(i, i + 1000))
            .onConflictDoUpdate({
              target: moodleUsers.personId,
              set: {
                moodleUserId: sql`excluded.moodle_user_id`,
                matchedBy: sql`excluded.matched_by`,
                syncedAt: sql`excluded.synced_at`,
              },
            })
        }
        await recordAudit(tx, actorOf(input.personId), {
          entity: 'moodle-users',
          entityId: 'all',
          action: 'sync',
          after: result,
        })
      })
      return result
    },

    /** A page of our people without a Moodle user, optionally filtered by name, e-mail or username. */
    async unlinked(page: number, pageSize: number, q?: string) {
      const where = and(
        inPeople,
        sql`not exists (select 1 from ${moodleUsers} l where l.person_id = ${persons.id})`,
        foldedContains([sql`${persons.firstName} || ' ' || ${persons.lastName}`, persons.email], q),
      )
      const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(persons).where(where)
      const rows = await db
        .select({
          id: persons.id,
          email: persons.email,
          name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
          staff: sql<boolean>`exists (select 1 from ${staffMembers} m where m.person_id = ${persons.id} and m.is_active)`,
        })
        .from(persons)
        .where(where)
        .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), persons.id)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const items: MoodleUnlinked[] = rows.map((r) => ({
        PersonId: r.id,
        Kind: r.staff ? 'staff' : 'student',
        Username: moodleUsernameOf(r.email),
        FullName: r.name,
        Email: r.email,
      }))
      return { items, page, pageSize, total: Number(c?.n ?? 0) }
    },

    /**
     * Creates the Moodle users of `personIds` (our people only: 422 otherwise) and links them; one already
     * in Moodle is linked instead of created, one already linked is left alone. 409 while another creation
     * runs, 503 when Moodle fails (nothing linked). Audited.
     */
    async createUsers(p: Principal, personIds: readonly number[]): Promise<MoodleCreateResult[]> {
      const list = await people(personIds)
      if (list.length !== personIds.length) throw businessRule('moodle.notOurs')
      if (creating) throw conflict('moodle.busy')
      creating = true
      try {
        const links = new Map(
          (
            await db
              .select()
              .from(moodleUsers)
              .where(inArray(moodleUsers.personId, [...personIds]))
          ).map((l) => [l.personId, l.moodleUserId] as const),
        )
        const todo = list.filter((x) => !links.has(x.id))
        const out: MoodleCreateResult[] = list
          .filter((x) => links.has(x.id))
          .map((x) => ({ PersonId: x.id, State: 'alreadyLinked', MoodleUserId: links.get(x.id) ?? 0 }))
        const rows: (typeof moodleUsers.$inferInsert)[] = []
        try {
          const found = await lookUp(todo)
          for (const [personId, f] of found) {
            rows.push({ personId, moodleUserId: f.user.id, matchedBy: f.by })
            out.push({ PersonId: personId, State: 'linked', MoodleUserId: f.user.id })
          }
          const create = todo.filter((x) => !found.has(x.id))
          const created = await client.createUsers(
            create.map((x) => ({
              username: x.username,
              email: x.email,
              firstname: x.firstName,
              lastname: x.lastName,
              idnumber: String(x.id),
            })),
          )
          const byName = new Map(created.map((c) => [c.username.toLowerCase(), c.id]))
          for (const x of create) {
            const id = byName.get(x.username)
            if (!id) continue
            rows.push({ personId: x.id, moodleUserId: id, matchedBy: 'created' })
            out.push({ PersonId: x.id, State: 'created', MoodleUserId: id })
          }
        } catch (err) {
          if (err instanceof MoodleUnavailable) throw unavailable(err)
          throw err
        }
        if (rows.length > 0) {
          await db.transaction(async (tx) => {
            await tx.insert(moodleUsers).values(rows).onConflictDoNothing()
            await recordAudit(tx, auditActorOf(p), {
              entity: 'moodle-users',
              entityId: rows.map((r) => r.personId).join(','),
              action: 'create',
              after: out.filter((o) => o.State !== 'alreadyLinked'),
            })
          })
        }
        return out.sort((a, b) => personIds.indexOf(a.PersonId) - personIds.indexOf(b.PersonId))
      } finally {
        creating = false
      }
    },

    /** The caller's sections of the active term with their size and how many are enrolled in Moodle. */
    async sections(p: Principal, lang: Language): Promise<MoodleSection[]> {
      const [term] = await db
        .select({ id: academicTerms.id })
        .from(academicTerms)
        .where(eq(academicTerms.isActive, true))
      const refs = await grades.access.sectionsInScope(p, lang, term?.id)
      const out: MoodleSection[] = []
      for (const s of refs) {
        const roster = await grades.roster(s.id)
        const [e] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(moodleEnrolments)
          .where(eq(moodleEnrolments.sectionId, s.id))
        out.push({
          SectionId: s.id,
          CourseCode: s.courseCode,
          CourseName: s.courseName,
          SectionName: s.name,
          TermName: s.termName,
          Students: roster.length,
          Enrolled: Number(e?.n ?? 0),
        })
      }
      return out
    },

    /**
     * Enrols the section's students who have a Moodle user into the Moodle course with the course code as
     * short name. 403 not the caller's section, 404 unknown, 422 no such Moodle course, 503 Moodle failed
     * (nothing recorded). Repeating it enrols only the new ones; audited when anyone is enrolled.
     */
    async syncSection(p: Principal, sectionId: number, lang: Language): Promise<MoodleSectionSyncResult> {
      const ref = await grades.access.assertSection(p, sectionId, lang)
      const roster = await grades.roster(sectionId)
      const ids = roster.map((r) => r.studentId)
      const links = ids.length
        ? await db
            .select({ studentId: students.id, moodleUserId: moodleUsers.moodleUserId })
            .from(students)
            .innerJoin(moodleUsers, eq(moodleUsers.personId, students.personId))
            .where(inArray(students.id, ids))
        : []
      const linkOf = new Map(links.map((l) => [l.studentId, l.moodleUserId]))
      let courseId: number
      try {
        const course = await client.courseByShortname(ref.courseCode)
        if (!course) throw businessRule('moodle.noCourse', { code: ref.courseCode })
        courseId = course.id
        await client.enrol(
          links.map((l) => ({ userid: l.moodleUserId, courseid: course.id, roleid: STUDENT_ROLE })),
        )
      } catch (err) {
        if (err instanceof MoodleUnavailable) throw unavailable(err)
        throw err
      }
      const inserted = await db.transaction(async (tx) => {
        const added = links.length
          ? await tx
              .insert(moodleEnrolments)
              .values(
                links.map((l) => ({
                  sectionId,
                  studentId: l.studentId,
                  moodleCourseId: courseId,
                  moodleUserId: l.moodleUserId,
                  enrolledBy: p.personId,
                })),
              )
              .onConflictDoNothing()
              .returning({ studentId: moodleEnrolments.studentId })
          : []
        if (added.length > 0)
          await recordAudit(tx, auditActorOf(p), {
            entity: 'moodle-enrolment',
            entityId: sectionId,
            action: 'enrol',
            after: { moodleCourseId: courseId, studentIds: added.map((a) => a.studentId) },
          })
        return added.length
      })
      return {
        SectionId: sectionId,
        MoodleCourseId: courseId,
        Enrolled: inserted,
        AlreadyEnrolled: links.length - inserted,
        WithoutMoodleUser: roster
          .filter((r) => !linkOf.has(r.studentId))
          .map((r) => ({ StudentNo: r.studentNo, FullName: r.fullName })),
      }
    },
  }
}

/** The Moodle service's type. */
export type MoodleService = ReturnType<typeof createMoodleService>
