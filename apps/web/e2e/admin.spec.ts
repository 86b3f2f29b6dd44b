/**
 * System administration (issue 22): the administrator renames a student menu entry, the student sees the new
 * name after a reload, and the administrator finds the change in the audit log with its before and after
 * (and the chain verification on top); then reverts the student's menu. English and Turkish, light and dark,
 * and the audit log at 375 px. Every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { mainNav, signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

test.setTimeout(180_000)

/** Picks `label` in the role select of the menu page. */
async function chooseRole(page: Page, name: string, label: string) {
  await page.getByRole('combobox', { name }).click()
  await page.locator(`.ant-select-item-option[title="${label}"]`).click()
}

test('the administrator renames a student menu entry, the student sees it, the audit log shows it (Turkish, light)', async ({
  browser,
}) => {
  const admin = await pageWith(browser, { lang: 'tr' })
  await signIn(admin, accounts.sysadmin, '/sistem/menuler')
  await expect(admin.getByText('Menüsünü görmek için bir rol seçin.')).toBeVisible({ timeout: 30_000 })
  await chooseRole(admin, 'Rol', 'Öğrenci (1)')
  await admin.getByRole('button', { name: 'Menü öğesini düzenle: Sertifika Taleplerim' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Türkçe ad').fill('S')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByText('Ad en az 2, en fazla 80 karakter olmalıdır.')).toBeVisible()
  await dialog.getByLabel('Türkçe ad').fill('Sertifika Başvurularım')
  await dialog.getByLabel('İngilizce ad').fill('My Certificate Applications')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(admin.getByText('Menü öğesi kaydedildi.')).toBeVisible()
  await expect(admin.getByRole('cell', { name: 'Sertifika Başvurularım', exact: true }).first()).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-menu-tr-light')

  const student = await pageWith(browser, { lang: 'tr' })
  await signIn(student, accounts.student)
  await student.reload()
  await mainNav(student).getByRole('button', { name: 'Başvurular' }).click()
  await expect(mainNav(student).getByRole('link', { name: 'Sertifika Başvurularım' })).toBeVisible()

  await admin.goto('/sistem/denetim-kayitlari')
  await expect(admin.getByText(/Denetim zinciri sağlam: \d+ kayıt doğrulandı\./)).toBeVisible({
    timeout: 30_000,
  })
  await admin.getByRole('combobox', { name: 'Kayıt türü' }).click()
  await admin.locator('.ant-select-item-option[title="Menü öğesi"]').click()
  await expect(admin.getByText('Toplam 1 kayıt')).toBeVisible()
  const row = admin.getByRole('row', { name: /Menü öğesi/ })
  await expect(row.getByText('Çağrı Erdoğan')).toBeVisible()
  await row.getByRole('button', { name: /genişlet|expand/i }).click()
  // Issue 36: the entry in words (kind, action), values as text, not JSON.
  await expect(admin.getByTestId('audit-subject')).toContainText('Menü öğesi')
  await expect(admin.getByText('Sertifika Taleplerim', { exact: true })).toBeVisible()
  await expect(admin.getByText('Sertifika Başvurularım', { exact: true })).toBeVisible()
  await expect(admin.getByText('değişti').first()).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-audit-tr-light')

  // Revert, so other specs on this server see the seeded menu.
  await admin.goto('/sistem/menuler')
  await chooseRole(admin, 'Rol', 'Öğrenci (1)')
  await admin.getByRole('button', { name: 'Varsayılana döndür' }).click()
  await admin.getByRole('tooltip').getByRole('button', { name: 'Varsayılana döndür' }).click()
  await expect(admin.getByText('Menü varsayılan haline döndürüldü.')).toBeVisible()
  await expect(admin.getByRole('cell', { name: 'Sertifika Taleplerim', exact: true }).first()).toBeVisible()
})

test('the audit log and menu management in English, dark', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(admin, accounts.sysadmin, '/sistem/denetim-kayitlari')
  await expect(admin.getByText(/The audit chain is intact: \d+ entries verified\./)).toBeVisible({
    timeout: 30_000,
  })
  await expect(admin.getByText(/\d+ entries in total/)).toBeVisible()
  await admin.getByRole('checkbox', { name: 'Only changes made while impersonating' }).check()
  await expect(
    admin.getByText(/\d+ entr(?:y|ies) in total|No entries match the filters\./).first(),
  ).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-audit-en-dark')
  await admin.goto('/sistem/menuler')
  await chooseRole(admin, 'Role', 'Registrar (4)')
  await expect(admin.getByRole('cell', { name: 'Student Report', exact: true }).first()).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-menu-en-dark')
})

test('the audit log works at 375 px (Turkish, dark)', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'tr', theme: 'dark', narrow: true })
  await signIn(admin, accounts.sysadmin, '/sistem/denetim-kayitlari')
  await expect(admin.getByText(/Denetim zinciri sağlam/)).toBeVisible({ timeout: 30_000 })
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-audit-tr-dark-375')
})

test('the administrator grants a role and revokes it with a reason (Turkish, light)', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'tr' })
  await signIn(admin, accounts.sysadmin, '/sistem/rol-atamalari')
  await expect(admin.getByText('Rolleri görmek için ad soyad veya sicil numarası yazın.')).toBeVisible({
    timeout: 30_000,
  })
  const box = admin.getByRole('searchbox', { name: 'Ad soyad veya sicil no' })
  await box.fill('p10014')
  await box.press('Enter')
  await expect(admin.getByRole('heading', { name: /Tuğba Polat · P10014/ })).toBeVisible()
  await admin.getByRole('button', { name: 'Rol ata' }).click()
  await expect(admin.getByText('Rol seçilmelidir.')).toBeVisible()
  await admin.getByRole('combobox', { name: 'Rol' }).click()
  await admin.locator('.ant-select-item-option[title="Demirbaş Sorumlusu (7)"]').click()
  await admin.getByRole('combobox', { name: 'Birimler' }).click()
  await admin.locator('.ant-select-item-option[title="Anadolu Teknik Üniversitesi"]').click()
  await admin.keyboard.press('Escape')
  await admin.getByRole('button', { name: 'Rol ata' }).click()
  await expect(admin.getByText('Rol atandı.')).toBeVisible()
  const row = admin.getByRole('row', { name: /Demirbaş Sorumlusu \(7\)/ })
  await expect(row.getByText('Etkin')).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'admin-roles-tr-light')

  await row.getByRole('button', { name: 'Kaldır: Demirbaş Sorumlusu' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Kaldır' }).click()
  await expect(dialog.getByText('Gerekçe zorunludur.')).toBeVisible()
  await dialog.getByLabel('Gerekçe').fill('Deneme ataması geri alındı')
  await dialog.getByRole('button', { name: 'Kaldır' }).click()
  await expect(admin.getByText('Rol ataması kaldırıldı.')).toBeVisible()
  await expect(row.getByText('Kaldırılmış')).toBeVisible()
})
