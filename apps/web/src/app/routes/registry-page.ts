/**
 * The components of the page registry (spec §2 component lookup), loaded on demand. Only the lazily loaded menu
 * and registry routes import this module, so the registry's loaders stay out of the entry chunk (issue 23).
 * A loaded page is kept, so that a later render draws it at once (RegistryPage.tsx).
 */
import type { ComponentType } from 'react'
import { pageRegistry } from '../page-registry.ts'
import { loadEntry } from './lazy-page.ts'

const loaded = new Map<string, ComponentType>()
const loading = new Map<string, Promise<ComponentType>>()

/** True when `key` has a registered page. */
export function hasRegistryPage(key: string): boolean {
  return pageRegistry[key] !== undefined
}

/** The page registered under `key` if its code and texts are already loaded, else undefined. */
export function loadedRegistryPage(key: string): ComponentType | undefined {
  return loaded.get(key)
}

/**
 * Loads the page registered under `key` (its code and translation namespaces, within the chunk timeout); one load
 * per key at a time, a failed one may be tried again. Rejects for an unknown key or when the load fails.
 */
export function loadRegistryPage(key: string): Promise<ComponentType> {
  const entry = pageRegistry[key]
  if (!entry) return Promise.reject(new Error(`no page is registered under ${key}`))
  let pending = loading.get(key)
  if (!pending) {
    pending = loadEntry(entry).then(
      (Component) => {
        loaded.set(key, Component)
        return Component
      },
      (error: unknown) => {
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}
