/**
 * POST /api/Personnel/Bilgi/UpdateContact {Version, Address, PostalCode, HomePhone, MobilePhone,
 * AlternativeMobile, PersonalEmail} (spec §3 "Personnel", §5 phone rules): replaces the editable contact
 * fields and answers the updated record. Failures come as ApiError: 400 with one localised message per
 * field in `responseData.errors`, 409 with the current record in `responseData` when `Version` is stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PersonnelRecord, UpdateContactRequest } from '@unacs/contracts'
import { ApiError, api } from '../../../shared/api/client.ts'
import { myRecordKey } from './get-my-record.ts'

/** The request body as the form sends it (phones as typed; the server normalises them). */
export type UpdateContactBody = { [K in keyof UpdateContactRequest]: UpdateContactRequest[K] | string }

/** Sends the contact fields; resolves to the updated record. */
export function updateContact(body: UpdateContactBody): Promise<PersonnelRecord> {
  return api.post<PersonnelRecord>('/api/Personnel/Bilgi/UpdateContact', body)
}

/** The current record carried by a 409 answer, or null for any other error. */
export function currentRecordOf(error: unknown): PersonnelRecord | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const current = (error.body as { responseData?: PersonnelRecord | null } | undefined)?.responseData
  return current && typeof current === 'object' && 'Version' in current ? current : null
}

/** The update as a TanStack mutation: the answer (or a 409's current record) replaces the cached record. */
export function useUpdateContact() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (record) => client.setQueryData(myRecordKey, record),
    onError: (error) => {
      const current = currentRecordOf(error)
      if (current) client.setQueryData(myRecordKey, current)
    },
  })
}
