/**
 * The guest's own profile in the database: personal information and contact details, read together and
 * each written as one upsert inside a transaction, with its audit row (issue 15).
 */
import type {
  GuestDetail,
  GuestDetailRequest,
  GuestPersonalInfo,
  GuestPersonalInfoRequest,
  GuestProfile,
} from '@unacs/contracts'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { guestDetails, guestProfiles, guests } from './guest.schema.ts'
import { GUEST_AUDIT_ACTOR } from './guest-session.ts'

type ProfileRow = typeof guestProfiles.$inferSelect
type DetailRow = typeof guestDetails.$inferSelect

/** Empty or absent text → null. */
const orNull = (v: string | null | undefined) => (v ? v : null)

function toPersonalInfo(row: ProfileRow): GuestPersonalInfo {
  const { guestId: _, updatedAt, gender, ...rest } = row
  return { ...rest, gender: gender === 'female' ? 'female' : 'male', updatedAt: updatedAt.toISOString() }
}

function toDetail(row: DetailRow): GuestDetail {
  const { guestId: _, updatedAt, ...rest } = row
  return { ...rest, updatedAt: updatedAt.toISOString() }
}

/** The profile of guest `guestId`, or null when there is no such guest. */
export async function loadGuestProfile(db: Database, guestId: number): Promise<GuestProfile | null> {
  const [guest] = await db.select().from(guests).where(eq(guests.id, guestId))
  if (!guest) return null
  const [profile] = await db.select().from(guestProfiles).where(eq(guestProfiles.guestId, guestId))
  const [detail] = await db.select().from(guestDetails).where(eq(guestDetails.guestId, guestId))
  return {
    guestParentId: guest.id,
    email: guest.email,
    personalInfo: profile ? toPersonalInfo(profile) : null,
    detail: detail ? toDetail(detail) : null,
  }
}

/** Creates or replaces the personal information of guest `guestId` (one transaction). */
export async function savePersonalInfo(
  db: Database,
  guestId: number,
  input: GuestPersonalInfoRequest,
): Promise<GuestPersonalInfo> {
  const values = {
    guestTypeId: input.guestTypeId,
    firstName: input.firstName,
    lastName: input.lastName,
    nationalId: orNull(input.nationalId),
    passportNo: orNull(input.passportNo),
    nationality: input.nationality.toUpperCase(),
    birthDate: input.birthDate,
    birthPlace: orNull(input.birthPlace),
    gender: input.gender,
    phone: input.phone,
    orcid: orNull(input.orcid),
    updatedAt: sql`now()`,
  }
  const row = await db.transaction(async (tx) => {
    const [previous] = await tx.select().from(guestProfiles).where(eq(guestProfiles.guestId, guestId))
    const [saved] = await tx
      .insert(guestProfiles)
      .values({ guestId, ...values })
      .onConflictDoUpdate({ target: guestProfiles.guestId, set: values })
      .returning()
    await auditSave(tx, 'guest_profile', guestId, previous, saved)
    return saved
  })
  if (!row) throw new Error('guest profile upsert returned no row')
  return toPersonalInfo(row)
}

/** Creates or replaces the contact details of guest `guestId` (one transaction). */
export async function saveDetail(
  db: Database,
  guestId: number,
  input: GuestDetailRequest,
): Promise<GuestDetail> {
  const values = {
    address: input.address,
    city: input.city,
    country: input.country.toUpperCase(),
    postalCode: orNull(input.postalCode),
    alternativePhone: orNull(input.alternativePhone),
    academicTitle: orNull(input.academicTitle),
    institution: orNull(input.institution),
    updatedAt: sql`now()`,
  }
  const row = await db.transaction(async (tx) => {
    const [previous] = await tx.select().from(guestDetails).where(eq(guestDetails.guestId, guestId))
    const [saved] = await tx
      .insert(guestDetails)
      .values({ guestId, ...values })
      .onConflictDoUpdate({ target: guestDetails.guestId, set: values })
      .returning()
    await auditSave(tx, 'guest_detail', guestId, previous, saved)
    return saved
  })
  if (!row) throw new Error('guest detail upsert returned no row')
  return toDetail(row)
}

/** Audits a guest's save of `entity` (issue 15): action create or update, before and after, actor the guest. */
async function auditSave(
  tx: Pick<Database, 'insert'>,
  entity: 'guest_profile' | 'guest_detail',
  guestId: number,
  previous: object | undefined,
  saved: object | undefined,
): Promise<void> {
  await recordAudit(tx, GUEST_AUDIT_ACTOR, {
    entity,
    entityId: guestId,
    action: previous ? 'update' : 'create',
    before: previous ?? null,
    after: saved ?? null,
  })
}
