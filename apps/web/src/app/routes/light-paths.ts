/**
 * The paths of light menu pages with a parameter (issue 23, sixth pass), as regular expressions over the whole
 * path, each with its preload kind (route-preloads.ts) and, where it has one, the data its first paint needs
 * (route-prefetch.ts). They name the seeded menu's routes (apps/api/src/db/seed/menus.ts); a menu that maps such a
 * path to another page only costs a preload the page does not use (the role menu still decides what renders).
 */
export const LIGHT_PATH_PATTERNS = {
  /** `ogretim/not-girisi/:sectionId`, GradeEntryDetail. */
  gradeEntry: '^/ogretim/not-girisi/(\\d+)$',
} as const

/** True when `path` is one of the light menu pages' paths (their route needs no antd frame before it paints). */
export function isLightMenuPath(path: string): boolean {
  return Object.values(LIGHT_PATH_PATTERNS).some((source) => new RegExp(source).test(path))
}
