/** GET /api/Hazirlik/KurAtlatma/Preview and POST …/Apply (issue 18 § Promotion: preview, then one transaction). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepPromotionPreview } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** The promotion preview of a quarter (422 when no quarter follows or a target level is missing). */
export function usePromotionPreview(quarterId: number | undefined) {
  return useQuery({
    queryKey: [...prepKey, 'promotion', quarterId],
    queryFn: ({ signal }) =>
      api.get<PrepPromotionPreview>('/api/Hazirlik/KurAtlatma/Preview', { query: { quarterId }, signal }),
    enabled: quarterId !== undefined,
    retry: false,
  })
}

/**
 * Applies the promotion (409 when already applied, or naming the students already registered in the target
 * quarter unless `skip`; issue 37); resolves to the server's message.
 */
export function useApplyPromotion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ quarterId, skip }: { quarterId: number; skip: boolean }) =>
      (
        await api.post<{ message: string | null; responseData: PrepPromotionPreview }>(
          '/api/Hazirlik/KurAtlatma/Apply',
          { QuarterId: quarterId, SkipRegistered: skip },
          { raw: true },
        )
      ).message,
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
