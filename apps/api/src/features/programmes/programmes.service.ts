/**
 * The registrar's side of programme versions (issue 19 "Registrar side"; spec §1, §3, §5): versions with draft
 * (editable mode) → published → archived, cloning, information, outcomes, the TYYÇ matrix, fees, descriptors and
 * preview links. Every call is scoped to the programmes under the units of the caller's active registrar role
 * (404 outside). Every draft edit bumps the version row's `version` with a compare-and-set, so of two concurrent
 * writers one gets 409, and a published or archived version refuses every edit (422). Changes are audited.
 */
import {
  FEE_LEVELS,
  type PreviewLink,
  type ProgrammeLevel,
  type ProgrammeList,
  type ProgrammeListQuery,
  type SaveDescriptorRequest,
  type SaveFeeRequest,
  type SaveInfoRequest,
  type SaveMatrixRequest,
  type SaveOutcomesRequest,
  type TermOption,
  type UpdateVersionRequest,
  type VersionActionRequest,
  type VersionDetail,
} from '@unacs/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { signPreview } from './programmes.preview.ts'
import {
  activeRoleUnits,
  copyParts,
  descriptorsOf,
  programmeUnder,
  programmeUnits,
  type Tx,
  versionHeader,
  versionParts,
  versionsOf,
} from './programmes.repo.ts'
import { sanitizeInfoHtml } from './programmes.sanitize.ts'
import {
  outcomeDescriptorLinks,
  programmeFees,
  programmeInfoSections,
  programmeOutcomes,
  programmeVersions,
  tyycDescriptors,
} from './programmes.schema.ts'

/** True when a driver error is a unique violation (23505), directly or as the cause. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505'

/** Creates the registrar's programme service. `publicUrl` builds preview links. */
export function createProgrammesService(db: Database, clock: Clock, publicUrl: string) {
  /** The units of the caller's active role (403 when none). */
  async function scope(principal: Principal, tx: Tx = db): Promise<number[]> {
    const units = await activeRoleUnits(tx, principal)
    if (units.length === 0) throw forbidden()
    return units
  }

  /** Version `id` within the caller's scope with its programme (404 otherwise). */
  async function scopedVersion(tx: Tx, principal: Principal, id: number, lang: Language = 'tr') {
    const units = await scope(principal, tx)
    const head = await versionHeader(tx, id, lang)
    if (!head) throw notFound()
    const [inScope] = await programmeUnits(
      tx,
      lang,
      sql`p.id = ${head.unit.id} and ${programmeUnder(sql`p.id`, units)}`,
    )
    if (!inScope) throw notFound()
    return head
  }

  /**
   * Claims draft `id` at `version` for an edit: bumps its version in one conditional update → the row before.
   * 404 unknown/out of scope; 422 not a draft (published versions are read-only); 409 stale version.
   */
  async function claimDraft(tx: Tx, principal: Principal, id: number, version: number) {
    const head = await scopedVersion(tx, principal, id)
    const [row] = await tx
      .update(programmeVersions)
      .set({ version: sql`${programmeVersions.version} + 1` })
      .where(
        and(
          eq(programmeVersions.id, id),
          eq(programmeVersions.version, version),
          eq(programmeVersions.status, 'draft'),
        ),
      )
      .returning()
    if (!row) {
      if (head.v.status !== 'draft') throw businessRule('programmes.readOnly')
      throw conflict('programmes.stale')
    }
    return { before: head.v, after: row, head }
  }

  const audit = (
    tx: Tx,
    principal: Principal,
    entity: string,
    id: number | string,
    action: string,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, auditActorOf(principal), { entity, entityId: id, action, before, after })

  return {
    /** A page of the programmes in the caller's scope with their versions, filtered (search is Turkish-aware). */
    async list(principal: Principal, q: ProgrammeListQuery, lang: Language): Promise<ProgrammeList> {
      const units = await scope(principal)
      const all = await programmeUnits(db, lang, programmeUnder(sql`p.id`, units))
      const needle = q.search?.toLocaleLowerCase('tr')
      const hits = all.filter(
        (p) =>
          (!q.level || p.level === q.level) &&
          (!q.facultyId || p.facultyId === q.facultyId) &&
          (!needle || `${p.code} ${p.name}`.toLocaleLowerCase('tr').includes(needle)),
      )
      hits.sort((a, b) => a.faculty.localeCompare(b.faculty, 'tr') || a.name.localeCompare(b.name, 'tr'))
      const page = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
      const versions = await versionsOf(
        db,
        page.map((p) => p.id),
        lang,
      )
      const faculties = new Map(all.map((p) => [p.facultyId, p.faculty]))
      return {
        items: page.map((p) => ({
          ProgrammeId: p.id,
          Code: p.code,
          Name: p.name,
          Faculty: p.faculty,
          FacultyId: p.facultyId,
          Level: p.level,
          Versions: versions
            .filter((v) => v.programmeId === p.id)
            .map((v) => ({
              Id: v.id,
              Name: v.name,
              Status: v.status,
              ApplicableTerm: v.term ?? null,
              PublishDate: v.publishDate,
              EffectiveDate: v.effectiveDate,
              Version: v.version,
            })),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: hits.length,
        Faculties: [...faculties]
          .map(([Id, Name]) => ({ Id, Name }))
          .sort((a, b) => a.Name.localeCompare(b.Name, 'tr')),
      }
    },

    /** The whole of version `id` (registrar, in scope; 404 otherwise). */
    async detail(principal: Principal, id: number, lang: Language): Promise<VersionDetail> {
      const { v, unit, term } = await scopedVersion(db, principal, id, lang)
      const [parts, descriptors] = await Promise.all([
        versionParts(db, id, lang),
        descriptorsOf(db, unit.level),
      ])
      return {
        Id: v.id,
        ProgrammeId: unit.id,
        ProgrammeCode: unit.code,
        ProgrammeName: unit.name,
        Faculty: unit.faculty,
        Level: unit.level,
        Name: v.name,
        Status: v.status,
        ApplicableTermId: v.applicableTermId,
        ApplicableTerm: term,
        PublishDate: v.publishDate,
        EffectiveDate: v.effectiveDate,
        ClonedFromId: v.clonedFromId,
        Version: v.version,
        Sections: parts.sections,
        Outcomes: parts.outcomes,
        Matrix: parts.matrix,
        Descriptors: descriptors,
        Fees: parts.fees,
        Curriculum: parts.curriculum,
        FeesApply: FEE_LEVELS.includes(unit.level),
      }
    },

    /** The academic terms, newest first (for the applicable term and fees). */
    async terms(lang: Language): Promise<TermOption[]> {
      const rows = await db.select().from(academicTerms).orderBy(sql`${academicTerms.startsOn} desc`)
      return rows.map((t) => ({ Id: t.id, Name: lang === 'en' ? t.nameEn : t.nameTr, Active: t.isActive }))
    },

    /**
     * Clones version `id` into a new draft of the same programme with copies of its information, outcomes,
     * matrix, curriculum links and fees → the draft's id. 409 when the programme already has a draft.
     */
    async clone(principal: Principal, id: number): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const { v } = await scopedVersion(tx, principal, id)
          const [source] = await tx
            .select()
            .from(programmeVersions)
            .where(eq(programmeVersions.id, id))
            .for('update')
          if (!source) throw notFound()
          const [draft] = await tx
            .select({ id: programmeVersions.id })
            .from(programmeVersions)
            .where(
              and(eq(programmeVersions.programmeId, v.programmeId), eq(programmeVersions.status, 'draft')),
            )
          if (draft) throw conflict('programmes.draftExists')
          const [row] = await tx
            .insert(programmeVersions)
            .values({
              programmeId: v.programmeId,
              name: `${v.name} (kopya)`,
              status: 'draft',
              applicableTermId: v.applicableTermId,
              clonedFromId: v.id,
            })
            .returning()
          if (!row) throw new Error('insert returned no row')
          await copyParts(tx, v.id, row.id)
          await audit(tx, principal, 'programme-version', row.id, 'clone', { from: v.id }, strip(row))
          return row.id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('programmes.draftExists')
        throw err
      }
    },

    /** Saves a draft's header (name, applicable term, dates; effective not before publish, 422). */
    async update(principal: Principal, body: UpdateVersionRequest): Promise<void> {
      if (body.PublishDate && body.EffectiveDate && body.EffectiveDate < body.PublishDate) {
        throw businessRule('programmes.effectiveBeforePublish')
      }
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        if (body.ApplicableTermId !== null) {
          const [t] = await tx
            .select({ id: academicTerms.id })
            .from(academicTerms)
            .where(eq(academicTerms.id, body.ApplicableTermId))
          if (!t) throw businessRule('programmes.termNotFound')
        }
        const [after] = await tx
          .update(programmeVersions)
          .set({
            name: body.Name,
            applicableTermId: body.ApplicableTermId,
            publishDate: body.PublishDate,
            effectiveDate: body.EffectiveDate,
          })
          .where(eq(programmeVersions.id, body.Id))
          .returning()
        await audit(tx, principal, 'programme-version', body.Id, 'update', strip(before), strip(after))
      })
    },

    /**
     * Publishes a draft (spec §5: publish date and effective date required, effective not before publish; 422);
     * the programme's published version becomes archived in the same transaction.
     */
    async publish(principal: Principal, body: VersionActionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        if (!before.publishDate || !before.effectiveDate) throw businessRule('programmes.datesRequired')
        if (before.effectiveDate < before.publishDate) throw businessRule('programmes.effectiveBeforePublish')
        await tx
          .update(programmeVersions)
          .set({ status: 'archived' })
          .where(
            and(
              eq(programmeVersions.programmeId, before.programmeId),
              eq(programmeVersions.status, 'published'),
              ne(programmeVersions.id, body.Id),
            ),
          )
        const [after] = await tx
          .update(programmeVersions)
          .set({ status: 'published', publishedAt: clock() })
          .where(eq(programmeVersions.id, body.Id))
          .returning()
        await audit(tx, principal, 'programme-version', body.Id, 'publish', strip(before), strip(after))
      })
    },

    /** Deletes a draft and its parts (422 for a published or archived version; 409 stale). */
    async deleteDraft(principal: Principal, body: VersionActionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        await tx.delete(programmeVersions).where(eq(programmeVersions.id, body.Id))
        await audit(tx, principal, 'programme-version', body.Id, 'delete', strip(before), null)
      })
    },

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

    /** The TYYÇ descriptors of `level`, inactive ones included (NationalFramework). */
    descriptors: (principal: Principal, level: ProgrammeLevel) =>
      scope(principal).then(() => descriptorsOf(db, level, true)),

    /** Adds (no Id) or edits a descriptor → its id. 404 unknown Id; 409 code already used in the level. */
    async saveDescriptor(principal: Principal, body: SaveDescriptorRequest): Promise<number> {
      await scope(principal)
      const values = {
        level: body.Level,
        category: body.Category,
        code: body.Code,
        textTr: body.TextTr,
        textEn: body.TextEn,
        sortOrder: body.Order,
        active: body.Active,
      }
      try {
        return await db.transaction(async (tx) => {
          if (body.Id === undefined) {
            const [row] = await tx.insert(tyycDescriptors).values(values).returning()
            if (!row) throw new Error('insert returned no row')
            await audit(tx, principal, 'tyyc-descriptor', row.id, 'create', null, row)
            return row.id
          }
          const [before] = await tx
            .select()
            .from(tyycDescriptors)
            .where(eq(tyycDescriptors.id, body.Id))
            .for('update')
          if (!before) throw notFound()
          const [after] = await tx
            .update(tyycDescriptors)
            .set(values)
            .where(eq(tyycDescriptors.id, body.Id))
            .returning()
          await audit(tx, principal, 'tyyc-descriptor', body.Id, 'update', before, after)
          return body.Id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('programmes.descriptorCodeTaken')
        throw err
      }
    },

    /** A signed preview link of version `id` (registrar, in scope), valid for an hour. */
    async previewLink(principal: Principal, id: number): Promise<PreviewLink> {
      const { v } = await scopedVersion(db, principal, id)
      const { token, expiresAt } = await signPreview(v, clock())
      const url = `${publicUrl.replace(/\/$/, '')}/public/preview/${v.programmeId}?token=${encodeURIComponent(token)}`
      return { Url: url, Token: token, ExpiresAt: expiresAt.toISOString() }
    },
  }
}

/** A version row without its preview key (never written to the audit trail). */
function strip<T extends { previewKey?: string } | undefined>(row: T) {
  if (!row) return row
  const { previewKey: _, ...rest } = row
  return rest
}

/** The registrar's programme service type. */
export type ProgrammesService = ReturnType<typeof createProgrammesService>
