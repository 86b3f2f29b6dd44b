/**
 * Turning page entries into lazy route modules, each with the spec's 120 s chunk timeout (spec §7)
 * and its translations loaded first. The menu pages' lazy components are in `registry-page.ts`, so that
 * this module (used by the router in the entry chunk) does not pull in the whole page registry.
 */
import type { ComponentType } from 'react'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { loadNamespaces } from '../i18n/index.ts'
import type { PageEntry } from '../page-registry.ts'

/** Loads an entry's component and namespaces within the chunk timeout. */
export function loadEntry(entry: PageEntry): Promise<ComponentType> {
  return loadChunk(async () => {
    const [Component] = await Promise.all([entry.load(), loadNamespaces(...entry.namespaces)])
    return Component
  })
}

/** A route `lazy` function for an entry: `{ Component }` once code and translations are there. */
export function lazyRoute(entry: PageEntry) {
  return async () => ({ Component: await loadEntry(entry) })
}
