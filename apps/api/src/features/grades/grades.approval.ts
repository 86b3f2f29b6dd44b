/**
 * Department approval of a finalisation (spec §4 "Grade entry: entry, then finalise and approve; reverting
 * finalisation reopens entry"; docs/decisions.md "Department approval of a finalisation"): the head of
 * department (active role 11, own or delegated) sees the sections of courses in their units with the
 * submission state, weights total, who finalised and who approved, and approves a finalised section. Sending
 * it back is the revert (grades.finalise.ts, reason required). Approval does not change what students see:
 * finalised grades are visible from finalisation on (spec §4). Every approval is audited in its transaction.
 */
import type { ApprovalList } from '@unacs/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers } from '../../db/schema/index.ts'
import { academicTerms, courses, sectionInstructors, sections } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { orderByTurkish } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { round2 } from './grades.letters.ts'
import { ensureGrading, gradingOf } from './grades.repo.ts'
import { courseResults, gradeBookItems, sectionGrading } from './grades.schema.ts'

/** The role that approves finalisations: head of department. */
export const APPROVER_ROLE = 11

const finalizer = alias(persons, 'finalizer')
const approver = alias(persons, 'approver')

/** Creates the approval service. */
export function createApprovalService(db: Database, clock: Clock, access: SectionAccess) {
  /** 403 unless the active role is head of department; returns the caller's scope. */
  async function approverScope(principal: Principal) {
    if (principal.userType !== 'staff' || principal.activeRoleId !== APPROVER_ROLE) throw forbidden()
    return access.scopeOf(principal)
  }

  return {
    /**
     * The sections of the caller's units in `termId` (default: the active term, else the latest with
     * sections), course code order, at most 1000, and the terms to choose from. 403 unless head of department.
     */
    async list(principal: Principal, lang: Language, termId?: number): Promise<ApprovalList> {
      const scope = await approverScope(principal)
      const inScope = access.inScope(scope)
      const termName = lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr
      const terms = await db
        .selectDistinct({
          TermId: academicTerms.id,
          TermName: termName,
          IsActive: academicTerms.isActive,
          startsOn: academicTerms.startsOn,
        })
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .where(inScope)
        .orderBy(sql`${academicTerms.startsOn} desc`)
      const chosen =
        terms.find((t) => t.TermId === termId) ??
        (termId ? undefined : (terms.find((t) => t.IsActive) ?? terms[0]))
      const termList = terms.map(({ startsOn: _s, ...t }) => t)
      if (!chosen) return { TermId: termId ?? null, Terms: termList, Sections: [] }
      const rows = await db
        .select({
          id: sections.id,
          name: sections.name,
          termId: sections.termId,
          termName,
          termActive: academicTerms.isActive,
          courseCode: courses.code,
          courseName: lang === 'en' ? courses.nameEn : courses.nameTr,
          state: sql<'none' | 'partial' | 'finalized'>`coalesce(${sectionGrading.state}, 'none')`,
          version: sql<number>`coalesce(${sectionGrading.version}, 0)::int`,
          finalizedAt: sectionGrading.finalizedAt,
          finalizedBy: sql<string | null>`${finalizer.firstName} || ' ' || ${finalizer.lastName}`,
          approvedAt: sectionGrading.approvedAt,
          approvedBy: sql<string | null>`${approver.firstName} || ' ' || ${approver.lastName}`,
          revertReason: sectionGrading.revertReason,
          students: sql<number>`(select count(*)::int from ${courseResults} where ${courseResults.sectionId} = ${sections.id})`,
          weights: sql<string>`(select coalesce(sum(${gradeBookItems.weight}), 0) from ${gradeBookItems} where ${gradeBookItems.sectionId} = ${sections.id})`,
          instructors: sql<
            string | null
          >`(select string_agg(ip.first_name || ' ' || ip.last_name, '|' order by ${orderByTurkish(sql`ip.last_name`)}, ${orderByTurkish(sql`ip.first_name`)}, ip.id) from ${sectionInstructors} si join ${staffMembers} sm on sm.id = si.staff_member_id join ${persons} ip on ip.id = sm.person_id where si.section_id = ${sections.id})`,
        })
        .from(sections)
        .innerJoin(courses, eq(courses.id, sections.courseId))
        .innerJoin(academicTerms, eq(academicTerms.id, sections.termId))
        .leftJoin(sectionGrading, eq(sectionGrading.sectionId, sections.id))
        .leftJoin(finalizer, eq(finalizer.id, sectionGrading.finalizedByPersonId))
        .leftJoin(approver, eq(approver.id, sectionGrading.approvedByPersonId))
        .where(and(inScope, eq(sections.termId, chosen.TermId)))
        .orderBy(asc(courses.code), asc(sections.name))
        .limit(1000)
      return {
        TermId: chosen.TermId,
        Terms: termList,
        Sections: rows.map((r) => ({
          SectionId: r.id,
          TermId: r.termId,
          TermName: r.termName,
          TermActive: r.termActive,
          CourseCode: r.courseCode,
          CourseName: r.courseName,
          SectionName: r.name,
          State: r.state,
          StudentCount: Number(r.students),
          Instructors: r.instructors ? r.instructors.split('|') : [],
          WeightTotal: round2(Number(r.weights)),
          FinalizedAt: r.finalizedAt ? r.finalizedAt.toISOString() : null,
          FinalizedByName: r.finalizedBy,
          ApprovedAt: r.approvedAt ? r.approvedAt.toISOString() : null,
          ApprovedByName: r.approvedBy,
          RevertReason: r.revertReason,
          Version: Number(r.version),
        })),
      }
    },

    /**
     * Approves a finalised section's grades; returns the new grading version. 403 unless head of department
     * of the course's unit (instructors and other departments refused); 422 when not finalised; 409 when
     * already approved or `version` is stale (the current state and version in the answer).
     */
    async approve(principal: Principal, sectionId: number, version: number): Promise<number> {
      await approverScope(principal)
      await access.assertSection(principal, sectionId)
      return db.transaction(async (tx) => {
        await ensureGrading(tx, sectionId)
        const grading = await gradingOf(tx, sectionId, 'update')
        const current = { State: grading.state, Version: grading.version }
        if (grading.state !== 'finalized') throw businessRule('grades.approveNotFinalized')
        if (grading.approvedAt) throw conflict('grades.alreadyApproved', {}, current)
        if (grading.version !== version) throw conflict('grades.staleSection', {}, current)
        const at = clock()
        const [after] = await tx
          .update(sectionGrading)
          .set({
            approvedAt: at,
            approvedByPersonId: principal.personId,
            version: sql`${sectionGrading.version} + 1`,
          })
          .where(and(eq(sectionGrading.sectionId, sectionId), isNull(sectionGrading.approvedAt)))
          .returning()
        if (!after) throw conflict('grades.alreadyApproved', {}, current)
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'section_grading',
          entityId: sectionId,
          action: 'approve',
          before: { state: grading.state, version: grading.version, approvedAt: null },
          after: { state: after.state, version: after.version, approvedAt: at.toISOString() },
        })
        return after.version
      })
    },
  }
}
