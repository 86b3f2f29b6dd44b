/**
 * Notifications end to end (issue 39 "Done when": a notification from a registrar's decision to the student's
 * bell and mail, and the preferences): a student asks for a registration freeze, the registrar approves it in
 * the queue, the student's bell shows one more unread, the list shows the decision (Turkish; English in the
 * second test), "Open" goes to the request page and marks it read, and the development outbox holds the mail.
 * The preferences page locks the mandatory kinds and saves a change; with a kind's e-mail turned off, the
 * registrar's rejection still reaches the bell but no mail is sent. Every visited page gets the axe check, in
 * Turkish and English, light and dark, at 1366 and 375 px.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

/** Waits for the page to settle, asserts the shared axe check finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/**
 * The bell's unread count from its accessible name (0 when it says none), once its first count has come: the
 * name says none while the count is asked (`aria-busy`), so an earlier spec's unread notification read as 0.
 */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toBeVisible()
  await expect(bell).not.toHaveAttribute('aria-busy', 'true')
  const label = (await bell.getAttribute('aria-label')) ?? ''
  return Number(/(\d+)/.exec(label)?.[1] ?? 0)
}

/**
 * Creates a freeze request through the API as the signed-in student, for the open term at `index` (default the
 * third) or, with `index` null, the last open term not already requested; its term's name.
 */
async function requestFreeze(page: Page, index: number | null = 2): Promise<string> {
  return page.evaluate(async (index) => {
    const auth = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Accept-Language': 'tr' }
    const overview = await (await fetch('/api/Freeze/Student/Overview', { headers: auth })).json()
    const terms = overview.responseData.OpenTerms as { Code: string; Name: string }[]
    const candidates =
      index === null ? [...terms].reverse() : [terms[index] as { Code: string; Name: string }]
    const pdf =
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n'
    let last = ''
    for (const term of candidates) {
      const form = new FormData()
      form.set('Reason', 'financial')
      form.set('Terms', term.Code)
      form.set('Explanation', 'Ailemin maddi durumu nedeniyle bu dönem kaydımı dondurmam gerekiyor.')
      form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'dekont.pdf')
      const res = await fetch('/api/Freeze/Student/Create', { method: 'POST', headers: auth, body: form })
      if (res.status === 200) return term.Name
      last = `${res.status} ${await res.text()}`
    }
    throw new Error(`freeze request: ${last}`)
  }, index)
}

/** The subjects of the development outbox's mails to `email` whose text contains `marker`. */
async function mailsWith(page: Page, email: string, marker: string): Promise<string[]> {
  const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
  const mails = (await res.json()).responseData as { subject: string; text: string }[]
  return mails.filter((m) => m.text.includes(marker)).map((m) => m.subject)
}

test.describe
  .serial('notifications', () => {
    test("a registrar's decision reaches the student's bell, list and mail; the link opens the page", async ({
      browser,
    }) => {
      test.setTimeout(180_000)
      const student = await pageWith(browser)
      await signIn(student, accounts.student)
      const before = await bellCount(student)
      const termName = await requestFreeze(student)

      const registrar = await pageWith(browser)
      await signIn(registrar, accounts.registrar, '/ogrenci-isleri/kayit-dondurma-talepleri')
      await registrar.getByPlaceholder('Öğrenci no veya ad').fill('2025104001')
      await registrar.getByPlaceholder('Öğrenci no veya ad').press('Enter')
      const pending = registrar.locator('.ant-table-row', { hasText: termName })
      await expect(pending).toHaveCount(1)
      await pending.getByRole('button', { name: 'Onayla' }).click()
      const dialog = registrar.getByRole('dialog', { name: 'Talebi onayla' })
      await dialog.getByLabel('Gerekçe').fill('Dekontunuz uygun bulundu.')
      await dialog.getByRole('button', { name: 'Onayla' }).click()
      await expect(registrar.getByText('Talep onaylandı.')).toBeVisible()
      // The registrar's own bell is in the top bar too.
      await expect(registrar.getByTestId('notification-bell')).toBeVisible()
      await check(registrar, 'notifications-registrar-tr-light')

      await student.reload()
      await expect.poll(() => bellCount(student)).toBe(before + 1)
      await expect(student.getByTestId('notification-bell')).toHaveAccessibleName(
        `Bildirimler: ${before + 1} okunmamış`,
      )
      await check(student, 'notifications-bell-tr-light')

      await student.getByTestId('notification-bell').click()
      await student.waitForURL('**/bildirimler')
      await expect(student.getByRole('heading', { name: 'Bildirimlerim' }).first()).toBeVisible()
      const item = student.locator('.notification-item', { hasText: 'Dekontunuz uygun bulundu.' })
      await expect(item).toHaveCount(1)
      await expect(item).toContainText('Kayıt dondurma talebiniz onaylandı')
      await expect(item).toHaveAttribute('data-unread', 'true')
      await check(student, 'notifications-list-tr-light')

      await item.getByRole('button', { name: /^Aç:/ }).click()
      await student.waitForURL('**/ogrenci/kayit-dondurma-taleplerim')
      await expect(student.locator('.ant-table-row', { hasText: termName })).toContainText('Onaylandı')
      await expect.poll(() => bellCount(student)).toBe(before)

      // The mail in the development outbox, in Turkish (the student's language), with the link.
      const email = accounts.student
      await expect
        .poll(
          async () => {
            const res = await student.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
            const mails = (await res.json()).responseData as { subject: string; text: string }[]
            return mails.find((m) => m.text.includes('Dekontunuz uygun bulundu.'))?.subject ?? null
          },
          { timeout: 40_000 },
        )
        .toBe('Kayıt dondurma talebiniz onaylandı')
    })

    test('the list and the preferences in English, dark, at 375 px; mandatory kinds are locked', async ({
      browser,
    }) => {
      test.setTimeout(120_000)
      const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
      await signIn(page, accounts.student, '/bildirimler')
      const item = page.locator('.notification-item', { hasText: 'Dekontunuz uygun bulundu.' })
      await expect(item).toContainText('Your registration freeze request was approved')
      await expect(item).toHaveAttribute('data-unread', 'false')
      await check(page, 'notifications-list-en-dark-375')

      await page.goto('/bildirimler/tercihler')
      await expect(page.getByText('Notification Preferences').first()).toBeVisible()
      const codes = page.getByRole('switch', { name: 'One-time codes: E-mail' })
      await expect(codes).toBeChecked()
      await expect(codes).toBeDisabled()
      const documents = page.getByRole('switch', { name: 'Document ready: E-mail' })
      const wasOn = await documents.isChecked()
      await documents.click()
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByText('Your notification preferences were saved.')).toBeVisible()
      await check(page, 'notifications-preferences-en-dark-375')
      await page.reload()
      await expect(page.getByRole('switch', { name: 'Document ready: E-mail' })).toBeChecked({
        checked: !wasOn,
      })

      const tr = await pageWith(browser)
      await signIn(tr, accounts.student, '/bildirimler/tercihler')
      await expect(tr.getByRole('switch', { name: 'Yasal bildirimler: Portalda' })).toBeDisabled()
      await check(tr, 'notifications-preferences-tr-light')
    })

    test('with the e-mail of freeze decisions turned off, a rejection reaches the bell but sends no mail', async ({
      browser,
    }) => {
      test.setTimeout(180_000)
      const marker = `Belgeniz okunamadı (${Date.now()}).`
      const email = accounts.student
      // The student turns the kind's e-mail off (English, dark); in-app stays on.
      const student = await pageWith(browser, { lang: 'en', theme: 'dark' })
      await signIn(student, accounts.student, '/bildirimler/tercihler')
      const mail = student.getByRole('switch', { name: 'Registration freeze request decided: E-mail' })
      const inApp = student.getByRole('switch', {
        name: 'Registration freeze request decided: In the portal',
      })
      await expect(inApp).toBeChecked()
      if (await mail.isChecked()) await mail.click()
      await expect(mail).not.toBeChecked()
      await student.getByRole('button', { name: 'Save' }).click()
      await expect(student.getByText('Your notification preferences were saved.')).toBeVisible()
      await check(student, 'notifications-preferences-off-en-dark')
      const before = await bellCount(student)
      const termName = await requestFreeze(student, null)

      // The registrar rejects it (Turkish).
      const registrar = await pageWith(browser)
      await signIn(registrar, accounts.registrar, '/ogrenci-isleri/kayit-dondurma-talepleri')
      await registrar.getByPlaceholder('Öğrenci no veya ad').fill('2025104001')
      await registrar.getByPlaceholder('Öğrenci no veya ad').press('Enter')
      const pending = registrar
        .locator('.ant-table-row', { hasText: termName })
        .filter({ has: registrar.getByRole('button', { name: 'Reddet' }) })
      await expect(pending).toHaveCount(1)
      await pending.getByRole('button', { name: 'Reddet' }).click()
      const dialog = registrar.getByRole('dialog', { name: 'Talebi reddet' })
      await dialog.getByLabel('Gerekçe').fill(marker)
      await dialog.getByRole('button', { name: 'Reddet' }).click()
      await expect(registrar.getByText('Talep reddedildi.')).toBeVisible()

      // The bell has it, in English.
      await student.goto('/bildirimler')
      await expect.poll(() => bellCount(student)).toBe(before + 1)
      const item = student.locator('.notification-item', { hasText: marker })
      await expect(item).toContainText('Your registration freeze request was rejected')
      await check(student, 'notifications-rejected-en-dark')
      // No mail: the delivery relay runs at least every 15 s; after 25 s nothing was sent for this decision,
      // while the first test's approval (e-mail on) was mailed to the same address.
      await student.waitForTimeout(25_000)
      expect(await mailsWith(student, email, marker)).toEqual([])
      expect((await mailsWith(student, email, 'Dekontunuz uygun bulundu.')).length).toBeGreaterThan(0)

      // The e-mail is turned back on (other specs expect the defaults).
      await student.goto('/bildirimler/tercihler')
      await student.getByRole('switch', { name: 'Registration freeze request decided: E-mail' }).click()
      await student.getByRole('button', { name: 'Save' }).click()
      await expect(student.getByText('Your notification preferences were saved.')).toBeVisible()
    })
  })
