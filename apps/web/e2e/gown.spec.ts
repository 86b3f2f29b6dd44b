/**
 * Graduation gown and cap (issue 17 § Graduation gown and cap): a graduating student requests a gown with
 * proxy pickup and pays the deposit (a provision) through the development bank's card form and 3-D page;
 * inventory finds the request by student number, hands it to the proxy and takes it back intact; finance sees
 * the deposit released. Turkish light; English dark at 375 px; axe on every visited page.
 * The seed dates the ceremony from the day the e2e server seeds (features/gown/gown.seed.ts): requests until
 * 16:00 sixteen days later, pickup on the weekdays from two days before to 21 days after, so both hold on any
 * date the server started within that span. The hand-out and take-back need the pickup hours (a weekday,
 * 10:00–12:00 and 13:00–17:00 Istanbul, on the real clock the e2e server runs with); outside them the test
 * checks that the hand-out page says so and that finance sees the deposit held, and records an annotation.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

test.setTimeout(240_000)

const STUDENT = '2025104001@ogr.anadoluteknik.edu.tr'
const INVENTORY = 'oguz.yildirim@anadoluteknik.edu.tr'
const FINANCE = 'hakan.erdem@anadoluteknik.edu.tr'

/** Waits for spinners, toasts and animations to settle, then checks axe. */
async function axeClean(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 6000 })
  await page.mouse.move(1, 1)
  await page.waitForTimeout(600)
  expect(await seriousViolations(page)).toEqual([])
}

/** True inside the seeded pickup hours on the real clock (every weekday around the seed day is a pickup day). */
function pickupHours(): boolean {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  )
  const time = `${p.hour}:${p.minute}`
  const weekday = !['Sat', 'Sun'].includes(p.weekday ?? '')
  const inWindow = (time >= '10:00' && time < '11:58') || (time >= '13:00' && time < '16:58')
  return weekday && inWindow
}

test('a student requests a gown with proxy pickup and pays the deposit; inventory hands out and takes back; finance sees it (Turkish, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, STUDENT, '/ogrenci/cubbe-kep')
  await expect(page.getByText('Talep Formu')).toBeVisible()
  await axeClean(page)
  await shot(page, 'gown-tr-form')
  await page.getByLabel('Beden').click()
  await page.getByTitle('L', { exact: true }).click()
  await page.getByLabel('Vekil').check()
  await page.getByLabel('Vekilin adı soyadı').fill('Mehmet Yılmaz')
  await page.getByLabel('Vekilin T.C. kimlik no').fill('10000000145')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Talep et ve depozitoyu öde' }).click()
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası girin.')).toBeVisible()
  await page.getByLabel('Vekilin T.C. kimlik no').fill('10000000146')
  await page.getByRole('button', { name: 'Talep et ve depozitoyu öde' }).click()
  await page.waitForURL(/\/ogrenci\/odeme\/\d+$/)
  await axeClean(page)
  await page.getByRole('button', { name: 'Banka sayfasına git ve öde' }).click()
  await page.waitForURL(/\/dev\/bank\/fim\/est3Dgate$/)
  await axeClean(page)
  await page.getByLabel('Kart numarası').fill('4111111111111111')
  await page.getByLabel('Kart sahibinin adı').fill('Ayşe Yılmaz')
  await page.getByLabel('Son kullanma ayı (AA)').fill('12')
  await page.getByLabel('Son kullanma yılı (YY)').fill('30')
  await page.getByLabel('Güvenlik kodu (CVV)').fill('123')
  await page.getByRole('button', { name: 'Öde', exact: true }).click()
  await page.waitForURL(/\/dev\/bank\/fim\/card$/)
  await page.getByLabel('Doğrulama kodu').fill('123456')
  await page.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL(/\/dev\/bank\/fim\/3d$/)
  await axeClean(page)
  await page.getByRole('button', { name: 'Mağazaya dön' }).click()
  await page.waitForURL(/\/ogrenci\/odeme\/\d+$/)
  await expect(page.getByText('Provizyon alındı').first()).toBeVisible({ timeout: 30_000 })
  await page.goto('/ogrenci/cubbe-kep')
  await expect(page.getByText('Teslime hazır')).toBeVisible()
  await expect(page.getByText('Provizyonda')).toBeVisible()
  await axeClean(page)
  await shot(page, 'gown-tr-active')

  const inv = await pageWith(browser, { lang: 'tr' })
  await signIn(inv, INVENTORY, '/demirbas/cubbe')
  await inv.getByLabel('Öğrenci numarası').fill('2025104001')
  await inv.getByLabel('Öğrenci numarası').press('Enter')
  await expect(inv.getByText('Mehmet Yılmaz', { exact: false })).toBeVisible()
  await axeClean(inv)
  await shot(inv, 'gown-tr-handout')
  const open = pickupHours()
  if (open) {
    await inv.getByRole('button', { name: 'Vekile teslim et' }).click()
    await inv.getByRole('button', { name: 'Kaydet' }).click()
    await expect(inv.getByText('Teslim edildi').first()).toBeVisible()
    await inv.getByRole('button', { name: 'İade al' }).click()
    await inv.getByRole('button', { name: 'Kaydet' }).click()
    await expect(inv.getByText('İade alındı').first()).toBeVisible()
    await axeClean(inv)
  } else {
    test
      .info()
      .annotations.push({ type: 'outside pickup hours', description: 'hand-out and take-back not run' })
    await expect(inv.getByText('Şu an teslim saati dışında')).toBeVisible()
  }

  const fin = await pageWith(browser, { lang: 'tr' })
  await signIn(fin, FINANCE, '/mali/cubbe-depozito')
  await expect(fin.getByRole('row', { name: /2025104001/ })).toBeVisible()
  await expect(fin.getByRole('row', { name: /2025104001/ })).toContainText(
    open ? 'İade edildi (provizyon çözüldü)' : 'Provizyonda',
  )
  await axeClean(fin)
  await shot(fin, 'gown-tr-finance')
})

test('the three gown pages work at 375 px (English, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, '2024101001@ogr.anadoluteknik.edu.tr', '/ogrenci/cubbe-kep')
  await expect(page.getByText('You cannot request')).toBeVisible()
  await axeClean(page)
  await shot(page, 'gown-en-narrow-refused')
  const fin = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(fin, FINANCE, '/mali/cubbe-depozito')
  await expect(fin.getByText('Gown Deposit Refunds').first()).toBeVisible()
  await expect(fin.getByRole('row', { name: /Captured/ }).first()).toBeVisible()
  await axeClean(fin)
  await shot(fin, 'gown-en-narrow-finance')
  const inv = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(inv, INVENTORY, '/demirbas/cubbe')
  await inv.getByLabel('Student number').fill('0000000000')
  await inv.getByLabel('Student number').press('Enter')
  await expect(inv.getByText('This student has no request for this ceremony.')).toBeVisible()
  await axeClean(inv)
  await shot(inv, 'gown-en-narrow-handout')
})
