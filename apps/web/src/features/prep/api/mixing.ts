/**
 * Level mixing under /api/Hazirlik/KurKaristirma (issue 18 § Promotion and mixing; spec §4): Get, Start,
 * Move (an improvement), RollbackImprovements, Finalise, RollbackFinalisation. Each step sends the version
 * it saw; a 409 means another administrator acted first.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepMixing, PrepMixingMoveRequest, PrepMixingStep } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** The level's mixing. */
export function useMixing(levelId: number | undefined) {
  return useQuery({
    queryKey: [...prepKey, 'mixing', levelId],
    queryFn: ({ signal }) =>
      api.get<PrepMixing>('/api/Hazirlik/KurKaristirma/Get', { query: { levelId }, signal }),
    enabled: levelId !== undefined,
  })
}

/** The mixing actions. */
export type MixingAction =
  | { kind: 'start'; levelId: number }
  | ({ kind: 'move' } & PrepMixingMoveRequest)
  | ({ kind: 'rollbackImprovements' | 'finalise' | 'rollbackFinalisation' } & PrepMixingStep)

const PATHS = {
  move: 'Move',
  rollbackImprovements: 'RollbackImprovements',
  finalise: 'Finalise',
  rollbackFinalisation: 'RollbackFinalisation',
} as const

/** Runs one mixing action; refreshes the prep queries. */
export function useMixingAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (a: MixingAction) => {
      if (a.kind === 'start')
        return api.post<PrepMixing>('/api/Hazirlik/KurKaristirma/Start', { LevelId: a.levelId })
      const { kind, ...body } = a
      return api.post<PrepMixing>(`/api/Hazirlik/KurKaristirma/${PATHS[kind]}`, body)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
