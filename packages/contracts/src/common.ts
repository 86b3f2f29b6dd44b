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

/** A database id: a positive integer. */
export const ZId = z.number().int().positive()
