/**
 * Sports scholarship report (issue 21): the sports office opens the report, filters it and exports the
 * filtered rows as an xlsx, in Turkish and in English, light, dark and at 375 px; every visited page
 * passes axe.
 */
import { readFile } from 'node:fs/promises'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

const SPORTS = 'baris.unal@anadoluteknik.edu.tr'
const PATH = '/rapor/spor-bursu'

/** The sport column's texts of the visible rows. */
const sportsOfRows = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents()

/** Clicks the export button and returns the download's name and first bytes. */
async function exported(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const path = await download.path()
  return { name: download.suggestedFilename(), head: (await readFile(path)).subarray(0, 2).toString() }
}

test.setTimeout(120_000)

test('the sports office filters the report by sport and exports it (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, SPORTS, PATH)
  await expect(page.getByText(/Toplam \d+ sporcu/)).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'GANO' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'sports-tr-light')

  await page.getByRole('combobox', { name: 'Branş' }).click()
  await page.locator('.ant-select-item-option[title="Basketbol"]').click()
  await expect(page.getByText(/Toplam \d+ sporcu/)).toBeVisible()
  await expect.poll(async () => [...new Set(await sportsOfRows(page))]).toEqual(['Basketbol'])
  const demo = page.getByRole('row', { name: /2024101001/ })
  await expect(demo).toBeVisible()
  // The demo student's standing follows her CGPA (read from the grades feature; below 2.00 is flagged) and her
  // absences this term (read from the absences feature; a course over its limit is flagged).
  const cgpa = Number(((await demo.getByRole('cell').nth(5).textContent()) ?? '').replace(',', '.'))
  expect(cgpa).toBeGreaterThan(0)
  // innerText keeps the line between the rate ("%40,48") and the count ("1 ders …"); textContent joins them.
  // "0 ders sınırın üstünde" is no course over its limit (the seeded absences follow the registrations).
  const over = Number(
    /(?:^|\s)(\d+) ders sınırın üstünde/.exec(await demo.getByRole('cell').nth(6).innerText())?.[1] ?? 0,
  )
  if (cgpa < 2) await expect(demo.getByText('GANO 2,00 altında')).toBeVisible()
  if (over > 0) await expect(demo.getByText(`${over} derste sınır aşıldı`)).toBeVisible()
  if (cgpa >= 2 && over === 0) await expect(demo.getByText('Durumu iyi')).toBeVisible()
  else await expect(demo.getByText('Durumu iyi')).toHaveCount(0)
  await page.locator('.ant-table-content').evaluate((el) => el.scrollBy(600, 0))
  await shot(page, 'sports-tr-light-standing')

  const file = await exported(page, "Excel'e aktar")
  expect(file.name).toMatch(/^spor-burslari-\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(file.head).toBe('PK')
  // Off the export button: its hover colour is Ant Design's, not the page's.
  await page.mouse.move(0, 0)
  await expect(page.getByRole('button', { name: "Excel'e aktar" })).toBeEnabled()
  expect(await seriousViolations(page)).toEqual([])
})

test('the sports office filters by scholarship rate and exports it (English, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, SPORTS, PATH)
  await expect(page.getByText(/\d+ athletes in total/)).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Min. rate %' }).fill('100')
  await page.getByRole('spinbutton', { name: 'Min. rate %' }).blur()
  await expect
    .poll(async () => [
      ...new Set(await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents()),
    ])
    .toEqual(['100%'])
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'sports-en-dark')

  const file = await exported(page, 'Export to Excel')
  expect(file.name).toMatch(/^sports-scholarships-\d{4}-\d{2}-\d{2}\.xlsx$/)
  expect(file.head).toBe('PK')

  await page.getByRole('checkbox', { name: 'Over the absence limit' }).check()
  await page.getByRole('spinbutton', { name: 'Min. rate %' }).fill('')
  await page.getByRole('spinbutton', { name: 'Min. rate %' }).blur()
  await expect(page.getByText(/\d+ athletes? in total|No athletes match these filters/).first()).toBeVisible()
})

test('the report works at 375 px (Turkish, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr', theme: 'dark', narrow: true })
  await signIn(page, SPORTS, PATH)
  await expect(page.getByText(/Toplam \d+ sporcu/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'sports-tr-dark-375')
})
