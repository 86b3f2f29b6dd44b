/**
 * The export of everything the portal holds about a person or a guest applicant (issue 39 "My personal data"):
 * a background job collects every category (progress per category) and builds a ZIP with one JSON per category
 * (`{category, name, purpose, legalBasis, records}`), the categories' own files under `files/<category>/` (e.g.
 * the health-excuse documents), `transfers.json` and `summary.pdf` in the language of the request that started
 * it. The ZIP is kept EXPORT_KEEP_DAYS days; only its owner (the person, or the guest) downloads it.
 */
import { createHash } from 'node:crypto'
import type { DataTransfer, Language } from '@unacs/contracts'
import { and, eq, gt, type SQL, sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../platform/http/errors.ts'
import { translate } from '../../platform/i18n/messages.ts'
import type { PdfFonts } from '../../platform/pdf/pdf.ts'
import type { Clock } from '../../platform/time.ts'
import type { ExportFile, MyData } from './privacy.mydata.ts'
import { buildSummaryPdf } from './privacy.mydata-pdf.ts'
import { privacyExports } from './privacy.schema.ts'
import './privacy.messages.ts'

/** Days an export is kept for download (docs/decisions.md "Personal data exports"). */
export const EXPORT_KEEP_DAYS = 7
/** The background job's kind (a person's export; key `person:<id>`). */
export const EXPORT_JOB = 'privacy.export'
/** The guest applicant's export job (key `guest:<id>`; the job has no person). */
export const GUEST_EXPORT_JOB = 'privacy.guestExport'

/** Who owns an export: a person or a guest applicant. */
export type ExportOwner = { personId: number } | { guestId: number }

/** One collected category, ready for the ZIP. */
interface Collected {
  source: {
    category: string
    name: { tr: string; en: string }
    purpose: { tr: string; en: string }
    legalBasis: { tr: string; en: string }
  }
  rows: unknown[]
  files: ExportFile[]
}

/**
 * A file name safe inside the export's ZIP: letters, digits, `.`, `_` and `-` only (no folders), at most 120
 * characters. A category names its files' paths with it (`files/<category>/<safeFileName(name)>`).
 */
export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120) || 'file'
}

/** `safeFileName(name)`, made unique among `taken` with an `n-` prefix. */
function safeName(name: string, taken: Set<string>): string {
  const base = safeFileName(name)
  let out = base
  for (let n = 2; taken.has(out); n++) out = `${n}-${base}`
  taken.add(out)
  return out
}

/** Builds the export service over "my personal data"'s collectors. */
export function createExports(db: Database, clock: Clock, myData: MyData) {
  const ownerWhere = (owner: ExportOwner): SQL =>
    'personId' in owner
      ? eq(privacyExports.personId, owner.personId)
      : eq(privacyExports.guestId, owner.guestId)

  /** Zips the collected categories, transfers and summary, stores the ZIP for its owner; its size and files. */
  async function store(
    owner: ExportOwner,
    jobId: string,
    lang: Language,
    fonts: PdfFonts,
    name: string,
    collected: Collected[],
    moved: DataTransfer[],
  ): Promise<{ size: number; files: number }> {
    const now = clock()
    const files: Record<string, Uint8Array> = {}
    const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2))
    for (const { source, rows, files: own } of collected) {
      files[`${source.category}.json`] = json({
        category: source.category,
        name: source.name[lang],
        purpose: source.purpose[lang],
        legalBasis: source.legalBasis[lang],
        records: rows,
      })
      const taken = new Set<string>()
      for (const f of own) files[`files/${source.category}/${safeName(f.name, taken)}`] = f.content
    }
    files['transfers.json'] = json(moved)
    files['summary.pdf'] = await buildSummaryPdf(fonts, lang, {
      name,
      at: now,
      categories: collected.map(({ source, rows }) => ({
        name: source.name[lang],
        purpose: source.purpose[lang],
        legalBasis: source.legalBasis[lang],
        records: rows.length,
        file: `${source.category}.json`,
      })),
      transfers: moved,
    })
    const zip = Buffer.from(zipSync(files, { level: 6, mtime: now }))
    await db.insert(privacyExports).values({
      jobId,
      ...('personId' in owner ? { personId: owner.personId } : { guestId: owner.guestId }),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000),
      fileName: `${translate(lang, 'privacy.mydata.fileName')}.zip`,
      size: zip.length,
      sha256: createHash('sha256').update(zip).digest('hex'),
      content: zip,
    })
    return { size: zip.length, files: Object.keys(files).length }
  }

  return {
    /**
     * The person export job's work: collects every category and its files (progress per category), then zips
     * and stores them for EXPORT_KEEP_DAYS. Returns the ZIP's size and number of files.
     */
    async buildExport(
      input: { personId: number; lang: Language },
      jobId: string,
      fonts: PdfFonts,
      progress: (done: number, total: number) => Promise<void>,
    ): Promise<{ size: number; files: number }> {
      const subject = await myData.subjectOf(input.personId, input.lang)
      const collected: Collected[] = []
      for (const c of await myData.collectAll(subject, progress))
        collected.push({ ...c, files: (await c.source.files?.(subject)) ?? [] })
      const moved = await myData.transfersOf(subject)
      const total = collected.length + 2
      await progress(total - 1, total)
      const name = await myData.personNameOf(input.personId)
      const built = await store(input, jobId, input.lang, fonts, name, collected, moved)
      await progress(total, total)
      return built
    },

    /** The guest applicant export job's work: the guest's categories and uploaded files, as for a person. */
    async buildGuestExport(
      input: { guestId: number; lang: Language },
      jobId: string,
      fonts: PdfFonts,
      progress: (done: number, total: number) => Promise<void>,
    ): Promise<{ size: number; files: number }> {
      const subject = { guestId: input.guestId, lang: input.lang }
      const collected: Collected[] = []
      for (const c of await myData.guestCollectAll(subject, progress))
        collected.push({ ...c, files: (await c.source.files?.(subject)) ?? [] })
      const moved = await myData.guestTransfersOf(subject)
      const total = collected.length + 2
      await progress(total - 1, total)
      const name = await myData.guestNameOf(input.guestId)
      const built = await store(input, jobId, input.lang, fonts, name, collected, moved)
      await progress(total, total)
      return built
    },

    /** The export of `jobId` for its owner: 404 when not theirs, not built, or expired. */
    async download(jobId: string, owner: ExportOwner) {
      const [row] = await db
        .select({ fileName: privacyExports.fileName, content: privacyExports.content })
        .from(privacyExports)
        .where(and(eq(privacyExports.jobId, jobId), ownerWhere(owner), gt(privacyExports.expiresAt, clock())))
      if (!row) throw new AppError(404, 'privacy.mydata.exportNotFound')
      return row
    },

    /** Deletes the expired exports (called before each new export). */
    async purgeExpired(): Promise<void> {
      await db.delete(privacyExports).where(sql`${privacyExports.expiresAt} <= ${clock()}`)
    },
  }
}

/** The export service's type. */
export type Exports = ReturnType<typeof createExports>
