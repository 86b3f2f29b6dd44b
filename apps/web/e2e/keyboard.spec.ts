/**
 * Keyboard and screen readers (issue 36), in Chromium, Turkish light and English dark, with the axe check on every
 * page visited: the skip link is the first Tab stop; the shared date-range field lets Tab past an empty start
 * date to the search, the row actions and the pager, Escape closes its calendar, and Turkish ("01.11.2026") and
 * ISO typing filter the queue; a dialog gives the focus back to its opener (Escape, Vazgeç, Kaydet) on the
 * classrooms page (mounted conditionally) and on the document queue (mounted always); a failed submit focuses the
 * first invalid field; the header's role and profile menus open with the arrow keys, move with them, close with
 * Escape onto their button and report aria-expanded; the grade requests page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { focused, tabUntil } from './support/keyboard.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 120_000 })

const QUEUE = '/ogrenci-isleri/belge-talepleri'
const PREP_ADMIN = 'ilknur.dogan@anadoluteknik.edu.tr'

/** Waits for the page to settle and asserts the shared axe check finds nothing serious; saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

for (const v of [
  { lang: 'tr', theme: 'light', skip: 'İçeriğe geç', start: 'Başlangıç tarihi', typed: '01.11.2026' },
  { lang: 'en', theme: 'dark', skip: 'Skip to content', start: 'Start date', typed: '01/11/2026' },
] as const) {
  test(`${v.lang} ${v.theme}: skip link first, then the document queue by keyboard past an empty date range`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { lang: v.lang, theme: v.theme })
    await signIn(page, accounts.registrar, QUEUE)
    const start = page.getByPlaceholder(v.start)
    await expect(page.locator('main .ant-table-row').first()).toBeVisible({ timeout: 30_000 })
    await settled(page)

    // The skip link: the first Tab stop of the page, shown when focused; Enter puts the focus on <main>.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: v.skip })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await shot(page, `keyboard-skip-${v.lang}-${v.theme}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main-content')).toBeFocused()
    await page.keyboard.press('Tab')
    expect((await focused(page)).inMain).toBe(true)

    // The empty start date does not hold the focus: Tab reaches a row action and, further on, the pager.
    await start.focus()
    await page.keyboard.press('Tab')
    expect((await focused(page)).placeholder).not.toBe(v.start)
    const toRow = await tabUntil(page, (f) => f.inRow && f.tag === 'button')
    expect(toRow.reached, JSON.stringify(toRow.trail.map((f) => f.name))).toBe(true)
    const toPager = await tabUntil(page, (f) => f.inPager, 80)
    expect(toPager.reached, JSON.stringify(toPager.trail.map((f) => f.name))).toBe(true)

    // Escape closes the calendar and leaves the focus on the field; Tab then goes on to the end date.
    await start.click()
    const popup = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')
    await expect(popup).toBeVisible()
    await shot(page, `keyboard-date-open-${v.lang}-${v.theme}`)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(start).toBeFocused()
    await page.keyboard.press('Tab')
    expect((await focused(page)).placeholder).not.toBe(v.start)

    // Typing: the language's own format for the start, ISO for the end; the queue asks for that range.
    await start.click()
    await start.fill(v.typed)
    const end = page.getByPlaceholder(v.lang === 'tr' ? 'Bitiş tarihi' : 'End date')
    await start.press('Enter')
    await end.fill('2026-11-12')
    const asked = page.waitForRequest((r) => /From=2026-11-01/.test(r.url()) && /To=2026-11-12/.test(r.url()))
    await end.press('Enter')
    await asked
    await expect(start).toHaveValue(v.typed)
    await expect(end).toHaveValue(v.lang === 'tr' ? '12.11.2026' : '12/11/2026')
    await check(page, `keyboard-queue-${v.lang}-${v.theme}`)
    await page.context().close()
  })
}

test('a dialog gives the focus back to its opener: classrooms (Escape, Vazgeç, Kaydet) and the document queue', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await pageWith(browser)
  await signIn(page, PREP_ADMIN, '/ana-sayfa')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: 'Hazırlık Okulu Yöneticisi' }).click()
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Hazırlık Okulu Yöneticisi/ }),
  ).toBeVisible()
  await page.goto('/hazirlik/derslikler')
  const add = page.getByRole('button', { name: 'Derslik ekle' })
  await expect(page.locator('main .ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  const dialog = page.getByRole('dialog')

  // Escape.
  await add.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  // A failed submit focuses the first invalid field (the empty name).
  await dialog.getByLabel('Derslik').fill('')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByLabel('Derslik')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()

  // Vazgeç.
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Vazgeç' }).click()
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()

  // Kaydet on a row's "Düzenle" (saved unchanged): back on that row's button after the list is fetched again.
  const edit = page
    .locator('main .ant-table-row')
    .first()
    .getByRole('button', { name: /^Düzenle / })
  const editName = await edit.getAttribute('aria-label')
  await edit.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: editName ?? '' })).toBeFocused()
  // Axe with the dialog open, last (a full-page screenshot may resize the page and redraw it).
  await add.click()
  await expect(dialog).toBeVisible()
  await check(page, 'keyboard-classroom-dialog')

  // The document queue's reject dialog (antd keeps it mounted): Vazgeç.
  const registrar = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(registrar, accounts.registrar, QUEUE)
  await expect(registrar.locator('main .ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  const reject = registrar.locator('main .ant-table-row').first().getByRole('button', { name: 'Reject' })
  await reject.focus()
  await registrar.keyboard.press('Enter')
  const rejectDialog = registrar.getByRole('dialog')
  await expect(rejectDialog).toBeVisible()
  await rejectDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(rejectDialog).toBeHidden()
  await expect(reject).toBeFocused()
  await reject.click()
  await expect(rejectDialog).toBeVisible()
  await check(registrar, 'keyboard-reject-dialog-en-dark')
  await registrar.context().close()
  await page.context().close()
})

for (const v of [
  { lang: 'tr', theme: 'light', role: /Aktif rol/, profile: /Kullanıcı menüsü/ },
  { lang: 'en', theme: 'dark', role: /Active role/, profile: /User menu/ },
] as const) {
  test(`${v.lang} ${v.theme}: header menus open with the arrow keys, move with them and close with Escape onto their button`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { lang: v.lang, theme: v.theme })
    await signIn(page, accounts.multiRole)
    const banner = page.getByRole('banner')
    for (const name of [v.role, v.profile]) {
      const button = banner.getByRole('button', { name })
      await button.focus()
      await expect(button).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('ArrowDown')
      // The first use swaps the light stand-in for antd's button (same name): look it up again.
      const live = banner.getByRole('button', { name })
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      await expect(live).toHaveAttribute('aria-expanded', 'true')
      const items = menu.getByRole('menuitem')
      await expect.poll(async () => (await focused(page)).inMenu).toBe(true)
      const first = await focused(page)
      await page.keyboard.press('ArrowDown')
      // The menu moves the focus on its next frame: wait for it to leave the first item.
      await expect.poll(async () => (await focused(page)).name).not.toBe(first.name)
      const second = await focused(page)
      expect(second.inMenu).toBe(true)
      expect(await items.count()).toBeGreaterThan(1)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(live).toBeFocused()
      await expect(live).toHaveAttribute('aria-expanded', 'false')
      // Again, after the first use: the state is still reported.
      await page.keyboard.press('ArrowDown')
      await expect(menu).toBeVisible()
      await expect(live).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Escape')
      await expect(live).toBeFocused()
      await expect(live).toHaveAttribute('aria-expanded', 'false')
      // Last (a full-page screenshot may resize the page and redraw the bar): axe with the menu open.
      await page.keyboard.press('ArrowUp')
      await expect(menu).toBeVisible()
      await check(page, `keyboard-menu-${v.lang}-${v.theme}`)
      await page.keyboard.press('Escape')
    }
    await page.context().close()
  })

  test(`${v.lang} ${v.theme}: the grade requests page passes axe ("devamı" named by its text, the deadline hint's contrast)`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { lang: v.lang, theme: v.theme })
    await signIn(page, accounts.instructorAdvisor, '/ogretim/not-talepleri')
    await expect(page.locator('main .ant-table-row').first()).toBeVisible({ timeout: 30_000 })
    const more = page
      .locator('main .ant-table-row')
      .getByRole('button', { name: v.lang === 'tr' ? 'devamı' : 'more' })
    if ((await more.count()) > 0) {
      await more.first().click()
      await expect(
        page.getByRole('button', { name: v.lang === 'tr' ? 'daralt' : 'less' }).first(),
      ).toHaveAttribute('aria-expanded', 'true')
    }
    await check(page, `keyboard-grade-requests-${v.lang}-${v.theme}`)
    await page.context().close()
  })
}
