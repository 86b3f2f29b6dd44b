/**
 * Preparatory school end to end (issue 18 "It is done when"): the prep administrator defines a quarter
 * (the form's required messages first), clones the first quarter's levels into it and creates two sections
 * of a level; applies the first quarter's promotion after its preview, then starts a level mixing, moves a
 * student, rolls the improvement back and finalises; the quarter-level and success reports export xlsx files. Turkish and
 * English, light and dark, and 375 px; every visited page passes axe (no serious or critical violations).
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect as baseExpect, type Locator, type Page, test } from './support/test.ts'

/** The shared machine is slow to answer the first calls of a fresh page; give each expectation 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 })

const ADMIN = 'ilknur.dogan@anadoluteknik.edu.tr'

/**
 * Signs in as the prep administrator (whose first role at sign-in is the instructor's), switches to the
 * prep administrator role through the top bar and opens `path`.
 */
async function signInAsAdmin(page: Page, path: string) {
  await signIn(page, ADMIN, '/ana-sayfa')
  const role = /Hazırlık Okulu Yöneticisi|Preparatory School Administrator/
  const button = page.getByRole('banner').getByRole('button', { name: /Aktif rol|Active role/ })
  await button.click()
  await page.getByRole('menuitem', { name: role }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: role })).toBeVisible()
  await page.goto(path)
}

/** Opens the select labelled `label` (inside `within`, default the page) and clicks the option containing `option`. */
async function choose(page: Page, label: string, option: string | RegExp, within: Page | Locator = page) {
  // The name of a required field's combobox starts with the form's "* " mark.
  await within.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }).click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click()
}

/** The prep API answer of `path` read with the page's own session (for choosing test data). */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })
    return ((await res.json()) as { responseData: unknown }).responseData
  }, path) as Promise<T>
}

/**
 * Before axe looks at the page: the pointer rests on the page title (a hovered button or menu entry has its
 * hover colours), the menu's highlight delay (1000 ms, spec §9) has passed, and no animation runs.
 */
async function settled(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).boundingBox()
  if (box) await page.mouse.move(box.x + 2, box.y + 2)
  await page.waitForTimeout(1100)
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
}

test('defines a quarter, clones levels into it and creates sections (tr, light)', async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await pageWith(browser, { lang: 'tr', theme: 'light' })
  await signInAsAdmin(page, '/hazirlik/ceyrekler')
  await expect(page.getByRole('table').getByText('2026-2027 1. Çeyrek')).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])

  // A new quarter; saving the empty form shows the required messages (spec §5).
  const year = String(2040 + Math.floor(Math.random() * 59))
  const name = `E2E ${year} Yaz`
  await page.getByRole('button', { name: 'Çeyrek ekle' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Yıl').fill('')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByText('Bu alan zorunludur.').first()).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByLabel('Adı').fill(name)
  await dialog.getByLabel('Yıl').fill(year)
  await choose(page, 'Ay', 'Temmuz')
  await choose(page, 'Çeyrek', '4')
  await choose(page, 'Tür', 'Yaz okulu')
  await dialog.getByLabel('Parametre').fill(`YAZ-${year}`)
  await dialog.getByPlaceholder('Başlangıç').fill(`01.07.${year}`)
  await dialog.getByPlaceholder('Başlangıç').press('Enter')
  await dialog.getByPlaceholder('Bitiş').fill(`20.08.${year}`)
  await dialog.getByPlaceholder('Bitiş').press('Enter')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Çeyrek kaydedildi.')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible()
  await shot(page, 'prep-quarters-tr-light')

  // Its levels, cloned from the first quarter.
  await page.goto('/hazirlik/kurlar')
  await choose(page, 'Çeyrek', name)
  await expect(page.getByText('Bu çeyrekte kur yok.')).toBeVisible()
  await page.getByRole('button', { name: 'Çeyrekten kopyala' }).click()
  await choose(page, 'Kaynak çeyrek', '2026-2027 1. Çeyrek')
  await page.getByRole('button', { name: 'Kopyala', exact: true }).click()
  await expect(page.getByText('5 kur kopyalandı.')).toBeVisible()
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await expect(rows).toHaveCount(5)
  await expect(rows.first()).toContainText('A2')
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-levels-tr-light')

  // Two A1 sections from a total quota of 40, one classroom each.
  await page.goto('/hazirlik/subeler')
  await choose(page, 'Çeyrek', name)
  await page.getByRole('button', { name: 'Şube oluştur' }).click()
  const create = page.getByRole('dialog')
  await choose(page, 'Kur', /^A1$/, create)
  await create.getByLabel('Şube adı').fill('YZ')
  await create.getByLabel('Toplam şube sayısı').fill('2')
  await create.getByLabel('Toplam kontenjan').fill('40')
  await expect(create.getByText('Şube başına en çok 20 öğrenci.')).toBeVisible()
  await create.getByLabel('Derslikler (her şube için bir tane)').click()
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await options.nth(0).click()
  await options.nth(1).click()
  await page.keyboard.press('Escape')
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await create.getByRole('button', { name: 'Oluştur' }).click()
  await expect(page.getByText('2 şube oluşturuldu.')).toBeVisible()
  await expect(page.getByRole('row', { name: /YZ-01/ })).toContainText('20')
  await expect(page.getByRole('row', { name: /YZ-02/ })).toContainText('20')
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-sections-tr-light')
})

test('applies the promotion and runs a level mixing (en, dark, 375 px)', async ({ browser }) => {
  test.setTimeout(240_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAsAdmin(page, '/hazirlik/kur-atlatma')
  await expect(page.getByText('Target quarter')).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-promotion-en-dark')
  const apply = page.getByRole('button', { name: 'Apply promotion' })
  if (await apply.isEnabled()) {
    await apply.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Apply promotion' }).click()
    await expect(page.getByText('The level promotion was applied.')).toBeVisible()
  }
  await expect(page.getByText("This quarter's promotion has been applied.")).toBeVisible()

  // A level of the second quarter with students and no finished mixing.
  const levels = await apiData<{ Id: number; Name: string; StudentCount: number }[]>(
    page,
    '/api/Hazirlik/Kur/List?quarterId=2',
  )
  const level = levels.find((l) => l.StudentCount > 0)
  expect(level).toBeTruthy()
  await page.goto('/hazirlik/kur-karistirma')
  await choose(page, 'Quarter', '2026-2027 2. Çeyrek')
  await choose(page, 'Level', new RegExp(`^${level?.Name}$`))
  const startButton = page.getByRole('button', { name: 'Start mixing' })
  const rollbackFinal = page.getByRole('button', { name: 'Roll back finalisation' })
  await expect(startButton.or(page.getByRole('button', { name: 'Finalise' })).or(rollbackFinal)).toBeVisible()
  if (await rollbackFinal.isVisible()) {
    await rollbackFinal.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  }
  if (await startButton.isVisible()) {
    await startButton.click()
    // Starting reshuffles the whole level: it asks first (issue 37).
    await page.getByRole('dialog').getByRole('button', { name: 'Start mixing' }).click()
    await expect(page.getByText('The level mixing was started.')).toBeVisible()
  }
  await expect(page.getByText('Started', { exact: true })).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])

  // An improvement: the first student to another section; then every improvement rolled back.
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
  const before = (await first.locator('td').nth(3).innerText()).trim()
  await first.getByRole('button', { name: /^Move / }).click()
  await choose(page, 'Target section', /\(/)
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click()
  await expect(page.getByText('The student was moved.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: '→' })).toHaveCount(1)
  await expect(first.locator('td').nth(3)).not.toHaveText(before)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-mixing-en-dark')
  await page.getByRole('button', { name: 'Roll back improvements' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The improvements were rolled back.')).toBeVisible()
  await expect(page.getByText('No improvements.')).toBeVisible()
  await expect(first.locator('td').nth(3)).toHaveText(before)

  await page.getByRole('button', { name: 'Finalise' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('The level mixing was finalised.')).toBeVisible()
  await expect(page.getByText('Finalised', { exact: true })).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
})

test('the reports, classrooms and transfer pages at 375 px (en, dark) export and pass axe', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAsAdmin(page, '/rapor/ceyrek-kur')
  await expect(page.getByRole('row', { name: /2026-2027 1\. Çeyrek/ }).first()).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('ceyrek-kur.xlsx')
  await expect(page.getByRole('button', { name: 'Export to Excel' })).not.toHaveClass(/ant-btn-loading/)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-report-en-dark-375')
  await page.goto('/rapor/hazirlik-basari')
  await expect(page.getByRole('region', { name: 'Level' })).toBeVisible()
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible()
  const [success] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ])
  expect(success.suggestedFilename()).toBe('hazirlik-basari.xlsx')
  await expect(page.getByRole('button', { name: 'Export to Excel' })).not.toHaveClass(/ant-btn-loading/)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-success-en-dark-375')
  await page.goto('/hazirlik/derslikler')
  await expect(page.getByRole('row', { name: /HZ-A101/ })).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-classrooms-en-dark-375')
  await page.goto('/hazirlik/sube-aktarma')
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep-transfer-en-dark-375')
})
