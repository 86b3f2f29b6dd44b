/**
 * Contracts shared by every feature: the response wrapper (spec §3, §7) and list paging (DESIGN.md §4).
 */
import { z } from 'zod'

/** The wrapper of every /api answer around `data`. */
export const ZApiResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), responseData: data })

/** A wrapper as the client sees it before unwrapping. */
export type ApiResponse<T> = { success: boolean; message: string; responseData: T }

/** Paging query of long lists: page from 1, pageSize 1..200. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
})
export type PageQuery = z.infer<typeof ZPageQuery>

/** A page of items with the total count. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })

/** The supported UI and message languages (spec §9). */
export const ZLanguage = z.enum(['tr', 'en'])
export type Language = z.infer<typeof ZLanguage>

/** A calendar date as `YYYY-MM-DD`. */
export const ZDate = z.iso.date()

/**
 * The largest id (and version) the database holds: ids are PostgreSQL `integer` columns (docs/decisions.md
 * "Input bounds").
 */
export const ID_MAX = 2_147_483_647

/**
 * Catalogue keys of the shared input rules (rendered by the API's message catalogue and the web app):
 * `idRange` marks an id beyond `ID_MAX` (the API answers 404 when only such ids failed in a path or query,
 * 400 in a body); `twoDecimals` a number with more than two decimal places.
 */
export const INPUT_RULES = {
  idRange: 'error.idRange',
  twoDecimals: 'error.twoDecimals',
} as const

/** A database id in a JSON body: an integer 1..ID_MAX (too large: the `idRange` rule). */
export const ZId = z.number().int().positive().max(ID_MAX, { error: INPUT_RULES.idRange })

/** A database id in a path or query string: its text, read as a `ZId` (same rules and messages). */
export const ZIdParam = z.coerce.number().int().positive().max(ID_MAX, { error: INPUT_RULES.idRange })

/** An optimistic-concurrency version sent back by the client: an integer 0..ID_MAX (`integer` columns). */
export const ZVersion = z.number().int().min(0).max(ID_MAX)

/**
 * A decimal of `min`..`max` with at most two places (the API's `numeric(p, 2)` columns: points, weights).
 * Exact: the value must equal its two-place rendering, so 5e-324 or 0.1 + 0.2 are refused (`twoDecimals`)
 * instead of being rounded silently by the database.
 */
export const twoDecimals = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((v) => Number(v.toFixed(2)) === v, { error: INPUT_RULES.twoDecimals })
