/**
 * Registration freeze and completion end to end (issue 16 "It is done when"): a student sends a freeze request
 * with a PDF document and the registrar approves it; the student centre sees the queue read-only; a new student
 * completes registration, is signed out, and the next sign-in shows the normal home. Every visited page gets the
 * axe check (no serious or critical violations), in Turkish and English, light and dark, at 375 px.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { escapeRegExp, signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

const newStudent = '2026101901@ogr.anadoluteknik.edu.tr'
const studentCentre = 'ozlem.kaya@anadoluteknik.edu.tr'

/** A minimal valid PDF (the server sniffs the type from the content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Waits for the page to settle, asserts the shared axe check finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** The registration completion page's route, in the student menu only of a student who must complete. */
const COMPLETION = '/ogrenci/kayit-tamamlama'

test('a student requests a freeze with a document and the registrar approves it', async ({ browser }) => {
  test.setTimeout(120_000)
  const student = await pageWith(browser)
  await signIn(student, accounts.student, '/ogrenci/kayit-dondurma')
  await expect(student.getByText('Dönem sayaçlarım')).toBeVisible()
  await check(student, 'freeze-student-tr-light')

  await student.getByLabel('Neden').click()
  await student.locator('.ant-select-dropdown:visible').getByTitle('Sağlık').click()
  // The reason list must be gone (its closing animation too) before the terms' list is read.
  await expect(student.locator('.ant-select-dropdown:visible')).toHaveCount(0)
  await student.getByLabel('Dönemler').click()
  // A coming term, not the current one, so the student's status (used by other specs) stays active.
  const term = student.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1)
  const termName = ((await term.getAttribute('title')) ?? '').trim()
  await term.click()
  await student.keyboard.press('Escape')
  await student
    .getByLabel('Açıklama')
    .fill('Ameliyat sonrası tedavim sürdüğü için bu dönem derslere katılamayacağım.')
  await student
    .locator('input[type=file]')
    .setInputFiles({ name: 'rapor.pdf', mimeType: 'application/pdf', buffer: PDF })
  await student.getByRole('button', { name: 'Talep gönder' }).click()
  await expect(student.getByText('Kayıt dondurma talebiniz alındı.')).toBeVisible()
  await student.waitForURL('**/ogrenci/kayit-dondurma-taleplerim')
  const row = student.locator('.ant-table-row', { hasText: termName })
  await expect(row).toContainText('Onay bekliyor')
  await expect(row).toContainText('rapor.pdf')
  await check(student, 'freeze-mine-tr-light')

  const registrar = await pageWith(browser)
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/kayit-dondurma-talepleri')
  await registrar.getByPlaceholder('Öğrenci no veya ad').fill('2025104001')
  await registrar.getByPlaceholder('Öğrenci no veya ad').press('Enter')
  const pending = registrar.locator('.ant-table-row', { hasText: new RegExp(escapeRegExp(termName)) })
  await expect(pending).toHaveCount(1)
  await check(registrar, 'freeze-admin-tr-light')
  await pending.getByRole('button', { name: 'Onayla' }).click()
  const dialog = registrar.getByRole('dialog', { name: 'Talebi onayla' })
  await dialog.getByLabel('Gerekçe').fill('Sağlık raporu uygun bulundu.')
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(registrar.getByText('Talep onaylandı.')).toBeVisible()
  await expect(pending).toHaveCount(0)

  await student.reload()
  await expect(row).toContainText('Onaylandı')
  await expect(row).toContainText('Sağlık raporu uygun bulundu.')
  await expect(row.getByRole('button', { name: 'Geri çek' })).toHaveCount(0)

  // Registration completion is not this student's page: not in the menu, and its route is refused.
  await student.goto(COMPLETION)
  await student.waitForURL('**/error-403?**')
})

test('the registrar and the student centre see the queue in English and dark mode at 375 px', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const centre = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(centre, studentCentre, '/ogrenci-merkezi/kayit-dondurma')
  await expect(centre.getByText('you can only view this page')).toBeVisible()
  await expect(centre.locator('.ant-table-row').first()).toBeVisible()
  await expect(centre.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await check(centre, 'freeze-admin-en-dark-375')
  await centre.locator('.ant-table-row').first().getByRole('button').first().click()
  await expect(centre.getByText('Registration freeze history')).toBeVisible()
  await check(centre, 'freeze-student-drawer-en-dark-375')

  const student = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(student, accounts.studentDouble, '/ogrenci/kayit-dondurma')
  await expect(student.getByText('My term counters')).toBeVisible()
  await check(student, 'freeze-student-en-dark-375')
  await student.goto('/ogrenci/kayit-dondurma-taleplerim')
  await expect(student.getByText('No registration freeze requests.')).toBeVisible()
  await check(student, 'freeze-mine-en-dark-375')
})

test('a new student completes registration, is signed out, and the next sign-in shows the home page', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { theme: 'dark', narrow: true })
  await page.goto('/ana-sayfa')
  await page.waitForURL(/\/idp\//)
  await page.getByRole('button', { name: new RegExp(escapeRegExp(newStudent)) }).click()
  await page.waitForURL(`**${COMPLETION}`)
  await expect(page.getByText('Getirmeniz gereken belgeler')).toBeVisible()
  // The page is in this student's menu (the server adds it only for a student who must complete).
  expect(await page.evaluate(() => localStorage.getItem('menus'))).toContain('RegistrationCompletion')
  await check(page, 'completion-tr-dark-375')

  await page.getByLabel('Cep telefonu').fill('05321234567')
  await page.getByLabel('Adres').fill('Atatürk Caddesi No 1, Nilüfer, Bursa')
  await page.getByRole('button', { name: 'Kaydı tamamla' }).click()
  await expect(page.getByText('Kaydı tamamlamak için beyanı onaylamalısınız.')).toBeVisible()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Kaydı tamamla' }).click()
  const confirm = page.getByRole('dialog', { name: 'Kaydınız tamamlanacak' })
  const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Identity/Auth/Logout')
  await confirm.getByRole('button', { name: 'Kaydı tamamla' }).click()
  await expect(page.getByText('Kaydınız tamamlandı. Oturumunuz kapatılıyor…')).toBeVisible()
  await logout
  await page.waitForURL(/\/idp\//)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

  // The identity provider may still know the browser and sign in at once, or list the accounts again.
  await page.goto('/ana-sayfa')
  await page.waitForURL((url) => url.pathname.startsWith('/idp/') || url.pathname === '/ana-sayfa')
  if (new URL(page.url()).pathname.startsWith('/idp/')) {
    await page.getByRole('button', { name: new RegExp(escapeRegExp(newStudent)) }).click()
    await page.waitForURL('**/ana-sayfa')
  }
  await expect(
    page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
  ).toBeVisible()
  await page.waitForTimeout(1500)
  expect(new URL(page.url()).pathname).toBe('/ana-sayfa')
  await check(page, 'completion-home-tr-dark-375')
  // Completed: the page has left the menu and its route is refused.
  expect(await page.evaluate(() => localStorage.getItem('menus'))).not.toContain('RegistrationCompletion')
  await page.goto(COMPLETION)
  await page.waitForURL('**/error-403?**')
})
