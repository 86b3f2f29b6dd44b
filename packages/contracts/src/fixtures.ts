/**
 * Fixtures (demirbaş) and sports equipment (issue 21 § Fixtures; spec §1, §3 "Fixture", §4, §5): the
 * inventory of an office, delivery to a student and refund from a student, each completed with a signed
 * protocol. The office (fixtures or sports) is never sent: the server derives it from the caller's role.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'

/** Free text without NUL characters, trimmed, `min`..`max` characters. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !s.includes('\u0000'), { message: 'NUL' })

/** Which office owns an item: the fixture and inventory office or the sports office. */
export const ZFixtureOffice = z.enum(['fixtures', 'sports'])
export type FixtureOffice = z.infer<typeof ZFixtureOffice>

/** An item's state: in stock, handed out to a student, damaged, written off. */
export const ZFixtureState = z.enum(['in_stock', 'handed_out', 'damaged', 'written_off'])
export type FixtureState = z.infer<typeof ZFixtureState>

/** An item's properties: up to 20 key/value pairs (e.g. Marka → Dell). */
export const ZFixtureProperties = z.array(z.object({ Key: text(1, 60), Value: text(0, 200) })).max(20)
export type FixtureProperties = z.infer<typeof ZFixtureProperties>

/** A student as shown beside an item or in a protocol. */
export const ZFixtureStudent = z.object({
  StudentId: ZId,
  StudentNo: z.string(),
  FullName: z.string(),
  Programme: z.string(),
})
export type FixtureStudent = z.infer<typeof ZFixtureStudent>

/** One inventory item (spec §3 "Fixture": name, registry number, properties; delivery data on the holder). */
export const ZFixtureItem = z.object({
  Id: ZId,
  Office: ZFixtureOffice,
  RegistryNo: z.string(),
  Name: z.string(),
  Properties: ZFixtureProperties,
  Location: z.string(),
  State: ZFixtureState,
  /** The damage recorded at the last refund, if any. */
  DamageNote: z.string().nullable(),
  /** The student holding it (state handed_out), else null. */
  Holder: ZFixtureStudent.nullable(),
  /** Istanbul date of the current hand-out, else null. */
  DeliveredOn: z.string().nullable(),
  Version: z.number().int(),
})
export type FixtureItem = z.infer<typeof ZFixtureItem>

/** GET /api/Demirbas/Envanter/List: search (registry number, name, location, holder number) and state. */
export const ZFixtureListQuery = ZPageQuery.extend({
  q: text(0, 100).optional(),
  state: ZFixtureState.optional(),
})
export type FixtureListQuery = z.infer<typeof ZFixtureListQuery>
export const ZFixturePage = ZPage(ZFixtureItem)
export type FixturePage = z.infer<typeof ZFixturePage>

/**
 * POST /api/Demirbas/Envanter/Save: creates (no Id) or updates (Id + Version) an item. State may be set
 * to in_stock, damaged or written_off only while the item is not handed out.
 */
export const ZSaveFixtureRequest = z.object({
  Id: ZId.optional(),
  Version: ZVersion.optional(),
  RegistryNo: text(1, 40),
  Name: text(2, 200),
  Properties: ZFixtureProperties.default([]),
  Location: text(0, 200).default(''),
  /** Omitted: unchanged (new items: in_stock). Refused (422) for a handed-out item. */
  State: z.enum(['in_stock', 'damaged', 'written_off']).optional(),
})
export type SaveFixtureRequest = z.input<typeof ZSaveFixtureRequest>

/** GET /api/Demirbas/Ogrenci/Search ?q: students by number or name (at most 20). */
export const ZFixtureStudentQuery = z.object({ q: text(2, 100) })

/** GET /api/Demirbas/Ogrenci/Held ?studentId: what the student holds of the caller's office. */
export const ZFixtureHeldQuery = z.object({ studentId: ZIdParam })

/** GET /api/Demirbas/Tutanak/File ?id: one protocol's signed scan. */
export const ZFixtureIdQuery = z.object({ id: ZIdParam })

/** Delivery to a student (spec §5: student and items required). */
export const ZFixtureDeliveryRequest = z.object({
  StudentId: ZId,
  ItemIds: z.array(ZId).min(1).max(50),
})
export type FixtureDeliveryRequest = z.infer<typeof ZFixtureDeliveryRequest>

/** One item coming back: its state on return and, when damaged, what the damage is. */
export const ZFixtureReturn = z
  .object({
    ItemId: ZId,
    State: z.enum(['in_stock', 'damaged']),
    Damage: text(0, 500).optional(),
  })
  .refine((r) => r.State !== 'damaged' || (r.Damage ?? '').length >= 3, {
    path: ['Damage'],
    message: 'DamageRequired',
  })
export type FixtureReturn = z.infer<typeof ZFixtureReturn>

/** Refund from one student (spec §5 "refunds concern one student"). */
export const ZFixtureRefundRequest = z.object({
  StudentId: ZId,
  Items: z.array(ZFixtureReturn).min(1).max(50),
})
export type FixtureRefundRequest = z.infer<typeof ZFixtureRefundRequest>

/** A completed delivery or refund protocol (spec §3: delivering/receiving user, dates, protocol files). */
export const ZFixtureProtocol = z.object({
  Id: ZId,
  Kind: z.enum(['delivery', 'refund']),
  Office: ZFixtureOffice,
  Student: ZFixtureStudent,
  /** The staff member who delivered (delivery) or received (refund). */
  StaffName: z.string(),
  /** Completion time (ISO). */
  At: z.string(),
  Items: z.array(
    z.object({
      ItemId: ZId,
      RegistryNo: z.string(),
      Name: z.string(),
      State: ZFixtureState.nullable(),
      Damage: z.string().nullable(),
    }),
  ),
  FileName: z.string(),
})
export type FixtureProtocol = z.infer<typeof ZFixtureProtocol>

/** GET /api/Demirbas/Tutanak/List: protocols of the caller's office, newest first. */
export const ZFixtureProtocolQuery = ZPageQuery.extend({
  studentId: z.coerce.number().pipe(ZId).optional(),
})
export const ZFixtureProtocolPage = ZPage(ZFixtureProtocol)
export type FixtureProtocolPage = z.infer<typeof ZFixtureProtocolPage>

/** One row of an import report: the sheet row, its registry number and its errors (empty = fine). */
export const ZFixtureImportRow = z.object({
  Row: z.number().int(),
  RegistryNo: z.string(),
  Errors: z.array(z.string()),
})

/** POST /api/Demirbas/Envanter/Import answer: nothing stored unless every row is valid and commit was asked. */
export const ZFixtureImportResult = z.object({
  Rows: z.array(ZFixtureImportRow),
  ErrorCount: z.number().int(),
  Stored: z.boolean(),
  Created: z.number().int(),
  Updated: z.number().int(),
})
export type FixtureImportResult = z.infer<typeof ZFixtureImportResult>
