/**
 * Issue 37, "Programmes and sections" and the administrator's tools: the registrar reorders a draft's
 * information sections from the keyboard on its `…/versiyon/:versionId` page and the order is kept; the public
 * detail lists the TYYÇ descriptors' texts on a phone (no hover needed); the administrator adds a group to a
 * menu, adds a page chosen from the known pages and moves an entry into the group, and the student sees it;
 * people are found by name without Turkish letters; the role switch names each role's units. TR light at
 * 1366 px and EN dark at 375 px; every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { mainNav, signIn } from './support/session.ts'
import { expect as baseExpect, type Page, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
test.setTimeout(240_000)

/** Axe once the page has settled (no spinner, no toast, the pointer away). */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-btn-loading')).toHaveCount(0)
  await expect(page.locator('.ant-notification-notice, .ant-message-notice')).toHaveCount(0, {
    timeout: 8000,
  })
  await page.mouse.move(0, 0)
  return seriousViolations(page)
}

test('the registrar reorders information sections by keyboard; the public detail shows descriptor texts on a phone', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, accounts.registrar, '/ogrenci-isleri/program-versiyonlari')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).fill('iktisat lisans')
  await page.getByRole('searchbox', { name: 'Program adı veya kodu' }).press('Enter')
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await page
    .getByRole('row', { name: /^2026-2027 Taslak/ })
    .getByRole('button', { name: 'Bilgiler' })
    .click()
  await expect(page).toHaveURL(/\/ogrenci-isleri\/program-bilgileri\/versiyon\/\d+$/)
  const titles = page.locator('form .ant-card-head-title')
  await expect(titles.first()).toHaveText('Program tanımı')
  const up = page.getByRole('button', { name: 'Amaçlar bölümünü yukarı taşı' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(titles.first()).toHaveText('Amaçlar')
  // The focus stays with the moved section: at the top its "down" button has it.
  await expect(page.getByRole('button', { name: 'Amaçlar bölümünü aşağı taşı' })).toBeFocused()
  await page.getByRole('button', { name: 'Bilgileri kaydet' }).click()
  await expect(page.getByText('Kaydedildi.').first()).toBeVisible()
  await page.reload()
  await expect(titles.first()).toHaveText('Amaçlar')
  await expect(titles.nth(1)).toHaveText('Program tanımı')
  expect(await settled(page)).toEqual([])
  await shot(page, 'issue37-sections-tr-light')
  // Old bookmarks (`…/program-bilgileri/:id`, a version id) open the same version on its new path.
  const versionId = new URL(page.url()).pathname.split('/').at(-1) as string
  await page.goto(`/ogrenci-isleri/program-bilgileri/${versionId}`)
  await expect(page).toHaveURL(new RegExp(`/ogrenci-isleri/program-bilgileri/versiyon/${versionId}$`))
  await expect(titles.first()).toHaveText('Amaçlar')
  await page.goto(`/ogrenci-isleri/tyyc/${versionId}`)
  await expect(page).toHaveURL(new RegExp(`/ogrenci-isleri/tyyc/versiyon/${versionId}$`))
  await page.context().close()

  const phone = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await phone.goto('/public/rehber?lang=en&search=iktisat')
  await phone
    .getByRole('link', { name: /Economics/ })
    .first()
    .click()
  const legend = phone.locator('dl.legend dd').first()
  await expect(legend).toBeVisible()
  expect((await legend.innerText()).length).toBeGreaterThan(10)
  expect(await seriousViolations(phone)).toEqual([])
  await shot(phone, 'issue37-tyyc-legend-en-dark-375')
  await phone.context().close()
})

test('the administrator adds a group and a page to a menu and moves an entry into the group; the student sees it', async ({
  browser,
}) => {
  const admin = await pageWith(browser, { lang: 'tr' })
  await signIn(admin, accounts.sysadmin, '/sistem/menuler')
  await admin.getByRole('combobox', { name: 'Rol' }).click()
  await admin.locator('.ant-select-item-option[title="Öğrenci (1)"]').click()
  await expect(admin.getByRole('cell', { name: 'Sertifika Taleplerim', exact: true })).toBeVisible()

  await admin.getByRole('button', { name: 'Öğe ekle' }).click()
  let dialog = admin.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'Grup' }).check()
  await dialog.getByLabel('Türkçe ad').fill('Deneme Grubu')
  await dialog.getByLabel('İngilizce ad').fill('Trial Group')
  await dialog.getByLabel('Sıra').fill('5')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(admin.getByText('Menü öğesi eklendi.')).toBeVisible()

  await admin.getByRole('button', { name: 'Öğe ekle' }).click()
  dialog = admin.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Sayfa bileşeni' }).fill('bordro')
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await expect(dialog.getByLabel('Türkçe ad')).not.toHaveValue('')
  await dialog.getByLabel('Türkçe ad').fill('Bordro Deneme')
  await dialog.getByRole('combobox', { name: 'Bulunduğu grup' }).click()
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Deneme Grubu"]').click()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'issue37-menu-add-tr-light')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(admin.getByText('Menü öğesi eklendi.')).toBeVisible()

  await admin.getByRole('button', { name: 'Menü öğesini düzenle: Sertifika Taleplerim' }).click()
  dialog = admin.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'Bulunduğu grup' }).click()
  await admin.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Deneme Grubu"]').click()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(admin.getByText('Menü öğesi kaydedildi.')).toBeVisible()

  const student = await pageWith(browser, { lang: 'tr' })
  await signIn(student, accounts.student)
  const group = mainNav(student).getByText('Deneme Grubu', { exact: true })
  await expect(group).toBeVisible()
  await group.click()
  await expect(mainNav(student).getByText('Sertifika Taleplerim', { exact: true })).toBeVisible()
  await expect(mainNav(student).getByText('Bordro Deneme', { exact: true })).toBeVisible()
  await student.context().close()

  await admin.getByRole('button', { name: 'Varsayılana döndür' }).click()
  await admin.locator('.ant-popconfirm').getByRole('button', { name: 'Varsayılana döndür' }).click()
  await expect(admin.getByText('Menü varsayılan haline döndürüldü.')).toBeVisible()
  await admin.context().close()
})

test('people are found by name without Turkish letters; the role switch names each role’s units (English, dark, 375 px)', async ({
  browser,
}) => {
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(admin, accounts.sysadmin, '/sistem/rol-atamalari')
  const box = admin.getByRole('searchbox', { name: 'Name or registry no' })
  await box.fill('tugba polat')
  await box.press('Enter')
  // Two staff members share the name: both are listed, the administrator picks one.
  await expect(admin.getByRole('button', { name: /Tuğba Polat · P10089/ })).toBeVisible()
  await admin.getByRole('button', { name: /Tuğba Polat · P10014/ }).click()
  await expect(admin.getByRole('heading', { name: /Tuğba Polat · P10014/ })).toBeVisible()
  expect(await settled(admin)).toEqual([])
  await shot(admin, 'issue37-roles-en-dark-375')
  await admin.context().close()

  const staff = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(staff, accounts.multiRole)
  await staff.getByRole('button', { name: /Switch role/ }).click()
  const items = staff.getByRole('menuitem')
  await expect(items.first()).toBeVisible()
  const texts = await items.allInnerTexts()
  expect(texts.filter((t) => t.includes(' · ')).length).toBeGreaterThanOrEqual(2)
  // The pointer rests on the trigger after the click (a hovered button is lighter): move it away first.
  await staff.mouse.move(0, 0)
  await staff.waitForTimeout(400)
  expect(await seriousViolations(staff)).toEqual([])
  await shot(staff, 'issue37-role-switch-en-dark')
  await staff.context().close()
})
