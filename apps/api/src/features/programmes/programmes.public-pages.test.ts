/**
 * The public guide's server-rendered pages (issue 19 "Public side"): /public/rehber and /public/rehber-detail
 * answer HTML without sign-in, with a real title and meta description per page and language, published data
 * only, Turkish-aware search, sorting by score, a weak ETag (304) and Cache-Control; bad filters 400 and an
 * unknown or draft-only programme 404 as pages; every text is escaped; the script is tiny.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/index.ts'
import { programmeVersions } from './programmes.schema.ts'

let fx: IdentityFixture
beforeAll(async () => {
  fx = await createIdentityFixture(20)
})
afterAll(async () => {
  await fx?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  fx.call('GET', url, undefined, undefined, headers)
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]

describe(`public guide pages on ${testEngine}`, () => {
  it('serves the guide as HTML with title, description, Turkish-aware search, score sort and caching', async () => {
    const res = await get('/public/rehber?search=İŞLETME')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.headers.vary).toContain('Accept-Language')
    const html = res.body
    expect(html).toMatch(/^<!doctype html>\n<html lang="tr">/)
    expect(titleOf(html)).toBe('Program Rehberi | UNACS')
    expect(descriptionOf(html)).toContain('ön lisans, lisans ve lisansüstü programları')
    expect(html).toContain('>İşletme Lisans Programı</a>')
    expect(html).not.toContain('İktisat Lisans Programı')
    // Every typed form finds the same (issue 36: Turkish case folding and the Turkish letters folded): lower
    // case, the dotless capital, and without Turkish letters.
    for (const q of ['işletme', 'IŞLETME', 'isletme', 'ISLETME'])
      expect((await get(`/public/rehber?search=${encodeURIComponent(q)}`)).body).toContain(
        '>İşletme Lisans Programı</a>',
      )

    const etag = res.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await get('/public/rehber?search=İŞLETME', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    // English by ?lang= or Accept-Language; an empty filter of the form is no filter.
    const en = (await get('/public/rehber?lang=en&level=&facultyId=&scoreType=&search=')).body
    expect(en).toMatch(/<html lang="en">/)
    expect(titleOf(en)).toBe('Programme Guide | UNACS')
    expect((await get('/public/rehber', { 'accept-language': 'en' })).body).toContain('Programme Guide')

    // Sorted by minimum score, high to low: the scores in the page descend.
    const sorted = (await get('/public/rehber?sort=minScoreDesc&level=bachelor&pageSize=50')).body
    const scores = [...sorted.matchAll(/<tr><td><a[\s\S]*?<\/tr>/g)].map((m) =>
      Number(
        (/<td class="n">([\d.]+,\d{5})<\/td>/.exec(m[0])?.[1] ?? '0').replaceAll('.', '').replace(',', '.'),
      ),
    )
    expect(scores.length).toBeGreaterThan(3)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))

    const bad = await get('/public/rehber?level=galaxy')
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('text/html')
    expect(bad.body).toContain('Arama geçersiz')
  })

  it('serves a published detail; a programme with only a draft or unknown is a 404 page; the script is small', async () => {
    const [unit] = await fx.testDb.handle.db
      .select()
      .from(units)
      .where(eq(units.nameTr, 'İktisat Lisans Programı'))
    const id = unit?.id as number
    const res = await get(`/public/rehber-detail?programId=${id}`)
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('İktisat Lisans Programı – Program Rehberi | UNACS')
    expect(descriptionOf(res.body)).toBe(
      'İktisat Lisans Programı (İktisadi ve İdari Bilimler Fakültesi): program bilgileri, çıktılar, TYYÇ eşleştirmesi, ücretler ve ders planı.',
    )
    // The published version, not the seeded draft "2026-2027".
    expect(res.body).toContain('<dd>2025-2026</dd>')
    expect(res.body).not.toContain('Taslak (düzenlenebilir)')
    for (const h of ['Program tanımı', 'Program çıktıları', 'TYYÇ eşleştirmesi', 'Ücretler', 'Ders planı'])
      expect(res.body).toContain(`<h2>${h}</h2>`)
    expect(res.body).not.toMatch(/<script(?! src="\/public\/rehber\.js")/)
    // Issue 37: every descriptor's text is on the page as text, not only in a hover title (phones).
    const titled = [...res.body.matchAll(/<th scope="col" title="([^"]+)">/g)].map((m) => m[1] as string)
    expect(titled.length).toBeGreaterThan(3)
    expect(res.body).toContain('<h3 class="legend">Yeterlilik tanımları</h3>')
    for (const text of titled) expect(res.body).toContain(`<dd>${text}</dd>`)
    expect(
      (await get(`/public/rehber-detail?programId=${id}`, { 'if-none-match': res.headers.etag as string }))
        .statusCode,
    ).toBe(304)

    // Unpublish it (a draft only): the page is gone.
    await fx.testDb.handle.db
      .update(programmeVersions)
      .set({ status: 'archived' })
      .where(eq(programmeVersions.programmeId, id))
    const gone = await get(`/public/rehber-detail?programId=${id}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toContain('Program rehberine dön')
    expect((await get('/public/rehber-detail?programId=abc')).statusCode).toBe(404)
    expect((await get('/public/rehber')).body).not.toContain('İktisat Lisans Programı')

    const script = await get('/public/rehber.js')
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toContain('javascript')
    expect(script.body.length).toBeLessThan(2048)
  })
})
