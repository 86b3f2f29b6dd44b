/**
 * Menu gates: a page that only some members of a role may use (e.g. registration completion, only for a new
 * student who has not completed it; issue 16) is removed from that member's menu tree. A feature registers a
 * gate for its page's component name at start; the menu call asks every gate of the components in the tree.
 * The menu only hides (DESIGN.md §3): the feature's endpoints refuse the others themselves, and the web's
 * route guard sends a page that is not in the menu to /error-403.
 */
import type { MenuEntry } from '@unacs/contracts'
import type { Principal } from '../guard/access.ts'

/** Whether `principal` may see the gated page in its menu. */
export type MenuGate = (principal: Principal) => Promise<boolean>

/** The gates by component name (one per component; a second registration replaces the first). */
export interface MenuGates {
  /** Registers `visible` as the gate of the menu entries whose component is `component`. */
  gate(component: string, visible: MenuGate): void
  /** The gated components of `tree` that `principal` may not see (each gate asked once, in tree order). */
  hidden(tree: MenuEntry[], principal: Principal): Promise<Set<string>>
  /** `tree` without the entries (and their children) whose gate says no for `principal`. */
  filter(tree: MenuEntry[], principal: Principal): Promise<MenuEntry[]>
}

/** `tree` without the entries (and their children) whose component is in `hidden`; copies what it keeps. */
export function withoutGated(tree: MenuEntry[], hidden: ReadonlySet<string>): MenuEntry[] {
  const kept: MenuEntry[] = []
  for (const entry of tree) {
    if (entry.component && hidden.has(entry.component)) continue
    kept.push({ ...entry, children: withoutGated(entry.children, hidden) })
  }
  return kept
}

/** Creates an empty gate registry. */
export function createMenuGates(): MenuGates {
  const gates = new Map<string, MenuGate>()
  const hidden = async (tree: MenuEntry[], principal: Principal): Promise<Set<string>> => {
    const asked = new Set<string>()
    const refused = new Set<string>()
    const visit = async (entries: MenuEntry[]): Promise<void> => {
      for (const entry of entries) {
        const gate = entry.component ? gates.get(entry.component) : undefined
        if (gate && entry.component && !asked.has(entry.component)) {
          asked.add(entry.component)
          if (!(await gate(principal))) refused.add(entry.component)
        }
        // A refused entry's children go with it: their gates need not be asked.
        if (!(entry.component && refused.has(entry.component))) await visit(entry.children)
      }
    }
    await visit(tree)
    return refused
  }
  return {
    gate(component, visible) {
      gates.set(component, visible)
    },
    hidden,
    async filter(tree, principal) {
      return withoutGated(tree, await hidden(tree, principal))
    },
  }
}
