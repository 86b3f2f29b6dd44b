/**
 * The section grade entry drawn light (issue 23, sixth pass; app/routes/light-menu-pages.ts): its header, grade
 * book, notices, actions and the grid's save bar paint with no antd code at all; the grid (antd's table with
 * inputs) arrives after that paint in its own antd frame and takes the skeleton's place without moving what is
 * above it. Its HTML (dist/grade-entry.html) draws the shell's frame with the page spinner before any script runs.
 * Deleting an exam asks first, in a light dialog that Cancel closes with nothing deleted.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { holdScripts } from './support/hold-scripts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** Opens this term's BIL101-1 (being graded: exams and students) from the instructor's section list. */
async function openSection(page: Page): Promise<string> {
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-girisi')
  const row = page
    .getByRole('row')
    .filter({ hasText: 'BIL101' })
    .filter({ hasNotText: /Kesinleşti|Finali[sz]ed/ })
  await row
    .getByRole('button', { name: /BIL101-1$/ })
    .first()
    .click()
  await page.waitForURL(/\/ogretim\/not-girisi\/\d+$/)
  return page.url()
}

/** Holds antd's code (its base chunks and the frame) back until the returned function is called. */
async function holdAntd(page: Page): Promise<{ release: () => void; asked: string[] }> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const asked: string[] = []
  await page.route(
    /\/assets\/(antd-frame|antd-layout|AntdFrame|Table|GradeGrid)-[\w-]+\.js$/,
    async (route) => {
      asked.push(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    },
  )
  return { release, asked }
}

for (const variant of [
  { name: 'tr-light-1280', narrow: false, theme: 'light', lang: 'tr' },
  { name: 'en-dark-375', narrow: true, theme: 'dark', lang: 'en' },
] as const) {
  test(`the grade entry paints its header, book, actions and save bar before antd loads (${variant.name})`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, variant)
    const url = await openSection(page)
    const { release, asked } = await holdAntd(page)
    await page.goto(url)
    const tr = variant.lang === 'tr'
    const hint = page.getByText(
      tr ? 'Notları yazın; Enter ya da Notları kaydet hepsini birlikte kaydeder.' : /^Type the grades;/,
    )
    await expect(hint).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /BIL101/ })).toBeVisible()
    await expect(page.getByRole('button', { name: tr ? 'Sınav ekle' : 'Add exam' })).toBeEnabled()
    await expect(page.getByRole('button', { name: tr ? 'Notları kaydet' : 'Save grades' })).toBeDisabled()
    await expect(page.getByRole('cell', { name: 'Vize', exact: true })).toBeVisible()
    // Nothing of antd is drawn in the page yet; its code was asked for only after the first paint.
    expect(await page.locator('#main-content [class*="ant-"]').count()).toBe(0)
    await shot(page, `grade-entry-light-${variant.name}`)
    const before = await hint.boundingBox()
    const shifts = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) total += e.value
          }).observe({ type: 'layout-shift' })
          setTimeout(() => resolve(total), 3000)
        }),
    )
    release()
    const cells = page.getByRole('textbox', { name: / Vize$/ })
    await expect(cells.first()).toBeVisible()
    expect(asked.length).toBeGreaterThan(0)
    const after = await hint.boundingBox()
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -99))).toBeLessThanOrEqual(1)
    expect(await shifts).toBeLessThan(0.01)
    await shot(page, `grade-entry-grid-${variant.name}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })
}

test('deleting an exam asks first; Cancel closes the question and deletes nothing', async ({ browser }) => {
  const page = await pageWith(browser)
  await openSection(page)
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Sil' }) })
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  let deletes = 0
  page.on('request', (r) => {
    if (/GradeBook.*Delete|Delete.*GradeBook/i.test(r.url())) deletes++
  })
  await rows.first().getByRole('button', { name: 'Sil' }).click()
  const question = page.getByRole('alertdialog')
  await expect(question).toBeVisible()
  await expect(question.getByRole('button', { name: 'İptal' })).toBeFocused()
  await shot(page, 'grade-entry-delete-question')
  expect(await seriousViolations(page)).toEqual([])
  await question.getByRole('button', { name: 'İptal' }).click()
  await expect(question).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(rows).toHaveCount(count)
  expect(deletes).toBe(0)
  await page.context().close()
})

test('a section’s grade entry paints the shell’s frame from its HTML, then the page in its place', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/ogretim/not-girisi/1', { headers: { accept: 'text/html' } })).text()
  expect(html).toMatch(/<div id="shell-skeleton"[^>]*>/)
  expect(html).toContain('Yükleniyor…')
  expect(html).not.toMatch(/<script[^>]* src=/)
  expect(html).toMatch(/"\/assets\/GradeEntryDetailPage-[\w-]+\.js"/)
  expect(html).not.toMatch(/"\/assets\/antd-(frame|layout)-[\w-]+\.js"/)
  const page = await pageWith(browser)
  const url = await openSection(page)
  // Leave the section page first: on leaving, its own sheet query may ask once more (not the page under test).
  await page.goto('about:blank')
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  const sheets: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/Grades/GradeEntry/Sheet')) sheets.push(r.headers().authorization ?? '')
  })
  const release = await holdScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  await expect(page.locator('#shell-skeleton')).toBeVisible()
  await expect(page.locator('#shell-skeleton').getByText('Yükleniyor…')).toBeVisible()
  await shot(page, 'grade-entry-frame')
  release()
  await expect(page.getByRole('heading', { level: 2, name: /BIL101/ })).toBeVisible()
  await expect(page.locator('#shell-skeleton')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: / Vize$/ }).first()).toBeVisible()
  // The frame's starter asked for the sheet while the scripts were held; the app took that answer, not a second.
  expect(sheets).toHaveLength(1)
  expect(sheets[0]).toMatch(/^Bearer /)
  expect(await seriousViolations(page)).toEqual([])
  expect(problems).toEqual([])
  await page.context().close()
})

test('the grid’s cells: a typed grade is marked changed, a wrong one refused on Enter and marked, Revert clears it; the first column stays in view at 375 px', async ({
  browser,
}) => {
  const page = await pageWith(browser, { narrow: true, theme: 'dark', lang: 'tr' })
  await openSection(page)
  const cell = page.getByRole('textbox', { name: / Vize$/ }).first()
  await expect(cell).toBeVisible()
  const before = await cell.inputValue()
  let saves = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/Grades/GradeEntry/Save')) saves++
  })
  await cell.fill('abc')
  await expect(cell).toHaveAttribute('data-status', 'warning')
  await expect(page.getByRole('button', { name: 'Notları kaydet' })).toBeEnabled()
  await cell.press('Enter')
  await expect(cell).toHaveAttribute('aria-invalid', 'true')
  // The refusal is a light toast (no antd on the page).
  await expect(page.getByText('1 hücrede geçersiz not var; kırmızı hücreleri düzeltin.')).toBeVisible()
  await expect(cell).toHaveAttribute('data-status', 'error')
  await shot(page, 'grade-entry-cell-invalid-tr-dark-375')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Değişiklikleri geri al' }).click()
  await expect(cell).toHaveValue(before)
  await expect(cell).not.toHaveAttribute('aria-invalid', 'true')
  await expect(cell).not.toHaveAttribute('data-status')
  expect(saves).toBe(0)
  // Scrolled sideways, the student number column keeps its place (CSS sticky, no antd measuring).
  const firstNo = page.locator('.grade-grid td.grade-sticky').first()
  const x = (await firstNo.boundingBox())?.x ?? -1
  await page.locator('.grade-grid .light-table-scroll').evaluate((box) => {
    box.scrollLeft = box.scrollWidth
  })
  expect(
    await page.locator('.grade-grid .light-table-scroll').evaluate((box) => box.scrollLeft),
  ).toBeGreaterThan(0)
  expect(Math.abs(((await firstNo.boundingBox())?.x ?? -99) - x)).toBeLessThanOrEqual(1)
  await shot(page, 'grade-entry-grid-scrolled-tr-dark-375')
  await page.context().close()
})

test('a slow sheet: the page waits a bounded time for it, shows its loading state, then its content', async ({
  browser,
}) => {
  const page = await pageWith(browser)
  const url = await openSection(page)
  await page.goto('about:blank')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  // Both the starter's early call and any later one wait well past the page's 1.5 s bound.
  await page.route(/\/api\/Grades\/GradeEntry\/Sheet\?/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url)
  await expect(page.locator('#main-content').getByRole('status').first()).toBeVisible()
  await page.waitForTimeout(2_500)
  await expect(page.getByRole('heading', { level: 2, name: /BIL101/ })).toHaveCount(0)
  await expect(page.locator('#main-content').getByText('Yükleniyor…').first()).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 2, name: /BIL101/ })).toBeVisible()
  await expect(page.getByRole('textbox', { name: / Vize$/ }).first()).toBeVisible()
  await page.context().close()
})

test('a points score above its weight is confirmed in a light question listing the cell, then saved', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-girisi')
  // BIL601-1: a section no other test grades.
  await page
    .getByRole('row')
    .filter({ hasText: 'BIL601' })
    .getByRole('button', { name: /BIL601-1$/ })
    .first()
    .click()
  await page.waitForURL(/\/ogretim\/not-girisi\/\d+$/)
  await expect(page.getByRole('button', { name: 'Sınav ekle' })).toBeEnabled()
  const cells = page.getByRole('textbox', { name: / Proje$/ })
  // A retry finds the exam its first attempt defined (once the grid, drawn after the page, has replaced its
  // skeleton; a section without exams has neither).
  await expect(page.locator('.grade-grid-skeleton')).toHaveCount(0)
  if ((await cells.count()) === 0) {
    await page.getByRole('button', { name: 'Sınav ekle' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Kategori').fill('Proje')
    await dialog.getByLabel('Sınav', { exact: true }).fill('Proje')
    await dialog.getByLabel('En yüksek puan').fill('50')
    await dialog.getByLabel('Ağırlık (%)').fill('20')
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(dialog).toBeHidden()
  }
  const cell = cells.first()
  await expect(cell).toBeVisible()
  const label = (await cell.getAttribute('aria-label')) ?? ''
  const studentNo = label.split(' ')[0] ?? ''
  // 30 of 50 points is above the exam's 20 % weight: the save asks first (once any earlier run's 30 is changed).
  await cell.fill((await cell.inputValue()) === '30' ? '31' : '30')
  await cell.press('Enter')
  const question = page.getByRole('alertdialog')
  await expect(question).toBeVisible()
  await expect(question.getByRole('listitem')).toHaveCount(1)
  await expect(question.getByRole('listitem')).toContainText(studentNo)
  await expect(question.getByRole('button', { name: 'İptal' })).toBeFocused()
  await shot(page, 'grade-entry-flagged-question')
  expect(await seriousViolations(page)).toEqual([])
  const saved = page.waitForResponse((r) => r.url().includes('/api/Grades/GradeEntry/Save') && r.ok())
  await question.getByRole('button', { name: 'Kaydet' }).click()
  await saved
  await expect(question).toBeHidden()
  await expect(page.getByText('1 not kaydedildi.')).toBeVisible()
  await expect(cell).not.toHaveAttribute('data-status')
  await page.context().close()
})
