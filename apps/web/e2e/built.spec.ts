/**
 * The built half as its users meet it (issue 24): each defect a real user hit, as an end-to-end test that
 * failed before its fix — impersonation, grade entry totals and confirmations, proxy visibility, the
 * graduate, duplicated menu entries and dead ends.
 */

import { seriousViolations } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { mainNav, signIn, tokenClaims } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 150_000 })

/** The exit-impersonation control (full text on wide screens, an icon with the same name on narrow ones). */
const exitButton = (page: Page) => page.getByRole('button', { name: 'Kimliğe bürünmeyi bitir' })

/** Opens the impersonation page directly, picks the first row of `tab` matching `search` and starts. */
async function impersonate(page: Page, tab: 'Personel' | 'Öğrenci', search: string) {
  await signIn(page, accounts.sysadmin, '/sistem/kimlige-burunme')
  await page.getByRole('tab', { name: tab }).click()
  const panel = page.getByRole('tabpanel', { name: tab })
  await panel.getByRole('searchbox').fill(search)
  const row = panel.getByRole('row', { name: new RegExp(search) }).first()
  await expect(row).toBeVisible()
  await row.click()
  await page.getByLabel('Gerekçe').fill('Destek talebi 4711 inceleniyor')
  await page.getByRole('button', { name: 'Kimliğine bürün' }).click()
}

for (const [tab, search] of [
  ['Personel', 'Zeynep'],
  ['Öğrenci', '2025104001'],
] as const) {
  test(`impersonating a ${tab} from the opened page lands on the target's home with the exit control`, async ({
    page,
  }) => {
    await impersonate(page, tab, search)
    await expect(page.getByText(/kimliğine büründünüz/)).toBeVisible()
    expect((await tokenClaims(page)).ImpID).not.toBe(0)
    // It stays home: no later redirect to the forbidden page.
    await page.waitForTimeout(1500)
    await expect(page).toHaveURL(/\/ana-sayfa$/)
    await expect(exitButton(page)).toBeVisible()

    // The bare 403 page keeps the exit control, and it works from there.
    await page.goto('/error-403?redirectFrom=%2Fyok')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(exitButton(page)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await exitButton(page).click()
    await expect(page).toHaveURL(/\/ana-sayfa$/)
    await expect.poll(async () => (await tokenClaims(page)).ImpID).toBe(0)
    await expect(exitButton(page)).toHaveCount(0)
  })
}

/** Opens BIL101-1's grade entry as the demo instructor in `page` and returns the last student's row parts. */
async function openBil101(page: Page) {
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-girisi')
  await page.getByRole('button', { name: /BIL101-1$/ }).click()
  await page.waitForURL(/\/ogretim\/not-girisi\/\d+$/)
  const final = page.getByRole('textbox', { name: / Final$/ }).last()
  await expect(final).toBeVisible()
  const studentNo = ((await final.getAttribute('aria-label')) ?? '').split(' ')[0] ?? ''
  const row = page.getByRole('row').filter({ has: page.getByRole('textbox', { name: `${studentNo} Final` }) })
  const vize = row.getByRole('textbox', { name: `${studentNo} Vize` })
  return { row, final, vize, total: row.getByRole('cell').nth(4) }
}

/** Types `score` into `cell`, presses Enter and waits for the grid save. */
async function enter(page: Page, cell: ReturnType<Page['getByRole']>, score: string) {
  const saved = page.waitForResponse((r) => r.url().includes('/api/Grades/GradeEntry/SaveMany'))
  await cell.fill(score)
  await cell.press('Enter')
  return saved
}

test('grade entry: an ordinary 70/100 on the 60 % final saves without asking; totals follow own and others’ saves', async ({
  page,
  browser,
}) => {
  const mine = await openBil101(page)
  const vize = Number(await mine.vize.inputValue())
  const totalOf = (final: number) => String(Math.round((vize * 0.4 + final * 0.6) * 100) / 100)
  const first = (await mine.final.inputValue()) === '70' ? 69 : 70
  const res = await enter(page, mine.final, String(first))
  expect(res.status()).toBe(200)
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0)
  await expect(mine.total).toHaveText(totalOf(first))
  expect(await seriousViolations(page)).toEqual([])

  // Another instructor's session saves the same student's final: this page follows without a reload.
  const other = await browser.newPage()
  const theirs = await openBil101(other)
  await expect(theirs.final).toHaveValue(String(first))
  expect((await enter(other, theirs.final, String(first + 5))).status()).toBe(200)
  await page.bringToFront()
  await expect(mine.total).toHaveText(totalOf(first + 5), { timeout: 25_000 })
  await expect(mine.final).toHaveValue(String(first + 5))
  await other.close()
})

test('a seeded proxy role shows in the giver’s given list and the taker’s received list, and can be revoked there', async ({
  page,
  browser,
}) => {
  // The head of department (P10002) gave the multi-role member the head-of-department role.
  await signIn(page, 'mustafa.kilic@anadoluteknik.edu.tr', '/personel/vekalet')
  const given = page.getByRole('row', { name: /Şükrü Güneş/ })
  await expect(given).toContainText('Bölüm Başkanı')
  await expect(given).toContainText('Geçerli')
  await expect(given.getByRole('button', { name: 'Sil' })).toBeEnabled()
  expect(await seriousViolations(page)).toEqual([])

  const taker = await browser.newPage()
  await signIn(taker, accounts.multiRole, '/personel/vekalet')
  await taker.getByRole('tab', { name: /Aldığım|Aldığınız|alınan/i }).click()
  const received = taker.getByRole('row', { name: /P10002/ })
  await expect(received).toContainText('Bölüm Başkanı')
  await taker.close()
})

test('one menu entry per page: no advisees beside approval, no grade book beside grade entry, no second evaluations list', async ({
  page,
  browser,
}) => {
  await signIn(page, accounts.instructorAdvisor)
  const nav = mainNav(page)
  await nav.getByText('Derslerim').click()
  await expect(nav.getByRole('link', { name: 'Not Girişi' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Not Defteri', exact: true })).toHaveCount(0)
  // The advisor role's menu: approval once, no "my advisees" opening the same page.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: 'Danışman' }).click()
  await expect(page.getByText('Başarılı bir şekilde Danışman rolüne geçiş yaptınız.')).toBeVisible()
  await nav.getByText('Danışmanlık').click()
  await expect(nav.getByRole('link', { name: 'Ders Kayıt Onayı' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Danışman Öğrencilerim' })).toHaveCount(0)

  const member = await browser.newPage()
  await signIn(member, 'busra.yildiz@anadoluteknik.edu.tr')
  // Her first role is the instructor's; the committee menu is the committee member role's.
  await member
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await member.getByRole('menuitem', { name: 'Jüri Üyesi' }).click()
  await expect(member.getByText('Başarılı bir şekilde Jüri Üyesi rolüne geçiş yaptınız.')).toBeVisible()
  await mainNav(member).getByText('Akademik Başvurular').click()
  await expect(mainNav(member).getByRole('link', { name: 'Değerlendirme Bekleyenler' })).toBeVisible()
  await expect(mainNav(member).getByRole('link', { name: 'Değerlendirmelerim' })).toHaveCount(0)
  await member.close()
})

test('the graduate’s menu offers no course registration, and the home stays open', async ({ page }) => {
  await signIn(page, '2019302001@ogr.anadoluteknik.edu.tr')
  const nav = mainNav(page)
  // No home card asks a call that refuses the graduate (that would send the home to the 403 page).
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await nav.getByText('Akademik').click()
  await expect(nav.getByRole('link', { name: 'Notlarım' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Ders Kaydı' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Belgelerim' })).toBeVisible()
  await page.goto('/ogrenci/ders-kaydi')
  await expect(page).toHaveURL(/\/error-403/)
})
