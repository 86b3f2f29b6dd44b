/**
 * Privacy (issue 39 "Privacy") end to end: a guest applicant is shown the privacy notice before starting an
 * application (blocking: Escape does not close it), acknowledges it once; the system administrator publishes a
 * new version of the guests' notice and the same guest is asked again; a registrar reads a student's freeze
 * document (a health file), the data protection officer finds the read in the access log and exports it, and the
 * student sees the read on her own page (English).
 * Every visited page gets the axe check, in Turkish light and English dark, at 1366 and 375 px.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { guestEmail, signInGuest } from './support/guest.ts'
import { noticeDialog, signInAcknowledging } from './support/privacy.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

/**
 * The student whose health file the registrar reads (Can Öztürk; the request is withdrawn at the end): not the
 * notice's student, whom departure.spec (earlier in the run) takes through departure, after which a freeze request
 * is refused.
 */
const HEALTH_STUDENT = '2025104001@ogr.anadoluteknik.edu.tr'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** Opens the new application form as the signed-in guest. */
async function newApplication(page: Page, link: RegExp): Promise<void> {
  await page.goto('/applications')
  await page.getByRole('link', { name: link }).click()
  await expect(page).toHaveURL(/\/application$/)
}

/** The API with the page's stored portal token. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  return { authorization: `Bearer ${token}` }
}

test('a guest acknowledges the notice before applying; a new version asks again', async ({ browser }) => {
  test.setTimeout(120_000)
  const email = guestEmail('kvkk')
  const guest = await pageWith(browser)
  await signInGuest(guest, email)
  await newApplication(guest, /Yeni başvuru/)
  const dialog = noticeDialog(guest)
  await expect(
    dialog.getByRole('heading', { name: 'Akademik Kadro Adaylarına Yönelik Aydınlatma Metni' }),
  ).toBeVisible()
  await expect(dialog).toContainText('6698 sayılı')
  await check(guest, 'privacy-notice-guest-tr-light')
  await guest.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Okudum, anladım' }).click()
  await expect(dialog).toBeHidden()
  await guest.reload()
  await expect(guest.getByRole('button', { name: 'Başvuruyu başlat' })).toBeVisible()
  await expect(dialog).toBeHidden()

  // The system administrator publishes a new version of the guests' notice (English, dark).
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(admin, accounts.sysadmin, '/sistem/aydinlatma-metinleri')
  await admin.getByText('Guest applicants', { exact: true }).click()
  const title = admin.getByLabel('Title (English)')
  await expect(title).toHaveValue(/Privacy Notice for Academic Position Applicants/)
  const next = `Privacy Notice for Applicants ${Date.now()}`
  await title.fill(next)
  await admin.getByRole('button', { name: 'Publish the new version' }).click()
  await admin.getByRole('tooltip').getByRole('button', { name: 'Publish the new version' }).click()
  await expect(admin.getByText(/^Version \d+ was published\.$/)).toBeVisible()
  await expect(admin.getByRole('row', { name: new RegExp(next) })).toContainText('Çağrı Erdoğan')
  await check(admin, 'privacy-notices-admin-en-dark')

  // The same guest is asked again, in English at 375 px.
  const again = await pageWith(browser, { lang: 'en', narrow: true })
  await signInGuest(again, email)
  await newApplication(again, /New application/)
  await expect(noticeDialog(again).getByRole('heading', { name: next })).toBeVisible()
  await check(again, 'privacy-notice-guest-en-375')
  await noticeDialog(again).getByRole('button', { name: 'I have read and understood' }).click()
  await expect(noticeDialog(again)).toBeHidden()
})

test("the officer sees a registrar's read of a student's health file in the access log", async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // The student (asked for the notice at first sign-in) sends a freeze request with a medical report.
  const student = await pageWith(browser)
  await signInAcknowledging(student, HEALTH_STUDENT)
  const overview = await student.request.get('/api/Freeze/Student/Overview', {
    headers: await bearer(student),
  })
  const term = ((await overview.json()).responseData.OpenTerms as { Code: string }[]).at(-1)?.Code ?? ''
  const created = await student.request.post('/api/Freeze/Student/Create', {
    headers: await bearer(student),
    multipart: {
      Reason: 'health',
      Terms: term,
      Explanation: 'Ameliyat sonrası iyileşme dönemim nedeniyle kaydımı dondurmam gerekiyor.',
      file: { name: 'rapor.png', mimeType: 'image/png', buffer: PNG },
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const id = (await created.json()).responseData as number

  // The registrar opens the document.
  const registrar = await pageWith(browser)
  await signIn(registrar, accounts.registrar)
  const read = await registrar.request.get(`/api/Freeze/File?id=${id}`, { headers: await bearer(registrar) })
  expect(read.status()).toBe(200)
  // The student withdraws the request (other specs use this student).
  await student.request.post('/api/Freeze/Student/Withdraw', {
    headers: await bearer(student),
    data: { Id: id },
  })

  // The data protection officer (the sysadmin's second role) filters the log by the kind and the reader.
  const officer = await pageWith(browser)
  await signIn(officer, accounts.sysadmin)
  await officer
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await officer.getByRole('menuitem', { name: 'Kişisel Veri Koruma Sorumlusu' }).click()
  // The switch stores the new role's token; going on before it is stored opened the page as the administrator.
  await expect(
    officer.getByText('Başarılı bir şekilde Kişisel Veri Koruma Sorumlusu rolüne geçiş yaptınız.'),
  ).toBeVisible()
  await officer.goto('/kvkk/erisim-kayitlari')
  await officer.getByRole('searchbox', { name: 'Okuyan (ad, sicil no)' }).fill('elif arslan')
  await officer.getByRole('searchbox', { name: 'Okuyan (ad, sicil no)' }).press('Enter')
  const row = officer.getByRole('row', { name: new RegExp(`freeze:${id}`) })
  await expect(row).toContainText('Elif Arslan')
  await expect(row).toContainText('Kayıt dondurma belgesi (sağlık)')
  await expect(row).toContainText('Can Öztürk')
  await check(officer, 'privacy-access-log-tr-light')
  const download = officer.waitForEvent('download')
  await officer.getByRole('button', { name: "Excel'e aktar" }).click()
  expect((await download).suggestedFilename()).toBe('erisim-kayitlari.xlsx')

  // The student sees the read on her own "My personal data" page (English, dark, 375 px).
  const own = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAcknowledging(own, HEALTH_STUDENT, '/kisisel-verilerim')
  const reads = own.locator('.ant-card').filter({ hasText: 'Staff who read your data' })
  const mine = reads.getByRole('row').filter({ hasText: 'Freeze request document (health)' }).first()
  await expect(mine).toContainText('Elif Arslan')
  await check(own, 'privacy-access-own-en-dark-375')
})
