/**
 * The public programme guide (issue 19 "Public side"; spec §2 /public/rehber, /public/rehber-detail,
 * /public/preview/{programId}): published data only, no sign-in. A draft (or any version) is shown only with a
 * valid, unexpired preview token signed with that version's key; anything else answers 404 as if absent.
 */
import type { Admission, Guide, GuideDetail, GuideQuery, GuideRow, ScoreType } from '@unacs/contracts'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'
import { notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { matchesFolded } from '../../platform/text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { previewVersionIdOf, verifyPreview } from './programmes.preview.ts'
import { descriptorsOf, feeRowOf, programmeUnits, versionParts } from './programmes.repo.ts'
import { publicVersionIds } from './programmes.schedule.ts'
import { programmeAdmissions, programmeFees, programmeVersions } from './programmes.schema.ts'

/** An admission row as the contract shows it. */
const admissionOf = (a: typeof programmeAdmissions.$inferSelect): Admission => ({
  Year: a.year,
  ScoreType: a.scoreType as ScoreType,
  Quota: a.quota,
  Placed: a.placed,
  MinScore: a.minScore,
  MaxScore: a.maxScore,
})

/** Creates the public guide's service. */
export function createGuideService(db: Database, clock: Clock) {
  return {
    /** A page of the guide: programmes with a published version, latest admission figures and current fees. */
    async guide(q: GuideQuery, lang: Language): Promise<Guide> {
      const [units, other] = await Promise.all([
        programmeUnits(db, lang),
        programmeUnits(db, lang === 'en' ? 'tr' : 'en'),
      ])
      // Search matches the names in both languages ("işletme" finds the programme on the English page too).
      const otherNames = new Map(other.map((u) => [u.id, `${u.name} ${u.faculty}`]))
      const published = await publicVersionIds(
        db,
        units.map((u) => u.id),
        istanbulToday(clock()),
      )
      const listed = units.filter((u) => published.has(u.id))
      const ids = listed.map((u) => u.id)
      const [admissions, fees] = await Promise.all([
        ids.length
          ? db
              .select()
              .from(programmeAdmissions)
              .where(inArray(programmeAdmissions.programmeId, ids))
              .orderBy(desc(programmeAdmissions.year))
          : [],
        published.size
          ? db
              .select({ fee: programmeFees, term: academicTerms })
              .from(programmeFees)
              .innerJoin(academicTerms, eq(academicTerms.id, programmeFees.termId))
              .where(inArray(programmeFees.versionId, [...published.values()]))
              .orderBy(desc(academicTerms.startsOn))
          : [],
      ])
      const latest = new Map<number, Admission>()
      for (const a of admissions) if (!latest.has(a.programmeId)) latest.set(a.programmeId, admissionOf(a))
      const feeOf = new Map<number, GuideRow['Fee']>()
      for (const { fee, term } of fees) {
        if (!feeOf.has(fee.versionId))
          feeOf.set(fee.versionId, feeRowOf(fee, lang === 'en' ? term.nameEn : term.nameTr))
      }
      const rows: GuideRow[] = listed
        .map((u) => ({
          ProgrammeId: u.id,
          Code: u.code,
          Name: u.name,
          Faculty: u.faculty,
          Level: u.level,
          Admission: latest.get(u.id) ?? null,
          Fee: feeOf.get(published.get(u.id) as number) ?? null,
          facultyId: u.facultyId,
        }))
        .filter(
          (r) =>
            (!q.level || r.Level === q.level) &&
            (!q.facultyId || r.facultyId === q.facultyId) &&
            (!q.scoreType || r.Admission?.ScoreType === q.scoreType) &&
            matchesFolded(q.search, [r.Name, r.Faculty, r.Code, otherNames.get(r.ProgrammeId)]),
        )
        .map(({ facultyId: _, ...r }) => r)
      const score = (r: GuideRow) => r.Admission?.MinScore ?? null
      rows.sort((a, b) => {
        if (q.sort !== 'name') {
          const [x, y] = [score(a), score(b)]
          if (x !== y) {
            if (x === null) return 1
            if (y === null) return -1
            return q.sort === 'minScoreDesc' ? y - x : x - y
          }
        }
        return a.Name.localeCompare(b.Name, lang)
      })
      const faculties = new Map(listed.map((u) => [u.facultyId, u.faculty]))
      return {
        items: rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
        page: q.page,
        pageSize: q.pageSize,
        total: rows.length,
        Faculties: [...faculties]
          .map(([Id, Name]) => ({ Id, Name }))
          .sort((a, b) => a.Name.localeCompare(b.Name, lang)),
      }
    },

    /**
     * A programme's public detail: its published version, or with `token` the version the token names (a draft
     * preview). 404 for an unknown programme, one without a published version, or a bad/expired/foreign token.
     */
    async detail(programId: number, token: string | undefined, lang: Language): Promise<GuideDetail> {
      const [unit] = await programmeUnits(db, lang, sql`p.id = ${programId}`)
      if (!unit) throw notFound()
      let versionId: number | undefined
      if (token !== undefined) {
        const id = previewVersionIdOf(token)
        const [v] = id ? await db.select().from(programmeVersions).where(eq(programmeVersions.id, id)) : []
        if (!v || v.programmeId !== programId || !(await verifyPreview(token, v, clock()))) {
          throw notFound('programmes.previewInvalid')
        }
        versionId = v.id
      } else {
        versionId = (await publicVersionIds(db, [programId], istanbulToday(clock()))).get(programId)
      }
      if (versionId === undefined) throw notFound()
      const [[v], parts, descriptors, admissions] = await Promise.all([
        db
          .select()
          .from(programmeVersions)
          .where(and(eq(programmeVersions.id, versionId))),
        versionParts(db, versionId, lang),
        descriptorsOf(db, unit.level),
        db
          .select()
          .from(programmeAdmissions)
          .where(eq(programmeAdmissions.programmeId, programId))
          .orderBy(desc(programmeAdmissions.year)),
      ])
      if (!v) throw notFound()
      const en = lang === 'en'
      return {
        ProgrammeId: unit.id,
        Code: unit.code,
        Name: unit.name,
        Faculty: unit.faculty,
        Level: unit.level,
        VersionName: v.name,
        // The public version is published to the reader even before the recurring task records the switch.
        Status: token === undefined ? 'published' : v.status,
        PublishDate: v.publishDate,
        EffectiveDate: v.effectiveDate,
        Sections: parts.sections.map((s) => ({ Kind: s.Kind, Html: en ? s.HtmlEn : s.HtmlTr })),
        Outcomes: parts.outcomes.map((o) => ({ Number: o.Number, Text: en ? o.TextEn : o.TextTr })),
        Descriptors: descriptors.map((d) => ({
          Id: d.Id,
          Category: d.Category,
          Code: d.Code,
          Text: en ? d.TextEn : d.TextTr,
        })),
        Matrix: parts.matrix,
        Fees: parts.fees,
        Curriculum: parts.curriculum,
        Admissions: admissions.map(admissionOf),
      }
    },
  }
}

/** The public guide service type. */
export type GuideService = ReturnType<typeof createGuideService>
