/**
 * The input scanners and the text-rule walk (issue 33 §1, §3): JSON depth, keys + elements and string length
 * pass exactly at their limits and are refused one beyond; strings hide no brackets and escapes count as one
 * character; a query string's parameters, bracket depth and value length likewise; the 40,000-level body is
 * refused in milliseconds; the text-rule walk is linear (40,000 levels and 200,000 elements in well under a
 * second) and names the path of each offending node, refusing NUL, lone surrogates and bidi controls.
 */
import { describe, expect, it } from 'vitest'
import { jsonBreach, queryBreach } from './input-bounds.ts'
import { BIDI_CONTROL, LONE_SURROGATE, NUL_CHARACTER, textRuleBroken, textRuleIssues } from './validation.ts'

const limits = { maxDepth: 3, maxKeys: 5, maxStringLength: 4, queryMaxParams: 3 }
const json = (text: string) => jsonBreach(text, limits)?.key ?? 'ok'
const query = (text: string) => queryBreach(text, limits)?.key ?? 'ok'

describe('JSON body scanner', () => {
  it('bounds depth exactly at the limit (the top-level value is depth 1)', () => {
    expect(json('[[[1]]]')).toBe('ok')
    expect(json('[[[[1]]]]')).toBe('error.inputTooDeep')
    expect(json('{"a":{"b":{"c":1}}}')).toBe('ok')
    expect(json('{"a":{"b":{"c":{}}}}')).toBe('error.inputTooDeep')
    // Depth is nesting, not the number of containers: siblings do not add up.
    expect(json('[[1],[2]]')).toBe('ok')
    expect(json('[[[1]],[[2]]]')).toBe('error.inputTooManyItems') // 2 + 2 + 2 elements
  })

  it('counts keys and array elements together, exactly at the limit', () => {
    expect(json('[1,2,3,4,5]')).toBe('ok')
    expect(json('[1,2,3,4,5,6]')).toBe('error.inputTooManyItems')
    expect(json('{"a":1,"b":[2,3],"c":4}')).toBe('ok') // a, b, 2, 3, c
    expect(json('{"a":1,"b":[2,3],"c":4,"d":5}')).toBe('error.inputTooManyItems')
    expect(json('[[],{},[],{},[]]')).toBe('ok') // empty containers hold nothing
    expect(json(' [ 1 , 2 ] ')).toBe('ok')
  })

  it('bounds each string and key, an escape counting as one character, brackets in strings ignored', () => {
    expect(json('["abcd"]')).toBe('ok')
    expect(json('["abcde"]')).toBe('error.inputStringTooLong')
    expect(json('{"abcde":1}')).toBe('error.inputStringTooLong')
    expect(json('["\\u00e7\\"\\\\\\n"]')).toBe('ok') // ç " \ newline: four characters
    expect(json('["\\u00e7\\"\\\\\\nx"]')).toBe('error.inputStringTooLong')
    expect(json('["[[[["]')).toBe('ok')
    expect(json('["\\"[[["]')).toBe('ok')
    expect(json('["a,b"]')).toBe('ok')
  })

  it('leaves malformed JSON to the parser without throwing', () => {
    for (const text of ['', '"', '[', ']]]', '{"a', '["\\', ',,,'])
      expect(() => jsonBreach(text, limits)).not.toThrow()
  })

  it('refuses the 40,000-level body of the issue at its 33rd level, in milliseconds', () => {
    const body = `${'['.repeat(40_000)}${']'.repeat(40_000)}`
    const started = performance.now()
    expect(jsonBreach(body, { maxDepth: 32, maxKeys: 100_000, maxStringLength: 100_000 })).toEqual({
      key: 'error.inputTooDeep',
      max: 32,
    })
    expect(performance.now() - started).toBeLessThan(20)
    const atLimit = `${'['.repeat(32)}${']'.repeat(32)}`
    expect(jsonBreach(atLimit, { maxDepth: 32, maxKeys: 100_000, maxStringLength: 100_000 })).toBeNull()
  })
})

describe('query-string scanner', () => {
  it('bounds the parameters exactly at the limit', () => {
    expect(query('')).toBe('ok')
    expect(query('a=1&b=2&c=3')).toBe('ok')
    expect(query('a=1&b=2&c=3&d=4')).toBe('error.queryTooManyParams')
  })

  it('bounds bracket depth of a name, also percent-encoded, but not brackets in a value', () => {
    const deep = (text: string) => queryBreach(text, { ...limits, maxStringLength: 100 })?.key ?? 'ok'
    expect(deep('a[b][c][d]=1')).toBe('ok')
    expect(deep('a[b][c][d][e]=1')).toBe('error.inputTooDeep')
    expect(deep('a%5Bb%5D%5bc%5D%5Bd%5D=1')).toBe('ok')
    expect(deep('a%5Bb%5D%5bc%5D%5Bd%5D%5Be%5D=1')).toBe('error.inputTooDeep')
    expect(deep('a[b][c][d]=1&e[f][g][h]=2')).toBe('ok') // depth is per name
    expect(deep('q=[[[[[[[[')).toBe('ok')
  })

  it('bounds each name and value length exactly at the limit', () => {
    expect(query('abcd=wxyz')).toBe('ok')
    expect(query('abcde=1')).toBe('error.inputStringTooLong')
    expect(query('a=vwxyz')).toBe('error.inputStringTooLong')
  })
})

describe('text rules (NUL, lone surrogate, bidi control)', () => {
  it('names the rule each text breaks, and passes ordinary Turkish, Arabic and emoji text', () => {
    expect(textRuleBroken('Çağrı Işıl Öztürk')).toBeNull()
    expect(textRuleBroken('محمد أحمد')).toBeNull()
    expect(textRuleBroken('👩‍🎓 mezun')).toBeNull()
    expect(textRuleBroken('a\u0000b')).toBe(NUL_CHARACTER)
    expect(textRuleBroken('a\uD800b')).toBe(LONE_SURROGATE)
    expect(textRuleBroken('a\uDC00')).toBe(LONE_SURROGATE)
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(textRuleBroken(`Ali${c}gpj.exe`)).toBe(BIDI_CONTROL)
    expect(textRuleBroken('a\u200Fb')).toBeNull() // a right-to-left mark only orders its neighbours
  })

  it('reports the path of each offending value or key, and only those', () => {
    const issues = textRuleIssues({
      Name: 'Ali\u202Ecod.exe',
      List: [{ Note: 'ok' }, { Note: 'x\uD83D' }],
      'k\u0000': 'hidden',
      Fine: 'İyi',
    })
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['k\u0000', NUL_CHARACTER],
      ['Name', BIDI_CONTROL],
      ['List.1.Note', LONE_SURROGATE],
    ])
  })

  it('walks 40,000 levels and 200,000 elements in linear time and memory', () => {
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 40_000; i++) deep = [deep]
    const started = performance.now()
    const issues = textRuleIssues(deep)
    expect(issues).toHaveLength(1)
    expect(issues[0]?.path).toHaveLength(40_000)
    const wide = textRuleIssues(Array.from({ length: 200_000 }, (_, i) => `v${i}`))
    expect(wide).toEqual([])
    // About 0.25 s on an idle machine; the former walk ran out of memory after ~40 s.
    expect(performance.now() - started).toBeLessThan(3000)
  })
})
