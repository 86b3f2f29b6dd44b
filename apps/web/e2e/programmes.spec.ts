/**
 * Programmes and the public guide (issue 19 "It is done when"): the registrar clones a published version,
 * edits its information and an outcome's TYYÇ mapping, previews it through the signed public preview link and
 * publishes it; an anonymous visitor finds it in /public/rehber by a Turkish search and opens its detail. The
 * other registrar pages (competencies, fee entry, Bologna) and the public pages in English, dark and at 375 px.
 * Every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect as baseExpect, type Page, test } from './support/test.ts'

/** The pages are heavy for a shared machine: allow 30 s per expectation. */
const expect = baseExpect.configure({ timeout: 30_000 })

const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'
const VERSIONS = '/ogrenci-isleri/program-versiyonlari'
const TEXT = 'Uçtan uca güncellenmiş program tanımı'
/** Today in Istanbul as the date field shows it (dd.mm.yyyy): publishing dated today is public at once (issue 37). */
const TODAY = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date())

test.setTimeout(360_000)
// One after another: the first test publishes what the others read, and the pages are heavy for a shared machine.
test.describe.configure({ mode: 'serial' })

/**
 * Axe violations once the page has settled: no spinner, the sign-in welcome toast gone (a fading text is measured
 * at half contrast), the shell's menu group opened (its motion blends colours) and the pointer moved away.
 */
async function settledViolations(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-btn-loading')).toHaveCount(0)
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 6000 })
  // The pointer rests where the last click was; a hovered primary button is lighter than its resting colour.
  await page.mouse.move(0, 0)
  await page.waitForTimeout(400)
  return seriousViolations(page)
}

/** Picks `option` in the open select dropdown. */
async function pick(page: Page, option: string) {
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click()
}

test('the registrar clones, edits, previews and publishes; a visitor finds it by a Turkish search', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, REGISTRAR, VERSIONS)
  await page.getByRole('combobox', { name: 'Düzey' }).click()
  await pick(page, 'Lisans')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).fill('işletme')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).press('Enter')
  await expect(page.getByRole('cell', { name: 'İşletme Lisans Programı' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'İktisat Lisans Programı' })).toHaveCount(0)
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-versions-tr')

  // Clone the published version: the new draft's information page opens.
  await page.getByRole('button', { name: 'Kopyala' }).click()
  await expect(page.getByText('Versiyon kopyalandı')).toBeVisible()
  await expect(page).toHaveURL(/\/ogrenci-isleri\/program-bilgileri\/versiyon\/\d+$/)
  await expect(page.getByText('Taslak (düzenlenebilir)')).toBeVisible()
  await page.getByLabel('Versiyon adı').fill('2026-2027 E2E')
  // Tab, not Enter: Enter in a field submits the form, and two quick saves of one version conflict.
  await page.getByLabel('Yayın tarihi').fill(TODAY)
  await page.getByLabel('Yayın tarihi').press('Tab')
  await page.getByLabel('Yürürlük tarihi').fill('15.02.2027')
  await page.getByLabel('Yürürlük tarihi').press('Tab')
  await page.getByRole('button', { name: 'Versiyonu kaydet' }).click()
  await expect(page.getByText('Kaydedildi.').first()).toBeVisible()
  // The saved header bumps the version; start the sections from a fresh load of the new version.
  await page.reload()
  await expect(page.getByLabel('Versiyon adı')).toHaveValue('2026-2027 E2E')
  await expect(page.getByLabel('Yürürlük tarihi')).toHaveValue('15.02.2027')
  const editor = page.getByRole('textbox', { name: 'Program tanımı (Türkçe)' })
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(TEXT)
  await page.getByRole('button', { name: 'Bilgileri kaydet' }).click()
  await expect(page.getByText('Kaydedildi.').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Program tanımı (Türkçe)' })).toHaveText(TEXT)
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-information-tr')

  // Map outcome 1 to the first descriptor with level 5.
  await page.getByRole('link', { name: 'TYYÇ' }).click()
  await expect(page).toHaveURL(/\/ogrenci-isleri\/tyyc\/versiyon\/\d+$/)
  await page.getByRole('combobox', { name: 'PÇ1 – L1 katkı düzeyi' }).click()
  await pick(page, '5')
  await page.getByRole('button', { name: 'Eşleştirmeyi kaydet' }).click()
  await expect(page.getByText('Kaydedildi.').first()).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-tyyc-tr')
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'PÇ1 – L1 katkı düzeyi' })).toBeVisible()
  await expect(page.locator('.ant-table-row').first().locator('.ant-select').first()).toContainText('5')

  // Preview through the signed link, then publish.
  await page.getByRole('link', { name: 'Versiyonlara dön' }).click()
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).fill('işletme lisans')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).press('Enter')
  // The list refetches on return; act on the draft's current version only once it is in.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  const draftRow = page.getByRole('row', { name: /2026-2027 E2E/ })
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    draftRow.getByRole('button', { name: 'Önizle' }).click(),
  ])
  await expect(preview).toHaveURL(/\/public\/preview\/\d+\?token=/)
  await expect(preview.getByText(TEXT)).toBeVisible()
  await expect(preview.getByText('Taslak (düzenlenebilir)')).toBeVisible()
  expect(await settledViolations(preview)).toEqual([])
  await preview.close()
  await draftRow.getByRole('button', { name: 'Yayımla' }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Yayımla' }).click()
  await expect(page.getByRole('row', { name: /^2026-2027 E2E Yayımlandı/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /^2025-2026 Arşivlendi/ })).toBeVisible()

  // An anonymous visitor finds it with a Turkish search and opens its detail.
  const visitor = await pageWith(browser, { lang: 'tr' })
  await visitor.goto('/public/rehber')
  await expect(visitor).toHaveTitle(/^Program Rehberi \| UNACS$/)
  await visitor.getByRole('searchbox', { name: 'Program veya fakülte ara' }).fill('İŞLETME')
  await visitor.getByRole('searchbox', { name: 'Program veya fakülte ara' }).press('Enter')
  await expect(visitor.getByRole('link', { name: 'İşletme Lisans Programı' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'İktisat Lisans Programı' })).toHaveCount(0)
  expect(await settledViolations(visitor)).toEqual([])
  await shot(visitor, 'programmes-rehber-tr')
  await visitor.getByRole('link', { name: 'İşletme Lisans Programı' }).click()
  await expect(visitor).toHaveURL(/\/public\/rehber-detail\?programId=\d+(&lang=tr)?$/)
  await expect(visitor.getByRole('heading', { name: 'İşletme Lisans Programı', level: 1 })).toBeVisible()
  await expect(visitor.getByText(TEXT)).toBeVisible()
  await expect(visitor.getByText('2026-2027 E2E')).toBeVisible()
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /İşletme Lisans Programı/,
  )
  expect(await settledViolations(visitor)).toEqual([])
  await shot(visitor, 'programmes-detail-tr')
})

test('the public guide in English, dark, at 375 px; a bad preview link says so', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await page.goto('/public/rehber')
  await expect(page.getByRole('heading', { name: 'Programme Guide', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search programmes or faculties' }).fill('işletme')
  await page.getByRole('searchbox', { name: 'Search programmes or faculties' }).press('Enter')
  await expect(page.getByRole('link', { name: 'İşletme Lisans Programı' })).toHaveCount(0)
  await expect(
    page.getByRole('link', { name: /Business Administration Undergraduate Programme/ }),
  ).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-rehber-en-dark-375')
  await page.getByRole('link', { name: /Business Administration Undergraduate Programme/ }).click()
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'TQF mapping' })).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-detail-en-dark-375')
  const id = new URL(page.url()).searchParams.get('programId')
  await page.goto(`/public/preview/${id}?token=forged.token.value`)
  await expect(page.getByText('The preview link is invalid or has expired.')).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await page.goto(`/public/preview/${id}`)
  await expect(page.getByRole('heading', { name: 'Curriculum' })).toBeVisible()
})

test('the registrar’s other programme pages in English, dark, at 375 px', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/ucret-girisi')
  await page.getByRole('combobox', { name: 'Programme' }).click()
  await page.keyboard.type('Economics Undergraduate')
  // The option is clicked once the list shows it: Enter pressed while the programmes were still loading chose
  // nothing (CI, 2026-12-03).
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Economics Undergraduate' })
    .first()
    .click()
  await expect(page.getByRole('columnheader', { name: 'Total', exact: true })).toBeVisible()
  await expect(page.getByText('New term fee')).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-fees-en-dark')

  await page.goto('/ogrenci-isleri/bologna')
  await expect(page.getByRole('heading', { name: 'Bologna Programmes', level: 1 })).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  expect(await settledViolations(page)).toEqual([])

  await page.goto(VERSIONS)
  await page.getByRole('searchbox', { name: 'Programme name or code' }).fill('Economics Undergraduate')
  await page.getByRole('searchbox', { name: 'Programme name or code' }).press('Enter')
  await page
    .getByRole('row', { name: /^2026-2027 Draft/ })
    .getByRole('button', { name: 'Competencies' })
    .click()
  await expect(page.getByText('Programme outcomes')).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'programmes-competencies-en-dark')
  // An empty new outcome is refused on the client with the field message, in English.
  await page.getByRole('button', { name: 'Add outcome' }).click()
  await page.getByRole('button', { name: 'Save outcomes' }).click()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
})
