/**
 * Editing a draft programme version's parts (issue 19 "Registrar side"; spec §3, §5): its information sections
 * (HTML sanitised), outcomes, the TYYÇ matrix and the fees of a term. Each edit claims the draft (409 stale,
 * 422 not a draft) and is audited in its transaction.
 */
import {
  FEE_LEVELS,
  type SaveFeeRequest,
  type SaveInfoRequest,
  type SaveMatrixRequest,
  type SaveOutcomesRequest,
} from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { businessRule } from '../../platform/http/errors.ts'
import type { ProgrammeAccess } from './programmes.access.ts'
import { descriptorsOf } from './programmes.repo.ts'
import { sanitizeInfoHtml } from './programmes.sanitize.ts'
import {
  outcomeDescriptorLinks,
  programmeFees,
  programmeInfoSections,
  programmeOutcomes,
} from './programmes.schema.ts'

/** Creates the draft part edits over `db` with the registrar's `access`. */
export function createDraftPartEdits(db: Database, access: ProgrammeAccess) {
  const { claimDraft, audit } = access

  return {
    /** Replaces a draft's information with the sections given, each HTML sanitised (kinds unique, 422). */
    async saveInfo(principal: Principal, body: SaveInfoRequest): Promise<void> {
      if (new Set(body.Sections.map((s) => s.Kind)).size !== body.Sections.length) {
        throw businessRule('programmes.duplicateSection')
      }
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        const old = await tx
          .select()
          .from(programmeInfoSections)
          .where(eq(programmeInfoSections.versionId, body.Id))
        await tx.delete(programmeInfoSections).where(eq(programmeInfoSections.versionId, body.Id))
        const rows = body.Sections.map((s) => ({
          versionId: body.Id,
          kind: s.Kind,
          sortOrder: s.Order,
          htmlTr: sanitizeInfoHtml(s.HtmlTr),
          htmlEn: sanitizeInfoHtml(s.HtmlEn),
        }))
        if (rows.length > 0) await tx.insert(programmeInfoSections).values(rows)
        await audit(tx, principal, 'programme-version', before.id, 'info', old, rows)
      })
    },

    /** Replaces a draft's outcomes (numbers unique, 422); matrix cells of removed numbers are deleted. */
    async saveOutcomes(principal: Principal, body: SaveOutcomesRequest): Promise<void> {
      const numbers = body.Outcomes.map((o) => o.Number)
      if (new Set(numbers).size !== numbers.length) throw businessRule('programmes.duplicateOutcome')
      await db.transaction(async (tx) => {
        await claimDraft(tx, principal, body.Id, body.Version)
        const old = await tx.select().from(programmeOutcomes).where(eq(programmeOutcomes.versionId, body.Id))
        await tx.delete(programmeOutcomes).where(eq(programmeOutcomes.versionId, body.Id))
        if (body.Outcomes.length > 0) {
          await tx.insert(programmeOutcomes).values(
            body.Outcomes.map((o) => ({
              versionId: body.Id,
              number: o.Number,
              textTr: o.TextTr,
              textEn: o.TextEn,
            })),
          )
        }
        await tx.execute(
          sql`delete from outcome_descriptor_links where version_id = ${body.Id} and not (outcome_number = any(${`{${numbers.join(',')}}`}::int[]))`,
        )
        await audit(tx, principal, 'programme-version', body.Id, 'outcomes', old, body.Outcomes)
      })
    },

    /**
     * Replaces a draft's TYYÇ matrix. Cells of level 0 are dropped; every cell must name an outcome of the
     * draft and an active descriptor of the programme's level (422), each pair once (422).
     */
    async saveMatrix(principal: Principal, body: SaveMatrixRequest): Promise<void> {
      const cells = body.Cells.filter((c) => c.Level > 0)
      const keys = new Set(cells.map((c) => `${c.OutcomeNumber}:${c.DescriptorId}`))
      if (keys.size !== cells.length) throw businessRule('programmes.duplicateCell')
      await db.transaction(async (tx) => {
        const { head } = await claimDraft(tx, principal, body.Id, body.Version)
        const outcomes = new Set(
          (
            await tx
              .select({ n: programmeOutcomes.number })
              .from(programmeOutcomes)
              .where(eq(programmeOutcomes.versionId, body.Id))
          ).map((o) => o.n),
        )
        const descriptors = new Set((await descriptorsOf(tx, head.unit.level)).map((d) => d.Id))
        if (cells.some((c) => !outcomes.has(c.OutcomeNumber))) throw businessRule('programmes.unknownOutcome')
        if (cells.some((c) => !descriptors.has(c.DescriptorId)))
          throw businessRule('programmes.unknownDescriptor')
        const old = await tx
          .select()
          .from(outcomeDescriptorLinks)
          .where(eq(outcomeDescriptorLinks.versionId, body.Id))
        await tx.delete(outcomeDescriptorLinks).where(eq(outcomeDescriptorLinks.versionId, body.Id))
        if (cells.length > 0) {
          await tx.insert(outcomeDescriptorLinks).values(
            cells.map((c) => ({
              versionId: body.Id,
              outcomeNumber: c.OutcomeNumber,
              descriptorId: c.DescriptorId,
              level: c.Level,
            })),
          )
        }
        await audit(tx, principal, 'programme-version', body.Id, 'matrix', old, cells)
      })
    },

    /**
     * Saves a draft's fees for a term (associate and bachelor programmes only, 422 otherwise; unknown term 422),
     * amounts in integer minor units; audited with before and after (money).
     */
    async saveFee(principal: Principal, body: SaveFeeRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const { head } = await claimDraft(tx, principal, body.Id, body.Version)
        if (!FEE_LEVELS.includes(head.unit.level)) throw businessRule('programmes.feesNotApplicable')
        const [t] = await tx
          .select({ id: academicTerms.id })
          .from(academicTerms)
          .where(eq(academicTerms.id, body.TermId))
        if (!t) throw businessRule('programmes.termNotFound')
        const values = {
          currency: body.Currency,
          fee1: body.Fee1,
          fee2: body.Fee2,
          fee3: body.Fee3,
          prepFee1: body.PrepFee1,
          prepFee2: body.PrepFee2,
          prepFee3: body.PrepFee3,
        }
        const [before] = await tx
          .select()
          .from(programmeFees)
          .where(and(eq(programmeFees.versionId, body.Id), eq(programmeFees.termId, body.TermId)))
        const [after] = await tx
          .insert(programmeFees)
          .values({ versionId: body.Id, termId: body.TermId, ...values })
          .onConflictDoUpdate({ target: [programmeFees.versionId, programmeFees.termId], set: values })
          .returning()
        await audit(
          tx,
          principal,
          'programme-fee',
          `${body.Id}:${body.TermId}`,
          before ? 'update' : 'create',
          before ?? null,
          after,
        )
      })
    },
  }
}
