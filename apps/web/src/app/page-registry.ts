/**
 * The web page registry: where features meet the router (DESIGN.md §3). Each entry names a path,
 * the translation namespaces the page needs and a loader of its component, so that every feature
 * page is its own chunk. Adding a feature page adds one entry here.
 */
import type { ComponentType } from 'react'
import type { Namespace } from './i18n/index.ts'

/** One lazily loaded feature page. */
export interface PageEntry {
  /** Route path, relative to `/` (e.g. `durum`). */
  path: string
  /** Namespaces loaded before the page renders. */
  namespaces: Namespace[]
  /** Loads the page component. */
  load: () => Promise<ComponentType>
}

/** The feature pages with static routes. */
export const pageRegistry: PageEntry[] = [
  {
    path: 'durum',
    namespaces: ['system-status'],
    load: () =>
      import('../features/system-status/pages/SystemStatusPage.tsx').then((m) => m.SystemStatusPage),
  },
]
