/**
 * The student's own instalment plan (issue 17 § Instalment plans; spec §8 "no vinov plan or detail for the
 * student"): GET /api/Instalments/My/Plan (an empty `null` answer when there is none) and POST My/Pay, which starts a card
 * payment of one instalment; the caller goes on to the payment page (and the bank's 3-D page) with its id.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PlanDetail, StartedPayment } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { instalmentsKey } from './plans.ts'

/** The student's plan; resolves to null when there is none (the server's empty answer). */
export function useMyPlan() {
  return useQuery({
    queryKey: [...instalmentsKey, 'my'],
    queryFn: ({ signal }) => api.get<PlanDetail | null>('/api/Instalments/My/Plan', { signal }),
  })
}

/** Starts the card payment of instalment `id` of the student's plan (resolves to the payment to pay). */
export function usePayInstalment() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<StartedPayment>('/api/Instalments/My/Pay', { InstalmentId: id }),
    onSettled: () => qc.invalidateQueries({ queryKey: instalmentsKey }),
  })
}
