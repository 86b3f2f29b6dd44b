/**
 * Personnel information rules (spec §3 "Personnel"; issue "Staff self-service" § Personnel information):
 * - a staff member reads their own record (identity, contact, duty) and edits only the contact fields;
 *   identity fields such as the national id are read-only (not part of the update);
 * - an update carries the version it was based on; a stale version is refused (409) with the current record;
 * - HR (role 10, declared on the routes) reads and searches every staff member's record; nobody else can.
 * Contact updates are transactional and audited (before, after, actor, impersonator, proxy giver).
 */

import type { PersonnelRecord, UpdateContactRequest } from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import {
  type ContactFields,
  loadRecord,
  lockRecord,
  type StaffRow,
  searchStaff,
  staffByRegistryNo,
  staffOfPerson,
  writeContact,
} from './personnel.repo.ts'

/** Creates the personnel service over `db`; `clock` stamps updates. */
export function createPersonnelService(db: Database, clock: Clock) {
  async function ownStaff(principal: Principal): Promise<StaffRow> {
    if (principal.userType !== 'staff') throw forbidden()
    const staff = await staffOfPerson(db, principal.personId)
    if (!staff) throw notFound('personnel.noStaffRecord')
    return staff
  }

  return {
    /** The caller's own record. 403 for students; 404 when the caller has no staff record. */
    async me(principal: Principal, lang: Language): Promise<PersonnelRecord> {
      return loadRecord(db, await ownStaff(principal), lang)
    },

    /** Any staff member's record by registry number (HR only, enforced by the route). 404 when unknown. */
    async get(sicilNo: string, lang: Language): Promise<PersonnelRecord> {
      const staff = await staffByRegistryNo(db, sicilNo)
      if (!staff) throw notFound('personnel.notFound')
      return loadRecord(db, staff, lang)
    },

    /** A page of staff members matching `search` (HR only, enforced by the route). */
    async search(q: { search: string; page: number; pageSize: number }, lang: Language) {
      const { items, total } = await searchStaff(db, { ...q, lang })
      return { items, total, page: q.page, pageSize: q.pageSize }
    },

    /**
     * Replaces the caller's contact fields. 409 (`personnel.staleVersion`, current record in responseData)
     * when `Version` is not the stored one. Returns the updated record.
     */
    async updateContact(
      principal: Principal,
      body: UpdateContactRequest,
      lang: Language,
    ): Promise<PersonnelRecord> {
      const staff = await ownStaff(principal)
      const fields: ContactFields = {
        address: body.Address,
        postalCode: body.PostalCode,
        homePhone: body.HomePhone,
        mobilePhone: body.MobilePhone,
        alternativeMobile: body.AlternativeMobile,
        personalEmail: body.PersonalEmail,
      }
      try {
        await db.transaction(async (tx) => {
          const existing = await lockRecord(tx, staff.id)
          const before = await loadRecord(tx, staff, lang)
          if ((existing?.version ?? 0) !== body.Version) {
            throw conflict('personnel.staleVersion', {}, before)
          }
          await writeContact(tx, staff, existing, fields, { personId: principal.personId, at: clock() })
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'personnel_record',
            entityId: staff.registryNo,
            action: 'update_contact',
            before: { version: before.Version, ...before.Contact },
            after: { version: body.Version + 1, ...fields },
          })
        })
      } catch (err) {
        // Two first writes of a record at once: the primary key turns the second into a stale write.
        if (isUniqueViolation(err))
          throw conflict('personnel.staleVersion', {}, await loadRecord(db, staff, lang))
        throw err
      }
      return loadRecord(db, staff, lang)
    },
  }
}

/** The personnel service's type. */
export type PersonnelService = ReturnType<typeof createPersonnelService>
