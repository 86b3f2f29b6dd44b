/** Health and readiness answers (plain JSON, not wrapped): GET /healthz and GET /readyz. */
import { z } from 'zod'

export const ZHealthResponse = z.object({ status: z.literal('ok') })
export type HealthResponse = z.infer<typeof ZHealthResponse>

export const ZReadyResponse = z.object({
  status: z.enum(['ready', 'unready']),
  database: z.enum(['ok', 'unreachable']),
})
export type ReadyResponse = z.infer<typeof ZReadyResponse>
