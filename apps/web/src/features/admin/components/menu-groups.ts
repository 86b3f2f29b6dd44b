/**
 * The groups an entry can sit in (issue 37 "move it to another group"): the menu's groups (entries without a
 * page), except `self` and the groups under it, plus the top level (value 0), names in `lang`.
 */
import type { AdminMenuEntry } from '@unacs/contracts'

/** Select options of the possible parents of `self` (null: a new entry). */
export function groupOptions(
  entries: readonly AdminMenuEntry[],
  self: AdminMenuEntry | null,
  topLevel: string,
  lang: string,
): { value: number; label: string }[] {
  const under = new Set<number>()
  if (self) {
    under.add(self.Id)
    let grew = true
    while (grew) {
      grew = false
      for (const e of entries) {
        if (e.ParentId !== null && under.has(e.ParentId) && !under.has(e.Id)) {
          under.add(e.Id)
          grew = true
        }
      }
    }
  }
  return [
    { value: 0, label: topLevel },
    ...entries
      .filter((e) => e.Component === null && !under.has(e.Id))
      .map((e) => ({ value: e.Id, label: lang === 'en' ? e.NameEn : e.NameTr })),
  ]
}
