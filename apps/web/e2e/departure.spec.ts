/**
 * Departure clearance end to end (issue 16 § Departure clearance; spec §1, §4, §5, §8): the demo student with a
 * library fine starts a request, reads the code from the development SMS outbox and confirms; the library
 * settles the fine and clears; accounting, fixtures and sports clear; the student centre dean's office and
 * the registrar approve; the student sees "completed" and downloads the certificate. Every visited page gets
 * the axe check (no serious or critical violations); the student's page is also checked in English, dark
 * mode, at 375 px. The fixtures office, the dean's office and the registrar queue pages are visited in English,
 * dark mode, at 375 px (axe on each): the fixtures queue counts the seeded student's unreturned items (held in
 * the fixtures feature), and the dean's office and registrar filter their queue by unit.
 */

import { type PageOptions, pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signInAcknowledging } from './support/privacy.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { type Browser, expect, type Page, test } from './support/test.ts'

const D = 'anadoluteknik.edu.tr'
const STUDENT = `2024104002@ogr.${D}`
const STUDENT_NO = '2024104002'

/**
 * Waits until the page is still (no spinner, no running animation, the sign-in welcome toast gone: a fading
 * text is measured at part of its contrast), then asserts the shared axe check finds nothing serious.
 */
async function axe(page: Page, name?: string) {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  if (name) await shot(page, name)
}

/** Signs `email` in at `path` in a fresh page with `opts` (theme, language, width); returns the page. */
async function as(browser: Browser, email: string, path: string, opts: PageOptions = {}): Promise<Page> {
  const page = await pageWith(browser, opts)
  // The departure student is also the privacy notice's demo student (asked at first sign-in, issue 39).
  if (email === STUDENT) await signInAcknowledging(page, email, path)
  else await signIn(page, email, path)
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
  await student.getByRole('button', { name: 'İlişik kesme belgesi (Türkçe)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^ilisik-kesme-belgesi-2024104002-\d+\.pdf$/)
  // The certificate in English too, like the other documents (issue 37).
  const english = student.waitForEvent('download')
  await student.getByRole('button', { name: 'İlişik kesme belgesi (İngilizce)' }).click()
  expect((await english).suggestedFilename()).toMatch(/^departure-certificate-2024104002-\d+\.pdf$/)
  await axe(student, 'departure-student-tr-light')
  await student.context().close()

  // English, dark, 375 px: the same student's completed request.
  const narrow = await as(browser, STUDENT, '/ogrenci/ilisik-kesme', englishDarkNarrow)
  await expect(narrow.getByTestId('departure-status')).toHaveText('Completed')
  await expect(narrow.getByRole('button', { name: 'Departure certificate (English)' })).toBeVisible()
  await expect(narrow.getByRole('button', { name: 'Departure certificate (Turkish)' })).toBeVisible()
  await axe(narrow, 'departure-student-en-dark-375')
})

/** English, dark mode, 375 px wide. */
const englishDarkNarrow: PageOptions = { lang: 'en', theme: 'dark', narrow: true }

test('the office, dean’s office and registrar queues work in English, dark mode, at 375 px', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // The fixtures office: the seeded student holding fixtures items shows them as not returned.
  const fixtures = await as(browser, `oguz.yildirim@${D}`, '/demirbas/ilisik-kesme-onay', englishDarkNarrow)
  await expect(fixtures.getByText(/Not returned: \d+/).first()).toBeVisible()
  await axe(fixtures)
  await fixtures
    .getByRole('row', { name: /Not returned/ })
    .first()
    .getByRole('button', { name: 'Details' })
    .click()
  const drawer = fixtures.getByRole('dialog')
  await expect(drawer.getByTestId('office-fixtures')).toContainText('Go to the refund page')
  await expect(drawer.getByRole('button', { name: 'Settle' })).toHaveCount(0)
  await axe(fixtures, 'departure-fixtures-en-dark-375')
  await fixtures.context().close()

  for (const [email, path, name] of [
    [`ozlem.kaya@${D}`, '/ogrenci-merkezi/ilisik-kesme-on-onay', 'dean'],
    [`elif.arslan@${D}`, '/ogrenci-isleri/ilisik-kesme-onaylari', 'registrar'],
  ] as const) {
    const page = await as(browser, email, path, englishDarkNarrow)
    await expect(page.getByRole('table')).toBeVisible()
    await axe(page)
    // The unit filter: its open tree is checked too (dark theme), then choosing a unit asks the server for
    // that unit's students only.
    await page.getByTestId('unit-filter').click()
    await expect(page.locator('.ant-select-tree-node-content-wrapper').nth(1)).toBeVisible()
    await axe(page, `departure-${name}-units-en-dark-375`)
    const filtered = page.waitForRequest((r) => /\/Onay\/Queue\?.*UnitId=\d+/.test(r.url()))
    await page.locator('.ant-select-tree-node-content-wrapper').nth(1).click()
    await filtered
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
    await expect(page.getByRole('table')).toBeVisible()
    await axe(page, `departure-${name}-en-dark-375`)
    await page.context().close()
  }
})
