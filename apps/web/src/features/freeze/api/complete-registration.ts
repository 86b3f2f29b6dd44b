/** POST /api/Freeze/Completion/Complete: completes registration; the server then ends the session. */
import { useMutation } from '@tanstack/react-query'
import type { CompleteRegistrationRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Sends the confirmed details and the accepted declaration. */
export function completeRegistration(body: CompleteRegistrationRequest): Promise<null> {
  return api.post<null>('/api/Freeze/Completion/Complete', body)
}

/** The completion as a mutation (the page signs out on success). */
export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration })
}
