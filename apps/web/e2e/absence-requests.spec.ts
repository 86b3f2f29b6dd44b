/**
 * Absence excuse requests on the shared request queue end to end (issue 6 § Requests; issue 36 "Shared tables
 * and queues, usable at 1366 px"): a student sends an excuse for a course the seeded instructor teaches; the
 * instructor finds it in the pending queue (counts, search), approves it with an answer and sees it under
 * "approved" with her name; the queue passes axe and keeps its row actions in reach at 1366 px (TR light) and
 * 375 px (EN dark).
 */
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { unreachableRowActions } from './support/actions.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

/** A 1×1 PNG (the server sniffs the type from the content). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** Waits for the page to settle, asserts axe finds nothing serious and the row actions are in reach, saves a shot. */
async function check(page: Page, name: string, reach: 'desktop' | 'phone'): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  expect(await unreachableRowActions(page, reach), name).toEqual([])
  await shot(page, name)
}

/** GET `path` with the page's stored token; returns `responseData`. */
async function call<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })
    return ((await res.json()) as { responseData: unknown }).responseData
  }, path) as Promise<T>
}

test('a student’s excuse reaches the instructor’s queue; she approves it with an answer', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const instructor = await pageWith(browser)
  await instructor.setViewportSize({ width: 1366, height: 800 })
  await signIn(instructor, accounts.instructorAdvisor)
  const taught = await call<{ SectionId: number }[]>(instructor, '/api/Grades/Sections/List')
  const student = await pageWith(browser)
  await signIn(student, accounts.studentDouble)
  const summary = await call<{ Courses: { SectionId: number }[] }>(student, '/api/Absences/Student/Summary')
  const sectionId = summary.Courses.map((c) => c.SectionId).find((id) =>
    taught.some((s) => s.SectionId === id),
  )
  expect(sectionId, 'the demo student takes a course of the demo instructor').toBeDefined()
  const sent = await student.evaluate(
    async ({ id, png }) => {
      const form = new FormData()
      form.append('SectionId', String(id))
      form.append('FromDay', '2026-10-12')
      form.append('ToDay', '2026-10-12')
      form.append('ExcuseType', 'medical')
      form.append('Reason', 'Hastane raporum ektedir, o gün acil serviste tedavi gördüm.')
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'rapor.png')
      const res = await fetch('/api/Absences/Student/Requests/Create', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: form,
      })
      return res.status
    },
    { id: sectionId as number, png: PNG_BASE64 },
  )
  expect(sent).toBe(200)
  await student.context().close()

  await instructor.goto('/ogretim/devamsizlik-talepleri')
  await expect(instructor.getByRole('radio', { name: /^Bekliyor \(\d+\)$/ })).toBeChecked()
  const search = instructor.getByPlaceholder('Öğrenci no, ad veya ders kodu')
  await search.fill('2024101001')
  await search.press('Enter')
  const row = instructor.locator('main .ant-table-row').filter({ hasText: '12.10.2026' }).first()
  await expect(row).toContainText('2024101001')
  await expect(row).toContainText('Sağlık')
  await check(instructor, 'absence-requests-tr-light-1366', 'desktop')

  await row.getByRole('button', { name: /^Onayla: 2024101001 / }).click()
  const dialog = instructor.getByRole('dialog', { name: 'Mazeret talebini onayla' })
  await expect(dialog).toContainText('Hastane raporum ektedir')
  await dialog.getByLabel('Yanıt (öğrenciye gösterilir)').fill('Rapor uygun bulundu.')
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(dialog).toBeHidden()
  await expect(instructor.getByText('Talep işlendi.').first()).toBeVisible()

  await instructor.getByText(/^Onaylandı \(\d+\)$/).click()
  const approved = instructor
    .locator('main .ant-table-row')
    .filter({ hasText: '12.10.2026' })
    .filter({ hasText: 'Rapor uygun bulundu.' })
  await expect(approved).toContainText('Zeynep Çelik')
  await expect(approved).toContainText('Onaylandı')
  await instructor.context().close()
})

test('the excuse queue in English and dark mode at 375 px', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, accounts.instructorAdvisor, '/ogretim/devamsizlik-talepleri')
  await expect(page.getByRole('radio', { name: /^Pending \(\d+\)$/ })).toBeChecked()
  await page.getByText(/^All \(\d+\)$/).click()
  await expect(page.locator('main .ant-table-row').first()).toBeVisible()
  await check(page, 'absence-requests-en-dark-375', 'phone')
  await page.context().close()
})
