/**
 * The signed-in shell keeps the page mounted when the window crosses the phone width (767 px): a phone turned
 * or a window resized does not close a dialog or lose what was typed in it (the vertical layout is one tree at
 * every width). The registrar's YÖKSİS unit id dialog, typed into at 1366 px, stays open with its text at
 * 375 px and back at 1366 px; axe at both widths.
 */
import { pageWith, seriousViolations } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect as baseExpect, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })

test('a dialog and what was typed in it survive the window narrowing to a phone and widening again', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page, 'elif.arslan@anadoluteknik.edu.tr', '/ana-sayfa')
  await page.goto('/ogrenci-isleri/yoksis-birim-numaralari')
  const row = page.locator('.ant-table-tbody .ant-table-row').first()
  await expect(row).toBeVisible()
  await row.getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const input = dialog.getByLabel('YÖKSİS Birim No')
  await input.fill('987654')

  await page.setViewportSize({ width: 375, height: 740 })
  // The phone layout is on (the menu moved into the drawer's button) and the dialog is still there.
  await expect(page.locator('.shell-sider')).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await expect(input).toHaveValue('987654')
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 1366, height: 768 })
  await expect(page.locator('.shell-sider')).toHaveCount(1)
  await expect(dialog).toBeVisible()
  await expect(input).toHaveValue('987654')
  expect(await seriousViolations(page)).toEqual([])
})
