/**
 * Level mixing under /api/Hazirlik/KurKaristirma (issue 18 § Promotion and mixing; spec §4): Get, Start,
 * Move (an improvement), RollbackImprovements, Restore (the placement before the mixing; issue 37), Finalise,
 * RollbackFinalisation. Each step sends the version it saw; a 409 means another administrator acted first.
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
  | ({ kind: 'rollbackImprovements' | 'restore' | 'finalise' | 'rollbackFinalisation' } & PrepMixingStep)

const PATHS = {
  move: 'Move',
  rollbackImprovements: 'RollbackImprovements',
  restore: 'Restore',
  finalise: 'Finalise',
  rollbackFinalisation: 'RollbackFinalisation',
} as const

type Answer = { message: string | null; responseData: PrepMixing }

/**
 * Runs one mixing action; resolves to the server's message (in the user's language) and the students an
 * improvement rollback kept where a move outside the mixing put them; refreshes the prep queries.
 */
export function useMixingAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (a: MixingAction): Promise<{ message: string | null; kept: string[] }> => {
      const { kind, ...body } = a
      const out =
        a.kind === 'start'
          ? await api.post<Answer>('/api/Hazirlik/KurKaristirma/Start', { LevelId: a.levelId }, { raw: true })
          : await api.post<Answer>(`/api/Hazirlik/KurKaristirma/${PATHS[kind as keyof typeof PATHS]}`, body, {
              raw: true,
            })
      return { message: out.message, kept: out.responseData.KeptOutside ?? [] }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
