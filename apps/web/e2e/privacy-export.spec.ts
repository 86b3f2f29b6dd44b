/**
 * The export of "my personal data" (issue 39 "Done when": the export's content for a student with activity in
 * every feature): the demo student 2025104001 (grades, course registrations, events, an instalment plan with a
 * paid instalment in the seed) applies to a club and sends an absence excuse with a medical report, then exports
 * everything from "Kişisel Verilerim": the ZIP holds one JSON per category of the overview, each feature's records,
 * the medical report itself, the transfers and the PDF summary. Turkish light at 1366 px, English dark at 375 px,
 * axe on every visited page.
 */
import { readFile } from 'node:fs/promises'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signInAcknowledging } from './support/privacy.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'
import { recordsOf, unzip } from './support/zip.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** The API with the page's stored portal token. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  return { authorization: `Bearer ${token}`, 'accept-language': 'tr' }
}

test('the export of a student with activity in every feature holds each category', async ({ browser }) => {
  test.setTimeout(150_000)
  const student = await pageWith(browser)
  await signInAcknowledging(student, accounts.student, '/kisisel-verilerim')
  const headers = await bearer(student)

  // A club application (unless one is already on record) and an absence excuse with a medical report.
  const clubs = (
    (await (await student.request.get('/api/Kulup/Kulupler/Liste?pageSize=100', { headers })).json())
      .responseData as { items: { Id: number; MyStatus: string }[] }
  ).items
  const free = clubs.find((c) => c.MyStatus === 'none')
  if (clubs.every((c) => c.MyStatus === 'none' || c.MyStatus === 'rejected') && free) {
    const applied = await student.request.post('/api/Kulup/Basvuru/Olustur', {
      headers,
      data: { ClubId: free.Id, Note: 'Kulübün etkinliklerine katılmak istiyorum.' },
    })
    expect(applied.status(), await applied.text()).toBe(200)
  }
  const summary = await student.request.get('/api/Absences/Student/Summary', { headers })
  const sectionId = ((await summary.json()).responseData.Courses as { SectionId: number }[])[0]?.SectionId
  expect(sectionId).toBeTruthy()
  const excuse = await student.request.post('/api/Absences/Student/Requests/Create', {
    headers,
    multipart: {
      SectionId: String(sectionId),
      FromDay: '2026-11-02',
      ToDay: '2026-11-03',
      ExcuseType: 'medical',
      Reason: 'Grip nedeniyle iki gün hastanede yattım; raporum ektedir.',
      file: { name: 'saglik-raporu.png', mimeType: 'image/png', buffer: PNG },
    },
  })
  expect(excuse.status(), await excuse.text()).toBe(200)
  const excuseId = (await excuse.json()).responseData as number

  // The page lists the new categories; the export runs in the background and offers the ZIP.
  await student.reload()
  for (const name of [
    'Kulüp üyelikleri ve başvuruları',
    'Etkinlik kayıtları ve katılımları',
    'Taksit planları',
    'Taksit ödemeleri (tahsilatlar)',
    'Devamsızlık mazeret talepleri ve belgeleri (sağlık raporları dahil)',
  ])
    await expect(student.getByRole('cell', { name, exact: true })).toBeVisible()
  await check(student, 'privacy-export-tr-light')
  // The card asks for the overview again when the job is done: that answer names the new ZIP.
  const rebuilt = student.waitForResponse((r) => r.url().includes('/api/Privacy/MyData/Overview'), {
    timeout: 60_000,
  })
  await student.getByRole('button', { name: 'Dışa aktarımı başlat' }).click()
  await rebuilt
  await expect(student.getByText(/^Son dışa aktarım:/)).toBeVisible()
  const file = student.waitForEvent('download')
  await student.getByRole('button', { name: 'ZIP dosyasını indir' }).click()
  const zip = await file
  const files = unzip(await readFile(await zip.path()))

  // One JSON per category of the overview, each with its records; the medical report itself.
  const overview = (await (await student.request.get('/api/Privacy/MyData/Overview', { headers })).json())
    .responseData as { Categories: { Key: string; Records: number }[] }
  for (const c of overview.Categories) expect(recordsOf(files, c.Key), c.Key).toHaveLength(c.Records)
  for (const key of [
    'identity',
    'grades',
    'registrations',
    'events',
    'clubs',
    'instalment-plans',
    'instalment-payments',
    'absence-excuses',
    'privacy-notices',
  ])
    expect(recordsOf(files, key).length, key).toBeGreaterThan(0)
  const sent = (recordsOf(files, 'absence-excuses') as { requestId: number; file: string | null }[]).find(
    (r) => r.requestId === excuseId,
  )
  expect(sent?.file).toBe(`files/absence-excuses/${excuseId}-saglik-raporu.png`)
  expect(files.get(sent?.file ?? '')?.equals(PNG)).toBe(true)
  expect(files.has('transfers.json')).toBe(true)
  expect(files.get('summary.pdf')?.subarray(0, 5).toString()).toBe('%PDF-')

  // The same page in English, dark, at 375 px.
  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAcknowledging(narrow, accounts.student, '/kisisel-verilerim')
  for (const name of [
    'Club memberships and applications',
    'Instalment plans',
    'Event registrations and attendance',
  ])
    await expect(narrow.getByRole('cell', { name, exact: true })).toBeVisible()
  await expect(narrow.getByRole('button', { name: 'Download the ZIP file' })).toBeVisible()
  await check(narrow, 'privacy-export-en-dark-375')
})
