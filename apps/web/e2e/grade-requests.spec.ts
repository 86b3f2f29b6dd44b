/**
 * Grade book copy, grade requests and the department's finalisation approval end to end (issue 6; spec §1
 * "grade-book definitions and copying", §3 "grade request", §4 "finalise and approve"): the seeded
 * instructor copies BIL101-1's grade book to BIL101-2 after the preview shows what is overwritten; rejects a
 * student's grade request with a reason; the head of department sees the approval page, opens a finalised
 * section read-only and approves it.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { unreachableRowActions } from './support/actions.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

/** Head of department (also instructor and advisor) of MUH-BIL, P10002. */
const headOfDepartment = 'mustafa.kilic@anadoluteknik.edu.tr'

/** Waits for the page to settle; axe finds nothing serious and the row actions are in reach; saves a shot. */
async function check(page: Page, name: string, reach: 'desktop' | 'phone'): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  expect(await unreachableRowActions(page, reach), name).toEqual([])
  await shot(page, name)
}

/** Switches the active role through the top bar's role menu. */
async function switchRole(page: Page, role: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  // The item reads "<role> · <units>" (issue 37): matched by the role's name at its start.
  await page.getByRole('menuitem', { name: new RegExp(`^${role}( · |$)`) }).click()
  await expect(page.getByText(`Başarılı bir şekilde ${role} rolüne geçiş yaptınız.`)).toBeVisible()
}

test('the instructor copies a grade book to another section after the preview', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-defteri-kopyala')
  await page.getByRole('combobox', { name: 'Kaynak şube' }).click()
  await page.getByTitle(/^BIL101 .* — 1$/).click()
  await expect(page.getByText('Kopyalanacak tanımlar')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Vize', exact: true })).toBeVisible()

  await page.getByRole('checkbox', { name: /BIL101 .* — 2$/ }).check()
  const preview = page.getByRole('list', { name: 'Şube 2 için silinecek tanımlar' })
  await expect(preview).toBeVisible()
  await expect(page.getByText('BIL101-1 şubesinin tanımları yazılacak.')).toBeVisible()
  await expect(preview.getByRole('listitem')).toHaveCount(2)

  await page.getByRole('button', { name: 'Kopyala' }).click()
  await expect(page.getByText('Tanımlar kopyalansın mı?')).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Kopyala' }).click()
  await expect(page.getByText('Not defteri tanımları kopyalandı.').first()).toBeVisible()

  // Ticking the section again shows the copied exams as what a new copy would overwrite.
  await page.getByRole('checkbox', { name: /BIL101 .* — 2$/ }).check()
  await expect(preview.getByText('Ara Sınav / Vize (%40)')).toBeVisible()
  await expect(preview.getByText('Final / Final (%60)')).toBeVisible()
})

test('the instructor rejects a grade request with a reason; expired ones cannot be processed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-talepleri')
  await expect(page.getByRole('radio', { name: /^Bekliyor \(\d+\)$/ })).toBeChecked()
  const reject = page.getByRole('button', { name: /^Reddet: / }).first()
  await expect(reject).toBeEnabled()
  const label = (await reject.getAttribute('aria-label')) ?? ''
  const [studentNo, courseCode] = label.replace('Reddet: ', '').split(' ')
  await reject.click()

  // The shared request queue's reason dialog (issue 36): the request is shown, the rule is said, and the
  // decision waits for an answer of at least 5 characters.
  const dialog = page.getByRole('dialog', { name: 'Talebi reddet' })
  await expect(dialog).toContainText(`${courseCode}`)
  await expect(dialog.getByText('Yanıt 5 ile 500 karakter arasında olmalıdır.')).toBeVisible()
  await dialog.getByLabel('Ret gerekçesi (öğrenciye gösterilir)').fill('Kısa')
  await expect(dialog.getByRole('button', { name: 'Reddet' })).toBeDisabled()
  await dialog
    .getByLabel('Ret gerekçesi (öğrenciye gösterilir)')
    .fill('Kağıt yeniden incelendi; puanlamada hata yok.')
  await dialog.getByRole('button', { name: 'Reddet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Talep işlendi.').first()).toBeVisible()

  await page.getByText(/^Reddedildi \(\d+\)$/).click()
  const row = page
    .getByRole('row')
    .filter({ hasText: studentNo as string })
    .filter({ hasText: courseCode as string })
    .filter({ hasText: 'Kağıt yeniden incelendi' })
  await expect(row).toContainText('Reddedildi')
  await expect(row).toContainText('Zeynep Çelik')

  await page.getByText(/^Süresi doldu \(\d+\)$/).click()
  await expect(page.getByRole('button', { name: /^Onayla: / }).first()).toBeDisabled()
})

test('the grade request queue: row actions in reach at 1366 px (TR light) and 375 px (EN dark); search on the server', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await page.setViewportSize({ width: 1366, height: 800 })
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-talepleri')
  await page.getByText(/^Tümü \(\d+\)$/).click()
  const approve = page.getByRole('button', { name: /^Onayla: / }).first()
  await expect(approve).toBeVisible()
  await check(page, 'grade-requests-queue-tr-light-1366', 'desktop')
  // Search narrows on the server: a student number from a row finds only that student's requests.
  const label = (await approve.getAttribute('aria-label')) ?? ''
  const [studentNo] = label.replace('Onayla: ', '').split(' ')
  const search = page.getByPlaceholder('Öğrenci no, ad veya ders kodu')
  await search.fill(studentNo as string)
  await search.press('Enter')
  const rows = page.locator('main .ant-table-row')
  await expect(rows.first()).toContainText(studentNo as string)
  // The rows shown before the answer arrives are the unfiltered ones: wait until every row is that student's.
  await expect
    .poll(async () => (await rows.allTextContents()).every((text) => text.includes(studentNo as string)))
    .toBe(true)
  await page.context().close()

  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(narrow, accounts.instructorAdvisor, '/ogretim/not-talepleri')
  await expect(narrow.getByRole('radio', { name: /^Pending \(\d+\)$/ })).toBeChecked()
  await expect(narrow.locator('main .ant-table-row').first()).toBeVisible()
  await check(narrow, 'grade-requests-queue-en-dark-375', 'phone')
  await narrow.context().close()
})

test('the head of department sees the approval page, views a sheet read-only and approves', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, headOfDepartment)
  await switchRole(page, 'Bölüm Başkanı')
  await page.goto('/bolum/not-onay')
  await expect(page.getByRole('heading', { level: 1, name: 'Not Kesinleştirme Onayı' })).toBeVisible()
  const current = page.getByRole('row').filter({ hasText: 'BIL101-1' })
  await expect(current).toContainText('Zeynep Çelik')
  await expect(current).toContainText('Kısmi')
  await expect(current).toContainText('%100')

  await page.getByRole('combobox', { name: 'Dönem' }).click()
  await page.getByTitle(/^2025-2026 Bahar/).click()
  const finalised = page.getByRole('row').filter({ hasText: 'BIL354-1' })
  await expect(finalised).toContainText('Kesinleşti')

  await finalised.getByRole('button', { name: 'Görüntüle: BIL354-1' }).click()
  const drawer = page.getByRole('dialog').filter({ hasText: 'BIL354' })
  await expect(drawer.getByText('Not çizelgesi yalnızca görüntülenir; değişiklik yapılamaz.')).toBeVisible()
  await expect(drawer.getByRole('columnheader', { name: 'Final (%60)' })).toBeVisible()
  await expect(drawer.getByRole('textbox')).toHaveCount(0)
  await drawer.getByRole('button', { name: 'Close' }).or(drawer.locator('.ant-drawer-close')).first().click()

  const approve = finalised.getByRole('button', { name: 'Onayla: BIL354-1' })
  if (await approve.isVisible()) {
    await approve.click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByText('BIL354-1 onaylandı.').first()).toBeVisible()
  }
  await expect(finalised).toContainText('Onaylandı')
  await expect(finalised).toContainText('Mustafa Kılıç')
  await expect(finalised.getByRole('button', { name: 'Onayla: BIL354-1' })).toHaveCount(0)
})
