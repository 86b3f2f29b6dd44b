/**
 * Layouts (spec §2, §4, §9): vertical, horizontal, two-column and semibox at 375 px and 1440 px, the
 * kept layout choice, the drawer on mobile, and no horizontal overflow. Screenshots are attached to
 * the test results for review.
 */

import { accounts } from './support/accounts.ts'
import { mainNav, signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

const layouts = ['vertical', 'horizontal', 'twocolumn', 'semibox'] as const
const widths = [375, 1440] as const

for (const layout of layouts) {
  for (const width of widths) {
    test(`${layout} layout at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript((chosen) => {
        if (!localStorage.getItem('layoutType')) localStorage.setItem('layoutType', chosen)
      }, layout)
      await signIn(page, accounts.multiRole)
      const mobile = width < 768
      const expected = mobile ? (layout === 'semibox' ? 'semibox' : 'vertical') : layout
      await expect(page.locator(`[data-layout="${expected}"]`)).toBeVisible()
      await expect(
        page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
      ).toBeVisible()

      if (mobile) {
        await expect(mainNav(page)).toHaveCount(0)
        await page.getByRole('button', { name: 'Menüyü aç' }).click()
        await expect(mainNav(page).getByText('YÖKSİS')).toBeVisible()
        await mainNav(page).getByRole('link', { name: 'Askerlik İşlemleri' }).click()
        await expect(page).toHaveURL(/\/ogrenci-isleri\/askerlik$/)
        await expect(mainNav(page)).toBeHidden()
      } else if (layout === 'twocolumn') {
        const rail = page.getByRole('navigation', { name: 'Menü grupları' })
        await rail.getByRole('button', { name: 'Öğrenci İşlemleri' }).click()
        await mainNav(page).getByRole('link', { name: 'Belge Talepleri' }).click()
        await expect(page).toHaveURL(/\/ogrenci-isleri\/belge-talepleri$/)
      } else {
        await expect(mainNav(page).getByText('YÖKSİS')).toBeVisible()
        await mainNav(page).getByRole('link', { name: 'Askerlik İşlemleri' }).click()
        await expect(page).toHaveURL(/\/ogrenci-isleri\/askerlik$/)
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath(`${layout}-${width}.png`), fullPage: false })
    })
  }
}

test('the layout choice is kept across reloads', async ({ page }) => {
  await signIn(page, accounts.registrar)
  await expect(page.locator('[data-layout="vertical"]')).toBeVisible()
  await page.getByRole('button', { name: 'Sayfa yerleşimi' }).click()
  await page.getByRole('menuitem', { name: 'Yatay' }).click()
  await expect(page.locator('[data-layout="horizontal"]')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('layoutType'))).toBe('horizontal')
  await page.reload()
  await expect(page.locator('[data-layout="horizontal"]')).toBeVisible()
  await page.getByRole('button', { name: 'Sayfa yerleşimi' }).click()
  await page.getByRole('menuitem', { name: 'İki sütunlu' }).click()
  await expect(page.locator('[data-layout="twocolumn"]')).toBeVisible()
})

test('the sidebar is small below 1025 px and can be collapsed by the user above', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 })
  await signIn(page, accounts.registrar)
  // The sidebar's state is its `data-collapsed` (issue 23: the light layout), and its width says the same.
  const sider = page.locator('aside[data-collapsed]')
  const width = async () => Math.round((await sider.boundingBox())?.width ?? 0)
  await expect(sider).toHaveAttribute('data-collapsed', 'true')
  await expect.poll(width).toBe(72)
  await page.setViewportSize({ width: 1300, height: 800 })
  await expect(sider).toHaveAttribute('data-collapsed', 'false')
  await expect.poll(width).toBe(250)
  await expect(page.getByRole('button', { name: 'Menüyü daralt' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'Menüyü daralt' }).click()
  await expect(sider).toHaveAttribute('data-collapsed', 'true')
  await expect.poll(width).toBe(72)
  await expect(page.getByRole('button', { name: 'Menüyü genişlet' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  expect(await page.evaluate(() => localStorage.getItem('hoverd'))).toBe('true')
})
