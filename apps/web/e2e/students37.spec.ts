/**
 * Issue 37 § Students and § "Student record", in Chromium: the registrar's record with its tabs (term GPA and
 * CGPA, registrations, requests, documents, paged history) and the spec §3 fields; a departed student's home
 * (studentship ended, certificate in both languages, no deadlines); the horizontal transfer's programme chosen
 * from a list; a visible exam's score before finalisation; the personal calendar link on the events page.
 * Turkish light at 1366 px and English dark at 375 px; axe on every page.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { mainNav, signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, test } from './support/test.ts'

test.setTimeout(150_000)

test('the registrar opens a record: §3 fields, terms with GPA and CGPA, registrations, requests, history', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, accounts.registrar, '/rapor/ogrenci')
  const box = page.getByRole('searchbox', { name: 'Numara, T.C. kimlik no veya ad soyad' })
  await box.fill('2024101001')
  await box.press('Enter')
  await expect(page.getByText('Toplam 1 öğrenci')).toBeVisible({ timeout: 30_000 })
  await page
    .getByRole('row', { name: /2024101001/ })
    .getByRole('button')
    .first()
    .click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('Kayıt nedeni')).toBeVisible()
  await expect(drawer.getByText('ÖSYM yerleştirmesi')).toBeVisible()
  await expect(drawer.getByText(/Koşulsuz \d+\/\d+ · Koşullu \d+\/\d+ · Azami \d+/)).toBeVisible()
  await expect(drawer.getByText('Öğrencilik hakkı bitiş tarihi')).toBeVisible()
  await drawer.getByRole('tab', { name: 'Dönemler' }).click()
  await expect(drawer.getByText(/^Dönem ortalaması \d\.\d\d$/).first()).toBeVisible()
  await expect(drawer.getByText(/^GANO \d\.\d\d$/).first()).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'record37-terms-tr-1366')
  await drawer.getByRole('tab', { name: 'Ders kayıtları' }).click()
  await expect(
    drawer
      .getByRole('tabpanel', { name: 'Ders kayıtları' })
      .getByText(/BIL\d+/)
      .first(),
  ).toBeVisible()
  await drawer.getByRole('tab', { name: 'Talepler' }).click()
  await expect(drawer.getByRole('tabpanel', { name: 'Talepler' })).toBeVisible()
  await drawer.getByRole('tab', { name: 'İşlem geçmişi' }).click()
  await expect(drawer.getByRole('tabpanel', { name: 'İşlem geçmişi' })).toBeVisible()
  await page.close()
})

test('a departed student’s home says the studentship ended, offers the certificate, hides deadlines', async ({
  browser,
}) => {
  // The seeded completed departure, from the registrar's done queue.
  const registrar = await pageWith(browser, { lang: 'tr' })
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/ilisik-kesme-onaylari')
  await registrar.getByText('İşlem yapılanlar').click()
  const done = registrar.getByRole('row').filter({ hasText: 'Tamamlandı' }).first()
  await expect(done).toBeVisible()
  const studentNo = (await done.textContent())?.match(/\d{10}/)?.[0] as string
  expect(studentNo).toMatch(/^\d{10}$/)
  await registrar.close()

  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, accounts.sysadmin, '/sistem/kimlige-burunme')
  await page.getByRole('tab', { name: 'Öğrenci' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Öğrenci' })
  await panel.getByRole('searchbox').fill(studentNo)
  const row = panel.getByRole('row', { name: new RegExp(studentNo) }).first()
  await expect(row).toBeVisible()
  await row.click()
  await page.getByLabel('Gerekçe').fill('Destek talebi 3737 inceleniyor')
  await page.getByRole('button', { name: 'Kimliğine bürün' }).click()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  const card = page.getByTestId('home-card-departed')
  await expect(card.getByRole('heading', { name: 'Öğrenciliğiniz sona erdi' })).toBeVisible()
  // The greeting says the studentship ended by departure, not "your active role: student".
  await expect(page.getByTestId('home-greeting')).toContainText(
    `${studentNo} numaralı öğrenciliğiniz ilişik kesme ile sona erdi`,
  )
  await expect(page.getByTestId('home-greeting')).not.toContainText('aktif rolünüz')
  await expect(card.getByRole('button', { name: 'İlişik kesme belgesi (Türkçe)' })).toBeVisible()
  const english = page.waitForEvent('download')
  await card.getByRole('button', { name: 'İlişik kesme belgesi (İngilizce)' }).click()
  expect((await english).suggestedFilename()).toMatch(/^departure-certificate-\d{10}-\d+\.pdf$/)
  await settled(page)
  await expect(page.getByTestId('home-card-deadlines')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'departed-home-tr-1366')
  await page.close()
})

test('a student chooses the transfer programme from a list, sees a visible exam score and the calendar link (en, dark, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, accounts.student, '/ogrenci/ilisik-kesme')
  await page.getByLabel('Reason for leaving').click()
  await page.getByTitle('Horizontal transfer').click()
  const target = page.getByRole('combobox', { name: 'Horizontal transfer programme' })
  await expect(target).toBeVisible()
  await target.click()
  // The choices come from the YÖKSİS units service (the development counterpart), not free text.
  await expect(page.locator('.ant-select-item-option[title*="Programme"]').first()).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'transfer-list-en-dark-375')
  await page.keyboard.press('Escape')

  await page.goto('/ogrenci/etkinliklerim')
  await expect(page.getByText('Personal calendar link').first()).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await page.close()

  // The demo student's current-term courses: the midterm is graded and visible, the course not finalised.
  const grades = await pageWith(browser, { lang: 'tr' })
  await signIn(grades, accounts.studentDouble, '/ogrenci/notlarim')
  await expect(grades.getByText(/Vize \(.*40.*\): \d+.* · Notlar kesinleşmedi/).first()).toBeVisible()
  expect(await seriousViolations(grades)).toEqual([])
  await shot(grades, 'grades-visible-tr-1366')
  await grades.close()
})

test('the greeting and the record tell a frozen studentship from an ended one (tr light 1366, en dark 375)', async ({
  browser,
}) => {
  // A frozen studentship from the registrar's report: the record says it continues.
  const registrar = await pageWith(browser, { lang: 'tr' })
  await registrar.setViewportSize({ width: 1366, height: 900 })
  await signIn(registrar, accounts.registrar, '/rapor/ogrenci')
  await registrar.getByRole('combobox', { name: 'Durum' }).click()
  await registrar.locator('.ant-select-item-option[title="Kayıt dondurmuş"]').click()
  const frozenRow = registrar
    .getByRole('row', { name: /\d{10}/ })
    .filter({ hasText: 'Kayıt dondurmuş' })
    .first()
  await expect(frozenRow).toBeVisible({ timeout: 30_000 })
  const frozenNo = (await frozenRow.textContent())?.match(/\d{10}/)?.[0] as string
  await frozenRow.getByRole('button').first().click()
  const state = registrar.getByRole('dialog').getByTestId('record-state')
  await expect(state).toHaveText(
    'Kaydı dondurulmuş: öğrencilik sürüyor; dondurma süresince ders kaydı yapılmaz.',
  )
  await settled(registrar)
  expect(await seriousViolations(registrar)).toEqual([])
  await shot(registrar, 'record37-frozen-tr-1366')
  await registrar.close()

  // That student's own home (impersonated, in English dark at 375 px): frozen, not ended, no "active role".
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, accounts.sysadmin, '/sistem/kimlige-burunme')
  await page.getByRole('tab', { name: 'Students' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Students' })
  await panel.getByRole('searchbox').fill(frozenNo)
  await panel
    .getByRole('row', { name: new RegExp(frozenNo) })
    .first()
    .click()
  await page.getByLabel('Reason').fill('Support request 3737 under review')
  await page.getByRole('button', { name: 'Start impersonation' }).click()
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(page.getByTestId('home-greeting')).toHaveText(
    new RegExp(`your studentship ${frozenNo} is frozen: it continues`),
  )
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'home-frozen-en-dark-375')
  await page.close()

  // The graduate's home: ended by graduation (Turkish, light).
  const graduate = await pageWith(browser, { lang: 'tr' })
  await signIn(graduate, '2019302001@ogr.anadoluteknik.edu.tr')
  await expect(graduate.getByTestId('home-greeting')).toHaveText(
    'Sayın Gökhan Şimşek, 2019302001 numaralı öğrenciliğiniz mezuniyetle sona erdi.',
  )
  await graduate.close()
})

test('Student Search is in the registrar’s and the head of department’s menus (tr light 1366)', async ({
  browser,
}) => {
  const registrar = await pageWith(browser, { lang: 'tr' })
  await registrar.setViewportSize({ width: 1366, height: 900 })
  await signIn(registrar, accounts.registrar)
  await mainNav(registrar).getByRole('link', { name: 'Öğrenci Arama' }).click()
  await expect(registrar).toHaveURL(/\/ogrenci-isleri\/ogrenci-arama$/)
  const box = registrar.getByRole('searchbox', { name: 'Numara, T.C. kimlik no veya ad soyad' })
  await box.fill('can ozturk')
  await box.press('Enter')
  await expect(registrar.getByRole('row', { name: /2025104001/ })).toBeVisible({ timeout: 30_000 })
  await settled(registrar)
  expect(await seriousViolations(registrar)).toEqual([])
  await registrar.close()

  // The head of department of MUH-BIL (P10002), in that role.
  const head = await pageWith(browser, { lang: 'tr' })
  await signIn(head, 'mustafa.kilic@anadoluteknik.edu.tr')
  await head
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await head.getByRole('menuitem', { name: /^Bölüm Başkanı( · |$)/ }).click()
  await expect(head.getByText('Başarılı bir şekilde Bölüm Başkanı rolüne geçiş yaptınız.')).toBeVisible()
  await mainNav(head).getByRole('link', { name: 'Öğrenci Arama' }).click()
  await expect(head).toHaveURL(/\/bolum\/ogrenci-arama$/)
  await head.getByRole('searchbox', { name: 'Numara, T.C. kimlik no veya ad soyad' }).fill('2024101001')
  await head.getByRole('searchbox', { name: 'Numara, T.C. kimlik no veya ad soyad' }).press('Enter')
  await expect(head.getByRole('row', { name: /2024101001/ })).toBeVisible({ timeout: 30_000 })
  await head.close()
})
