/**
 * Certificate requests end to end (issue 20 § Certificate requests): a student requests a certificate for
 * an eligible subject, the registrar approves it from the queue (after confirming), the student downloads
 * the PDF and the public viewer shows it by its verification code. Turkish light; English dark with the
 * student at 375 px. Axe on every page visited. A retried run finds its earlier pending request instead of
 * a second one (the server refuses duplicates), so both outcomes of the request are accepted. The registrar
 * also selects two seeded pending requests and rejects them together (issue 36 bulk decide).
 */
import { readFile } from 'node:fs/promises'
import { type PageOptions, pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { type Browser, expect, type Page, test } from './support/test.ts'

/** Waits for the page to settle, asserts the shared axe check finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

const texts = {
  tr: {
    form: 'Sertifika İste',
    kind: 'Sertifika türü',
    subject: 'Konu',
    purpose: 'Veriliş amacı',
    language: 'Türkçe',
    submit: 'Talep Et',
    sent: 'Öğrenci İşleri inceledikten sonra hazırlanacak',
    duplicate: 'bekleyen bir talebiniz zaten var',
    search: 'Öğrenci no veya ad',
    approve: 'Onayla',
    approved: 'Talep onaylandı ve sertifika oluşturuldu.',
    pending: 'Bekliyor',
    done: 'Onaylandı',
    download: 'İndir',
  },
  en: {
    form: 'Request a Certificate',
    kind: 'Certificate type',
    subject: 'Subject',
    purpose: 'Purpose',
    language: 'English',
    submit: 'Request',
    sent: 'it will be prepared after the registrar reviews it',
    duplicate: 'already have a pending request',
    search: 'Student no or name',
    approve: 'Approve',
    approved: 'The request was approved and the certificate created.',
    pending: 'Pending',
    done: 'Approved',
    download: 'Download',
  },
} as const

interface Request {
  lang: 'tr' | 'en'
  student: string
  studentNo: string
  /** The certificate type's name in the page's language. */
  kind: string
  /** The certificate's title in its own language (the request's language), shown by the viewer. */
  title: string
  view: PageOptions
  name: string
}

/** Signs the student in and requests a certificate of `r.kind` for the first eligible subject; its name. */
async function request(browser: Browser, r: Request): Promise<{ page: Page; subject: string }> {
  const x = texts[r.lang]
  const page = await pageWith(browser, r.view)
  await signIn(page, r.student, '/ogrenci/sertifika-talepleri')
  const form = page.getByRole('form', { name: x.form })
  await form.getByLabel(x.kind).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle(r.kind).click()
  await expect(form.getByTitle(r.kind)).toBeVisible()
  // The type's list closes with an animation; open the subject's list only once it is gone.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
  await form.getByLabel(x.subject).click()
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()
  const subject = (await first.getAttribute('title')) ?? ''
  expect(subject).not.toBe('')
  await first.click()
  await expect(form.getByTitle(subject)).toBeVisible()
  await form.getByLabel(x.purpose).fill(r.lang === 'tr' ? 'İş başvurusu için' : 'Job application')
  await form.getByText(x.language, { exact: true }).click()
  await form.getByRole('button', { name: x.submit }).click()
  await expect(page.getByText(x.sent).or(page.getByText(x.duplicate)).first()).toBeVisible()
  await expect(
    page.locator('.ant-table-row', { hasText: subject }).filter({ hasText: x.pending }).first(),
  ).toBeVisible()
  await check(page, `certificates-student-${r.name}`)
  return { page, subject }
}

/** The student downloads the approved certificate (a real PDF) and opens the public viewer by its code. */
async function downloadAndVerify(page: Page, r: Request, subject: string) {
  const x = texts[r.lang]
  await page.reload()
  const approved = page.locator('.ant-table-row', { hasText: subject }).filter({ hasText: x.done }).first()
  await expect(approved).toBeVisible()
  const download = page.waitForEvent('download')
  await approved.getByRole('button', { name: x.download }).click()
  const file = await (await download).path()
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
  const code = (await approved.locator('code').innerText()).trim()
  expect(code).toMatch(/^[A-Z2-9]{10}$/)
  await page.goto(`/public/belge-viewer?code=${code}`)
  await expect(page.getByText(r.title)).toBeVisible()
  await expect(page.getByText(r.studentNo, { exact: true })).toBeVisible()
  await check(page, `certificates-viewer-${r.name}`)
}

const turkish: Request = {
  lang: 'tr',
  student: accounts.student,
  studentNo: '2025104001',
  kind: 'Katılım Sertifikası',
  title: 'Katılım Sertifikası',
  view: {},
  name: 'tr-light',
}
const english: Request = {
  lang: 'en',
  student: accounts.studentDouble,
  studentNo: '2024101001',
  kind: 'Course Completion Certificate',
  title: 'Course Completion Certificate',
  view: { lang: 'en', theme: 'dark', narrow: true },
  name: 'en-dark-375',
}

test('students request certificates (Turkish light, English dark at 375 px), the registrar approves, they download and verify them', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const tr = await request(browser, turkish)
  const en = await request(browser, english)

  const registrar = await pageWith(browser)
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/sertifika-talepleri')
  const search = registrar.getByPlaceholder(texts.tr.search)
  for (const [r, subject] of [
    [turkish, tr.subject],
    [english, en.subject],
  ] as const) {
    await search.fill(r.studentNo)
    await search.press('Enter')
    const row = registrar
      .locator('.ant-table-row', { hasText: r.studentNo })
      .filter({ hasText: subject })
      .first()
    await expect(row).toBeVisible()
    if (r === turkish) await check(registrar, 'certificates-queue-tr-light')
    await row.getByRole('button', { name: texts.tr.approve }).click()
    await registrar.getByRole('tooltip').getByRole('button', { name: texts.tr.approve }).click()
    await expect(registrar.getByText(texts.tr.approved).first()).toBeVisible()
    await expect(row).toHaveCount(0)
  }

  await downloadAndVerify(tr.page, turkish, tr.subject)
  await downloadAndVerify(en.page, english, en.subject)
})

test('the registrar selects two pending requests and rejects them together with one reason', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const registrar = await pageWith(browser)
  await registrar.setViewportSize({ width: 1366, height: 768 })
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/sertifika-talepleri')
  // Two of the seeded pending requests, by their purposes.
  const rows = ['Staj başvurusu', 'Burs başvurusu'].map((purpose) =>
    registrar.locator('.ant-table-row', { hasText: purpose }).first(),
  )
  for (const row of rows) {
    await expect(row).toBeVisible()
    // With the selection column the row's own actions still lie inside 1366 px.
    const box = await row.getByRole('button', { name: 'Reddet' }).boundingBox()
    expect((box?.x ?? 9999) + (box?.width ?? 0)).toBeLessThanOrEqual(1366)
    await row.getByRole('checkbox').check()
  }
  await check(registrar, 'certificates-queue-selected-tr-light')
  await registrar.getByRole('button', { name: 'Seçilenleri reddet (2)' }).click()
  const dialog = registrar.getByRole('dialog')
  await dialog.getByLabel('Ret gerekçesi').fill('Amaç yeterince açık değil.')
  await dialog.getByRole('button', { name: 'Reddet' }).click()
  await expect(registrar.getByText('2 talep reddedildi.')).toBeVisible()
  for (const row of rows) await expect(row).toHaveCount(0)

  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(narrow, accounts.registrar, '/ogrenci-isleri/sertifika-talepleri')
  await narrow.getByRole('combobox', { name: 'Status' }).click()
  await narrow.locator('.ant-select-dropdown:visible').getByTitle('Rejected').click()
  await expect(
    narrow.locator('.ant-table-row', { hasText: 'Amaç yeterince açık değil.' }).first(),
  ).toBeVisible()
  await check(narrow, 'certificates-queue-rejected-en-dark-375')
})
