/**
 * Departure clearance end to end (issue 16 § Departure clearance; spec §1, §4, §5, §8): the demo student with a
 * library fine starts a request, reads the code from the development SMS outbox and confirms; the library
 * settles the fine and clears; accounting, fixtures and sports clear; the student centre dean's office and
 * the registrar approve; the student sees "completed" and downloads the certificate. Every visited page gets
 * the axe check (no serious or critical violations); the student's page is also checked in English, dark
 * mode, at 375 px.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { signIn } from './support/session.ts'

const D = 'anadoluteknik.edu.tr'
const STUDENT = `2024104002@ogr.${D}`
const STUDENT_NO = '2024104002'

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** Signs `email` in at `path` in a fresh context; returns the page. */
async function as(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'tr-TR' })
  const page = await context.newPage()
  await signIn(page, email, path)
  return page
}

/** An office or approver finds the student in its queue and acts (clear / approve) after confirmation. */
async function act(page: Page, button: 'Onayla') {
  await page.getByRole('searchbox', { name: 'Öğrenci no ile ara' }).fill(STUDENT_NO)
  await page.getByRole('searchbox', { name: 'Öğrenci no ile ara' }).press('Enter')
  const row = page.getByRole('row', { name: new RegExp(STUDENT_NO) })
  await expect(row).toBeVisible()
  await axe(page)
  await row.getByRole('button', { name: button }).click()
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /Tamam|OK|Evet/ })
    .click()
  await expect(page.getByText(/Öğrenci onaylandı\.|Talep onaylandı\./)).toBeVisible()
}

test('a student with a library fine is cleared by every office and approved to departure', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const student = await as(browser, STUDENT, '/ogrenci/ilisik-kesme')
  const library = student.getByTestId('office-library')
  await expect(library).toContainText('45,00')
  await expect(library).toContainText('Sefiller')
  await axe(student)

  await student.getByLabel('Ayrılış nedeni').click()
  await student.getByTitle('Kendi isteği').click()
  await student.getByLabel('Açıklama').fill('Ailemin yanına dönüyorum.')
  await student.locator('#Q1').getByText('4', { exact: true }).click()
  await student.getByText('Kararsızım').click()
  await student.getByRole('button', { name: 'Talep oluştur' }).click()
  await expect(student.getByTestId('departure-status')).toHaveText('Onay kodu bekleniyor')

  let code = ''
  await expect
    .poll(async () => {
      const body = (await (await student.request.get('/dev/outbox/sms')).json()) as {
        responseData: { text: string }[]
      }
      code = body.responseData[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  await student.getByLabel('6 haneli onay kodu').fill(code)
  await student.getByRole('button', { name: 'Onayla' }).click()
  await expect(student.getByTestId('departure-status')).toHaveText('Birim onayları bekleniyor')

  // The library settles the fine, then clears.
  const lib = await as(browser, `tugba.polat@${D}`, '/kutuphane/ilisik-kesme-onay')
  await lib.getByRole('searchbox', { name: 'Öğrenci no ile ara' }).fill(STUDENT_NO)
  await lib.getByRole('searchbox', { name: 'Öğrenci no ile ara' }).press('Enter')
  const row = lib.getByRole('row', { name: new RegExp(STUDENT_NO) })
  await expect(row).toContainText('45,00')
  await row.getByRole('button', { name: 'Ayrıntı' }).click()
  await lib.getByRole('dialog').getByRole('button', { name: 'Borcu kapat' }).click()
  await lib
    .getByRole('tooltip')
    .getByRole('button', { name: /Tamam|OK|Evet/ })
    .click()
  await expect(lib.getByText('Borç kapatıldı.')).toBeVisible()
  await lib
    .getByRole('dialog')
    .getByRole('button', { name: /Close|Kapat/ })
    .click()
  await act(lib, 'Onayla')

  for (const [email, path] of [
    [`hakan.erdem@${D}`, '/mali/ilisik-kesme-onay'],
    [`oguz.yildirim@${D}`, '/demirbas/ilisik-kesme-onay'],
    [`baris.unal@${D}`, '/spor/ilisik-kesme-onay'],
    [`ozlem.kaya@${D}`, '/ogrenci-merkezi/ilisik-kesme-on-onay'],
    [`elif.arslan@${D}`, '/ogrenci-isleri/ilisik-kesme-onaylari'],
  ] as const) {
    const page = await as(browser, email, path)
    await act(page, 'Onayla')
    await page.context().close()
  }

  await student.reload()
  await expect(student.getByTestId('departure-status')).toHaveText('Tamamlandı')
  const download = student.waitForEvent('download')
  await student.getByRole('button', { name: 'İlişik kesme belgesini indir' }).click()
  expect((await download).suggestedFilename()).toMatch(/^ilisik-kesme-belgesi-2024104002-\d+\.pdf$/)
  await student.screenshot({ path: 'test-results/departure-student-tr-light.png', fullPage: true })

  // English, dark, 375 px.
  await student.evaluate(() => {
    localStorage.setItem('language', 'en')
    localStorage.setItem('themeMode', 'dark')
  })
  await student.setViewportSize({ width: 375, height: 800 })
  await student.reload()
  await expect(student.getByTestId('departure-status')).toHaveText('Completed')
  await expect(student.getByRole('button', { name: 'Download the departure certificate' })).toBeVisible()
  await axe(student)
  await student.screenshot({ path: 'test-results/departure-student-en-dark-375.png', fullPage: true })
})
