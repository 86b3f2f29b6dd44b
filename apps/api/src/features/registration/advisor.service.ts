/**
 * The advisor's side (spec §1 "Advisor course-approval screen with curriculum fetch", §4 "advisor approves,
 * rejects, or removes approval and returns the courses"; issue 7 "Advisor"): advisees with their
 * registration status, one advisee's curriculum and basket, and the decisions:
 * - approve: submitted → approved, only after a valid pre-interview; basket seats become registered seats;
 * - reject with a reason: submitted → rejected, the courses go back to the student (seats stay held);
 * - remove approval and return with a reason: approved → returned, registered seats become basket seats.
 * Only the student's own advisor (or someone acting under the advisor's delegation) decides; each decision
 * checks the basket version (409 with the current basket), locks the basket, and writes an audit row.
 */

import type {
  AdviseeListFilter,
  AdviseeRegistration,
  ApproveRequest,
  Basket,
  DecisionWithReasonRequest,
  Language,
} from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pgErrorCode } from '../../db/errors.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Idempotency, Tx } from './idempotency.ts'
import { preInterviewDone } from './pre-interview.repo.ts'
import {
  activeTerm,
  basketOf,
  curriculumOf,
  itemsOf,
  moveSeats,
  rows,
  type StudentInfo,
  studentByNo,
  type TermInfo,
  updateBasket,
} from './registration.repo.ts'
import { basketView, curriculumView } from './registration.views.ts'
import { actingStaffIds } from './staff-scope.ts'
import { NO_ROSTERS, NO_STANDINGS, type RosterSync, repeatRefusal, type StandingsReader } from './standing.ts'

type AdviseeRow = {
  studentNo: string
  fullName: string
  programmeTr: string
  programmeEn: string
  classYear: number
  status: string
  ects: number
  items: number
  done: boolean
  submittedAt: string | Date | null
  total: number
}

/**
 * Creates the advisor service. `standings` reads the advisee's course results from the grades feature: a basket
 * holding a course passed, or in progress in another term, is refused on approval (issue 24). `rosters` keeps the
 * grades feature's class lists in step: an approval enrols the student in the basket's sections, a returned
 * approval withdraws them (refused with `registration.returnGraded` when a section already holds a grade).
 */
export function createAdvisorService(
  db: Database,
  idem: Idempotency,
  standings: StandingsReader = NO_STANDINGS,
  rosters: RosterSync = NO_ROSTERS,
) {
  async function term(): Promise<TermInfo> {
    const t = await activeTerm(db)
    if (!t) throw businessRule('registration.noActiveTerm')
    return t
  }

  /** The studentship `studentNo` if the caller advises it; 404 unknown, 403 someone else's advisee. */
  async function advisee(principal: Principal, studentNo: string): Promise<StudentInfo> {
    const ids = await actingStaffIds(db, principal)
    const s = await studentByNo(db, studentNo)
    if (!s) throw notFound('registration.studentNotFound')
    if (s.advisorId === null || !ids.includes(s.advisorId)) throw forbidden('registration.notYourAdvisee')
    return s
  }

  /** Runs one decision on the locked basket of an advisee; checks version and the expected status. */
  async function decide(
    principal: Principal,
    body: ApproveRequest & { Reason?: string },
    key: string,
    lang: Language,
    d: {
      scope: string
      from: 'submitted' | 'approved'
      action: (tx: Tx, basketId: number, student: StudentInfo, t: TermInfo) => Promise<void>
      to: 'approved' | 'rejected' | 'returned'
    },
  ): Promise<Basket> {
    const student = await advisee(principal, body.StudentNo)
    const t = await term()
    return idem.run(principal, key, d.scope, body, async (tx) => {
      const basket = await basketOf(tx, student.id, t.id, true)
      if (!basket) throw businessRule('registration.nothingSubmitted')
      const items = await itemsOf(tx, basket.id, student.id)
      if (basket.version !== body.Version)
        throw conflict('registration.stale', {}, basketView(student, t, basket, items, lang))
      if (basket.status !== d.from)
        throw businessRule(d.from === 'submitted' ? 'registration.notSubmitted' : 'registration.notApproved')
      await d.action(tx, basket.id, student, t)
      const updated = await updateBasket(tx, basket.id, {
        status: d.to,
        reason: body.Reason ?? null,
        decidedAt: new Date(),
        decidedByPersonId: principal.personId,
      })
      await recordAudit(tx, auditActorOf(principal), {
        entity: 'registration',
        entityId: basket.id,
        action: d.to === 'approved' ? 'approve' : d.to === 'rejected' ? 'reject' : 'returnApproval',
        before: { studentNo: student.studentNo, status: basket.status, version: basket.version },
        after: { status: d.to, version: updated.version, sections: items.map((i) => i.sectionId) },
        reason: body.Reason ?? null,
      })
      return basketView(student, t, updated, items, lang)
    })
  }

  /** Seats move between the counters; a quota lowered meanwhile by section definitions gives 409. */
  async function move(tx: Tx, basketId: number, toRegistered: boolean) {
    try {
      await tx.transaction(async (sp) => {
        await moveSeats(sp, basketId, toRegistered)
      })
    } catch (err) {
      if (pgErrorCode(err) === '23514') throw conflict('registration.quotaChanged')
      throw err
    }
  }

  return {
    advisee,

    /** A page of the caller's active advisees with the active term's registration status, submitted first. */
    async advisees(principal: Principal, q: AdviseeListFilter, lang: Language) {
      const ids = await actingStaffIds(db, principal)
      const t = await term()
      const idList = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
      const where = [sql`st.advisor_id in (${idList})`, sql`st.status = 'active'`]
      if (q.status) where.push(sql`coalesce(b.status::text, 'none') = ${q.status}`)
      if (q.search) {
        const text = foldedContains([sql`st.student_no`, sql`p.first_name || ' ' || p.last_name`], q.search)
        if (text) where.push(text)
      }
      const found = await rows<AdviseeRow>(
        db,
        sql`select st.student_no as "studentNo", p.first_name || ' ' || p.last_name as "fullName",
          u.name_tr as "programmeTr", u.name_en as "programmeEn", st.class_year as "classYear",
          coalesce(b.status::text, 'none') as status, coalesce(x.ects, 0)::int as ects, coalesce(x.n, 0)::int as items,
          exists (select 1 from pre_interview_notes n join pre_interview_categories pc on pc.id = n.category_id
            where n.student_id = st.id and n.term_id = ${t.id} and pc.colour = 'red' and pc.is_active) as done,
          b.submitted_at as "submittedAt", (count(*) over())::int as total
        from students st join persons p on p.id = st.person_id join units u on u.id = st.programme_id
        left join registration_baskets b on b.student_id = st.id and b.term_id = ${t.id}
        left join lateral (select sum(c.ects) as ects, count(*) as n from registration_items ri
          join courses c on c.id = ri.course_id where ri.basket_id = b.id) x on true
        where ${sql.join(where, sql` and `)}
        order by (b.status = 'submitted') desc nulls last, ${orderByTurkish(sql`p.last_name`)}, ${orderByTurkish(sql`p.first_name`)}, st.student_no
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      )
      return {
        items: found.map((r) => ({
          StudentNo: r.studentNo,
          FullName: r.fullName,
          ProgrammeName: lang === 'en' ? r.programmeEn : r.programmeTr,
          ClassYear: r.classYear,
          Status: r.status as Basket['Status'],
          TotalEcts: r.ects,
          ItemCount: r.items,
          PreInterviewDone: r.done,
          SubmittedAt: r.submittedAt === null ? null : new Date(r.submittedAt).toISOString(),
        })),
        total: found[0]?.total ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      }
    },

    /** One advisee's curriculum and basket (403 when not the caller's advisee). */
    async registration(
      principal: Principal,
      studentNo: string,
      lang: Language,
    ): Promise<AdviseeRegistration> {
      const s = await advisee(principal, studentNo)
      const t = await term()
      const b = await basketOf(db, s.id, t.id)
      const items = b ? await itemsOf(db, b.id, s.id) : []
      const basket = basketView(s, t, b, items, lang)
      return {
        Student: {
          StudentNo: s.studentNo,
          FullName: s.fullName,
          ProgrammeName: lang === 'en' ? s.programmeEn : s.programmeTr,
          ClassYear: s.classYear,
          Status: basket.Status,
          TotalEcts: basket.TotalEcts,
          ItemCount: items.length,
          PreInterviewDone: await preInterviewDone(db, s.id, t.id),
          SubmittedAt: basket.SubmittedAt,
        },
        Curriculum: curriculumView(s, t, await curriculumOf(db, s, t.id), lang, await standings(s.id)),
        Basket: basket,
      }
    },

    /**
     * Approves a submitted basket (422 without a valid pre-interview, or when it holds a course the student
     * passed, or takes in another term, per the grades feature: `registration.adviseeAlreadyTaken`).
     */
    async approve(principal: Principal, body: ApproveRequest, key: string, lang: Language) {
      // Read before the decision's transaction (grades are read through their own service, not in it).
      const known = await standings((await advisee(principal, body.StudentNo)).id)
      return decide(principal, body, key, lang, {
        scope: 'registration.advisor.approve',
        from: 'submitted',
        to: 'approved',
        action: async (tx, basketId, student, t) => {
          if (!(await preInterviewDone(tx, student.id, t.id)))
            throw businessRule('registration.preInterviewRequired')
          // A course passed, or in progress in another term, is not approved again (a failed one may be).
          const repeats = (await itemsOf(tx, basketId, student.id)).filter((i) => i.isRepeat)
          const taken = repeats.filter((i) => repeatRefusal(known, i.courseId) !== null)
          if (taken.length > 0)
            throw businessRule('registration.adviseeAlreadyTaken', {
              codes: taken.map((i) => i.code).join(', '),
            })
          await move(tx, basketId, true)
          const sectionIds = (await itemsOf(tx, basketId, student.id)).map((i) => i.sectionId)
          await rosters.enrol(tx, student.id, sectionIds)
        },
      })
    },

    /** Rejects a submitted basket with a reason; the courses go back to the student. */
    reject(principal: Principal, body: DecisionWithReasonRequest, key: string, lang: Language) {
      return decide(principal, body, key, lang, {
        scope: 'registration.advisor.reject',
        from: 'submitted',
        to: 'rejected',
        action: async () => {},
      })
    },

    /** Removes an approval with a reason and returns the courses to the student. */
    returnApproval(principal: Principal, body: DecisionWithReasonRequest, key: string, lang: Language) {
      return decide(principal, body, key, lang, {
        scope: 'registration.advisor.return',
        from: 'approved',
        to: 'returned',
        action: async (tx, basketId, student) => {
          const items = await itemsOf(tx, basketId, student.id)
          const kept = await rosters.withdraw(
            tx,
            student.id,
            items.map((i) => i.sectionId),
          )
          if (kept.length > 0)
            throw businessRule('registration.returnGraded', {
              codes: items
                .filter((i) => kept.includes(i.sectionId))
                .map((i) => i.code)
                .join(', '),
            })
          await move(tx, basketId, false)
        },
      })
    },
  }
}

/** The advisor service. */
export type AdvisorService = ReturnType<typeof createAdvisorService>
