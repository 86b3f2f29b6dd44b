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
  /** `tree` without the entries (and their children) whose gate says no for `principal`. */
  filter(tree: MenuEntry[], principal: Principal): Promise<MenuEntry[]>
}

/** Creates an empty gate registry. */
export function createMenuGates(): MenuGates {
  const gates = new Map<string, MenuGate>()
  return {
    gate(component, visible) {
      gates.set(component, visible)
    },
    async filter(tree, principal) {
      const verdicts = new Map<string, boolean>()
      const visit = async (entries: MenuEntry[]): Promise<MenuEntry[]> => {
        const kept: MenuEntry[] = []
        for (const entry of entries) {
          const gate = entry.component ? gates.get(entry.component) : undefined
          if (gate && entry.component) {
            if (!verdicts.has(entry.component)) verdicts.set(entry.component, await gate(principal))
            if (!verdicts.get(entry.component)) continue
          }
          kept.push({ ...entry, children: await visit(entry.children) })
        }
        return kept
      }
      return visit(tree)
    },
  }
}
