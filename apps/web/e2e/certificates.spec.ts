/**
 * Certificate requests end to end (issue 20 § Certificate requests): a student requests a certificate for
 * an eligible subject, the registrar approves it from the queue (after confirming), the student downloads
 * the PDF and the public viewer shows it by its verification code. Turkish light; English dark with the
 * student at 375 px. Axe on every page visited. A retried run finds its earlier pending request instead of
 * a second one (the server refuses duplicates), so both outcomes of the request are accepted.
 */
import { readFile } from 'node:fs/promises'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type PageOptions, pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'

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

interface Flow {
  lang: 'tr' | 'en'
  student: string
  studentNo: string
  /** The certificate type's name in the page's language. */
  kind: string
  /** The certificate's title in its own language (the request's language), shown by the viewer. */
  title: string
  studentView: PageOptions
  staffView: PageOptions
  name: string
}

/** Request → approve → download → verify, in one language and theme. */
async function flow(browser: Browser, f: Flow) {
  const x = texts[f.lang]
  const student = await pageWith(browser, f.studentView)
  await signIn(student, f.student, '/ogrenci/sertifika-talepleri')
  const form = student.getByRole('form', { name: x.form })
  await expect(form).toBeVisible()
  await check(student, `certificates-student-${f.name}`)
  await form.getByLabel(x.kind).click()
  await student.locator('.ant-select-dropdown:visible').getByTitle(f.kind).click()
  await expect(form.getByTitle(f.kind)).toBeVisible()
  // The type's list closes with an animation; open the subject's list only once it is gone.
  await expect(student.locator('.ant-select-dropdown:visible')).toHaveCount(0)
  await form.getByLabel(x.subject).click()
  const first = student.locator('.ant-select-dropdown:visible .ant-select-item-option').first()
  const subject = (await first.getAttribute('title')) ?? ''
  expect(subject).not.toBe('')
  await first.click()
  await expect(form.getByTitle(subject)).toBeVisible()
  await form.getByLabel(x.purpose).fill(f.lang === 'tr' ? 'İş başvurusu için' : 'Job application')
  await form.getByText(x.language, { exact: true }).click()
  await form.getByRole('button', { name: x.submit }).click()
  await expect(student.getByText(x.sent).or(student.getByText(x.duplicate)).first()).toBeVisible()
  const pending = student.locator('.ant-table-row', { hasText: subject }).filter({ hasText: x.pending })
  await expect(pending.first()).toBeVisible()

  const registrar = await pageWith(browser, f.staffView)
  await signIn(registrar, accounts.registrar, '/ogrenci-isleri/sertifika-talepleri')
  await registrar.getByPlaceholder(x.search).fill(f.studentNo)
  await registrar.getByPlaceholder(x.search).press('Enter')
  const row = registrar.locator('.ant-table-row', { hasText: subject }).first()
  await expect(row).toBeVisible()
  await check(registrar, `certificates-queue-${f.name}`)
  await row.getByRole('button', { name: x.approve }).click()
  await registrar.getByRole('tooltip').getByRole('button', { name: x.approve }).click()
  await expect(registrar.getByText(x.approved)).toBeVisible()

  await student.reload()
  const approved = student.locator('.ant-table-row', { hasText: subject }).filter({ hasText: x.done }).first()
  await expect(approved).toBeVisible()
  const download = student.waitForEvent('download')
  await approved.getByRole('button', { name: x.download }).click()
  const file = await (await download).path()
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
  const code = (await approved.locator('code').innerText()).trim()
  expect(code).toMatch(/^[A-Z2-9]{10}$/)

  await student.goto(`/public/belge-viewer?code=${code}`)
  await expect(student.getByText(f.title)).toBeVisible()
  await expect(student.getByText(f.studentNo, { exact: true })).toBeVisible()
  await check(student, `certificates-viewer-${f.name}`)
}

test('a student requests a certificate in Turkish, the registrar approves, the student downloads and verifies it', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  await flow(browser, {
    lang: 'tr',
    student: accounts.student,
    studentNo: '2025104001',
    kind: 'Katılım Sertifikası',
    title: 'Katılım Sertifikası',
    studentView: {},
    staffView: {},
    name: 'tr-light',
  })
})

test('the same in English and dark, the student at 375 px', async ({ browser }) => {
  test.setTimeout(90_000)
  await flow(browser, {
    lang: 'en',
    student: accounts.studentDouble,
    studentNo: '2024101001',
    kind: 'Course Completion Certificate',
    title: 'Course Completion Certificate',
    studentView: { lang: 'en', theme: 'dark', narrow: true },
    staffView: { lang: 'en', theme: 'dark' },
    name: 'en-dark',
  })
})
