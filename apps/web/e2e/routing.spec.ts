/**
 * Sign-in and routing (spec §2, §4, §8; issue 4): the real sign-in through the development identity
 * provider, the welcome toast, role menus, runtime routes with params, the 403 redirect and the
 * sign-in return address.
 */

import { accounts } from './support/accounts.ts'
import { mainNav, signIn, tokenClaims } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('sign-in through the development provider lands on the home page with a welcome', async ({ page }) => {
  await signIn(page, accounts.multiRole)
  await expect(
    page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
  ).toBeVisible()
  await expect(page.getByText('Hoş Geldiniz Sn. Şükrü Güneş')).toBeVisible()
  await expect(page).toHaveTitle('Ana Sayfa | UNACS')
  expect(page.url()).not.toContain('#')
  expect(page.url()).not.toContain('token')
  // The menu is stored when its call is answered, which may come after the welcome is drawn.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('menus') ?? '[]').length))
    .toBeGreaterThan(1)
  const stored = await page.evaluate(() => ({
    isLoggedUser: localStorage.getItem('isLoggedUser'),
    role: localStorage.getItem('currentUserRole'),
    roleId: localStorage.getItem('ActiveRolId'),
    menus: JSON.parse(localStorage.getItem('menus') ?? '[]').length,
    rmenu: JSON.parse(localStorage.getItem('rmenu') ?? '[]').length,
  }))
  expect(stored).toMatchObject({ isLoggedUser: 'true', role: 'Öğrenci İşleri', roleId: '4' })
  expect(stored.menus).toBeGreaterThan(1)
  expect(stored.rmenu).toBe(stored.menus)
  expect((await tokenClaims(page)).FullName).toBe('Şükrü Güneş')
  // The welcome goes away after 3 s.
  await expect(page.getByText('Hoş Geldiniz Sn. Şükrü Güneş')).toBeHidden({ timeout: 6000 })
})

test('two roles get two different server menus', async ({ page, browser }) => {
  await signIn(page, accounts.registrar)
  const nav = mainNav(page)
  await expect(nav.getByText('YÖKSİS')).toBeVisible()
  await expect(nav.getByText('Askerlik İşlemleri')).toBeVisible()
  await expect(nav.getByText('Notlarım')).toHaveCount(0)

  const studentPage = await (await browser.newContext({ locale: 'tr-TR' })).newPage()
  await signIn(studentPage, accounts.student)
  const studentNav = mainNav(studentPage)
  await expect(studentNav.getByText('Akademik')).toBeVisible()
  await studentNav.getByText('Akademik').click()
  await expect(studentNav.getByRole('link', { name: 'Notlarım' })).toBeVisible()
  await expect(studentNav.getByText('YÖKSİS')).toHaveCount(0)
  // Hidden entries (routes with params) are not in the menu.
  await expect(studentNav.getByText('Not Detayı')).toHaveCount(0)
  await studentPage.context().close()
})

test('a runtime route with params renders its page and survives a reload', async ({ page }) => {
  await signIn(page, accounts.student)
  await page.goto('/ogrenci/notlarim/2024-guz?sekme=ozet')
  await expect(page.getByRole('heading', { level: 1, name: 'Not Detayı' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Sayfa konumu' })).toContainText('Akademik')
  await expect(page).toHaveTitle('Not Detayı | UNACS')
  await page.reload()
  await expect(page).toHaveURL(/\/ogrenci\/notlarim\/2024-guz\?sekme=ozet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Not Detayı' })).toBeVisible()
  // Without its required param the hidden entry does not match; the shown page does.
  await page.goto('/ogrenci/notlarim')
  await expect(page.getByRole('heading', { level: 1, name: 'Notlarım' })).toBeVisible()
})

test('a path outside the role menu goes to /error-403 with the full path', async ({ page }) => {
  await signIn(page, accounts.registrar)
  await page.goto('/ogrenci/notlarim?donem=2&x=a%20b')
  await expect(page).toHaveURL(
    `/error-403?redirectFrom=${encodeURIComponent('/ogrenci/notlarim?donem=2&x=a%20b')}`,
  )
  await expect(page.getByRole('heading', { name: 'Yetkiniz yok' })).toBeVisible()
  await expect(page.getByText('/ogrenci/notlarim?donem=2&x=a%20b')).toBeVisible()
  await page.getByRole('link', { name: 'Başlangıca dön' }).click()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
})

test('a signed-out visit signs in and returns to the requested page', async ({ page }) => {
  await signIn(page, accounts.student, '/ogrenci/devamsizliklarim?hafta=3')
  await expect(page.getByRole('heading', { level: 1, name: 'Devamsızlıklarım' })).toBeVisible()
})

test('a menu page without a registered component shows "not available yet"', async ({ page }) => {
  // A menu entry whose component key no page registers (yet).
  await page.route('**/api/Menu/GetUnacsMenuListByRoleId', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { responseData: unknown[] }
    body.responseData.push({
      name: 'Deneme Sayfası',
      path: 'deneme/sayfa',
      component: 'NoSuchComponentYet',
      icon: null,
      isShown: true,
      children: [],
    })
    await route.fulfill({ response, json: body })
  })
  await signIn(page, accounts.registrar)
  await mainNav(page).getByRole('link', { name: 'Deneme Sayfası' }).click()
  await expect(page).toHaveURL(/\/deneme\/sayfa$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Deneme Sayfası' })).toBeVisible()
  await expect(page.getByText('Bu sayfa henüz kullanıma açılmadı')).toBeVisible()
  await expect(page.getByText('“Deneme Sayfası” sayfası üzerinde çalışılıyor')).toBeVisible()
  await expect(page.getByText('Sayfa anahtarı: NoSuchComponentYet')).toBeVisible()
  await page.getByRole('link', { name: 'Başlangıca dön' }).click()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
})

test('/redirector forwards to an in-app path only', async ({ page }) => {
  await signIn(page, accounts.registrar)
  await page.goto('/redirector?to=%2Fogrenci-isleri%2Faskerlik')
  await expect(page).toHaveURL(/\/ogrenci-isleri\/askerlik$/)
  await page.goto('/redirector?to=https%3A%2F%2Fexample.com')
  await expect(page).toHaveURL(/\/ana-sayfa$/)
})

test('the idle countdown is skipped on the guest and public routes of spec §4', async ({ page }) => {
  await page.clock.install()
  await signIn(page, accounts.registrar)
  for (const path of ['/guest-login', '/public/rehber']) {
    await page.goto(path)
    await page.clock.fastForward(950_000)
    await expect(page.getByRole('dialog', { name: 'UYARI' })).toHaveCount(0)
  }
})
