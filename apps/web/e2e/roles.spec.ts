/**
 * Role and studentship switching (spec §4, §6, §8) and impersonation in and out (spec §4, §7).
 */

import { accounts } from './support/accounts.ts'
import { mainNav, signIn, tokenClaims } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** The role switch button in the top bar. */
const roleButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Aktif rol/ })

test('staff with more than two roles switch roles; 388 is hidden and the proxy role is marked', async ({
  page,
}) => {
  await signIn(page, accounts.multiRole)
  await expect(roleButton(page)).toContainText('Öğrenci İşleri')
  await roleButton(page).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Yetkili Personel' })).toBeVisible()
  await expect(
    menu.getByRole('menuitem', { name: 'Bölüm Başkanı (Vekaleten, Sicil No: P10002)' }),
  ).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: /^Personel( · |$)/ })).toHaveCount(0)

  await menu.getByRole('menuitem', { name: 'Yetkili Personel' }).click()
  await expect(page.getByText('Başarılı bir şekilde Yetkili Personel rolüne geçiş yaptınız.')).toBeVisible()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(mainNav(page).getByText('Öğrenci', { exact: true })).toBeVisible()
  await expect(mainNav(page).getByText('YÖKSİS')).toHaveCount(0)
  expect(await tokenClaims(page)).toMatchObject({ ActiveRoleId: 16, IsProxy: false })
  expect(
    await page.evaluate(() => [
      localStorage.getItem('currentUserRole'),
      localStorage.getItem('ActiveRolId'),
      localStorage.getItem('oncekiRole'),
    ]),
  ).toEqual(['Yetkili Personel', '16', 'Öğrenci İşleri'])

  // The proxy role: marked as proxy with the giver's registry number in the top bar.
  await roleButton(page).click()
  await page.getByRole('menuitem', { name: 'Bölüm Başkanı (Vekaleten, Sicil No: P10002)' }).click()
  await expect(page.getByText('Başarılı bir şekilde Bölüm Başkanı rolüne geçiş yaptınız.')).toBeVisible()
  await expect(roleButton(page)).toContainText('Bölüm Başkanı (Vekaleten, Sicil No: P10002)')
  expect(await tokenClaims(page)).toMatchObject({ ActiveRoleId: 11, IsProxy: true, ProxySicilNo: 'P10002' })
  await expect(mainNav(page).getByText('Bölüm İşlemleri')).toBeVisible()
})

test('a member with only 388 and a proxy role can switch: 388 is listed and the proxy marked', async ({
  page,
}) => {
  await signIn(page, accounts.proxyOnly)
  await roleButton(page).click()
  await expect(page.getByRole('menuitem', { name: /^Personel( · |$)/ })).toBeVisible()
  await page.getByRole('menuitem', { name: 'Mali İşler (Vekaleten, Sicil No: P10006)' }).click()
  await expect(page.getByText('Başarılı bir şekilde Mali İşler rolüne geçiş yaptınız.')).toBeVisible()
  expect(await tokenClaims(page)).toMatchObject({ ActiveRoleId: 6, IsProxy: true, ProxySicilNo: 'P10006' })
})

test('the switch shows only above two staff roles', async ({ page, browser }) => {
  // Instructor-advisor: 388, 2, 3 — three roles, 388 hidden.
  await signIn(page, accounts.instructorAdvisor)
  await roleButton(page).click()
  await expect(page.getByRole('menuitem', { name: 'Danışman' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: /^Personel( · |$)/ })).toHaveCount(0)

  // Finance: 388 and 6 — two roles, no switch; the active role is shown.
  const other = await (await browser.newContext({ locale: 'tr-TR' })).newPage()
  await signIn(other, accounts.finance)
  await expect(roleButton(other)).toHaveCount(0)
  await expect(other.getByRole('banner').getByText('Mali İşler')).toBeVisible()
  await other.context().close()
})

test('a student with two studentships switches studentship; one studentship has no switch', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.studentDouble)
  const button = page.getByRole('banner').getByRole('button', { name: /Aktif rol/ })
  await expect(button).toContainText('2024101001')
  await button.click()
  const target = page.getByRole('menuitem', { name: /2025201001/ })
  await expect(target).toBeVisible()
  await target.click()
  await expect(
    page.getByText(/Başarılı bir şekilde .*\(2025201001\) öğrenciliğine geçiş yaptınız\./),
  ).toBeVisible()
  expect(await tokenClaims(page)).toMatchObject({ ActiveOgrNo: '2025201001' })
  await expect(button).toContainText('2025201001')

  const single = await (await browser.newContext({ locale: 'tr-TR' })).newPage()
  await signIn(single, accounts.student)
  await expect(single.getByRole('banner').getByRole('button', { name: /Aktif rol/ })).toHaveCount(0)
  await single.context().close()
})

test('the system administrator impersonates a student and comes back', async ({ page }) => {
  await signIn(page, accounts.sysadmin)
  await expect(page.getByRole('button', { name: 'Kimliğe bürünmeyi bitir' })).toHaveCount(0)
  await mainNav(page).getByText('Sistem', { exact: true }).click()
  await mainNav(page).getByRole('link', { name: 'Kimliğe Bürünme' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kimliğe Bürünme' })).toBeVisible()

  await page.getByRole('tab', { name: 'Öğrenci' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Öğrenci' })
  await panel.getByRole('searchbox').fill('2025104001')
  const row = panel.getByRole('row', { name: /2025104001/ })
  await expect(row).toBeVisible()
  await row.click()
  await expect(page.getByText(/Seçilen kişi: .*\(2025104001\)/)).toBeVisible()
  await page.getByLabel('Gerekçe').fill('Destek talebi 4711 inceleniyor')
  await page.getByRole('button', { name: 'Kimliğine bürün' }).click()

  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(page.getByText('Can Öztürk kimliğine büründünüz.')).toBeVisible()
  const claims = await tokenClaims(page)
  expect(claims.ImpID).not.toBe(0)
  expect(claims.UserType).toBe('student')
  await expect(mainNav(page).getByText('Akademik')).toBeVisible()

  await page.getByRole('button', { name: 'Kimliğe bürünmeyi bitir' }).click()
  await expect(page.getByText('Kimliğe bürünme sona erdi, kendi oturumunuza döndünüz.')).toBeVisible()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  expect(await tokenClaims(page)).toMatchObject({ ImpID: 0, FullName: 'Çağrı Erdoğan' })
  await expect(page.getByRole('button', { name: 'Kimliğe bürünmeyi bitir' })).toHaveCount(0)
  await expect(mainNav(page).getByText('Sistem', { exact: true })).toBeVisible()
})
