/**
 * Prep school holes of issue 37 end to end: the prep administrator creates a section with its own instructor,
 * edits it (quota) and deletes it after a confirmation; starting a level mixing asks first and the placement
 * before it is restored (tr, light, 1366 px); the sections page with its edit dialog and the mixing page at
 * 375 px (en, dark). Every visited page passes axe (no serious or critical violations).
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect as baseExpect, type Locator, type Page, test } from './support/test.ts'

/** The shared machine is slow to answer the first calls of a fresh page; give each expectation 30 s. */
const expect = baseExpect.configure({ timeout: 30_000 })

const ADMIN = 'ilknur.dogan@anadoluteknik.edu.tr'

/** Signs in as the prep administrator (switching from the instructor role of sign-in) and opens `path`. */
async function signInAsAdmin(page: Page, path: string) {
  await signIn(page, ADMIN, '/ana-sayfa')
  const role = /Hazırlık Okulu Yöneticisi|Preparatory School Administrator/
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol|Active role/ })
    .click()
  await page.getByRole('menuitem', { name: role }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: role })).toBeVisible()
  await page.goto(path)
}

/** Opens the select labelled `label` (inside `within`) and clicks the first option containing `option`. */
async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  within: Page | Locator = page,
) {
  const name = typeof label === 'string' ? new RegExp(`^(\\* )?${label}$`) : label
  await within.getByRole('combobox', { name }).click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click()
}

/** Waits for the pointer to rest off the controls, the menu's highlight delay and every animation to end. */
async function settled(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).boundingBox()
  if (box) await page.mouse.move(box.x + 2, box.y + 2)
  await page.waitForTimeout(1100)
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
}

test('edits and deletes a section; a mixing start asks first and its placement comes back (tr, light)', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const page = await pageWith(browser, { lang: 'tr', theme: 'light' })
  await signInAsAdmin(page, '/hazirlik/subeler')
  await choose(page, 'Çeyrek', '2026-2027 2. Çeyrek')
  await expect(page.getByRole('row', { name: /A1-01/ })).toBeVisible()

  // One section with its own instructor.
  const name = `Z${Date.now() % 100000}`
  await page.getByRole('button', { name: 'Şube oluştur' }).click()
  const create = page.getByRole('dialog')
  await choose(page, 'Kur', /^A1$/, create)
  await create.getByLabel('Şube adı').fill(name)
  await create.getByLabel('Toplam kontenjan').fill('10')
  await create.getByLabel('Derslikler (her şube için bir tane)').click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await page.keyboard.press('Escape')
  await create.getByLabel(`${name}-01 öğretim elemanları`).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await page.keyboard.press('Escape')
  await create.getByRole('button', { name: 'Oluştur' }).click()
  await expect(page.getByText('1 şube oluşturuldu.')).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(`${name}-01`) })
  await expect(row).toBeVisible()

  // Edit: the quota goes from 10 to 12.
  await row.getByRole('button', { name: `Düzenle A1 ${name}-01` }).click()
  const edit = page.getByRole('dialog')
  await expect(edit.getByText('Şubede 0 öğrenci var; kontenjan bundan az olamaz.')).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep37-section-edit-tr-light')
  await edit.getByLabel('Kontenjan').fill('12')
  await edit.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Şube kaydedildi.')).toBeVisible()
  await expect(row.getByRole('cell', { name: '12', exact: true })).toBeVisible()

  // The empty section goes after a confirmation.
  await row.getByRole('button', { name: `Şubeyi sil A1 ${name}-01` }).click()
  await expect(page.getByRole('dialog')).toContainText(`A1 ${name}-01 şubesi silinsin mi?`)
  await page.getByRole('dialog').getByRole('button', { name: 'Şubeyi sil' }).click()
  await expect(page.getByText('Şube silindi.')).toBeVisible()
  await expect(row).toHaveCount(0)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep37-sections-tr-light')

  // The first quarter's B1 students sit in their sections; a mixing start asks, then restores them.
  await page.goto('/hazirlik/kur-karistirma')
  await choose(page, 'Kur', /^B1$/)
  await expect(page.getByText('Başlatılmadı', { exact: true })).toBeVisible()
  const first = page.locator('.ant-table-tbody tr.ant-table-row').first()
  const before = (await first.locator('td').nth(3).innerText()).trim()
  await page.getByRole('button', { name: 'Karıştırmayı başlat' }).click()
  const ask = page.getByRole('dialog')
  await expect(ask).toContainText('Bu kurun karıştırması başlatılsın mı?')
  await expect(ask).toContainText('önceki yerleşimi geri yükleyebilirsiniz')
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await ask.getByRole('button', { name: 'Karıştırmayı başlat' }).click()
  await expect(page.getByText('Kur karıştırma başlatıldı.')).toBeVisible()
  await expect(page.getByText('Başlatıldı', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Karıştırma öncesi yerleşimi geri yükle' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByText('Karıştırma öncesi yerleşim geri yüklendi.')).toBeVisible()
  await expect(page.getByText('Başlatılmadı', { exact: true })).toBeVisible()
  await expect(first.locator('td').nth(3)).toHaveText(before)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep37-mixing-tr-light')
})

test('the sections page with its actions and edit dialog at 375 px (en, dark)', async ({ browser }) => {
  test.setTimeout(180_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAsAdmin(page, '/hazirlik/subeler')
  const row = page.getByRole('row', { name: /A1-01/ }).first()
  await expect(row).toBeVisible()
  // A1-01 has students: deleting is not offered.
  await expect(row.getByRole('button', { name: /^Delete section A1 A1-01/ })).toBeDisabled()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep37-sections-en-dark-375')
  await row.getByRole('button', { name: /^Edit A1 A1-01/ }).click()
  await expect(page.getByRole('dialog').getByText(/The section has \d+ students/)).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'prep37-section-edit-en-dark-375')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
