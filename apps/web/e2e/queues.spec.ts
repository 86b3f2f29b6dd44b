/**
 * The request queues end to end (issue 22 "Request queues"): a student requests two reviewed documents; the
 * registrar rejects one with a reason and approves the other, and the student sees both outcomes; authorised
 * personnel find the student's documents; HR filters payroll requests, exports them and resends a failed one;
 * HR exports the applications list. Every visited page gets the axe check, in Turkish light, English dark and at 375 px. The
 * payroll, student documents and applications pages are on the shared data table (issue 36): at 1366 px their
 * row actions lie inside the viewport.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

const hr = 'serkan.aksoy@anadoluteknik.edu.tr'
const studentNo = '2025104001'

/** Waits for the page to settle, asserts the shared axe check finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** Asserts `target` (a row action) lies inside a 1366 px wide viewport without scrolling sideways. */
async function inView(target: Locator): Promise<void> {
  await expect(target).toBeVisible()
  const box = await target.boundingBox()
  expect(box, 'the action has a box').not.toBeNull()
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366)
}

/** Requests a document of `kind` (its Turkish name) on the student's documents page. */
async function request(page: Page, kind: string) {
  await page.getByRole('combobox', { name: 'Belge türü' }).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle(kind).click()
  await page.getByRole('button', { name: 'Talep et' }).click()
  await expect(page.getByText('Öğrenci İşleri inceledikten sonra').first()).toBeVisible()
}

test('the registrar rejects one requested document and approves another; the student sees both', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const student = await pageWith(browser)
  await signIn(student, accounts.student, '/ogrenci/belgelerim')
  await request(student, 'Onaylı Ders İçerikleri')
  await request(student, 'Askerlik Durum Belgesi')

  const registrar = await pageWith(browser)
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/belge-talepleri')
  await registrar.getByPlaceholder('Öğrenci no veya ad').fill(studentNo)
  await registrar.getByPlaceholder('Öğrenci no veya ad').press('Enter')
  const contents = registrar.locator('.ant-table-row', { hasText: 'Onaylı Ders İçerikleri' }).first()
  const military = registrar.locator('.ant-table-row', { hasText: 'Askerlik Durum Belgesi' }).first()
  await expect(contents).toBeVisible()
  await expect(military).toBeVisible()
  await check(registrar, 'queues-documents-tr-light')

  await contents.getByRole('button', { name: 'Reddet' }).click()
  const dialog = registrar.getByRole('dialog')
  await dialog.getByLabel('Gerekçe').fill('Ders içerikleri bölüm onayından sonra verilir.')
  await dialog.getByRole('button', { name: 'Reddet' }).click()
  await expect(registrar.getByText('1 talep reddedildi.')).toBeVisible()
  await military.getByRole('button', { name: 'Onayla' }).click()
  await expect(registrar.getByText('1 talep onaylandı.')).toBeVisible()

  await student.reload()
  const rejected = student.locator('.ant-table-row', { hasText: 'Onaylı Ders İçerikleri' }).first()
  await expect(rejected).toContainText('Reddedildi')
  await expect(rejected).toContainText('Ders içerikleri bölüm onayından sonra verilir.')
  const created = student.locator('.ant-table-row', { hasText: 'Askerlik Durum Belgesi' }).first()
  await expect(created).toContainText('Belge oluşturuldu')
  await check(student, 'queues-student-documents-tr-light')

  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(narrow, accounts.registrar, '/ogrenci-isleri/belge-talepleri')
  await narrow.getByRole('combobox', { name: 'Status' }).click()
  await narrow.locator('.ant-select-dropdown:visible').getByTitle('Rejected').click()
  await expect(narrow.locator('.ant-table-row', { hasText: studentNo }).first()).toBeVisible()
  await check(narrow, 'queues-documents-en-dark-375')
})

test('authorised personnel find a student and see their documents', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await signIn(page, accounts.multiRole)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: /^Yetkili Personel( · |$)/ }).click()
  await expect(page.getByText('Başarılı bir şekilde Yetkili Personel rolüne geçiş yaptınız.')).toBeVisible()
  await page.goto('/yetkili/ogrenci-belgeleri')
  await page.getByPlaceholder('Öğrenci no veya ad soyad').fill(studentNo)
  await page.getByPlaceholder('Öğrenci no veya ad soyad').press('Enter')
  await page.setViewportSize({ width: 1366, height: 768 })
  await inView(page.getByRole('button', { name: 'Belgeleri' }).first())
  await page.getByRole('button', { name: 'Belgeleri' }).first().click()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await inView(page.locator('.ant-table-row').first().getByRole('button', { name: 'Sil' }))
  await check(page, 'queues-student-documents-admin-tr-light')
})

test('HR filters payroll requests and resends a failed one', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page, hr, '/ik/bordro-talepleri')
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await check(page, 'queues-payroll-tr-light')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: "Excel'e aktar" }).click()
  expect((await download).suggestedFilename()).toBe('bordro-talepleri.xlsx')
  await page.getByRole('tab', { name: 'Başarısız gönderimler' }).click()
  const failed = page.locator('.ant-table-row')
  await expect(failed).toHaveCount(3)
  const first = failed.first()
  await inView(first.getByRole('button', { name: 'Yeniden gönder' }))
  const person = ((await first.locator('td').first().textContent()) ?? '').split(' ')[0] ?? ''
  await page.getByPlaceholder('Sicil no veya ad soyad').fill(person)
  await page.getByPlaceholder('Sicil no veya ad soyad').press('Enter')
  await expect(failed).toHaveCount(1)
  await failed.first().getByRole('button', { name: 'Yeniden gönder' }).click()
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Yeniden gönder' }).click()
  await expect(page.getByText(/adresine yeniden gönderildi/)).toBeVisible()
  await expect(failed).toHaveCount(0)

  const dark = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(dark, hr, '/ik/bordro-talepleri')
  await expect(dark.locator('.ant-table-row').first()).toBeVisible()
  await check(dark, 'queues-payroll-en-dark-375')
})

test('HR exports the academic applications list', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page, hr, '/ik/akademik-basvurular')
  await expect(page.getByText('Kadro ilanları')).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await inView(page.getByRole('button', { name: /^Başvurular: / }).first())
  await check(page, 'queues-applications-tr-light')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: "Excel'e aktar" }).click()
  expect((await download).suggestedFilename()).toBe('akademik-basvurular.xlsx')

  const dark = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(dark, hr, '/ik/akademik-basvurular')
  await expect(dark.getByText('Position announcements')).toBeVisible()
  await check(dark, 'queues-applications-en-dark-375')
})
