/**
 * Absence excuse requests on the shared request queue end to end (issue 6 § Requests; issue 36 "Shared tables
 * and queues, usable at 1366 px"): a student sends an excuse for a course the seeded instructor teaches; the
 * instructor finds it in the pending queue (counts, search), approves it with an answer and sees it under
 * "approved" with her name; the queue passes axe and keeps its row actions in reach at 1366 px (TR light) and
 * 375 px (EN dark). Bulk decisions (issue 36): she selects two pending excuses and approves them at once; a
 * selected request decided meanwhile in another tab makes the whole decision a 409 that names it, refreshes the
 * queue and clears the selection.
 */

import type { Browser } from '@playwright/test'
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

/** A section the signed-in student takes and the instructor teaches (`taught`: her sections). */
async function sharedSection(student: Page, taught: { SectionId: number }[]): Promise<number> {
  const summary = await call<{ Courses: { SectionId: number }[] }>(student, '/api/Absences/Student/Summary')
  const sectionId = summary.Courses.map((c) => c.SectionId).find((id) =>
    taught.some((s) => s.SectionId === id),
  )
  expect(sectionId, 'the demo student takes a course of the demo instructor').toBeDefined()
  return sectionId as number
}

/** The signed-in student sends a medical excuse for `day` ('YYYY-MM-DD') with `reason`; returns the HTTP status. */
async function sendExcuse(student: Page, sectionId: number, day: string, reason: string): Promise<number> {
  return student.evaluate(
    async ({ id, day, reason, png }) => {
      const form = new FormData()
      form.append('SectionId', String(id))
      form.append('FromDay', day)
      form.append('ToDay', day)
      form.append('ExcuseType', 'medical')
      form.append('Reason', reason)
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0))
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'rapor.png')
      const res = await fetch('/api/Absences/Student/Requests/Create', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: form,
      })
      return res.status
    },
    { id: sectionId, day, reason, png: PNG_BASE64 },
  )
}

/**
 * The demo instructor (1366 px) and the demo student, both signed in (Turkish, light), and a section she attends
 * that he teaches.
 */
async function instructorAndStudent(
  browser: Browser,
): Promise<{ instructor: Page; student: Page; sectionId: number }> {
  const instructor = await pageWith(browser)
  await instructor.setViewportSize({ width: 1366, height: 800 })
  await signIn(instructor, accounts.instructorAdvisor)
  const taught = await call<{ SectionId: number }[]>(instructor, '/api/Grades/Sections/List')
  const student = await pageWith(browser)
  await signIn(student, accounts.studentDouble)
  return { instructor, student, sectionId: await sharedSection(student, taught) }
}

test('a student’s excuse reaches the instructor’s queue; she approves it with an answer', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { instructor, student, sectionId } = await instructorAndStudent(browser)
  expect(
    await sendExcuse(
      student,
      sectionId,
      '2026-10-12',
      'Hastane raporum ektedir, o gün acil serviste tedavi gördüm.',
    ),
  ).toBe(200)
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

test('the instructor approves two selected excuses at once; one decided meanwhile is named (409)', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const { instructor, student, sectionId } = await instructorAndStudent(browser)
  // Three excuses of this run, told apart from every other request by `tag` in their reasons.
  const tag = `T${Date.now().toString(36)}`
  const reason = (i: number) => `Toplu karar ${tag}-${i}: o gün ailemle hastanedeydim, rapor ektedir.`
  for (const [i, day] of ['2026-10-13', '2026-10-14', '2026-10-15'].entries())
    expect(await sendExcuse(student, sectionId, day, reason(i))).toBe(200)
  await student.context().close()

  await instructor.goto('/ogretim/devamsizlik-talepleri')
  const search = instructor.getByPlaceholder('Öğrenci no, ad veya ders kodu')
  await search.fill('2024101001')
  await search.press('Enter')
  const rowOf = (i: number) => instructor.locator('main .ant-table-row').filter({ hasText: `${tag}-${i}` })
  for (const i of [0, 1, 2]) await expect(rowOf(i)).toBeVisible()
  const approveSelected = (n: number) => instructor.getByRole('button', { name: `Seçilenleri onayla (${n})` })
  await expect(approveSelected(0)).toBeDisabled()
  await expect(
    rowOf(0).getByRole('checkbox', { name: /^Ayşe Yılmaz \(2024101001\) · \S+ talebini seç$/ }),
  ).toBeVisible()
  await rowOf(0).getByRole('checkbox').check()
  await rowOf(1).getByRole('checkbox').check()
  await expect(approveSelected(2)).toBeEnabled()
  await expect(instructor.getByRole('button', { name: 'Seçilenleri reddet (2)' })).toBeEnabled()
  // With the checkboxes the row actions stay in view at 1366 px (fixed right, the checkboxes fixed left).
  await check(instructor, 'absence-requests-bulk-tr-light-1366', 'desktop')

  // Meanwhile (another tab) request 0 is rejected on its own.
  const queue = await call<{ items: { Id: number; Reason: string }[] }>(
    instructor,
    '/api/Absences/Requests/Queue?Status=pending&Search=2024101001&page=1&pageSize=100',
  )
  const first = queue.items.find((r) => r.Reason.includes(`${tag}-0`))
  expect(first, 'request 0 is in the queue').toBeDefined()
  const status = await instructor.evaluate(async (id) => {
    const res = await fetch('/api/Absences/Requests/Process', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ Id: id, Approve: false, Answer: 'Başka sekmede reddedildi.' }),
    })
    return res.status
  }, first?.Id as number)
  expect(status).toBe(200)

  await approveSelected(2).click()
  let dialog = instructor.getByRole('dialog', { name: 'Seçilen 2 talebi onayla' })
  await expect(dialog.getByRole('listitem')).toHaveCount(2)
  await dialog.getByLabel('Yanıt (öğrenciye gösterilir)').fill('Raporlar uygun bulundu.')
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  // All or none: nothing was approved; the change is named, the queue refreshed and the selection cleared.
  await expect(
    instructor.getByText(/^Bu arada değişti, liste yenilendi: 2024101001 .*: Reddedildi\.$/),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(rowOf(0)).toHaveCount(0)
  await expect(rowOf(1).getByRole('checkbox')).not.toBeChecked()
  await expect(rowOf(1)).toContainText('Bekliyor')
  await expect(approveSelected(0)).toBeDisabled()

  // The phone in English and dark: the checkboxes and the bulk buttons fit 375 px.
  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(narrow, accounts.instructorAdvisor, '/ogretim/devamsizlik-talepleri')
  await narrow.getByPlaceholder('Student no, name or course code').fill('2024101001')
  await narrow.getByPlaceholder('Student no, name or course code').press('Enter')
  const narrowRow = narrow.locator('main .ant-table-row').filter({ hasText: `${tag}-2` })
  await narrowRow.getByRole('checkbox').check()
  await expect(narrow.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled()
  await check(narrow, 'absence-requests-bulk-en-dark-375', 'phone')
  await narrow.context().close()

  await rowOf(1).getByRole('checkbox').check()
  await rowOf(2).getByRole('checkbox').check()
  await approveSelected(2).click()
  dialog = instructor.getByRole('dialog', { name: 'Seçilen 2 talebi onayla' })
  await expect(dialog).toContainText('Aynı yanıt seçilen her talebe yazılır')
  await dialog.getByLabel('Yanıt (öğrenciye gösterilir)').fill('Raporlar uygun bulundu.')
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(instructor.getByText('2 talep işlendi.').first()).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(approveSelected(0)).toBeDisabled()

  await instructor.getByText(/^Onaylandı \(\d+\)$/).click()
  for (const i of [1, 2]) {
    await expect(rowOf(i)).toContainText('Onaylandı')
    await expect(rowOf(i)).toContainText('Raporlar uygun bulundu.')
    await expect(rowOf(i)).toContainText('Zeynep Çelik')
  }
  await instructor.getByText(/^Reddedildi \(\d+\)$/).click()
  await expect(rowOf(0)).toContainText('Başka sekmede reddedildi.')
  await instructor.context().close()
})
