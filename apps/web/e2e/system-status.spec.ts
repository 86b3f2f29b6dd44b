/**
 * The operator's status page (issue 38 "The operator's page"): the system administrator sees this instance
 * live with its version and uptime, the database with every migration applied, the outside systems and the
 * audit chain; a Moodle user sync run while the development Moodle is down fails, shows on the page with its
 * error (and Moodle's last failure), and is retried from there once Moodle is back: it runs and succeeds, and
 * the retry is in the audit log. Turkish light at 1366 px, English dark at 375 px; every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test.setTimeout(240_000)

test('a failed job is shown with its error and retried from the status page (Turkish, light)', async ({
  browser,
  request,
}) => {
  const admin = await pageWith(browser, { lang: 'tr' })
  await admin.setViewportSize({ width: 1366, height: 900 })
  // The development Moodle drops every connection: the user sync fails (restored right after).
  const down = await request.post('/dev/moodle/mode', { data: { mode: 'down' } })
  expect(down.ok()).toBe(true)
  try {
    await signIn(admin, accounts.sysadmin, '/sistem/moodle-esitleme')
    await admin.getByRole('button', { name: 'Eşitlemeyi başlat' }).click()
    await admin.goto('/sistem/sistem-durumu')
    const failed = admin.getByRole('row', { name: /moodle\.users/ }).filter({ hasText: 'moodle.' })
    await expect(failed.getByRole('button', { name: 'moodle.users işini yeniden dene' })).toBeVisible({
      timeout: 60_000,
    })
  } finally {
    await request.post('/dev/moodle/mode', { data: { mode: 'ok' } })
  }
  // This instance, live; the database with every migration applied; Moodle's last failure.
  const instances = admin.locator('.ant-card').filter({ hasText: 'Uygulama sunucuları' })
  await expect(instances.getByText('bu yanıtı veren')).toBeVisible()
  await expect(instances.getByText('Çalışıyor').first()).toBeVisible()
  await expect(admin.getByText(/(\d+) \/ \1 uygulandı/)).toBeVisible()
  const moodle = admin.getByRole('row', { name: /^Moodle/ })
  await expect(moodle.getByText('hata veriyor')).toBeVisible()
  await expect(moodle.getByText(/ulaşılamadı|servis hata döndü/)).toBeVisible()
  await expect(admin.getByRole('row', { name: /^YÖKSİS/ }).getByText('kapalı')).toBeVisible()
  await expect(admin.getByText('Başarısız iş yok.')).not.toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'system-status-tr-light-failed')

  await admin.getByRole('button', { name: 'moodle.users işini yeniden dene' }).first().click()
  await expect(admin.getByText('moodle.users yeniden kuyruğa alındı.')).toBeVisible()
  // It runs again, now with Moodle up: no failed job is left (the page refreshes itself).
  await expect(admin.getByText('Başarısız iş yok.')).toBeVisible({ timeout: 60_000 })
  await expect(moodle.getByText('çalışıyor')).toBeVisible({ timeout: 30_000 })

  // The retry is audited.
  await admin.goto('/sistem/denetim-kayitlari')
  await admin.getByRole('combobox', { name: 'Kayıt türü' }).click()
  // Kinds and actions are named in words (issue 36), not by their codes.
  await admin.locator('.ant-select-item-option[title="Arka plan işi"]').click()
  await expect(
    admin
      .getByRole('row', { name: /Arka plan işi/ })
      .getByText('Yeniden deneme')
      .first(),
  ).toBeVisible()

  // Verify the audit chain now: the result shows.
  await admin.goto('/sistem/sistem-durumu')
  // A scheduled verification may be under way (the button then says "Doğrulanıyor…"): wait for it to end.
  const verify = admin.getByRole('button', { name: 'Şimdi doğrula' })
  await expect(verify).toBeEnabled({ timeout: 60_000 })
  await verify.click()
  await expect(admin.getByText(/Zincir sağlam \(\d+ kayıt\)/)).toBeVisible({ timeout: 60_000 })
  await expect(admin.getByText('sistem yöneticisi')).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'system-status-tr-light-retried')
})

test('the status page in English, dark, at 375 px', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(admin, accounts.sysadmin, '/sistem/sistem-durumu')
  await expect(admin.getByText('Application servers', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(admin.getByText('answering')).toBeVisible()
  await expect(admin.getByText(/(\d+) of \1 applied/)).toBeVisible()
  await expect(admin.getByText('Identity provider (SSO)')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Verify now' })).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'system-status-en-dark-375')
})

test('other roles do not reach the status page', async ({ browser }) => {
  const registrar = await pageWith(browser, { lang: 'en' })
  await signIn(registrar, accounts.registrar, '/sistem/sistem-durumu')
  await expect(registrar.getByText('Application servers', { exact: true })).not.toBeVisible()
  const answer = await registrar.evaluate(async () => {
    const token = localStorage.getItem('token')
    if (!token) return 0
    const res = await fetch('/api/SystemStatus/Overview/Get', {
      headers: { Authorization: `Bearer ${token}` },
    })
    return res.status
  })
  expect(answer).toBe(403)
})
