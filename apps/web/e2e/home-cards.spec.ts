/**
 * The home page's cards per role (issue 24 "A home page worth opening"): a student's week with today marked
 * and her unpaid instalments, another's exams ahead; an instructor's sections to grade, unconfirmed absence
 * days and grade requests waiting (and the advisor role's home stays open); the registrar's queue counts.
 * Each in Turkish and English, light and dark, at 375 px without horizontal overflow, with no serious axe
 * violations. Screenshots under $E2E_SHOTS.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

// The student tests share one basket: one after the other.
test.describe.configure({ timeout: 90_000, mode: 'serial' })

/** Nothing on the page is wider than the viewport (no clipped or overlapping cards at 375 px). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The axe check and a screenshot, once the page is still. */
async function checked(page: Page, name: string) {
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, name)
}

/** Today's lesson-time day abbreviation (Istanbul), as the sections' lesson times write it. */
function todayAbbreviation(): string {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(),
  )
  return { Mon: 'Pzt', Tue: 'Sal', Wed: 'Çar', Thu: 'Per', Fri: 'Cum', Sat: 'Cmt', Sun: 'Paz' }[day] ?? 'Pzt'
}

/**
 * A course of the single-studentship student's basket (issue 37: Can Öztürk registered in the fall registration
 * window, so his basket is approved and holds his courses), preferring one that meets today (the week card then
 * marks today). Returns its code and whether it meets today.
 */
async function basketCourse(page: Page): Promise<{ code: string; today: boolean }> {
  await page.goto('/ogrenci/ders-kaydi')
  await expect(page.getByText('Ders Sepetim').first()).toBeVisible()
  await expect(page.getByText('Ders kaydınız danışmanınız tarafından onaylandı.')).toBeVisible()
  const basket = page.locator('.ant-card', {
    has: page.locator('.ant-card-head', { hasText: 'Ders Sepetim' }),
  })
  const rows = basket.getByRole('row').filter({ hasText: /\d{2}:\d{2}-/ })
  await expect(rows.first()).toBeVisible()
  const todayRows = rows.filter({ hasText: new RegExp(`${todayAbbreviation()} \\d{2}:\\d{2}`) })
  const today = (await todayRows.count()) > 0
  const label = (await (today ? todayRows : rows).first().innerText()).trim()
  const code = /[A-ZÇĞİÖŞÜ]{2,5}\d{3}/.exec(label)?.[0]
  expect(code).toBeTruthy()
  return { code: code as string, today }
}

test('a student’s home: the week with today marked, unpaid instalments (tr, light, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { narrow: true })
  await signIn(page, accounts.student, '/ogrenci/ders-kaydi')
  const { code, today } = await basketCourse(page)
  await page.goto('/ana-sayfa')
  const week = page.getByTestId('home-card-week')
  await expect(week.getByRole('heading', { name: 'Bu haftaki derslerim' })).toBeVisible()
  await expect(week).toContainText(code)
  await expect(week).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/)
  // Today is marked when one of his registered courses meets today.
  if (today) await expect(week.getByTestId('home-week-today')).toContainText('Bugün')
  const instalments = page.getByTestId('home-card-instalments')
  await expect(instalments.getByRole('heading', { name: 'Taksitlerim' })).toBeVisible()
  await expect(instalments).toContainText(/Kalan borç ₺[\d.]+,\d{2}/)
  await expect(instalments.getByRole('listitem').first()).toContainText(/\d+\. taksit · \d{2}\.\d{2}\.\d{4}/)
  await expectNoOverflow(page)
  await checked(page, 'home-cards-student-tr-375')
})

test('a student’s home in English and dark: week and instalments', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, accounts.student)
  await expect(
    page.getByTestId('home-card-week').getByRole('heading', { name: 'My classes this week' }),
  ).toBeVisible()
  await expect(page.getByTestId('home-card-instalments')).toContainText(/Debt left ₺[\d,]+\.\d{2}/)
  await checked(page, 'home-cards-student-en-dark')
})

test('a student’s exams ahead, in Turkish dark and English at 375 px', async ({ browser }) => {
  const tr = await pageWith(browser, { theme: 'dark' })
  await signIn(tr, accounts.studentDouble)
  const exams = tr.getByTestId('home-card-exams')
  await expect(exams.getByRole('heading', { name: 'Önümdeki sınavlar' })).toBeVisible()
  await expect(exams.getByRole('listitem').first()).toContainText(/[A-Z]{3}\d{3} · .+%\d+/)
  await checked(tr, 'home-cards-exams-tr-dark')

  const en = await pageWith(browser, { lang: 'en', narrow: true })
  await signIn(en, accounts.studentDouble)
  const examsEn = en.getByTestId('home-card-exams')
  await expect(examsEn.getByRole('heading', { name: 'Exams ahead' })).toBeVisible()
  await expect(examsEn.getByRole('listitem').first()).toContainText(/\d+%/)
  await expectNoOverflow(en)
  await checked(en, 'home-cards-exams-en-375')
})

test('an instructor’s home: sections to grade, unconfirmed absence days, grade requests (tr, light, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { narrow: true })
  await signIn(page, accounts.instructorAdvisor)
  await expect(page.getByTestId('home-card-grading')).toBeVisible()
  const days = page.getByTestId('home-card-unconfirmed-days')
  await expect(
    days.getByRole('heading', { name: /^Onaylanmamış devamsızlık günleri \(\d+\)$/ }),
  ).toBeVisible()
  await expect(days.getByRole('listitem').first()).toContainText(/[A-Z]{3}\d{3}-\d+/)
  await expect(days.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  const requests = page.getByTestId('home-card-grade-requests')
  await expect(requests.getByRole('heading', { name: /^Bekleyen not talepleri \(\d+\)$/ })).toBeVisible()
  await expect(requests.getByRole('listitem').first()).toContainText('Son onay tarihi')
  await expectNoOverflow(page)
  await checked(page, 'home-cards-instructor-tr-375')

  // The advisor role grades nothing: its home shows no grading card and stays open (no 403 page).
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: /^Danışman( · |$)/ }).click()
  await expect(page.getByText('Başarılı bir şekilde Danışman rolüne geçiş yaptınız.')).toBeVisible()
  await page.goto('/ana-sayfa')
  await expect(page.getByRole('heading', { name: 'Kısayollar' })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(page.getByTestId('home-card-grading')).toHaveCount(0)
})

test('an instructor’s home in English and dark', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, accounts.instructorAdvisor)
  await expect(
    page
      .getByTestId('home-card-unconfirmed-days')
      .getByRole('heading', { name: /^Unconfirmed absence days \(\d+\)$/ }),
  ).toBeVisible()
  await expect(page.getByTestId('home-card-grade-requests')).toContainText('Decide by')
  await checked(page, 'home-cards-instructor-en-dark')
})

test('the registrar’s home: document, certificate, departure and freeze queue counts (tr dark, en 375 px)', async ({
  browser,
}) => {
  const tr = await pageWith(browser, { theme: 'dark' })
  await signIn(tr, accounts.registrar)
  for (const [id, title] of [
    ['home-card-document-queue', 'Belge talepleri'],
    ['home-card-certificate-queue', 'Sertifika talepleri'],
    ['home-card-departure-queue', 'İlişik kesme talepleri'],
    ['home-card-freeze-queue', 'Kayıt dondurma talepleri'],
  ] as const) {
    const card = tr.getByTestId(id)
    await expect(card.getByRole('heading', { name: title })).toBeVisible()
    await expect(card.locator('.ant-statistic-content-value')).toHaveText(/^\d+$/)
  }
  await expect(
    tr.getByTestId('home-card-departure-queue').getByRole('link', { name: 'Taleplere git' }),
  ).toHaveAttribute('href', '/ogrenci-isleri/ilisik-kesme-onaylari')
  await checked(tr, 'home-cards-registrar-tr-dark')

  const en = await pageWith(browser, { lang: 'en', narrow: true })
  await signIn(en, accounts.registrar)
  await expect(en.getByTestId('home-card-document-queue').getByText('Requests waiting')).toBeVisible()
  await expect(
    en.getByTestId('home-card-certificate-queue').getByRole('heading', { name: 'Certificate requests' }),
  ).toBeVisible()
  await expect(
    en.getByTestId('home-card-departure-queue').getByText('Requests waiting for your step'),
  ).toBeVisible()
  await expectNoOverflow(en)
  await checked(en, 'home-cards-registrar-en-375')
})

test('a graduate’s home stays open: the student cards ask nothing the server refuses (tr, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser)
  await signIn(page, '2019302001@ogr.anadoluteknik.edu.tr')
  await expect(page.getByRole('heading', { name: 'Kısayollar' })).toBeVisible()
  await settled(page)
  await expect(page.locator('.light-skeleton, .ant-skeleton')).toHaveCount(0)
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(page.getByText('Şu anda gösterilemiyor.')).toHaveCount(0)
  await checked(page, 'home-cards-graduate-tr')
})

test('a student’s home asks each card’s call once, before the card’s code arrives (issue 23 prefetch)', async ({
  browser,
}) => {
  const page = await pageWith(browser)
  await signIn(page, accounts.student)
  await expect(page.getByTestId('home-card-basket')).toBeVisible()
  const calls = [
    '/api/Registration/Basket/Get',
    '/api/Instalments/My/Plan',
    '/api/AkademikTakvim/Ogrenci/Yaklasan',
    '/api/Belge/Talep/List',
    '/api/Sertifika/Talep/List',
    '/api/Grades/Student/ExamsAhead',
  ]
  // The cards' chunks arrive 1.5 s late: a call that waited for its card's code would be asked after them.
  await page.route(/\/assets\/\w+HomeCard-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const asked: { path: string; at: number }[] = []
  let firstCardCode = Number.POSITIVE_INFINITY
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (calls.includes(path)) asked.push({ path, at: Date.now() })
  })
  page.on('requestfinished', (r) => {
    if (/HomeCard-[\w-]+\.js$/.test(r.url())) firstCardCode = Math.min(firstCardCode, Date.now())
  })
  await page.reload()
  await expect(
    page.getByTestId('home-card-basket').getByRole('heading', { name: 'Ders kaydım' }),
  ).toBeVisible()
  await settled(page)
  for (const call of calls) {
    const times = asked.filter((a) => a.path === call)
    expect(times, call).toHaveLength(1)
    expect(times[0]?.at, call).toBeLessThan(firstCardCode)
  }
})
