/**
 * The step calls of the guest's application (spec §4 steps; one POST per step):
 * POST …/AkademikBasvurular/{Create | SaveApplicationInfo | SavePersonalInfo | SaveResume | SaveWorks |
 * SaveDeclaration | Finalise}. Each answers with the whole application (new version, last step); refusals
 * (unchanged form 422, stale version 409, step order 422, finalised 422) come as ApiError with the
 * server's localised message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApplicationDetail } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKey } from './get-application.ts'
import { applicationKeys } from './keys.ts'

/** The step actions of the API. */
export type StepAction =
  | 'Create'
  | 'SaveApplicationInfo'
  | 'SavePersonalInfo'
  | 'SaveResume'
  | 'SaveWorks'
  | 'SaveDeclaration'
  | 'Finalise'

/** Posts `body` to step `action`; resolves to the saved application. */
export function saveStep(action: StepAction, body: object): Promise<ApplicationDetail> {
  return api.post<ApplicationDetail>(`/api/Application/AkademikBasvurular/${action}`, body)
}

/** A step call as a mutation: stores the answer as the application's data and refreshes the list. */
export function useSaveStep(action: StepAction) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: object) => saveStep(action, body),
    onSuccess: (saved) => {
      client.setQueryData(applicationKey(saved.id), saved)
      void client.invalidateQueries({ queryKey: [...applicationKeys.guest, 'list'] })
    },
  })
}
