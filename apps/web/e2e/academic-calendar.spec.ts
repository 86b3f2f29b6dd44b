/**
 * The academic calendar end to end (issue 24 deadlines): the registrar adds a deadline three days ahead on
 * the calendar page (drawer form, Turkish light), the student sees it on the home page's Deadlines card with
 * the days left (Turkish light; English dark at 375 px), and the registrar deletes it after confirming
 * (English dark at 375 px), after which the card no longer lists it. Axe on every page visited; screenshots
 * under $E2E_SHOTS. Titles carry the run's time, so a retried run never meets an earlier run's entry.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 120_000 })

/** The axe check and a screenshot, once the page is still. */
async function checked(page: Page, name: string) {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** The Istanbul date `days` after today as [year, month, day] strings. */
function istanbulDayAfter(days: number): [string, string, string] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  const iso = d.toISOString().slice(0, 10)
  return iso.split('-') as [string, string, string]
}

test('the registrar adds a deadline, the student sees it with the days left (tr light, en dark 375), the registrar deletes it', async ({
  browser,
}) => {
  const run = Date.now().toString(36)
  const titleTr = `Burs başvurusu için son gün ${run}`
  const titleEn = `Last day for scholarship applications ${run}`
  const [y, m, d] = istanbulDayAfter(3)

  // The registrar adds the deadline (Turkish, light).
  const registrar = await pageWith(browser)
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/akademik-takvim')
  await expect(registrar.getByRole('cell', { name: 'Ara sınav haftası' }).first()).toBeVisible()
  await checked(registrar, 'academic-calendar-admin-tr-light')
  await registrar.getByRole('button', { name: 'Kayıt ekle' }).click()
  const drawer = registrar.getByRole('dialog', { name: 'Yeni takvim kaydı' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('combobox', { name: /Tür$/ }).click()
  await registrar.locator('.ant-select-dropdown:visible').getByTitle('Kayıt dondurma').click()
  await expect(registrar.locator('.ant-select-dropdown:visible')).toHaveCount(0)
  await drawer.getByLabel('Başlık (Türkçe)').fill(titleTr)
  await drawer.getByLabel('Başlık (İngilizce)').fill(titleEn)
  for (const field of ['Başlangıç tarihi', 'Bitiş tarihi']) {
    const input = drawer.getByLabel(field)
    await input.click()
    await input.fill(`${d}.${m}.${y}`)
    // Tab, not Enter: with the picker's panel already closed, Enter would submit the drawer's form.
    await input.press('Tab')
    await expect(input).toHaveValue(`${d}.${m}.${y}`)
  }
  await checked(registrar, 'academic-calendar-drawer-tr-light')
  await drawer.getByRole('button', { name: 'Kaydet' }).click()
  await expect(registrar.getByText('Takvim kaydı kaydedildi.').first()).toBeVisible()
  const row = registrar.locator('.ant-table-row', { hasText: titleTr })
  await expect(row).toBeVisible()
  await expect(row).toContainText(`${d}.${m}.${y}`)
  await expect(row).toContainText('Kayıt dondurma')

  // The student sees it on the home page, Turkish light.
  const tr = await pageWith(browser)
  await signIn(tr, accounts.student, '/ana-sayfa')
  const cardTr = tr.getByTestId('home-card-deadlines')
  await expect(cardTr.getByRole('heading', { name: 'Son tarihler' })).toBeVisible()
  const itemTr = cardTr.getByTestId('home-deadline').filter({ hasText: titleTr })
  await expect(itemTr).toContainText('3 gün kaldı')
  await expect(itemTr).toContainText(`${d}.${m}.${y}`)
  // While the seeded midterm week (2026-11-16 – 2026-11-27, fixed dates of the demo fall term) is under way on
  // the real clock, the card says how long it lasts (the check failed every day after 2026-11-27).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())
  if (today >= '2026-11-16' && today <= '2026-11-27')
    await expect(cardTr.getByText(/Sürüyor/).first()).toBeVisible()
  await checked(tr, 'academic-calendar-home-tr-light')

  // English, dark, 375 px.
  const en = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(en, accounts.student, '/ana-sayfa')
  const cardEn = en.getByTestId('home-card-deadlines')
  await expect(cardEn.getByRole('heading', { name: 'Deadlines' })).toBeVisible()
  const itemEn = cardEn.getByTestId('home-deadline').filter({ hasText: titleEn })
  await expect(itemEn).toContainText('3 days left')
  await expect(itemEn).toContainText(`${d}/${m}/${y}`)
  await expect(itemEn).toContainText('Registration freeze')
  expect(
    await en.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await checked(en, 'academic-calendar-home-en-dark-375')

  // The registrar deletes it after confirming (English, dark, 375 px); the card then leaves it out.
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(admin, accounts.registrar, '/ogrenci-isleri/akademik-takvim')
  const rowEn = admin.locator('.ant-table-row', { hasText: titleEn })
  await expect(rowEn).toBeVisible()
  await checked(admin, 'academic-calendar-admin-en-dark-375')
  await rowEn.getByRole('button', { name: `Delete: ${titleEn}` }).click()
  const confirm = admin.getByRole('tooltip')
  await expect(confirm).toContainText(`Delete “${titleEn}”?`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText('The calendar entry was deleted.').first()).toBeVisible()
  await expect(rowEn).toHaveCount(0)
  await en.reload()
  await expect(en.getByTestId('home-card-deadlines').getByTestId('home-deadline').first()).toBeVisible()
  await expect(en.getByTestId('home-card-deadlines').getByText(titleEn)).toHaveCount(0)
})
