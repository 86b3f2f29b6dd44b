/**
 * The graduate's whole transcript and documents end to end (issue 24 "a graduate sees their whole transcript
 * and documents"): the demo graduate (2019302001, Business Administration, graduated June 2023) opens
 * "Notlarım" and sees every term from 2019-2020 fall to 2022-2023 spring, newest first, each with its term
 * GPA and ECTS and passed courses, above the CGPA, the total ECTS and the number of terms; the page links to
 * the documents page, which offers the transcript (no student certificate: the server refuses it to a
 * graduate) and creates one. Checked in Turkish and English, light and dark, and at 375 px, with axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { expectNoOverflow } from './support/overflow.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

const GRADUATE = '2019302001@ogr.anadoluteknik.edu.tr'

/** The graduate's eight terms, newest first, as `season` names them ([fall, spring]). */
function termNames(season: [string, string], suffix: string): string[] {
  return [2022, 2022, 2021, 2021, 2020, 2020, 2019, 2019].map(
    (y, i) => `${y}-${y + 1} ${season[i % 2 ? 0 : 1]} ${suffix}`,
  )
}

/** The axe check and a screenshot, once the page is still. */
async function checked(page: Page, name: string) {
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, name)
}

/** The term cards' titles on the grades page, in page order. */
async function termTitles(page: Page): Promise<string[]> {
  return page.locator('.ant-card-head-title').allInnerTexts()
}

test('the graduate sees the whole transcript by term with GPAs and ECTS (tr, light)', async ({ browser }) => {
  const page = await pageWith(browser)
  await signIn(page, GRADUATE, '/ogrenci/notlarim')
  await expect(page.getByText('Genel not ortalaması (GANO)')).toBeVisible()
  const terms = termNames(['Güz', 'Bahar'], 'Dönemi')
  await expect(page.getByRole('link', { name: `Ayrıntılar ve dağılım: ${terms[0]}` })).toBeVisible()
  expect(await termTitles(page)).toEqual(terms)
  await expect(page.getByText('Dönem sayısı')).toBeVisible()
  const total = page.locator('.ant-statistic').filter({ hasText: 'Toplam AKTS' })
  const ects = Number((await total.locator('.ant-statistic-content').innerText()).replace(/\D/g, ''))
  expect(ects).toBeGreaterThan(60)
  // Every course of every term is passed; no course waits for its grades.
  await expect(page.getByText('Notlar kesinleşmedi')).toHaveCount(0)
  await expect(page.locator('.ant-tag-red')).toHaveCount(0)
  await expect(page.getByText('Dönem ortalaması (AGNO): —')).toHaveCount(0)
  // The oldest term: the first-year fall courses, each passed with a letter.
  const first = page.locator('.ant-card').filter({ hasText: terms[7] as string })
  expect(await first.locator('tbody tr').count()).toBeGreaterThan(1)
  await expect(first.getByText('Geçti').first()).toBeVisible()
  await checked(page, 'graduate-grades-tr')

  // The transcript: the documents page offers it, and not the student certificate the server refuses.
  await page.getByRole('link', { name: 'Not durum belgesi al' }).click()
  await page.waitForURL(/\/ogrenci\/belgelerim$/)
  await expect(
    page.getByText('Bu öğrenciliğiniz etkin olmadığından öğrenci belgesi verilemez', { exact: false }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Belge türü' }).click()
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await expect(options.filter({ hasText: 'Not Durum Belgesi' })).toBeVisible()
  await expect(options.filter({ hasText: 'Öğrenci Belgesi' })).toHaveCount(0)
  await options.filter({ hasText: 'Not Durum Belgesi' }).click()
  const created = page.waitForResponse((r) => r.url().includes('/api/Belge/Talep/Create'))
  await page.getByRole('button', { name: 'Talep et' }).click()
  expect((await created).status()).toBe(200)
  await expect(page.getByText('Belge talebiniz alındı ve belgeniz oluşturuldu.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Not Durum Belgesi' }).first()).toBeVisible()
  await checked(page, 'graduate-documents-tr')
})

test('the graduate’s transcript in English, dark, at 375 px', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, GRADUATE, '/ogrenci/notlarim')
  await expect(page.getByText('Cumulative GPA (CGPA)')).toBeVisible()
  const terms = termNames(['Fall', 'Spring'], 'Term')
  await expect(page.getByRole('link', { name: `Details and distribution: ${terms[0]}` })).toBeVisible()
  expect(await termTitles(page)).toEqual(terms)
  await expect(page.getByText('Total ECTS')).toBeVisible()
  await expect(page.getByText('Term GPA: —')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Get a transcript' })).toBeVisible()
  await expectNoOverflow(page)
  await checked(page, 'graduate-grades-en-dark-375')
})
