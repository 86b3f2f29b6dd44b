/**
 * The app's single TanStack QueryClient. Client errors (4xx) are not retried: asking again will not
 * change the answer. Other failures are retried twice.
 */
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../shared/api/client.ts'

/** True when a failed query is worth another try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** Creates the QueryClient with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  })
}
