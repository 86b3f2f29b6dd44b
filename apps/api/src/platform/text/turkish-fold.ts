/**
 * One rule for every search and every name ordering of the API (issue 36 "Turkish search and sorting,
 * everywhere"), the same in JavaScript and in SQL, on PGlite and on PostgreSQL:
 * - folding: Turkish-aware case folding (I → ı, İ → i) and the Turkish letters (and the common Latin accents)
 *   to plain ASCII, so "isik", "IŞIK", "Işık" and "ISIK" all give "isik" and "sahin" finds "ŞAHİN";
 *   {@link foldTurkish} (the user's words) and {@link foldSql} (a column) use one table, so both sides agree;
 * - searching: {@link foldedContains} builds the where clause (every word in one of the columns);
 * - ordering: {@link orderByTurkish} orders by a sort key in Turkish alphabetical order (C < Ç < D, G < Ğ < H,
 *   I (ı) < İ (i), O < Ö < P, S < Ş < T, U < Ü < V; case-insensitive). PGlite has no `tr` ICU collation, so
 *   the key is one `translate()` to a byte-ordered alphabet compared with `COLLATE "C"` (both engines);
 *   callers add a unique tie-breaker (the id) so pages are stable.
 * The web mirrors the folding in apps/web/src/shared/text/turkish-search.ts.
 */
import { and, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/** Letters folded by {@link foldTurkish} and {@link foldSql}, paired with FOLD_TO by position. */
export const FOLD_FROM = 'ÇĞİIÖŞÜçğıöşüÂÎÛâîûÁÀÄÃÅáàäãåÉÈÊËéèêëÍÌÏíìïÓÒÔÕóòôõÚÙúùÑñ'
/** What each letter of FOLD_FROM folds to (then lower-cased). */
export const FOLD_TO = 'cgiiosucgiosuaiuaiuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunn'

/** Turkish alphabet, lower case, in order (with q, w, x where the Latin alphabet has them). */
const ALPHABET_LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz'
/** The same letters upper case (I is the capital of ı, İ of i). */
const ALPHABET_UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ'
/** One byte-ordered key character per letter: code points 0x41… in alphabet order. */
const KEY_CHARS = [...ALPHABET_LOWER].map((_, i) => String.fromCharCode(0x41 + i)).join('')
const keyOf = (letter: string) => KEY_CHARS[ALPHABET_LOWER.indexOf(letter)] ?? letter
/** Letters mapped by the sort key: both cases of the alphabet and the circumflexed vowels (â = a, î = i, û = u). */
export const SORT_FROM = `${ALPHABET_LOWER}${ALPHABET_UPPER}âÂîÎûÛ`
/** The key character of each letter of SORT_FROM. */
export const SORT_TO = `${KEY_CHARS}${KEY_CHARS}${keyOf('a').repeat(2)}${keyOf('i').repeat(2)}${keyOf('u').repeat(2)}`

if (FOLD_FROM.length !== FOLD_TO.length || SORT_FROM.length !== SORT_TO.length)
  throw new Error('turkish-fold: translation tables differ in length')

/** A string constant as an SQL literal (the tables above hold no quote); a literal lets an index match. */
const literal = (s: string) => sql.raw(`'${s.replace(/'/g, "''")}'`)

/**
 * Folds `text` for Turkish-aware, accent-insensitive matching: "ÖZTÜRK", "Öztürk" and "ozturk" give
 * "ozturk"; "IŞIK", "Işık" and "ISIK" give "isik"; runs of white space become one space, trimmed.
 * The same as {@link foldSql} on the database.
 */
export function foldTurkish(text: string): string {
  let out = ''
  for (const ch of text) {
    const i = FOLD_FROM.indexOf(ch)
    out += i >= 0 ? FOLD_TO[i] : ch
  }
  return out.toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * SQL of {@link foldTurkish} over `expr` (without the white-space step): `lower(translate(expr, …, …))`.
 * Immutable, so an expression index over it (students' name search, migration of the students feature)
 * serves the query when `expr` is written the same way.
 */
export function foldSql(expr: SQLWrapper): SQL {
  return sql`lower(translate(${expr}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`
}

/** The words of a search after {@link foldTurkish} (empty when the search is blank or missing). */
export function searchWords(q: string | null | undefined): string[] {
  return foldTurkish(q ?? '')
    .split(' ')
    .filter(Boolean)
}

/** Escapes LIKE wildcards (`%`, `_`, `\`) in a user's word. */
export const likeEscape = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The where clause of a search `q` over `columns` (text expressions: columns or SQL such as
 * `first_name || ' ' || last_name`): every folded word of `q` occurs (substring) in one of the folded
 * columns. Returns undefined for a blank or missing `q` (no condition), so callers pass it to `and(...)`.
 * Issue 36: `isik`, `IŞIK`, `ISIK` find "Işık"; `sahin` finds "ŞAHİN".
 */
export function foldedContains(
  columns: SQLWrapper | readonly SQLWrapper[],
  q: string | null | undefined,
): SQL | undefined {
  const words = searchWords(q)
  if (words.length === 0) return undefined
  const folded = (Array.isArray(columns) ? columns : [columns]).map((c: SQLWrapper) => foldSql(c))
  return and(
    ...words.map((w) => {
      const pattern = `%${likeEscape(w)}%`
      const each = folded.map((c) => sql`${c} like ${pattern}`)
      return each.length === 1 ? each[0] : or(...each)
    }),
  )
}

/**
 * The JavaScript twin of {@link foldedContains} for lists filtered in memory: true when every folded word of
 * `q` occurs in one of `fields` (or when `q` is blank: no filter).
 */
export function matchesFolded(
  q: string | null | undefined,
  fields: readonly (string | null | undefined)[],
): boolean {
  const words = searchWords(q)
  if (words.length === 0) return true
  const folded = fields.map((f) => foldTurkish(f ?? ''))
  return words.every((w) => folded.some((f) => f.includes(w)))
}

/**
 * The Turkish sort key of `text` (the JavaScript twin of {@link turkishSortKeySql}): each letter to one
 * byte-ordered character, case-insensitive; compare keys by code unit (`<`), not by locale.
 */
export function turkishSortKey(text: string): string {
  let out = ''
  for (const ch of text) {
    const i = SORT_FROM.indexOf(ch)
    out += i >= 0 ? SORT_TO[i] : ch
  }
  return out
}

/** SQL of the sort key of `expr` (see {@link turkishSortKey}), with `COLLATE "C"` so it orders by bytes. */
export function turkishSortKeySql(expr: SQLWrapper): SQL {
  return sql`(translate(${expr}, ${literal(SORT_FROM)}, ${literal(SORT_TO)}) collate "C")`
}

/**
 * An ORDER BY term putting `expr` (a person's or unit's name) in Turkish alphabetical order on both engines:
 * "Can, Çelik, Kılıç, Özkan, Yılmaz"; "İktisadi" after "Hukuk", not last. `direction` asc (default) or desc.
 * Add a unique column (the id) after it so that server-side pages are stable.
 */
export function orderByTurkish(expr: SQLWrapper, direction: 'asc' | 'desc' = 'asc'): SQL {
  return direction === 'desc' ? sql`${turkishSortKeySql(expr)} desc` : sql`${turkishSortKeySql(expr)} asc`
}

/** Compares two names in Turkish order by {@link turkishSortKey} (for sorting in JavaScript). */
export function compareTurkish(a: string, b: string): number {
  const ka = turkishSortKey(a)
  const kb = turkishSortKey(b)
  return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0
}
