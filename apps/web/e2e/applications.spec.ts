/**
 * Academic applications end to end (issue 9): a guest signs in with a code from the outbox, completes all
 * five steps with files, finalises and sees the summary; then the seeded committee member and chair declare
 * no conflict, give opinions, and the chair finishes the evaluation. Serial: the second test evaluates the
 * application the first one finalised.
 */

import { guestEmail, signInGuest } from './support/guest.ts'
import { signIn, switchRole } from './support/session.ts'
import { expect, type Locator, type Page, test } from './support/test.ts'

test.describe.configure({ mode: 'serial' })

const PDF = {
  name: 'belge.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
}
const chairEmail = 'ismail.koc@anadoluteknik.edu.tr'
const memberEmail = 'busra.yildiz@anadoluteknik.edu.tr'
let applicationNo = ''

/** The region (section) named `name`. */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Types a date (DD.MM.YYYY) into the DatePicker labelled `label` within `scope`. */
async function date(scope: Locator | Page, label: string, value: string) {
  const input = scope.getByLabel(label, { exact: true })
  await input.click()
  await input.fill(value)
  await input.press('Enter')
}

/** Uploads a PDF through the `index`-th file input of `scope` and waits for its name to show. */
async function attach(scope: Locator, index = 0) {
  await scope.locator('input[type=file]').nth(index).setInputFiles(PDF)
  await expect(scope.getByText('belge.pdf').nth(index)).toBeVisible()
}

/** Fills a degree section. */
async function degree(page: Page, name: string, start: string, end: string, thesis: boolean) {
  const s = region(page, name)
  await s.getByLabel('Üniversite', { exact: true }).fill('Ege Üniversitesi')
  await s.getByLabel('Fakülte / Enstitü', { exact: true }).fill('Mühendislik Fakültesi')
  await s.getByLabel('Bölüm / Anabilim dalı', { exact: true }).fill('Bilgisayar Mühendisliği')
  await date(s, 'Başlangıç tarihi', start)
  await date(s, 'Bitiş tarihi', end)
  if (thesis) {
    await s.getByLabel('Tez konusu', { exact: true }).fill('Açıklanabilir derin öğrenme modelleri')
    await s.getByLabel('Tez danışmanı', { exact: true }).fill('Prof. Dr. Ali Kaya')
  }
  await attach(s)
}

/** Chooses the option `option` of the select labelled `label`. */
async function choose(scope: Locator | Page, page: Page, label: string, option: string | RegExp) {
  await scope.getByLabel(label, { exact: true }).click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click()
}

test('a guest completes an application with files, finalises it and sees the summary', async ({ page }) => {
  test.setTimeout(180_000)
  await signInGuest(page, guestEmail('basvuru'))
  await page.goto('/applications')
  await expect(page.getByText('Henüz bir başvurunuz yok.')).toBeVisible()
  await page.getByRole('link', { name: 'Yeni başvuru' }).click()
  // The guest applicants' privacy notice comes before the application starts (issue 39).
  await page.getByTestId('privacy-notice').getByRole('button', { name: 'Okudum, anladım' }).click()
  await expect(page.getByTestId('privacy-notice')).toBeHidden()

  // 1 Application information; the positions' dates in the Turkish format (issue 24)
  await page.getByLabel('Başvurulacak kadro ilanı', { exact: true }).click()
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await expect(options.first()).toContainText(/\(\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}\)/)
  await page.keyboard.press('Escape')
  await choose(page, page, 'Başvurulacak kadro ilanı', /Doçent — Mühendislik Fakültesi \/ Bilgisayar/)
  await page.getByRole('button', { name: 'Başvuruyu başlat' }).click()
  await expect(page).toHaveURL(/\/application\?id=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Başvuru AB\d{6}$/)
  applicationNo = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
    .replace('Başvuru ', '')
    .trim()
  expect(applicationNo).toMatch(/^AB\d{6}$/)

  // 2 Personal information (the ORCID check character is verified)
  await page.getByLabel('T.C. kimlik numarası', { exact: true }).fill('10000000146')
  await page.getByLabel('Ad', { exact: true }).fill('Zeynep')
  await page.getByLabel('Soyad', { exact: true }).fill('Aydın')
  await date(page, 'Doğum tarihi', '17.05.1984')
  await page.getByLabel('Cep telefonu', { exact: true }).fill('532 123 45 67')
  await page.getByLabel('Adres', { exact: true }).fill('Alsancak Mahallesi No: 12 Konak İzmir')
  await page.getByLabel('ORCID numarası', { exact: true }).fill('0000-0002-1825-0098')
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click()
  await expect(page.getByText('ORCID numarası geçersiz', { exact: false }).first()).toBeVisible()
  await page.getByLabel('ORCID numarası', { exact: true }).fill('0000-0002-1825-0097')
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click()

  // 3 Resume: one entry per section
  const titles = region(page, 'Akademik unvanlar')
  await expect(titles).toBeVisible({ timeout: 30_000 })
  await titles.getByLabel('Unvan', { exact: true }).fill('Dr. Öğr. Üyesi')
  await titles.getByLabel('Kurum', { exact: true }).fill('Ege Üniversitesi')
  await date(titles, 'Tarih', '01.02.2016')
  const associate = region(page, 'Doçentlik')
  await associate.getByLabel('Doçentlik alanı', { exact: true }).fill('Bilgisayar Bilimleri ve Mühendisliği')
  await date(associate, 'Alınış tarihi', '10.05.2021')
  await attach(associate)
  const citations = region(page, 'Atıf sayısı ve h-indeksi')
  await citations.getByLabel('Atıf sayısı', { exact: true }).nth(0).fill('412')
  await citations.getByLabel('h-indeksi', { exact: true }).nth(0).fill('11')
  await citations.getByLabel('Atıf sayısı', { exact: true }).nth(1).fill('530')
  await citations.getByLabel('h-indeksi', { exact: true }).nth(1).fill('13')
  await degree(page, 'Lisans', '15.09.2002', '30.06.2006', false)
  await degree(page, 'Yüksek lisans', '15.09.2006', '20.01.2009', true)
  await degree(page, 'Doktora', '01.02.2009', '30.06.2015', true)
  const exams = region(page, 'Yabancı dil sınavları')
  await exams.getByLabel('Sınav adı', { exact: true }).fill('YDS')
  await exams.getByLabel('Puan (0–100)', { exact: true }).fill('87.5')
  await date(exams, 'Sınav tarihi', '07.04.2019')
  const research = region(page, 'Araştırma')
  await research.getByLabel('Araştırma başlığı', { exact: true }).fill('Açıklanabilir yapay zekâ')
  await research
    .getByLabel('Araştırma metni (500–1500 karakter)', { exact: true })
    .fill('Tıbbi görüntülerde açıklanabilir modeller. '.repeat(14))
  const work = region(page, 'İş deneyimi')
  await work.getByLabel('Kurum', { exact: true }).fill('Ege Üniversitesi')
  await work.getByLabel('Görev', { exact: true }).fill('Dr. Öğr. Üyesi')
  await date(work, 'Başlangıç tarihi', '01.02.2016')
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click()

  // 4 Works: an article and the letter of intent as a file
  const articles = region(page, 'Makaleler')
  await expect(articles).toBeVisible({ timeout: 30_000 })
  await articles.getByLabel('Makale başlığı', { exact: true }).fill('Explainable models for CT triage')
  await articles.getByLabel('Dergi', { exact: true }).fill('Medical Image Analysis')
  await articles.getByLabel('Yıl', { exact: true }).fill('2022')
  await choose(articles, page, 'Dergi indeksi', 'SCI-Expanded')
  await choose(articles, page, 'Dergi kategorisi', 'Q1')
  await attach(region(page, 'Niyet mektubu'))
  await page.getByRole('button', { name: 'Kaydet ve devam et' }).click()

  // 5 Declaration, finalisation, completion message, back to the list
  await page.getByLabel('Beyanı okudum ve kabul ediyorum.', { exact: true }).check()
  await page.getByRole('button', { name: 'Beyanı kabul et' }).click()
  await expect(page.getByText('Beyanı kabul ettiniz.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Başvuruyu kesinleştir' }).click()
  await page.getByRole('tooltip').getByRole('button', { name: 'Başvuruyu kesinleştir' }).click()
  await expect(page.getByText('Başvurunuz tamamlandı ve kesinleştirildi.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/applications$/)
  const row = page.getByRole('row', { name: new RegExp(applicationNo) })
  await expect(row).toContainText('Kesinleşti')
  await expect(row).toContainText('Beyan')

  await row.getByRole('link', { name: 'Başvuru özeti' }).click()
  await expect(page.getByRole('heading', { name: `Başvuru Özeti — ${applicationNo}` })).toBeVisible()
  await expect(page.getByText('0000-0002-1825-0097')).toBeVisible()
  await expect(page.getByText('Explainable models for CT triage', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'PDF indir' })).toBeVisible()
  // Dates in the one Turkish format, never ISO (issue 24).
  await expect(page.locator('main')).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/)
})

/** Signs `email` in and switches to the role `roleName`. */
async function signInAs(page: Page, email: string, roleName: string) {
  await signIn(page, email)
  await switchRole(page, roleName)
  await page.goto('/juri/degerlendirme')
  await choose(page, page, 'Kadro ilanı', /Doçent — Mühendislik Fakültesi \/ Bilgisayar/)
}

const OPINION =
  'Adayın yayınları kadronun gerektirdiği nitelikleri karşılamaktadır; araştırma planı özgün, uygulanabilir ve bölümün hedefleriyle uyumludur.'

/**
 * Declares no conflict for the row of the application, opens it and sends an opinion. With `others` the
 * opinions already sent by other members: the caller's status is still "awaiting" until she sends hers, and
 * sending an empty form shows the errors without the "send?" question (issue 24).
 */
async function giveOpinion(page: Page, others = 0) {
  const row = page.getByRole('row', { name: new RegExp(applicationNo) })
  if (others > 0) {
    await expect(row).toContainText('Değerlendirme bekliyor')
    await expect(row).toContainText(`${others} / `)
  }
  await row.getByRole('button', { name: 'Çıkar çatışması yok beyanı' }).click()
  await page.getByRole('tooltip').getByRole('button', { name: 'Beyan ediyorum' }).click()
  await expect(page).toHaveURL(/\/juri\/basvuru-ozet\/\d+$/)
  await expect(page.getByText('Explainable models for CT triage', { exact: false })).toBeVisible()
  if (others > 0) {
    await expect(page.getByText('Değerlendirme bekliyor', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Görüş gönderildi', { exact: true })).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Görüşü gönder' }).click()
  await expect(page.getByText('Bu alan zorunludur.').first()).toBeVisible()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.getByLabel('Olumlu', { exact: true }).check()
  await page.getByLabel('Görüş (en az 100 karakter)', { exact: true }).fill(OPINION)
  await page.getByRole('button', { name: 'Görüşü gönder' }).click()
  await page.getByRole('tooltip').getByRole('button', { name: 'Görüşü gönder' }).click()
  await expect(page.getByText('Görüşünüz gönderildi.')).toBeVisible()
}

test('the committee member and chair give opinions and the chair finishes the evaluation', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  expect(applicationNo).not.toBe('')
  // The chair sends first: the member still reads "awaiting" for herself until she sends hers (issue 24).
  const chair = await browser.newPage()
  await signInAs(chair, chairEmail, 'Jüri Başkanı')
  await giveOpinion(chair)

  const member = await browser.newPage()
  await signInAs(member, memberEmail, 'Jüri Üyesi')
  await giveOpinion(member, 1)
  await expect(member.getByRole('button', { name: 'Değerlendirmeyi tamamla' })).toHaveCount(0)
  await member.close()

  await chair.reload()
  await chair.getByRole('button', { name: 'Değerlendirmeyi tamamla' }).click()
  await chair.getByRole('tooltip').getByRole('button', { name: 'Değerlendirmeyi tamamla' }).click()
  await expect(chair.getByText('Değerlendirme tamamlandı.')).toBeVisible()
  await expect(chair.getByText('Gönderilen görüşler')).toBeVisible()
  await chair.close()
})
