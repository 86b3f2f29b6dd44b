/**
 * Issue 36 "One way to show money, dates, times and numbers", end to end: finance types an amount the ways
 * Turkish and English users write it ("1.000,00", "1000", "1.000") into the collection form's amount field
 * (AmountInput) and each is saved as 1.000 TL and shown as ₺1.000,00 (Turkish) / ₺1,000.00 (English); the
 * registrar's document queue shows a request's time in Istanbul time, checked against the server's instant
 * converted with Intl in Europe/Istanbul. Turkish light at 1366 px and English dark at 375 px; axe on each page.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

const FINANCE = 'hakan.erdem@anadoluteknik.edu.tr'

/** Waits for the page to settle, asserts axe finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** Records a collection of `typed` on the `plan`th active plan offered; answers the newest collection as listed. */
async function collect(
  page: Page,
  typed: string,
  plan: number,
  words: { record: string; choose: string; amount: string; save: string },
) {
  await page.getByRole('button', { name: words.record }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: words.choose }).nth(plan).click()
  await dialog.getByLabel(words.amount).fill(typed)
  const listed = page.waitForResponse(
    (r) => r.url().includes('/api/Instalments/Collections/List') && r.request().method() === 'GET',
  )
  const saved = page.waitForResponse((r) => r.url().includes('/api/Instalments/Collections/Record'))
  await dialog.getByRole('button', { name: words.save }).click()
  expect((await saved).status()).toBe(200)
  const body = (await (await listed).json()) as { responseData: { items: { AmountKurus: number }[] } }
  return body.responseData.items[0]
}

test('amounts typed "1.000,00", "1000" and "1.000" are saved and shown as ₺1.000,00 (Turkish, light, 1366 px)', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await pageWith(browser, { lang: 'tr' })
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, FINANCE, '/mali/tahsilatlar')
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  const words = { record: 'Tahsilat kaydet', choose: 'Seç', amount: 'Tutar (TL)', save: 'Kaydet' }
  for (const [i, typed] of ['1.000,00', '1000', '1.000'].entries()) {
    const newest = await collect(page, typed, i, words)
    expect([typed, newest?.AmountKurus]).toEqual([typed, 100_000])
    await expect(page.locator('.ant-table-row').first()).toContainText('₺1.000,00')
  }
  await check(page, 'formats36-collections-tr-light-1366')
})

test('the same amount in English, dark, 375 px: ₺1,000.00', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, FINANCE, '/mali/tahsilatlar')
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  const words = { record: 'Record collection', choose: 'Choose', amount: 'Amount (TL)', save: 'Save' }
  const newest = await collect(page, '1,000.00', 3, words)
  expect(newest?.AmountKurus).toBe(100_000)
  await expect(page.locator('.ant-table-row').first()).toContainText('₺1,000.00')
  await check(page, 'formats36-collections-en-dark-375')
})

/** The instant `iso` as Istanbul wall-clock text, the way the pages write it in `lang`. */
function istanbul(iso: string, lang: 'tr' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}

for (const view of [
  { lang: 'tr' as const, theme: 'light' as const, narrow: false, name: 'formats36-queue-tr-light-1366' },
  { lang: 'en' as const, theme: 'dark' as const, narrow: true, name: 'formats36-queue-en-dark-375' },
]) {
  test(`the document queue shows request times in Istanbul time (${view.lang}, ${view.theme})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const page = await pageWith(browser, { lang: view.lang, theme: view.theme, narrow: view.narrow })
    if (!view.narrow) await page.setViewportSize({ width: 1366, height: 900 })
    const queue = page.waitForResponse(
      (r) => r.url().includes('/api/Belge/Yonetim/Queue') && r.request().method() === 'GET',
    )
    await signIn(page, accounts.registrar, '/ogrenci-isleri/belge-talepleri')
    const body = (await (await queue).json()) as {
      responseData: { items: { StudentNo: string; RequestedAt: string }[] }
    }
    const first = body.responseData.items[0]
    if (!first) throw new Error('the seeded document queue is empty')
    expect(first.RequestedAt).toMatch(/Z$|[+-]\d{2}:\d{2}$/)
    const shown = istanbul(first.RequestedAt, view.lang)
    await expect(page.locator('.ant-table-row').first()).toContainText(shown)
    await check(page, view.name)
  })
}

test('the draft preview keeps words whole at 1366 px ("Lisans", not "Lisa/ns")', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { lang: 'tr' })
  await page.setViewportSize({ width: 1366, height: 900 })
  await signIn(page, 'elif.arslan@anadoluteknik.edu.tr', '/ogrenci-isleri/program-versiyonlari')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).fill('iktisat lisans')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).press('Enter')
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await expect(page.getByRole('cell', { name: 'İktisat Lisans Programı' })).toBeVisible()
  // The seeded draft of İktisat (bachelor) is the first version with a preview in the list.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Önizle' }).first().click(),
  ])
  await preview.setViewportSize({ width: 1366, height: 900 })
  await expect(preview).toHaveURL(/\/public\/preview\/\d+\?token=/)
  const level = preview.locator('.ant-descriptions-item-content', { hasText: /^Lisans$/ })
  await expect(level).toBeVisible()
  // One line box for the word: split mid-word it would have two.
  const lines = await level.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })
  expect(lines).toBe(1)
  await check(preview, 'formats36-draft-preview-tr-light-1366')
})
