/**
 * Issue 36 "One way to show money, dates, times and numbers" and "Messages people can read": the shared
 * rules (contracts format.ts via platform/format), message parameters in the reader's language, validation
 * answers in words with field labels, 409 answers in their public shape only, and source sweeps: no ISO or
 * UTC string and no hand-made "… TL" amount is put into a server message.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../../src/app.ts'
import {
  day,
  formatDate,
  formatDateTime,
  formatMoney,
  instant,
  money,
  parseAmount,
  term,
  termName,
} from '../../src/platform/format/format.ts'
import { isPublicShape } from '../../src/platform/http/error-handler.ts'
import { conflict } from '../../src/platform/http/errors.ts'
import { ok } from '../../src/platform/http/response.ts'
import { catalogueKeys, translate } from '../../src/platform/i18n/messages.ts'
import { createTestDatabase, type TestDatabase, testConfig } from '../test-db.ts'

describe('one format per language', () => {
  it('money: sign first, the language separators, from integer kuruş', () => {
    expect(formatMoney(153458800, 'tr')).toBe('₺1.534.588,00')
    expect(formatMoney(1210000, 'en')).toBe('₺12,100.00')
    expect(formatMoney(-5, 'tr')).toBe('-₺0,05')
  })

  it('amounts as Turkish and English users type them', () => {
    const cases: Array<[string, number | null]> = [
      ['1.000,00', 100000],
      ['1000', 100000],
      ['1.000', 100000],
      ['1,000.00', 100000],
      ['1000,5', 100050],
      ['12.50', 1250],
      ['1 250,50 TL', 125050],
      ['₺1.250,50', 125050],
      ['1.000.000', 100000000],
      ['1.000.00', null],
      ['1,00,000', null],
      ['12,345', 1234500],
      ['1.0000', null],
      ['-5', null],
      ['abc', null],
      ['', null],
    ]
    for (const [text, kurus] of cases) expect([text, parseAmount(text)]).toEqual([text, kurus])
  })

  it('dates and times: Istanbul, in the language, never shifted', () => {
    expect(formatDateTime('2026-12-21T18:00:01.305Z', 'tr')).toBe('21.12.2026 21:00')
    expect(formatDateTime('2026-12-21T18:00:01.305Z', 'en')).toBe('21/12/2026, 21:00')
    expect(formatDateTime('2026-11-16T03:08:00Z', 'tr')).toBe('16.11.2026 06:08')
    expect(formatDate('2026-11-30', 'tr')).toBe('30.11.2026')
    expect(formatDate('2026-11-30', 'en')).toBe('30/11/2026')
    expect(formatDate('2026-11-30T22:30:00Z', 'tr')).toBe('01.12.2026')
  })

  it('terms by name', () => {
    expect(termName('2026-2027-B', 'tr')).toBe('2026-2027 Bahar Dönemi')
    expect(termName('2026-2027-G', 'en')).toBe('2026-2027 Fall Term')
    expect(termName('not a code', 'en')).toBe('not a code')
  })
})

describe('message parameters in the reader’s language', () => {
  it('formats money, dates, instants and terms; a Date or ISO string is an Istanbul time', () => {
    const at = new Date('2026-12-21T18:00:01.305Z')
    expect(translate('tr', 'gown.lateReason', { at: instant(at) })).toBe('Geç iade (21.12.2026 21:00)')
    expect(translate('en', 'gown.lateReason', { at })).toBe('Late return (21/12/2026, 21:00)')
    expect(translate('en', 'gown.lateReason', { at: at.toISOString() })).toBe(
      'Late return (21/12/2026, 21:00)',
    )
    expect(translate('tr', 'instalments.overpayment', { debt: money(1110000) })).toContain('(₺11.100,00)')
    expect(translate('en', 'freeze.termTaken', { term: term('2026-2027-B') })).toContain(
      '2026-2027 Spring Term',
    )
    expect(
      translate('tr', 'academicCalendar.outsideTerm', { term: 'x', from: day('2026-09-14'), to: 'y' }),
    ).toContain('14.09.2026')
  })

  it('no catalogue text writes an amount as "{x} TL" (money parameters carry their own sign)', () => {
    for (const lang of ['tr', 'en'] as const)
      for (const key of catalogueKeys(lang))
        expect([key, translate(lang, key)]).not.toEqual([key, expect.stringMatching(/\}\s*TL\b/)])
  })
})

/** Every .ts file under `dir`, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('source sweep: no ISO timestamp or hand-made amount in a message', () => {
  it('no translate/AppError call passes toISOString() or toFixed() as a parameter', () => {
    const root = join(import.meta.dirname, '../../src')
    const offenders: string[] = []
    const call =
      /\b(?:translate|t|badRequest|businessRule|conflict|notFound|AppError)\s*\(([^()]|\([^()]*\))*\)/g
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(call))
        if (/toISOString\(\)|toFixed\(/.test(m[0]))
          offenders.push(`${file.slice(root.length)}: ${m[0].slice(0, 80)}`)
    }
    expect(offenders).toEqual([])
  })
})

describe('validation answers and 409s over HTTP', () => {
  let testDb: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await buildApp({ config: testConfig(), database: testDb.handle, logger: false })
    const api = app.withTypeProvider<ZodTypeProvider>()
    api.post(
      '/api/Probe/Formats/Post',
      {
        config: { access: { kind: 'public' } },
        schema: {
          body: z.object({
            Reason: z.string().min(2).max(100),
            Items: z.array(z.object({ Damage: z.string().min(2) })),
            Email: z.email().optional(),
            Count: z.number().int().max(500).optional(),
          }),
        },
      },
      async () => ok(null),
    )
    app.get('/api/Probe/Formats/RawConflict', { config: { access: { kind: 'public' } } }, async () => {
      throw conflict(undefined, undefined, { id: 1, processedByPersonId: 4, fileId: 9 })
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await testDb?.dispose()
  })

  const post = (payload: unknown, lang = 'tr') =>
    app.inject({
      method: 'POST',
      url: '/api/Probe/Formats/Post',
      headers: { 'accept-language': lang },
      payload: payload as object,
    })

  it('names the field in words and the rule in Turkish', async () => {
    const res = await post({
      Reason: 'a',
      Items: [{ Damage: 'ok' }, { Damage: 'x' }],
      Email: 'no',
      Count: 501,
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.message).toBe(
      'Girilen bilgiler geçersiz: Gerekçe: En az 2 karakter olmalıdır.; Hasar (2. satır): En az 2 karakter olmalıdır.; E-posta: Geçerli bir e-posta adresi olmalıdır.; En fazla 500 olabilir.',
    )
    expect(body.responseData.errors.map((e: { field: string }) => e.field)).toEqual([
      'Reason',
      'Items.1.Damage',
      'Email',
      'Count',
    ])
    expect(body.message).not.toMatch(/string|Items\.|Çok küçük|beklenen/)
  })

  it('and in English', async () => {
    const res = await post({ Reason: 'x'.repeat(101), Items: [] }, 'en')
    expect(res.json().message).toBe(
      'The information entered is not valid: Reason: Must be at most 100 characters long.',
    )
  })

  it('a 409 never carries a database row', async () => {
    const res = await app.inject({ url: '/api/Probe/Formats/RawConflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json().responseData).toBeNull()
    expect(isPublicShape({ Id: 1, Status: 'approved' })).toBe(true)
    expect(isPublicShape([{ Version: 2 }])).toBe(true)
    expect(isPublicShape({ processedByPersonId: 4 })).toBe(false)
    expect(isPublicShape({ id: 9, createdAt: '2026-11-28' })).toBe(false)
    // The guest applications' public camelCase answer (version and step) passes.
    expect(isPublicShape({ version: 3, lastStep: 2 })).toBe(true)
  })
})

describe('slips', () => {
  it('a detail that ends its sentence is not followed by a second period', () => {
    expect(
      translate('tr', 'military.refused', { detail: 'YÖKSİS servisi geçici olarak hizmet veremiyor.' }),
    ).toBe('YÖKSİS isteği reddetti: YÖKSİS servisi geçici olarak hizmet veremiyor. Hiçbir şey kaydedilmedi.')
  })

  it('a programme is named with the word "programme" once', async () => {
    const { programmePhrase } = await import('../../src/platform/format/format.ts')
    expect(programmePhrase('Bilgisayar Mühendisliği Lisans Programı', 'tr')).toBe(
      'Bilgisayar Mühendisliği Lisans Programı',
    )
    expect(programmePhrase('Computer Engineering Undergraduate Programme', 'en')).toBe(
      'Computer Engineering Undergraduate Programme',
    )
    expect(programmePhrase('Hukuk', 'tr')).toBe('Hukuk programı')
  })
})
