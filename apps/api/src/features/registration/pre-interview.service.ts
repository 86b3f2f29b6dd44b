/**
 * Pre-interview (spec §1 "pre-interview detail" and "pre-interview category and detail definitions";
 * §5 "Pre-interview note: more than 50 and fewer than 2500 characters; at least one red category filled").
 * - The advisor writes notes per active category for an advisee in the active term; every non-empty note must
 *   be 51..2499 characters (after trimming); an empty note clears it; after the save at least one red
 *   category must hold a note. A refused save changes nothing. Audited.
 * - Authorised staff define categories (with colour; red = mandatory) and their guiding details, with
 *   optimistic versions (409 with the current row). Audited.
 */
import {
  type Language,
  PRE_INTERVIEW_NOTE_MAX_EXCLUSIVE,
  PRE_INTERVIEW_NOTE_MIN_EXCLUSIVE,
  type PreInterview,
  type PreInterviewCategory,
  type PreInterviewDetail,
  type SaveCategoryRequest,
  type SaveDetailRequest,
  type SavePreInterviewRequest,
} from '@unacs/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { badRequest, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { AdvisorService } from './advisor.service.ts'
import type { Idempotency } from './idempotency.ts'
import { listCategories, listDetails, notesOf } from './pre-interview.repo.ts'
import { preInterviewCategories, preInterviewDetails, preInterviewNotes } from './pre-interview.schema.ts'
import { activeTerm, type StudentInfo, type TermInfo } from './registration.repo.ts'
import { actingStaffIds } from './staff-scope.ts'

type CategoryRow = typeof preInterviewCategories.$inferSelect
type DetailRow = typeof preInterviewDetails.$inferSelect

const categoryView = (c: CategoryRow): PreInterviewCategory => ({
  Id: c.id,
  NameTr: c.nameTr,
  NameEn: c.nameEn,
  Colour: c.colour,
  SortOrder: c.sortOrder,
  IsActive: c.isActive,
  Version: c.version,
})
const detailView = (d: DetailRow): PreInterviewDetail => ({
  Id: d.id,
  CategoryId: d.categoryId,
  TextTr: d.textTr,
  TextEn: d.textEn,
  SortOrder: d.sortOrder,
  IsActive: d.isActive,
  Version: d.version,
})

/** Creates the pre-interview service; `advisor.advisee` checks the advisor–student relation. */
export function createPreInterviewService(
  db: Database,
  idem: Idempotency,
  advisor: Pick<AdvisorService, 'advisee'>,
) {
  async function term(): Promise<TermInfo> {
    const t = await activeTerm(db)
    if (!t) throw businessRule('registration.noActiveTerm')
    return t
  }

  async function view(runner: Database, s: StudentInfo, t: TermInfo, lang: Language): Promise<PreInterview> {
    const cats = (await listCategories(runner)).filter((c) => c.isActive)
    const details = (await listDetails(runner)).filter((d) => d.isActive)
    const notes = await notesOf(runner, s.id, t.id)
    const noteOf = new Map(notes.map((n) => [n.categoryId, n]))
    return {
      StudentNo: s.studentNo,
      FullName: s.fullName,
      TermId: t.id,
      Categories: cats.map((c) => ({
        CategoryId: c.id,
        Name: lang === 'en' ? c.nameEn : c.nameTr,
        Colour: c.colour,
        Details: details
          .filter((d) => d.categoryId === c.id)
          .map((d) => (lang === 'en' ? d.textEn : d.textTr)),
        Note: noteOf.get(c.id)?.note ?? null,
        UpdatedAt: noteOf.get(c.id)?.updatedAt.toISOString() ?? null,
      })),
      Done: cats.some((c) => c.colour === 'red' && noteOf.has(c.id)),
    }
  }

  return {
    /** The pre-interview of an advisee in the active term (403 for someone else's student). */
    async get(principal: Principal, studentNo: string, lang: Language): Promise<PreInterview> {
      const s = await advisor.advisee(principal, studentNo)
      return view(db, s, await term(), lang)
    },

    /**
     * Saves notes per category for an advisee. Errors: 400 a category twice; 422 unknown or inactive
     * category, a note of 50 or fewer / 2500 or more characters, no red category filled afterwards.
     */
    async save(principal: Principal, body: SavePreInterviewRequest, key: string, lang: Language) {
      const s = await advisor.advisee(principal, body.StudentNo)
      const [advisorStaffId] = await actingStaffIds(db, principal)
      if (advisorStaffId === undefined) throw notFound()
      const t = await term()
      const ids = body.Notes.map((n) => n.CategoryId)
      if (new Set(ids).size !== ids.length) throw badRequest('preInterview.duplicateCategory')
      const active = new Map((await listCategories(db)).filter((c) => c.isActive).map((c) => [c.id, c]))
      const notes = body.Notes.map((n) => ({ categoryId: n.CategoryId, note: n.Note.trim() }))
      for (const n of notes) {
        const cat = active.get(n.categoryId)
        if (!cat) throw businessRule('preInterview.unknownCategory', { id: n.categoryId })
        const len = [...n.note].length
        if (len > 0 && (len <= PRE_INTERVIEW_NOTE_MIN_EXCLUSIVE || len >= PRE_INTERVIEW_NOTE_MAX_EXCLUSIVE))
          throw businessRule('preInterview.noteLength', {
            category: lang === 'en' ? cat.nameEn : cat.nameTr,
            min: PRE_INTERVIEW_NOTE_MIN_EXCLUSIVE,
            max: PRE_INTERVIEW_NOTE_MAX_EXCLUSIVE,
            length: len,
          })
      }
      await idem.run(principal, key, 'registration.preInterview.save', body, async (tx) => {
        const before = await notesOf(tx, s.id, t.id)
        const cleared = notes.filter((n) => n.note === '').map((n) => n.categoryId)
        if (cleared.length > 0)
          await tx
            .delete(preInterviewNotes)
            .where(
              and(
                eq(preInterviewNotes.studentId, s.id),
                eq(preInterviewNotes.termId, t.id),
                inArray(preInterviewNotes.categoryId, cleared),
              ),
            )
        const written = notes.filter((n) => n.note !== '')
        if (written.length > 0)
          await tx
            .insert(preInterviewNotes)
            .values(
              written.map((n) => ({
                studentId: s.id,
                termId: t.id,
                categoryId: n.categoryId,
                note: n.note,
                advisorStaffMemberId: advisorStaffId,
              })),
            )
            .onConflictDoUpdate({
              target: [preInterviewNotes.studentId, preInterviewNotes.termId, preInterviewNotes.categoryId],
              set: {
                note: sql`excluded.note`,
                advisorStaffMemberId: sql`excluded.advisor_staff_member_id`,
                updatedAt: sql`now()`,
              },
            })
        const after = await notesOf(tx, s.id, t.id)
        if (!after.some((n) => active.get(n.categoryId)?.colour === 'red'))
          throw businessRule('preInterview.redRequired')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'pre-interview',
          entityId: `${s.studentNo}:${t.id}`,
          action: 'save',
          before: Object.fromEntries(before.map((n) => [n.categoryId, n.note])),
          after: Object.fromEntries(after.map((n) => [n.categoryId, n.note])),
        })
        return null
      })
      return view(db, s, t, lang)
    },

    /** Every category definition (active and passive). */
    async categories(): Promise<PreInterviewCategory[]> {
      return (await listCategories(db)).map(categoryView)
    },

    /** Every detail definition, of one category when given. */
    async details(categoryId?: number): Promise<PreInterviewDetail[]> {
      return (await listDetails(db, categoryId)).map(detailView)
    },

    /** Creates (no Id) or updates (Id + Version; 409 with the current row when stale) a category. */
    async saveCategory(principal: Principal, body: SaveCategoryRequest, key: string) {
      return idem.run(principal, key, 'registration.preInterview.category', body, async (tx) => {
        const values = {
          nameTr: body.NameTr,
          nameEn: body.NameEn,
          colour: body.Colour,
          sortOrder: body.SortOrder,
          isActive: body.IsActive,
        }
        if (body.Id === undefined) {
          const [c] = await tx.insert(preInterviewCategories).values(values).returning()
          if (!c) throw new Error('category not created')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'pre-interview-category',
            entityId: c.id,
            action: 'create',
            after: values,
          })
          return categoryView(c)
        }
        const [current] = await tx
          .select()
          .from(preInterviewCategories)
          .where(eq(preInterviewCategories.id, body.Id))
          .for('update')
        if (!current) throw notFound('preInterview.categoryNotFound')
        if (current.version !== body.Version) throw conflict('error.conflict', {}, categoryView(current))
        const [c] = await tx
          .update(preInterviewCategories)
          .set({ ...values, version: current.version + 1 })
          .where(eq(preInterviewCategories.id, body.Id))
          .returning()
        if (!c) throw new Error('category vanished')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'pre-interview-category',
          entityId: c.id,
          action: 'update',
          before: categoryView(current),
          after: categoryView(c),
        })
        return categoryView(c)
      })
    },

    /** Creates or updates (with Version) a detail of an existing category. */
    async saveDetail(principal: Principal, body: SaveDetailRequest, key: string) {
      return idem.run(principal, key, 'registration.preInterview.detail', body, async (tx) => {
        const [cat] = await tx
          .select({ id: preInterviewCategories.id })
          .from(preInterviewCategories)
          .where(eq(preInterviewCategories.id, body.CategoryId))
        if (!cat) throw notFound('preInterview.categoryNotFound')
        const values = {
          categoryId: body.CategoryId,
          textTr: body.TextTr,
          textEn: body.TextEn,
          sortOrder: body.SortOrder,
          isActive: body.IsActive,
        }
        if (body.Id === undefined) {
          const [d] = await tx.insert(preInterviewDetails).values(values).returning()
          if (!d) throw new Error('detail not created')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'pre-interview-detail',
            entityId: d.id,
            action: 'create',
            after: values,
          })
          return detailView(d)
        }
        const [current] = await tx
          .select()
          .from(preInterviewDetails)
          .where(eq(preInterviewDetails.id, body.Id))
          .for('update')
        if (!current) throw notFound('preInterview.detailNotFound')
        if (current.version !== body.Version) throw conflict('error.conflict', {}, detailView(current))
        const [d] = await tx
          .update(preInterviewDetails)
          .set({ ...values, version: current.version + 1 })
          .where(eq(preInterviewDetails.id, body.Id))
          .returning()
        if (!d) throw new Error('detail vanished')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'pre-interview-detail',
          entityId: d.id,
          action: 'update',
          before: detailView(current),
          after: detailView(d),
        })
        return detailView(d)
      })
    },
  }
}

/** The pre-interview service. */
export type PreInterviewService = ReturnType<typeof createPreInterviewService>
