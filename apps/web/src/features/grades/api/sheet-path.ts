/**
 * The grade sheet call's path (spec §4 grade entry), on its own so that the web build can name it without the
 * API client: the grade entry's prerendered page sends it early (prerender/plugin.ts, `earlyFetch`).
 */
export const SHEET_PATH = '/api/Grades/GradeEntry/Sheet'
