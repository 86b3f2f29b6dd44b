/** GET /api/Application/AkademikBasvurular/List: the guest's applications (number, position, status, last step). */
import { useQuery } from '@tanstack/react-query'
import type { ApplicationListItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Fetches the guest's applications, newest first. */
export function listApplications(signal?: AbortSignal): Promise<ApplicationListItem[]> {
  return api.get<ApplicationListItem[]>('/api/Application/AkademikBasvurular/List', { signal })
}

/** The guest's applications as a query. */
export function useApplications() {
  return useQuery({
    queryKey: [...applicationKeys.guest, 'list'],
    queryFn: ({ signal }) => listApplications(signal),
  })
}
