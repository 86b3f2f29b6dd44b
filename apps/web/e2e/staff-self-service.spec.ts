/**
 * Staff self-service as the seeded instructor (issue "Staff self-service"; spec §3 "Personnel" and
 * "Payroll request", §1/§4 Microsoft licence): edit the mobile number on the personnel page (a wrong
 * format is refused with the §5 message, a right one is saved), request the latest available payroll and
 * find it in the history and its PDF in the development outbox, request an A3 licence and see it
 * "requested"; one check in English.
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('instructor edits contact details, requests a payroll and an A3 licence', async ({ page, request }) => {
  test.setTimeout(90_000)
  await signIn(page, accounts.instructorAdvisor, '/personel/bilgilerim')
  await expect(page.getByRole('heading', { name: 'Personel Bilgilerim' })).toBeVisible()
  await expect(page.getByText('T.C. Kimlik No')).toBeVisible()

  // Contact: an invalid mobile is refused on the field, a valid one is saved.
  await page.getByRole('tab', { name: 'İletişim' }).click()
  const mobile = page.getByLabel('Cep Telefonu', { exact: true })
  await mobile.fill('0212 123')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(
    page.getByText('Cep telefonu numarası 5XX XXX XX XX biçiminde 10 haneli olmalıdır.'),
  ).toBeVisible()
  await mobile.fill('0532 111 22 33')
  await page.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('İletişim bilgileriniz güncellendi.')).toBeVisible()
  await expect(page.getByLabel('Cep Telefonu', { exact: true })).toHaveValue('0532 111 22 33')

  // Payroll: the latest available month (the form's default), confirmed, mailed, listed.
  await page.goto('/personel/bordro-talebi-olustur')
  await page.getByRole('button', { name: 'Bordro talep et' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByText('Bordronuz gönderildi')).toBeVisible()
  const sent = page.getByText(`adresine gönderildi`)
  await expect(sent).toContainText(accounts.instructorAdvisor)
  const [, month, year] = /^(\S+) (\d{4}) dönemine/.exec(await sent.innerText()) ?? []
  expect(month && year).toBeTruthy()
  await page.getByRole('link', { name: 'Talep geçmişine git' }).click()
  await expect(page.getByRole('row', { name: new RegExp(`${month} ${year}`) }).first()).toContainText(
    'Gönderildi',
  )
  const outbox = (await (await request.get(`/dev/outbox?to=${accounts.instructorAdvisor}`)).json()) as {
    responseData: { attachments: { contentType: string }[] }[]
  }
  expect(outbox.responseData[0]?.attachments[0]?.contentType).toBe('application/pdf')

  // Licence: A3 requested after confirmation (unless an earlier run on a reused server did it).
  await page.goto('/personel/microsoft-lisans')
  const requestButton = page.getByRole('button', { name: 'A3 lisansı talep et' })
  const a3Card = page.locator('.ant-card', { has: page.getByText('A3 Lisansı', { exact: true }) })
  await expect(page.getByText('A1 Lisansı', { exact: true })).toBeVisible()
  if (await requestButton.isVisible()) {
    await requestButton.click()
    await page.getByRole('button', { name: 'Talep et', exact: true }).click()
    await expect(page.getByText('A3 lisans talebiniz alındı.')).toBeVisible()
  }
  await expect(a3Card).toContainText(/Talep edildi|Sahip/)

  // English.
  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page.getByRole('button', { name: 'Refresh status' })).toBeVisible()
  await expect(
    page.locator('.ant-card', { has: page.getByText('A3 licence', { exact: true }) }),
  ).toContainText(/Requested|Held/)
})
