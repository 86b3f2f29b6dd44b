/**
 * Typed translation keys: `t('…')` is checked against the Turkish files, and the English files
 * must have exactly the same keys (a missing or extra English key fails `tsc`).
 */
import 'i18next'
import type commonEn from '../../locales/en/common.json'
import type systemStatusEn from '../../locales/en/system-status.json'
import type commonTr from '../../locales/tr/common.json'
import type systemStatusTr from '../../locales/tr/system-status.json'

/** Compiles only when `En` has every key of `Tr`. */
type Complete<Tr, En extends Tr> = En

/** Both directions for every namespace; add a line per new namespace. */
export type LocaleCompleteness = [
  Complete<typeof commonTr, typeof commonEn>,
  Complete<typeof commonEn, typeof commonTr>,
  Complete<typeof systemStatusTr, typeof systemStatusEn>,
  Complete<typeof systemStatusEn, typeof systemStatusTr>,
]

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof commonTr
      'system-status': typeof systemStatusTr
    }
  }
}
