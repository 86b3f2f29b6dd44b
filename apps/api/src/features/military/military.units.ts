/**
 * The registrar's YÖKSİS unit id page (issue 35; decisions "Issue 35: the programmes' YÖKSİS unit ids"):
 * `askerlikErtelemeTalep` needs each student's programme as a YÖKSİS `birimId`, and the portal's units carry
 * none, so `military_units` maps a programme to it. The registrar lists the programmes of their units (those
 * without an id first), enters or changes one id, and exports the list. A saved id is looked up in YÖKSİS's
 * `UniversiteBirimlerv1` `IDdenBirimAdiGetir` (through the lookup features/index.ts passes in): an id YÖKSİS
 * does not know is refused (422); when YÖKSİS cannot be asked the id is saved unconfirmed (the page says so).
 * Every change is audited (`military-unit` / `set-birim-id`, before and after).
 */
import type { MilitaryUnit, MilitaryUnitPage, MilitaryYoksisUnit } from '@unacs/contracts'
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { inUnits, roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { militaryUnits } from './military.schema.ts'

/** Retry-After (s) of the 503 when YÖKSİS's unit service cannot be asked. */
const RETRY_AFTER_SECONDS = 30

/**
 * What YÖKSİS answers for a unit id (`UniversiteBirimlerv1` `IDdenBirimAdiGetir`), given to the feature by
 * features/index.ts over the YÖKSİS feature's client: the unit, none ("kayıt bulunamadı"), or unavailable
 * (unreachable after its retries, a fault, refused credentials, circuit open) with the reason and detail.
 */
export type YoksisUnitLookup = (
  birimId: number,
) => Promise<
  | { state: 'found'; name: string; longName: string; typeName: string; active: string }
  | { state: 'none' }
  | { state: 'unavailable'; reason: 'unreachable' | 'fault' | 'auth' | 'circuitOpen'; detail: string }
>

/** The lookup when none is given (a feature test without YÖKSİS): always unavailable. */
export const noYoksisLookup: YoksisUnitLookup = async () => ({
  state: 'unavailable',
  reason: 'unreachable',
  detail: 'no YÖKSİS unit service',
})

/** Creates the unit id service over `db` and `lookup`. */
export function createMilitaryUnits(db: Database, lookup: YoksisUnitLookup) {
  const parent = alias(units, 'parent_unit')
  const editor = alias(persons, 'editor')

  /** The caller's programmes: programme units in the subtree of the units of the caller's active role. */
  async function scopeOf(p: Principal): Promise<SQL> {
    const held = await roleUnitsOf(db, p)
    return and(eq(units.kind, 'programme'), inUnits(units.id, held)) as SQL
  }

  const select = (lang: Language) =>
    db
      .select({
        ProgrammeId: units.id,
        ProgrammeCode: units.code,
        Programme: lang === 'en' ? units.nameEn : units.nameTr,
        Parent: lang === 'en' ? parent.nameEn : parent.nameTr,
        BirimId: militaryUnits.birimId,
        YoksisName: militaryUnits.yoksisName,
        checkedAt: militaryUnits.checkedAt,
        updatedAt: militaryUnits.updatedAt,
        UpdatedBy: sql<
          string | null
        >`case when ${editor.id} is null then null else ${editor.firstName} || ' ' || ${editor.lastName} end`,
      })
      .from(units)
      .leftJoin(parent, eq(parent.id, units.parentId))
      .leftJoin(militaryUnits, eq(militaryUnits.unitId, units.id))
      .leftJoin(editor, eq(editor.id, militaryUnits.updatedBy))

  type Selected = Awaited<ReturnType<typeof select>>[number]
  const view = (r: Selected): MilitaryUnit => ({
    ProgrammeId: r.ProgrammeId,
    ProgrammeCode: r.ProgrammeCode,
    Programme: r.Programme,
    Parent: r.Parent ?? null,
    BirimId: r.BirimId ?? null,
    YoksisName: r.YoksisName ?? null,
    CheckedAt: r.checkedAt ? r.checkedAt.toISOString() : null,
    UpdatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
    UpdatedBy: r.UpdatedBy ?? null,
  })

  /** Asks YÖKSİS for `birimId`; unavailable → 503 `military.unitsUnavailable` with Retry-After. */
  async function ask(birimId: number) {
    const answer = await lookup(birimId)
    if (answer.state === 'unavailable')
      throw new AppError(503, 'military.unitsUnavailable', {
        detail: answer.detail.slice(0, 200),
        ...(answer.reason === 'auth' ? {} : { retryAfter: RETRY_AFTER_SECONDS }),
      })
    return answer
  }

  return {
    /**
     * A page of the caller's programmes with their YÖKSİS unit id: those without one first, then by parent unit
     * and name; `q` folds Turkish letters over the programme's and its parent's names and the code; `missing`
     * keeps those without an id. `missing` of the answer counts the filtered programmes without an id (the
     * page's warning).
     */
    async list(
      p: Principal,
      q: { page: number; pageSize: number; q?: string; missing?: 'true' | 'false' },
      lang: Language,
    ): Promise<MilitaryUnitPage> {
      const where = and(
        await scopeOf(p),
        foldedContains([units.nameTr, units.nameEn, units.code, parent.nameTr, parent.nameEn], q.q),
        q.missing === 'true' ? isNull(militaryUnits.birimId) : undefined,
      )
      const [c] = await db
        .select({
          n: sql<number>`count(*)::int`,
          missing: sql<number>`count(*) filter (where ${militaryUnits.birimId} is null)::int`,
        })
        .from(units)
        .leftJoin(parent, eq(parent.id, units.parentId))
        .leftJoin(militaryUnits, eq(militaryUnits.unitId, units.id))
        .where(where)
      const rows = await select(lang)
        .where(where)
        .orderBy(
          sql`${militaryUnits.birimId} is not null`,
          lang === 'en' ? parent.nameEn : parent.nameTr,
          lang === 'en' ? units.nameEn : units.nameTr,
          units.id,
        )
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return {
        items: rows.map(view),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(c?.n ?? 0),
        missing: Number(c?.missing ?? 0),
      }
    },

    /** Every programme of the caller's units (the XLSX export), in the list's order. */
    async all(p: Principal, lang: Language): Promise<MilitaryUnit[]> {
      const rows = await select(lang)
        .where(await scopeOf(p))
        .orderBy(
          sql`${militaryUnits.birimId} is not null`,
          lang === 'en' ? parent.nameEn : parent.nameTr,
          lang === 'en' ? units.nameEn : units.nameTr,
          units.id,
        )
      return rows.map(view)
    },

    /**
     * YÖKSİS's unit `birimId` (`IDdenBirimAdiGetir`): 404 `military.unitUnknown` when YÖKSİS has none, 503
     * `military.unitsUnavailable` when it cannot be asked.
     */
    async lookup(birimId: number): Promise<MilitaryYoksisUnit> {
      const answer = await ask(birimId)
      if (answer.state === 'none') throw notFound('military.unitUnknown', { birimId })
      return {
        BirimId: birimId,
        Name: answer.name,
        LongName: answer.longName,
        TypeName: answer.typeName,
        Active: answer.active,
      }
    },

    /**
     * Sets programme `programmeId`'s YÖKSİS unit id to `birimId` (the platform has checked the programme lies
     * in the caller's units). 404 unknown unit; 422 `military.notProgramme` for a unit that is not a programme,
     * `military.unitUnknown` when YÖKSİS has no such unit,
     * `military.birimIdTaken` when another programme holds the id. When YÖKSİS cannot be asked the id is saved
     * unconfirmed (YoksisName and CheckedAt null). One transaction with its audit record. Returns the row.
     */
    async save(p: Principal, programmeId: number, birimId: number, lang: Language): Promise<MilitaryUnit> {
      const [unit] = await db
        .select({ id: units.id, kind: units.kind })
        .from(units)
        .where(eq(units.id, programmeId))
      if (!unit) throw notFound()
      if (unit.kind !== 'programme') throw businessRule('military.notProgramme')
      const answer = await lookup(birimId)
      if (answer.state === 'none') throw businessRule('military.unitUnknown', { birimId })
      const confirmed = answer.state === 'found'
      await db.transaction(async (tx) => {
        // One id per programme and one programme per id: the rows are few, so the whole table is locked.
        await tx.execute(sql`lock table military_units in share row exclusive mode`)
        const [taken] = await tx
          .select({ unitId: militaryUnits.unitId, name: lang === 'en' ? units.nameEn : units.nameTr })
          .from(militaryUnits)
          .innerJoin(units, eq(units.id, militaryUnits.unitId))
          .where(and(eq(militaryUnits.birimId, birimId), ne(militaryUnits.unitId, programmeId)))
        if (taken) throw businessRule('military.birimIdTaken', { birimId, programme: taken.name })
        const [before] = await tx.select().from(militaryUnits).where(eq(militaryUnits.unitId, programmeId))
        const now = new Date()
        const values = {
          birimId,
          yoksisName: confirmed ? answer.name : null,
          checkedAt: confirmed ? now : null,
          updatedBy: p.personId,
          updatedAt: now,
        }
        await tx
          .insert(militaryUnits)
          .values({ unitId: programmeId, ...values })
          .onConflictDoUpdate({ target: militaryUnits.unitId, set: values })
        await recordAudit(tx, auditActorOf(p), {
          entity: 'military-unit',
          entityId: programmeId,
          action: 'set-birim-id',
          before: before ? { birimId: before.birimId, yoksisName: before.yoksisName } : null,
          after: { birimId, yoksisName: values.yoksisName, confirmed },
        })
      })
      const [row] = await select(lang).where(eq(units.id, programmeId))
      return view(row as Selected)
    },
  }
}

/** The unit id service. */
export type MilitaryUnitsService = ReturnType<typeof createMilitaryUnits>
