/**
 * What a runtime (menu) route passes to its page (spec §2 "Runtime routes"): the matched path
 * parameters, the menu title and the route name. Feature pages read it with {@link usePageContext}
 * instead of `useParams`, because runtime routes are resolved from the menu, not declared.
 */
import { createContext, use } from 'react'

/** The context of one runtime page. */
export interface PageContextValue {
  /** Path parameters from the menu entry's `:param` segments. */
  params: Readonly<Record<string, string | undefined>>
  /** The menu entry's title in the current language. */
  title: string
  /** Route name: the last path segment that is not a parameter. */
  name: string
  /** The page-registry component key. */
  component: string
}

/** Provided by the runtime route; empty outside one. */
export const PageContext = createContext<PageContextValue>({ params: {}, title: '', name: '', component: '' })

/** The current runtime page's params, title, name and component key. */
export function usePageContext(): PageContextValue {
  return use(PageContext)
}
