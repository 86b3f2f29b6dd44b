/**
 * The lazily rendered components of the page registry (spec §2 component lookup). Only the lazily
 * loaded menu and registry routes import this module, so the registry's loaders stay out of the entry
 * chunk (issue 23).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { pageRegistry } from '../page-registry.ts'
import { loadEntry } from './lazy-page.ts'

const cache = new Map<string, LazyExoticComponent<ComponentType>>()

/**
 * The lazy component registered under `key`, or null for an unknown key. One instance per key, so
 * React keeps the page's state across re-renders.
 */
export function lazyRegistryPage(key: string): LazyExoticComponent<ComponentType> | null {
  const entry = pageRegistry[key]
  if (!entry) return null
  let page = cache.get(key)
  if (!page) {
    page = lazy(() => loadEntry(entry).then((Component) => ({ default: Component })))
    cache.set(key, page)
  }
  return page
}
