/**
 * POST /api/Identity/Account/OgrencilikDegistir (spec §7): switch to another of the student's
 * student numbers; the answer is the new token.
 */

import { useMutation } from '@tanstack/react-query'
import type { StudentshipSwitchRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Switches the active studentship; resolves to the new token. */
export function switchStudentship(body: StudentshipSwitchRequest): Promise<string> {
  return api.post<string>('/api/Identity/Account/OgrencilikDegistir', body)
}

/** The studentship switch as a TanStack mutation. */
export function useSwitchStudentship() {
  return useMutation({ mutationFn: switchStudentship })
}
