/**
 * The student's side of course registration (issue 7 "Student registration"; spec §1, §3, §4):
 * opened courses of the active term with live seat counts, the curriculum, and the basket (add, remove,
 * submit to the advisor). Rules on add: the section is in the active term and in the student's curriculum,
 * one section per course, no lesson-time overlap, at most MAX_CREDIT credits and MAX_ECTS ECTS; a seat is
 * held by the conditional update in the same transaction, so a section never exceeds its quota. Every write
 * is idempotent (idempotency.ts) and serialised per student on the basket row.
 */
import type {
  Basket,
  BasketSectionRequest,
  CourseFilterOptions,
  Curriculum,
  Language,
  OpenedCoursesFilter,
  OpenedSection,
} from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Principal, UnconfirmedCaller } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import {
  AppError,
  businessRule,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from '../../platform/http/errors.ts'
import { createAddBatcher } from './add-batcher.ts'
import { type AddSnapshot, storeRefusal } from './basket-add.repo.ts'
import { type Idempotency, replay, requestHashOf } from './idempotency.ts'
import {
  allTerms,
  type BasketRow,
  basketOf,
  curriculumOf,
  filterValues,
  type ItemRow,
  inCurriculum,
  itemsOf,
  lockBasketForChange,
  openedSections,
  releaseSeat,
  type SectionToAdd,
  type StudentInfo,
  studentAndTerm,
  type TermInfo,
  updateBasket,
} from './registration.repo.ts'
import { EDITABLE, lessonTimesOverlap, MAX_CREDIT, MAX_ECTS } from './registration.rules.ts'
import { basketView, curriculumView, sectionView } from './registration.views.ts'
import { type CourseStanding, NO_STANDINGS, repeatRefusal, type StandingsReader } from './standing.ts'

/** How often an add reads again when the basket changed between its read and its write. */
const ADD_ATTEMPTS = 8

const sectionFull = (section: SectionToAdd) =>
  businessRule('registration.sectionFull', { code: section.code, section: section.sectionName })

/** A student's basket before their first add of the term: empty, draft, version 0 (the column's default). */
const NO_BASKET: BasketRow = {
  id: 0,
  status: 'draft',
  version: 0,
  reason: null,
  submittedAt: null,
  decidedAt: null,
}

/**
 * The add rules on a snapshot, in this order: the section exists and is of this term, a free seat (a full
 * section is refused first, as the snapshot statement does: issue 23, third pass), the basket is editable,
 * the section is of the curriculum, not passed or in progress elsewhere, not held, no other section of its
 * course is held, no lesson-time overlap, the credit and ECTS limits. Returns the section and the held
 * items; throws the refusal (404/409/422).
 */
function checkedAdd(
  snap: AddSnapshot,
  basket: BasketRow,
  termId: number,
  standings: ReadonlyMap<number, CourseStanding>,
): { section: SectionToAdd; items: ItemRow[] } {
  const { section, items } = snap
  if (!section) throw notFound('registration.sectionNotFound')
  if (section.termId !== termId) throw businessRule('registration.sectionNotThisTerm')
  if (section.full) throw sectionFull(section)
  if (!EDITABLE.has(basket.status)) throw businessRule('registration.notEditable')
  if (!section.inCurriculum) throw businessRule('registration.notInCurriculum', { code: section.code })
  const repeat = repeatRefusal(standings, section.courseId)
  if (repeat) throw businessRule(repeat, { code: section.code })
  if (items.some((i) => i.sectionId === section.sectionId)) throw conflict('registration.alreadyInBasket')
  const same = items.find((i) => i.courseId === section.courseId)
  if (same) throw businessRule('registration.sameCourse', { code: same.code, section: same.sectionName })
  const clash = items.find((i) => lessonTimesOverlap(i.lessonTime, section.lessonTime))
  if (clash)
    throw businessRule('registration.timeConflict', { code: clash.code, time: clash.lessonTime ?? '' })
  const credit = items.reduce((a, i) => a + i.credit, 0) + section.credit
  const ects = items.reduce((a, i) => a + i.ects, 0) + section.ects
  if (credit > MAX_CREDIT) throw businessRule('registration.creditLimit', { max: MAX_CREDIT, total: credit })
  if (ects > MAX_ECTS) throw businessRule('registration.ectsLimit', { max: MAX_ECTS, total: ects })
  return { section, items }
}

/** The caller's active studentship number; 403 for staff and sessions without one. */
function ownStudentNo(principal: Principal): string {
  if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
  return principal.activeStudentNo
}

/** Checks the read studentship belongs to the caller and is active, and a term is active; 403 / 422. */
function checkedContext(
  principal: Principal,
  student: StudentInfo | null,
  term: TermInfo | null,
): { student: StudentInfo; t: TermInfo } {
  if (!student || student.personId !== principal.personId) throw forbidden()
  if (student.status !== 'active') throw forbidden('registration.notActiveStudent')
  if (!term) throw businessRule('registration.noActiveTerm')
  return { student, t: term }
}

/**
 * Creates the student registration service. `standings` reads the student's course results (passed, failed,
 * in progress) from the grades feature; a course passed or in progress in another term is refused on add.
 */
export function createBasketService(
  db: Database,
  idem: Idempotency,
  standings: StandingsReader = NO_STANDINGS,
) {
  const batcher = createAddBatcher(db)
  /**
   * Stores a business refusal of an add under its key: true when stored (the caller throws it), false when
   * another request with the key was stored first (the caller reads again and replays that one).
   */
  async function refusalStored(personId: number, key: string, requestHash: string, err: AppError) {
    try {
      await storeRefusal(db, {
        personId,
        key,
        requestHash,
        statusCode: err.statusCode,
        refusal: { messageKey: err.messageKey, params: err.params, data: err.data },
      })
      return true
    } catch (e) {
      if (isUniqueViolation(e)) return false
      throw e
    }
  }

  /** The caller's active, own studentship and the active term; 403 / 422 otherwise. */
  async function context(principal: Principal): Promise<{ student: StudentInfo; t: TermInfo }> {
    const studentNo = ownStudentNo(principal)
    const found = await studentAndTerm(db, studentNo)
    return checkedContext(principal, found?.student ?? null, found?.term ?? null)
  }

  return {
    /** A page of the active term's opened sections of the caller's curriculum, filtered (spec §3 fields). */
    async opened(principal: Principal, q: OpenedCoursesFilter, lang: Language) {
      const { student, t } = await context(principal)
      const found = await openedSections(db, t.id, q, q, inCurriculum(student.deptId, student.level))
      const items: OpenedSection[] = found.map((r) => sectionView(r, lang))
      return { items, total: found[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
    },

    /** Filter values for the caller's opened-courses list. */
    async filters(principal: Principal, lang: Language): Promise<CourseFilterOptions> {
      const { student, t } = await context(principal)
      const v = await filterValues(db, t.id, inCurriculum(student.deptId, student.level))
      const terms = (await allTerms(db)).filter((x) => x.isActive)
      return {
        Units: v.units.map((u) => ({ UnitId: u.id, UnitName: lang === 'en' ? u.en : u.tr })),
        CourseTypes: v.courseTypes.sort(),
        EducationTypes: v.educationTypes.sort(),
        Terms: terms.map((x) => ({
          TermId: x.id,
          TermName: lang === 'en' ? x.nameEn : x.nameTr,
          IsActive: true,
        })),
      }
    },

    /** The caller's curriculum with taken / current / in-basket states. */
    async curriculum(principal: Principal, lang: Language): Promise<Curriculum> {
      const { student, t } = await context(principal)
      return curriculumView(
        student,
        t,
        await curriculumOf(db, student, t.id),
        lang,
        await standings(student.id),
      )
    },

    /** The caller's basket for the active term (status `none` before the first add). */
    async basket(principal: Principal, lang: Language): Promise<Basket> {
      const { student, t } = await context(principal)
      const b = await basketOf(db, student.id, t.id)
      return basketView(student, t, b, b ? await itemsOf(db, b.id, student.id) : [], lang)
    },

    /**
     * Adds a section to the caller's basket and holds one of its seats. Errors: 404 unknown section;
     * 409 already held; 422 not editable / other term / not in curriculum / same course / time conflict /
     * credit or ECTS limit / section full; 409 `registration.busy` when the basket kept changing under it.
     * Idempotent on `key`. One read (basket-add.repo.ts) and one atomic write, no explicit transaction: the
     * write goes with the other adds of the same turn in one statement (add-batcher.ts, take-seats.repo.ts),
     * so a hot section's row is locked once per batch, only while that statement commits; a first add's write
     * also creates the basket, and a full section is refused (and the refusal stored) by the read alone.
     * With `unconfirmed` (the guard did not read the session: issue 40, last points), the read checks the
     * session too and nothing is written unless it is live with the caller's facts: 401 otherwise, first.
     */
    async add(
      caller: Principal,
      body: BasketSectionRequest,
      key: string,
      lang: Language,
      unconfirmed: UnconfirmedCaller | null = null,
    ): Promise<Basket> {
      let principal = caller
      const studentNo = ownStudentNo(principal)
      const requestHash = requestHashOf(principal, 'registration.basket.add', body)
      const session = unconfirmed && {
        id: principal.sessionId,
        at: unconfirmed.at,
        activeRoleId: principal.activeRoleId,
        impersonatorPersonId: principal.impersonatorPersonId,
      }
      const target = {
        personId: principal.personId,
        key,
        requestHash,
        studentNo,
        sectionId: body.SectionId,
        session,
      }
      for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt++) {
        const snap = await batcher.snapshot(target)
        if (unconfirmed && target.session) {
          if (!snap.sessionLive) throw unauthorized()
          principal = { ...principal, impersonatorRoleId: snap.impersonatorRoleId }
          unconfirmed.settle(principal)
          target.session = null // confirmed: a read again after a changed basket need not check it again
        }
        const { student, t } = checkedContext(principal, snap.student, snap.term)
        if (snap.stored) return replay<Basket>(snap.stored, requestHash)
        // The statement found the section full and stored the refusal: answer it, nothing else to do.
        if (snap.refusedFull && snap.section) throw sectionFull(snap.section)
        // Before the first add there is no basket: the write creates it with the seat (one round trip).
        const basket = snap.basket ?? NO_BASKET
        try {
          // Results are read only for a course approved in another term (the rush's usual add reads none).
          const known = snap.section?.isRepeat ? await standings(student.id) : new Map()
          const { section, items } = checkedAdd(snap, basket, t.id, known)
          const all = [...items, section].sort((a, b) => (a.code < b.code ? -1 : 1))
          const answer = basketView(student, t, { ...basket, version: basket.version + 1 }, all, lang)
          const outcome = await batcher.take({
            basketId: snap.basket ? basket.id : null,
            version: basket.version,
            studentId: student.id,
            termId: t.id,
            sectionId: section.sectionId,
            courseId: section.courseId,
            personId: principal.personId,
            key,
            requestHash,
            answer,
            actor: auditActorOf(principal),
            studentNo: student.studentNo,
          })
          if (outcome === 'held') return answer
          if (outcome === 'full') throw sectionFull(section)
          // 'stale' or 'keyTaken': the basket changed since the read, or the key was stored meanwhile: read again
        } catch (err) {
          if (isUniqueViolation(err)) continue // a row written meanwhile by a concurrent change: read again
          if (!(err instanceof AppError) || err.statusCode >= 500) throw err
          if (await refusalStored(principal.personId, key, requestHash, err)) throw err
        }
      }
      throw conflict('registration.busy')
    },

    /** Removes a section from the caller's basket and frees its seat. 404 when not held; 422 not editable. */
    async remove(
      principal: Principal,
      body: BasketSectionRequest,
      key: string,
      lang: Language,
    ): Promise<Basket> {
      const { student, t } = await context(principal)
      return idem.run(principal, key, 'registration.basket.remove', body, async (tx) => {
        const basket = await lockBasketForChange(tx, student.id, t.id)
        if (!EDITABLE.has(basket.status)) throw businessRule('registration.notEditable')
        if (!(await releaseSeat(tx, basket.id, body.SectionId))) throw notFound('registration.notInBasket')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'registration-item',
          entityId: `${basket.id}:${body.SectionId}`,
          action: 'remove',
          before: { basketId: basket.id, sectionId: body.SectionId, studentNo: student.studentNo },
        })
        return basketView(student, t, basket, await itemsOf(tx, basket.id, student.id), lang)
      })
    },

    /** Submits the basket to the advisor (status `submitted`). 422 when empty or not editable. Audited. */
    async submit(principal: Principal, key: string, lang: Language): Promise<Basket> {
      const { student, t } = await context(principal)
      return idem.run(principal, key, 'registration.basket.submit', {}, async (tx) => {
        const basket = await lockBasketForChange(tx, student.id, t.id)
        if (!EDITABLE.has(basket.status)) throw businessRule('registration.notEditable')
        const items = await itemsOf(tx, basket.id, student.id)
        if (items.length === 0) throw businessRule('registration.emptyBasket')
        const updated = await updateBasket(tx, basket.id, {
          status: 'submitted',
          reason: null,
          submittedAt: new Date(),
        })
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'registration',
          entityId: basket.id,
          action: 'submit',
          before: { status: basket.status },
          after: { status: 'submitted', sections: items.map((i) => i.sectionId) },
        })
        return basketView(student, t, updated, items, lang)
      })
    },
  }
}

/** The student registration service. */
export type BasketService = ReturnType<typeof createBasketService>
