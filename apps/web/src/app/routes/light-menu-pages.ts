/**
 * The menu pages drawn light (issue 23, sixth pass): their first paint uses no antd, and they put their antd
 * parts in frames of their own (shared/ui/AntdPart.tsx). The signed-in shell renders these pages without the
 * antd frame around the page; every other menu page stays inside it. Kept apart from the page registry, whose
 * loaders the shell's chunk must not carry. The keys are the menu's component keys (page-registry.ts).
 */
export const LIGHT_MENU_PAGES: ReadonlySet<string> = new Set(['GradeEntryDetail'])
