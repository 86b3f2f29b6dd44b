/**
 * A notification's texts in a language (issue 39: "in the person's language"): the title and body of its
 * kind's messages with its parameters; `variant` picks the variant messages (approved / rejected…); a
 * parameter `<name>Key` is a message key whose text fills `{<name>}`. The staff
 * digest lists its queues: parameters `q:<queue>` hold each queue's count.
 */
import { termName } from '../../platform/format/format.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import type { NotificationParams } from './notifications.schema.ts'
import './notifications.messages.ts'

/** The parameter prefix of a digest's queue counts. */
export const QUEUE_PARAM = 'q:'

/** The title and body of a notification of `kind` with `params` in `lang`. */
export function renderNotification(
  lang: Language,
  kind: string,
  params: NotificationParams,
): { title: string; body: string } {
  const variant = typeof params.variant === 'string' ? `.${params.variant}` : ''
  const base = `notifications.kind.${kind}${variant}`
  const filled: Record<string, string | number> = { ...params }
  // A parameter `<name>Key` names a message: `{<name>}` is its text in `lang` (a step, a document kind).
  for (const [k, v] of Object.entries(params))
    if (k.endsWith('Key') && typeof v === 'string') filled[k.slice(0, -3)] = translate(lang, v)
  // Terms by name, not code (issue 36): "2026-2027-B" → "2026-2027 Bahar Dönemi".
  for (const k of ['term', 'terms'])
    if (typeof params[k] === 'string')
      filled[k] = String(params[k])
        .split(', ')
        .map((code) => termName(code, lang))
        .join(', ')
  if (kind === 'staff.digest') {
    filled.lines = Object.entries(params)
      .filter(([k]) => k.startsWith(QUEUE_PARAM))
      .map(([k, count]) =>
        translate(lang, 'notifications.digest.line', {
          queue: translate(lang, `notifications.queue.${k.slice(QUEUE_PARAM.length)}`),
          count,
        }),
      )
      .join('\n')
  }
  return { title: translate(lang, `${base}.title`, filled), body: translate(lang, `${base}.body`, filled) }
}
