/**
 * Clubs contracts (issue 21 § Clubs; spec §1 "club registration"): the club list with advisors and
 * presidents, a student's application to join, the president's or advisor's decision, a club's events.
 */
import { z } from 'zod'
import { ZId, ZIdParam, ZPageQuery } from './common.ts'

/** Where the caller stands with a club. */
export const ZClubMembership = z.enum(['none', 'pending', 'member', 'president', 'rejected'])
export type ClubMembership = z.infer<typeof ZClubMembership>

/** One club of the list. */
export const ZClub = z.object({
  Id: ZId,
  NameTr: z.string(),
  NameEn: z.string(),
  Name: z.string(),
  Description: z.string(),
  AdvisorSicilNo: z.string(),
  AdvisorName: z.string(),
  PresidentOgrNo: z.string().nullable(),
  PresidentName: z.string().nullable(),
  MemberCount: z.number().int(),
  PendingCount: z.number().int(),
  /** The caller's standing (students); 'none' for staff. */
  MyStatus: ZClubMembership,
  /** The caller may decide this club's applications (its president or advisor). */
  CanDecide: z.boolean(),
})
export type Club = z.infer<typeof ZClub>

/** GET /api/Kulup/Kulupler/Liste query. */
export const ZClubListQuery = ZPageQuery.extend({ search: z.string().trim().max(100).optional() })
export type ClubListQuery = z.infer<typeof ZClubListQuery>

/** POST /api/Kulup/Kulupler/Kaydet: creates (no Id) or updates a club (student centre). */
export const ZSaveClubRequest = z.object({
  Id: ZId.optional(),
  NameTr: z.string().trim().min(2).max(150),
  NameEn: z.string().trim().min(2).max(150),
  DescriptionTr: z.string().trim().max(1000),
  DescriptionEn: z.string().trim().max(1000),
  /** The advisor's staff registry number. */
  AdvisorSicilNo: z.string().trim().min(1).max(20),
  /** The president's student number (must be a member, or becomes one), or null. */
  PresidentOgrNo: z.string().trim().min(1).max(20).nullable(),
})
export type SaveClubRequest = z.infer<typeof ZSaveClubRequest>

/** POST /api/Kulup/Basvuru/Olustur: a student's application to join. */
export const ZClubApplyRequest = z.object({ ClubId: ZId, Note: z.string().trim().max(500) })
export type ClubApplyRequest = z.infer<typeof ZClubApplyRequest>

/** A pending application as its club's president or advisor sees it. */
export const ZClubApplication = z.object({
  Id: ZId,
  ClubId: ZId,
  ClubName: z.string(),
  StudentNo: z.string(),
  FullName: z.string(),
  Note: z.string(),
  AppliedAt: z.string(),
})
export type ClubApplication = z.infer<typeof ZClubApplication>

/** POST /api/Kulup/Basvuru/Karar: approve or reject an application. */
export const ZClubDecisionRequest = z.object({ ApplicationId: ZId, Approve: z.boolean() })
export type ClubDecisionRequest = z.infer<typeof ZClubDecisionRequest>

/** GET /api/Kulup/Kulupler/Etkinlikler query. */
export const ZClubIdQuery = z.object({ ClubId: ZIdParam })

/** One event a club organises. */
export const ZClubEvent = z.object({
  Id: ZId,
  Name: z.string(),
  Hall: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
})
export type ClubEvent = z.infer<typeof ZClubEvent>

/** GET /api/Kulup/Uyeler/Liste query: a club's members by name or number, paged. */
export const ZClubMembersQuery = ZPageQuery.extend({
  ClubId: ZIdParam,
  search: z.string().trim().max(100).optional(),
})
export type ClubMembersQuery = z.infer<typeof ZClubMembersQuery>

/** One member of a club (its advisor's and president's view). */
export const ZClubMember = z.object({
  StudentNo: z.string(),
  FullName: z.string(),
  /** The member's programme in the caller's language. */
  Programme: z.string(),
  JoinedAt: z.string(),
  IsPresident: z.boolean(),
})
export type ClubMember = z.infer<typeof ZClubMember>
