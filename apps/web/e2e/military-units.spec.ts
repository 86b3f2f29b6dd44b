/**
 * The programmes' YÖKSİS unit ids (issue 35, military feature): the registrar opens the page from the YÖKSİS
 * menu, is stopped by the id's rule, looks up an id YÖKSİS does not know (shown, and refused on save), looks up
 * and saves the programme's id (YÖKSİS's name shown), saves while the development YÖKSİS is down (the 503 state,
 * saved unconfirmed and flagged), sees a programme without an id flagged first with the page's warning, and
 * downloads the XLSX (Turkish, light, 1366 px); the page in English at 375 px (dark) and 1366 px (light). Every
 * state passes axe.
 */
import { pageWith, shot } from './support/a11y.ts'
import { escapeRegExp, signIn } from './support/session.ts'
import { settledViolations } from './support/settle.ts'
import { expect as baseExpect, type Page, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'
const PATH = '/ogrenci-isleri/yoksis-birim-numaralari'

test.setTimeout(180_000)
test.describe.configure({ mode: 'serial' })

/** The first data row's programme name and YÖKSİS id (cells 2 and 4). */
async function firstRow(page: Page) {
  const row = page.locator('.ant-table-tbody .ant-table-row').first()
  await expect(row).toBeVisible()
  const cells = row.locator('td')
  return { row, name: (await cells.nth(1).innerText()).trim(), id: (await cells.nth(3).innerText()).trim() }
}

test('the registrar checks and enters a programme’s YÖKSİS unit id (Turkish, light, 1366 px)', async ({
  browser,
  request,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await page.setViewportSize({ width: 1366, height: 768 })
  await signIn(page, REGISTRAR, '/ana-sayfa')
  // From the menu's YÖKSİS group.
  await page.goto(PATH)
  await expect(page.getByRole('columnheader', { name: 'YÖKSİS Birim No' })).toBeVisible()
  const { name, id } = await firstRow(page)
  expect(id).toMatch(/^\d+$/)
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'military-units-tr-1366')

  // The rule, then an id YÖKSİS does not know: shown on look-up and refused on save.
  await page
    .getByRole('button', { name: `${name} için YÖKSİS birim numarasını düzenle`, exact: true })
    .click()
  const modal = page.getByRole('dialog', { name: `${name}: YÖKSİS birim numarası` })
  const input = modal.getByLabel('YÖKSİS Birim No')
  await expect(input).toHaveValue(id)
  await input.fill('0')
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(modal.getByText('YÖKSİS birim numarası pozitif bir tam sayı olmalıdır.')).toBeVisible()
  await input.fill('999999')
  await modal.getByRole('button', { name: "YÖKSİS'te sorgula" }).click()
  await expect(modal.getByText("YÖKSİS'te 999999 numaralı bir birim yok.")).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(modal.getByRole('alert').filter({ hasText: '999999 numaralı bir birim yok' })).toBeVisible()

  // The right id: YÖKSİS's name for it, then saved and confirmed.
  await input.fill(id)
  await modal.getByRole('button', { name: "YÖKSİS'te sorgula" }).click()
  await expect(modal.getByText("YÖKSİS'te bu numaralı birim bulundu.")).toBeVisible()
  await expect(modal.getByText(name.toLocaleUpperCase('tr-TR')).first()).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText("Birim numarası kaydedildi ve YÖKSİS'te doğrulandı.")).toBeVisible()
  await expect(modal).toBeHidden()
  const saved = page.getByRole('row', { name: new RegExp(`${escapeRegExp(name)}.*${id}`) })
  await expect(saved).toContainText(name.toLocaleUpperCase('tr-TR'))
  await expect(saved).toContainText(/Elif Arslan/)

  // YÖKSİS down: the look-up's unavailable state; the id is saved unconfirmed and flagged.
  await request.post('/dev/yoksis/mode', { data: { mode: 'down' } })
  try {
    await page
      .getByRole('button', { name: `${name} için YÖKSİS birim numarasını düzenle`, exact: true })
      .click()
    await modal.getByRole('button', { name: "YÖKSİS'te sorgula" }).click()
    await expect(modal.getByText("YÖKSİS'e şu anda ulaşılamıyor; numara doğrulanamadı.")).toBeVisible()
    await expect(modal.getByText(/YÖKSİS birim servisine şu anda ulaşılamıyor/)).toBeVisible()
    expect(await settledViolations(page)).toEqual([])
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByText(/ancak YÖKSİS'e ulaşılamadığı için doğrulanamadı/)).toBeVisible()
    await expect(saved).toContainText("YÖKSİS'te doğrulanmadı")
    expect(await settledViolations(page)).toEqual([])
  } finally {
    await request.post('/dev/yoksis/mode', { data: { mode: 'ok' } })
  }
  // Confirmed again once YÖKSİS answers.
  await page
    .getByRole('button', { name: `${name} için YÖKSİS birim numarasını düzenle`, exact: true })
    .click()
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText("Birim numarası kaydedildi ve YÖKSİS'te doğrulandı.")).toBeVisible()
  await expect(saved).toContainText(name.toLocaleUpperCase('tr-TR'))

  // The export.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel olarak indir' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('yoksis-birim-numaralari.xlsx')
})

test('a programme without an id is listed first, flagged, with the page’s warning (Turkish, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await page.setViewportSize({ width: 1366, height: 768 })
  // The demo university has every id: the list's answer is changed in the browser to show the missing state.
  await page.route(/\/api\/Askerlik\/Birimler\?/, async (route) => {
    const res = await route.fetch()
    const body = await res.json()
    const first = body.responseData.items[0]
    Object.assign(first, {
      BirimId: null,
      YoksisName: null,
      CheckedAt: null,
      UpdatedAt: null,
      UpdatedBy: null,
    })
    body.responseData.missing = 1
    await route.fulfill({ response: res, json: body })
  })
  await signIn(page, REGISTRAR, PATH)
  await expect(page.getByText(/1 programın YÖKSİS birim numarası yok/)).toBeVisible()
  const { row } = await firstRow(page)
  await expect(row.getByText('Tanımlı değil')).toBeVisible()
  await expect(row.getByRole('button', { name: /düzenle$/ })).toHaveText('Gir')
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'military-units-missing-tr')
})

test('the page in English, dark, at 375 px and light at 1366 px', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, REGISTRAR, PATH)
  await expect(page.getByRole('columnheader', { name: 'YÖKSİS unit id' })).toBeVisible()
  const { name } = await firstRow(page)
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'military-units-en-dark-375')
  await page.getByRole('button', { name: `Edit the YÖKSİS unit id of ${name}`, exact: true }).click()
  const modal = page.getByRole('dialog', { name: `${name}: YÖKSİS unit id` })
  await modal.getByRole('button', { name: 'Look up in YÖKSİS' }).click()
  await expect(modal.getByText('YÖKSİS has a unit with this id.')).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  // Last use of this modal: a full-page shot resizes the viewport, and the modal does not survive it.
  await shot(page, 'military-units-modal-en-dark-375')

  const wide = await pageWith(browser, { lang: 'en' })
  await wide.setViewportSize({ width: 1366, height: 768 })
  await signIn(wide, REGISTRAR, PATH)
  await wide.getByRole('checkbox', { name: 'Only those without an id' }).check()
  await expect(wide.getByText('Every programme has a YÖKSİS unit id.')).toBeVisible()
  expect(await settledViolations(wide)).toEqual([])
  await shot(wide, 'military-units-en-1366')
})
