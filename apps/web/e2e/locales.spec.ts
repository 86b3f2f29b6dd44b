/**
 * Every string exists in Turkish and English (issue 4): for every namespace, the tr and en files
 * have the same key set, and no value is empty. Runs in Node, without a browser.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from './support/test.ts'

const localesDir = fileURLToPath(new URL('../src/locales/', import.meta.url))

/** Dotted key paths of a nested translation object, with their values. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, leaf] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf)
    }
  } else {
    out.set(prefix, value)
  }
  return out
}

const read = (lng: string, file: string) =>
  flatten(JSON.parse(readFileSync(`${localesDir}${lng}/${file}`, 'utf8')) as unknown)

const trFiles = readdirSync(`${localesDir}tr`)
  .filter((f) => f.endsWith('.json'))
  .sort()
const enFiles = readdirSync(`${localesDir}en`)
  .filter((f) => f.endsWith('.json'))
  .sort()

test('tr and en have the same namespaces', () => {
  expect(enFiles).toEqual(trFiles)
})

for (const file of trFiles) {
  test(`${file}: tr and en have the same keys and no empty texts`, () => {
    const tr = read('tr', file)
    const en = read('en', file)
    expect([...en.keys()].sort()).toEqual([...tr.keys()].sort())
    for (const [key, value] of [...tr, ...en]) {
      expect(typeof value === 'string' && value.trim().length > 0, `${file} ${key}`).toBe(true)
    }
  })
}
