/**
 * Bounds of request input checked before anything builds or walks it (issue 33 §1 "One request must never take
 * an instance down"): a JSON body's nesting depth, its keys and array elements counted together, and the length
 * of each string or key, in one linear pass over the raw text (no structure built, memory O(1)); a query string's
 * or form body's parameter count, bracket depth and value lengths likewise. A breach names its catalogue key and
 * the limit, answered 400 in the wrapper by the caller.
 */
import type { InputLimits } from '../../config.ts'
import { AppError } from './errors.ts'

/** A bound the input exceeds: the catalogue key of its message and the limit ({max}). */
export interface InputBreach {
  key:
    | 'error.inputTooDeep'
    | 'error.inputTooManyItems'
    | 'error.inputStringTooLong'
    | 'error.queryTooManyParams'
  max: number
}

/** The defaults of README "Configuration" (BODY_MAX_DEPTH, BODY_MAX_KEYS, BODY_MAX_STRING_LENGTH, …). */
export const DEFAULT_INPUT_LIMITS: InputLimits = {
  bodyMaxBytes: 2 * 1024 * 1024,
  maxDepth: 32,
  maxKeys: 100_000,
  maxStringLength: 100_000,
  queryMaxParams: 200,
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const COMMA = 0x2c
const LOWER_U = 0x75

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09

/**
 * The first bound the JSON text `text` exceeds, or null: nesting of arrays/objects deeper than `maxDepth`
 * (the top-level value is depth 1), more than `maxKeys` object keys and array elements in all, or a string
 * or key longer than `maxStringLength` characters (an escape such as `\n` or `\u00e7` counts as one). One pass,
 * stopping at the first breach; malformed JSON is left to the parser (the scan never throws).
 */
export function jsonBreach(
  text: string,
  limits: Pick<InputLimits, 'maxDepth' | 'maxKeys' | 'maxStringLength'>,
): InputBreach | null {
  const { maxDepth, maxKeys, maxStringLength } = limits
  const n = text.length
  let depth = 0
  let items = 0
  // True right after `[` or `{`: the next value or key (if any before the closing bracket) is a first member.
  let firstMember = false
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (isSpace(c)) continue
    if (firstMember && c !== CLOSE_ARRAY && c !== CLOSE_OBJECT) {
      if (++items > maxKeys) return { key: 'error.inputTooManyItems', max: maxKeys }
    }
    firstMember = false
    if (c === QUOTE) {
      let length = 0
      let j = i + 1
      for (; j < n; j++) {
        const d = text.charCodeAt(j)
        if (d === QUOTE) break
        if (d === BACKSLASH) j += text.charCodeAt(j + 1) === LOWER_U ? 5 : 1
        if (++length > maxStringLength) return { key: 'error.inputStringTooLong', max: maxStringLength }
      }
      i = j
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return { key: 'error.inputTooDeep', max: maxDepth }
      firstMember = true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--
    } else if (c === COMMA) {
      if (++items > maxKeys) return { key: 'error.inputTooManyItems', max: maxKeys }
    }
  }
  return null
}

/**
 * The first bound the query string (or form body) `query` exceeds, or null: more than `queryMaxParams`
 * parameters, a name nested deeper than `maxDepth` brackets (`a[b][c]`, also percent-encoded), or a name or
 * value longer than `maxStringLength` characters (as sent). One pass over the raw text.
 */
export function queryBreach(
  query: string,
  limits: Pick<InputLimits, 'maxDepth' | 'queryMaxParams' | 'maxStringLength'>,
): InputBreach | null {
  if (query.length === 0) return null
  const { maxDepth, queryMaxParams, maxStringLength } = limits
  let params = 1
  let depth = 0
  let length = 0
  let inName = true
  for (let i = 0; i < query.length; i++) {
    const c = query.charCodeAt(i)
    if (c === 0x26 /* & */) {
      if (++params > queryMaxParams) return { key: 'error.queryTooManyParams', max: queryMaxParams }
      depth = 0
      length = 0
      inName = true
      continue
    }
    if (inName && c === 0x3d /* = */) {
      inName = false
      length = 0
      continue
    }
    if (++length > maxStringLength) return { key: 'error.inputStringTooLong', max: maxStringLength }
    if (!inName) continue
    const bracket =
      c === OPEN_ARRAY ||
      (c === 0x25 /* % */ &&
        query.charCodeAt(i + 1) === 0x35 /* 5 */ &&
        (query.charCodeAt(i + 2) | 0x20) === 0x62) /* b or B */
    if (bracket && ++depth > maxDepth) return { key: 'error.inputTooDeep', max: maxDepth }
  }
  return null
}

/** The 400 for a breach, answered in the wrapper with the limit in the caller's language. */
export const breachError = (breach: InputBreach) => new AppError(400, breach.key, { max: breach.max })
