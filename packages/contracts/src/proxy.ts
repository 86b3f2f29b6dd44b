/**
 * Proxy delegation contracts (spec §1 "Proxy delegation with list, add and delete", §3 "Proxy", §5, §8).
 * Dates are Istanbul calendar dates 'YYYY-MM-DD'; ProcessDate is an ISO timestamp.
 */
import { z } from 'zod'
import { ZId, ZPageQuery } from './common.ts'

/** A calendar date 'YYYY-MM-DD' that exists. */
export const ZCalendarDate = z.iso.date()

/** Where a delegation stands today. */
export const ZDelegationStatus = z.enum(['upcoming', 'active', 'ended', 'deleted'])

/** One delegation as listed. */
export const ZDelegation = z.object({
  Id: z.number().int(),
  ProcessDate: z.string(),
  StartDate: ZCalendarDate,
  EndDate: ZCalendarDate,
  UnitId: z.number().int(),
  UnitName: z.string(),
  RoleId: z.number().int(),
  RoleName: z.string(),
  GiverSicilNo: z.string(),
  GiverName: z.string(),
  TakerSicilNo: z.string(),
  TakerName: z.string(),
  Status: ZDelegationStatus,
})
export type Delegation = z.infer<typeof ZDelegation>

/** GET /api/Proxy/Vekalet/List query: the delegations the caller gave or received. */
export const ZDelegationListQuery = ZPageQuery.extend({
  direction: z.enum(['given', 'received']).default('given'),
})
export type DelegationListQuery = z.infer<typeof ZDelegationListQuery>

/** POST /api/Proxy/Vekalet/Add body. */
export const ZAddDelegationRequest = z.object({
  RoleId: ZId,
  UnitId: ZId,
  TakerSicilNo: z.string().trim().min(1).max(20),
  StartDate: ZCalendarDate,
  EndDate: ZCalendarDate,
})
export type AddDelegationRequest = z.infer<typeof ZAddDelegationRequest>

/** POST /api/Proxy/Vekalet/Delete body. */
export const ZDeleteDelegationRequest = z.object({ Id: ZId })

/** A role the caller may delegate, with the units it covers. */
export const ZGivableRole = z.object({
  RoleId: z.number().int(),
  RoleName: z.string(),
  Units: z.array(z.object({ UnitId: z.number().int(), UnitName: z.string() })),
})
export type GivableRole = z.infer<typeof ZGivableRole>

/** A staff member who can take a delegation. */
export const ZDelegationTaker = z.object({ SicilNo: z.string(), FullName: z.string(), Unit: z.string() })
export type DelegationTaker = z.infer<typeof ZDelegationTaker>
