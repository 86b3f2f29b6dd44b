/**
 * Running a queue decision (issue 36 "one shared request queue"): the feature's mutation is called with its
 * variables; success shows the feature's message; a 409 (someone decided the request meanwhile) tells what
 * changed — each current row the server sent back, described by the feature, with its status now — and the
 * queue is fetched again; any other error shows the server's message.
 */
import type { UseMutationResult } from '@tanstack/react-query'
import { App } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client.ts'

/** How the feature names a request and its state in the 409 message. */
export interface ConflictText<T> {
  /** The request in a few words (e.g. "2024101001 Ayşe Yılmaz · Onaylı Ders İçerikleri"). */
  describe: (row: T) => string
  /** Its status in the page's language. */
  status: (row: T) => string
}

/**
 * The current rows a 409 carries (`responseData`: an array of the queue's rows, or the one row of a queue
 * whose 409 answers a single request, e.g. freeze), or none.
 */
export function conflictRows<T>(err: unknown): T[] {
  if (!(err instanceof ApiError) || err.status !== 409) return []
  const data = (err.body as { responseData?: unknown } | undefined)?.responseData
  if (Array.isArray(data)) return data as T[]
  return data !== null && typeof data === 'object' ? [data as T] : []
}

/**
 * Returns `run(variables, success, after?)`: calls `mutation` with `variables`, shows `success` when it
 * succeeds and then calls `after` (close a dialog, clear the selection); on a 409 it shows what changed
 * (`text`), calls `after` too and fetches the queue again (`refetch`); other errors show the server's message
 * or `failed`.
 */
export function useQueueDecision<V, T>(
  mutation: UseMutationResult<unknown, Error, V>,
  text: ConflictText<T> & { failed: string; refetch: () => unknown },
) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  return (variables: V, success: string, after?: () => void) =>
    mutation.mutate(variables, {
      onSuccess: () => {
        message.success(success)
        after?.()
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 409) {
          const rows = conflictRows<T>(e)
          const changes = rows.map((r) => `${text.describe(r)}: ${text.status(r)}`).join('; ')
          message.warning(
            changes
              ? t('requestQueue.changed', { changes })
              : t('requestQueue.changedUnknown', { message: e.message }),
          )
          after?.()
          text.refetch()
          return
        }
        message.error(e instanceof ApiError ? e.message : text.failed)
      },
    })
}
