/**
 * The built half on phones and in both languages (issue 24 "Phones and language" and the dead ends): each
 * defect a user hit, as an end-to-end test that failed before its fix — dates and numbers in one format per
 * language, the Turkish suffix on a percentage, English day names, the absence entry's default hours, the
 * proxy start date's message and the grades page's term titles at 375 px. (The committee's and the advisor's
 * dead ends are tested in applications.spec.ts and registration.spec.ts, in their flows.)
 */

import { pageWith } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { layoutProblems } from './support/overflow.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 90_000 })

/** Switches the page to English with the header's language control. */
async function toEnglish(page: Page) {
  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
}

test('the student’s absences: the limit with the right Turkish suffix, percentages as %26,19 and 26.19%', async ({
  page,
}) => {
  await signIn(page, accounts.studentDouble, '/ogrenci/devamsizliklarim')
  const main = page.locator('main')
  // "%30'dur", "%25'tir", "%20'dir" — the suffix follows the number as it is read, never a fixed "'idir".
  await expect(main).toContainText(/ders saatlerinin %\d+(,\d+)?'(dır|dir|dur|dür|tır|tir|tur|tür)\./)
  const limit = Number((await main.textContent())?.match(/saatlerinin %(\d+)'/)?.[1])
  const suffix: Record<number, string> = { 20: 'dir', 25: 'tir', 30: 'dur', 40: 'tır', 50: 'dir' }
  if (suffix[limit]) await expect(main).toContainText(`%${limit}'${suffix[limit]}.`)
  await toEnglish(page)
  await expect(main).toContainText(/The absence limit is \d+(\.\d+)?% of/)
  // No Turkish-style percentage is left in the English page.
  await expect(main).not.toContainText(/%\d/)
})

test('English lesson times use English day names', async ({ page }) => {
  await signIn(page, accounts.studentDouble, '/ogrenci/ders-kaydi')
  await expect(page.locator('main')).toContainText(/\b(Pzt|Sal|Çar|Per|Cum) \d{2}:\d{2}/)
  await toEnglish(page)
  await expect(page.locator('main')).toContainText(/\b(Mon|Tue|Wed|Thu|Fri) \d{2}:\d{2}/)
  await expect(page.locator('main')).not.toContainText(/\b(Pzt|Sal|Çar|Per|Cum) \d{2}:\d{2}/)
})

test('HR screens show dates as dd.MM.yyyy in Turkish and dd/MM/yyyy in English, never ISO', async ({
  page,
}) => {
  await signIn(page, 'serkan.aksoy@anadoluteknik.edu.tr', '/ik/kadro-ilanlari')
  const main = page.locator('main')
  await expect(main).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/)
  await expect(main).not.toContainText(/\d{4}-\d{2}-\d{2}/)
  await page.goto('/personel/bilgilerim')
  await expect(main).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await toEnglish(page)
  await expect(main).toContainText(/\d{2}\/\d{2}\/\d{4}/)
  await expect(main).not.toContainText(/\d{4}-\d{2}-\d{2}/)
})

/** The lesson hours of `lessonTime` on the weekday of `day` (0 = Sunday), or all its hours when none. */
function expectedHours(lessonTime: string, weekday: number): number {
  const index: Record<string, number> = { Paz: 0, Pzt: 1, Sal: 2, Çar: 3, Per: 4, Cum: 5, Cmt: 6 }
  let on = 0
  let all = 0
  for (const m of lessonTime.matchAll(/(\S+) (\d{2}):(\d{2})-(\d{2}):(\d{2})/g)) {
    const hours = Math.ceil((Number(m[4]) * 60 + Number(m[5]) - Number(m[2]) * 60 - Number(m[3])) / 60)
    all += hours
    if (index[m[1] as string] === weekday) on += hours
  }
  return Math.min(12, on || all)
}

test('absence entry: a new day defaults to the section’s scheduled lesson hours, not 2', async ({ page }) => {
  await signIn(page, accounts.instructorAdvisor, '/ogretim/devamsizlik-girisi')
  const select = page.getByLabel('Şube')
  await select.click()
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await expect(options.first()).toBeVisible()
  const count = await options.count()
  const weekday = new Date(
    new Date().toLocaleString('en-US', { timeZone: 'Europe/Istanbul' }).replace(/,.*/, ''),
  ).getDay()
  let checked = 0
  for (let i = 0; i < count && checked < 3; i++) {
    if (i > 0) await select.click()
    await options.nth(i).click()
    const timetable = page.getByText(/^Ders programı: /)
    const hoursInput = page.getByRole('spinbutton', { name: 'Ders saati sayısı' })
    await expect(hoursInput).toBeVisible()
    if (!(await timetable.isVisible())) continue
    const expected = expectedHours((await timetable.textContent()) ?? '', weekday)
    // A day already entered keeps its stored hours (its confirm button is live); only a new day shows the default.
    const entered = await page
      .getByRole('button', { name: /Onayı kaldır|Günü tamamlandı olarak onayla/ })
      .isEnabled()
    if (entered) continue
    await expect(hoursInput).toHaveValue(String(expected))
    if (expected !== 2) checked++
  }
  expect(checked).toBeGreaterThan(0)
})

test('a typed past proxy start date gets the date rule’s message, not "required"', async ({ page }) => {
  await signIn(page, accounts.finance, '/personel/vekalet')
  await page.getByRole('button', { name: 'Yeni vekalet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Yeni vekalet' })
  const fmt = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  const day = 24 * 3600 * 1000
  const start = dialog.getByPlaceholder('Başlangıç tarihi')
  await start.click()
  await start.pressSequentially(fmt.format(new Date(Date.now() - 3 * day)))
  await start.press('Enter')
  const end = dialog.getByPlaceholder('Bitiş tarihi')
  await end.pressSequentially(fmt.format(new Date(Date.now() + 3 * day)))
  await end.press('Enter')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByText('Başlangıç tarihi bugünden önce olamaz.')).toBeVisible()
  const dates = dialog.locator('.ant-form-item').filter({ has: start })
  await expect(dates.getByText('Bu alan zorunludur.')).toHaveCount(0)
})

test('375 px: the grades page keeps each term’s title beside its GPA and details, nothing cut off', async ({
  browser,
}) => {
  const page = await pageWith(browser, { narrow: true })
  await signIn(page, accounts.studentDouble, '/ogrenci/notlarim')
  const title = page
    .locator('.ant-card-head-title')
    .filter({ hasText: /Dönemi/ })
    .first()
  await expect(title).toBeVisible()
  const box = await title.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(120)
  expect(await layoutProblems(page)).toEqual([])
  await page.context().close()
})
