/**
 * The admission figures spreadsheet (issue 19 "Admission data … entered or imported from XLSX"): the template
 * (one row per stored year of every programme in the registrar's scope, and an empty row for this year where a
 * programme has none) and the upload, read through the platform's zip-bomb guard and checked row by row
 * (programme code unknown or outside the scope, a programme and year twice, numbers, the rules of
 * `admissionProblem`). Nothing is stored unless every row is valid (all-or-nothing); then every row is added
 * or replaces that year's figures in one transaction (rows not in the sheet stay), with one audit record.
 */
import type { AdmissionImportResult, ScoreType } from '@unacs/contracts'
import { ZScoreType } from '@unacs/contracts'
import { asc, inArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { readUploadedSheets } from '../../platform/files/xlsx-guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { admissionProblem, istanbulYear, scopedProgrammes } from './programmes.admissions.ts'
import { programmeAdmissions } from './programmes.schema.ts'

/** The columns of the sheet in `lang`: code, name (not read back), year, score type, quota, placed, min, max. */
export function admissionHeader(lang: Language): string[] {
  return lang === 'en'
    ? ['Programme code', 'Programme', 'Year', 'Score type', 'Quota', 'Placed', 'Min score', 'Max score']
    : [
        'Program kodu',
        'Program',
        'Yıl',
        'Puan türü',
        'Kontenjan',
        'Yerleşen',
        'En düşük puan',
        'En yüksek puan',
      ]
}

/** A whole non-negative number typed in a cell, or null. */
const wholeOf = (s: string) => (/^\d{1,6}$/.test(s) ? Number(s) : null)
/** A score typed with a point or a comma and up to five decimals, or null. */
const scoreOf = (s: string) => {
  const x = s.replace(',', '.')
  return /^\d{1,3}(\.\d{1,5})?$/.test(x) ? Number(x) : null
}

/** Creates the admission spreadsheet service. */
export function createAdmissionSheetService(db: Database, clock: Clock) {
  return {
    /** The template as xlsx bytes: the stored figures of the caller's programmes (registrar, in scope). */
    async template(principal: Principal, lang: Language): Promise<{ bytes: Buffer; fileName: string }> {
      const programmes = await scopedProgrammes(db, principal, lang)
      programmes.sort((a, b) => a.code.localeCompare(b.code, 'tr'))
      const ids = programmes.map((p) => p.id)
      const rows = ids.length
        ? await db
            .select()
            .from(programmeAdmissions)
            .where(inArray(programmeAdmissions.programmeId, ids))
            .orderBy(asc(programmeAdmissions.year))
        : []
      const year = istanbulYear(clock())
      const wb = new ExcelJS.Workbook()
      const ws = wb.addWorksheet(lang === 'en' ? 'Admissions' : 'Yerlestirme')
      ws.addRow(admissionHeader(lang))
      ws.getRow(1).font = { bold: true }
      for (const p of programmes) {
        const own = rows.filter((r) => r.programmeId === p.id)
        for (const r of own) {
          ws.addRow([p.code, p.name, r.year, r.scoreType, r.quota, r.placed, r.minScore, r.maxScore])
        }
        if (!own.some((r) => r.year === year))
          ws.addRow([p.code, p.name, year, own.at(-1)?.scoreType ?? null])
      }
      ws.columns.forEach((c, k) => {
        c.width = k === 1 ? 40 : 16
      })
      return { bytes: Buffer.from(await wb.xlsx.writeBuffer()), fileName: 'yerlestirme-verileri.xlsx' }
    },

    /**
     * Checks an uploaded sheet; with `commit` and no rejected row, stores every row (add or replace the year's
     * figures) in one transaction. An empty year row of the template (no quota typed) is skipped. 400 unreadable
     * or wrong columns; 413 too large (the guard).
     */
    async upload(
      principal: Principal,
      bytes: Buffer,
      commit: boolean,
      lang: Language,
    ): Promise<AdmissionImportResult> {
      const programmes = await scopedProgrammes(db, principal, lang)
      const ws = (await readUploadedSheets(bytes, 'programmes.admission.badSheet'))[0]
      const header = admissionHeader(lang)
      if (!ws || (ws.rows[0]?.length ?? 0) < header.length) throw badRequest('programmes.admission.badSheet')
      const byCode = new Map(programmes.map((p) => [p.code.toLocaleUpperCase('tr'), p]))
      const thisYear = istanbulYear(clock())
      const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, params)
      const errors: AdmissionImportResult['Errors'] = []
      const seen = new Set<string>()
      const values: (typeof programmeAdmissions.$inferInsert)[] = []
      let rows = 0
      for (let i = 1; i < ws.rows.length; i++) {
        const cells = Array.from({ length: header.length }, (_, k) => (ws.rows[i]?.[k] ?? '').trim())
        const [
          code = '',
          ,
          yearText = '',
          typeText = '',
          quotaText = '',
          placedText = '',
          minText = '',
          maxText = '',
        ] = cells
        // An untouched row of the template (code, name, year and perhaps the score type only) is not a row.
        if (
          cells.every((c) => c === '') ||
          (quotaText === '' && placedText === '' && minText === '' && maxText === '')
        )
          continue
        rows++
        const fail = (key: string, params: Record<string, string | number> = {}) =>
          errors.push({ Row: i + 1, Code: code, Message: t(key, params) })
        const p = byCode.get(code.toLocaleUpperCase('tr'))
        if (!p) {
          fail('programmes.admission.unknownProgramme')
          continue
        }
        const year = wholeOf(yearText)
        const quota = wholeOf(quotaText)
        const placed = wholeOf(placedText)
        const type = ZScoreType.safeParse(typeText.toLocaleUpperCase('tr'))
        if (year === null || quota === null || placed === null || !type.success) {
          fail('programmes.admission.badNumbers', {
            columns: [header[2], header[3], header[4], header[5]].join(', '),
          })
          continue
        }
        const min = minText === '' ? null : scoreOf(minText)
        const max = maxText === '' ? null : scoreOf(maxText)
        if ((minText !== '' && min === null) || (maxText !== '' && max === null)) {
          fail('programmes.admission.badScore', { columns: `${header[6]}, ${header[7]}` })
          continue
        }
        const key = `${p.id}:${year}`
        if (seen.has(key)) {
          fail('programmes.admission.duplicateRow', { year })
          continue
        }
        seen.add(key)
        const a = {
          Year: year,
          ScoreType: type.data as ScoreType,
          Quota: quota,
          Placed: placed,
          MinScore: min,
          MaxScore: max,
        }
        const problem = admissionProblem(a, p.level, thisYear)
        if (problem) {
          fail(problem.key, problem.params)
          continue
        }
        values.push({
          programmeId: p.id,
          year,
          scoreType: a.ScoreType,
          quota,
          placed,
          minScore: min,
          maxScore: max,
        })
      }
      if (rows === 0) errors.push({ Row: 0, Code: '', Message: t('programmes.admission.noRows') })
      const existing = values.length
        ? await db
            .select({ programmeId: programmeAdmissions.programmeId, year: programmeAdmissions.year })
            .from(programmeAdmissions)
            .where(inArray(programmeAdmissions.programmeId, [...new Set(values.map((v) => v.programmeId))]))
        : []
      const stored = new Set(existing.map((e) => `${e.programmeId}:${e.year}`))
      const updated = values.filter((v) => stored.has(`${v.programmeId}:${v.year}`)).length
      const report = { Rows: rows, Created: values.length - updated, Updated: updated, Errors: errors }
      if (!commit || errors.length > 0) return { ...report, Stored: false }
      await db.transaction(async (tx) => {
        const keys = values.map((v) => sql`(${v.programmeId}, ${v.year})`)
        const before = await tx
          .select()
          .from(programmeAdmissions)
          .where(
            sql`(${programmeAdmissions.programmeId}, ${programmeAdmissions.year}) in (${sql.join(keys, sql`, `)})`,
          )
        for (let k = 0; k < values.length; k += 500) {
          await tx
            .insert(programmeAdmissions)
            .values(values.slice(k, k + 500))
            .onConflictDoUpdate({
              target: [programmeAdmissions.programmeId, programmeAdmissions.year],
              set: {
                scoreType: sql`excluded.score_type`,
                quota: sql`excluded.quota`,
                placed: sql`excluded.placed`,
                minScore: sql`excluded.min_score`,
                maxScore: sql`excluded.max_score`,
                version: sql`${programmeAdmissions.version} + 1`,
              },
            })
        }
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'programme-admission',
          entityId: 'import',
          action: 'import',
          before,
          after: { created: report.Created, updated: report.Updated, rows: values },
        })
      })
      return { ...report, Stored: true }
    },
  }
}

/** The admission spreadsheet service type. */
export type AdmissionSheetService = ReturnType<typeof createAdmissionSheetService>
