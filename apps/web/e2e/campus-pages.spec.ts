/**
 * Every menu page of issues 16 (departure clearance, registration freeze) and 21 (fixtures, events,
 * orientation, clubs, sports) opens a real page for its role: signed in as the role's demo account, each path
 * stays (it is in the role's menu, so the route guard lets it through), the feature's page renders (not the
 * shell's "not available yet" page), and the shared axe check finds nothing serious. Turkish, light, desktop;
 * the features' own specs cover English, dark and 375 px.
 */

import { pageWith, seriousViolations } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, test } from './support/test.ts'

const D = 'anadoluteknik.edu.tr'

/** Each role's demo account and its pages of the two issues, by path (component key in the comment). */
const ROLES: readonly { role: string; email: string; paths: readonly string[] }[] = [
  {
    role: 'student',
    email: `2025104001@ogr.${D}`,
    paths: [
      '/ogrenci/ilisik-kesme', // DepartureClearance
      '/ogrenci/kayit-dondurma', // RegistrationFreeze
      '/ogrenci/kayit-dondurma-taleplerim', // RegistrationFreezeRequests
      '/ogrenci/oryantasyon', // Orientation
      '/ogrenci/kulup-kaydi', // ClubRegistration
    ],
  },
  { role: 'finance', email: `hakan.erdem@${D}`, paths: ['/mali/ilisik-kesme-onay'] }, // ClearanceAccounting
  {
    role: 'inventory',
    email: `oguz.yildirim@${D}`,
    paths: [
      '/demirbas/liste', // Fixtures
      '/demirbas/ogrenci-teslim', // StudentFixtureDelivery
      '/demirbas/iade', // StudentFixtureRefund
      '/demirbas/ilisik-kesme-onay', // ClearanceFixtures
    ],
  },
  {
    role: 'library',
    email: `tugba.polat@${D}`,
    paths: ['/kutuphane/ilisik-kesme-onay', '/kutuphane/borclar'], // ClearanceLibrary, LibraryDebts
  },
  {
    role: 'sports office',
    email: `baris.unal@${D}`,
    paths: [
      '/spor/ilisik-kesme-onay', // ClearanceSports
      '/spor/zimmetler', // SportsEquipment
      '/rapor/spor-bursu', // SportsScholarshipReport
    ],
  },
  {
    role: 'student centre',
    email: `ozlem.kaya@${D}`,
    paths: [
      '/ogrenci-merkezi/ilisik-kesme-on-onay', // ClearancePreApproval
      '/ogrenci-merkezi/etkinlikler', // EventDefinitions
      '/ogrenci-merkezi/puan-turleri', // EventPointTypes
      '/ogrenci-merkezi/oryantasyon', // OrientationEvents
      '/ogrenci-merkezi/kulupler', // Clubs
      '/ogrenci-merkezi/kayit-dondurma', // FreezeRequestsAdmin (read-only)
    ],
  },
  {
    role: 'registrar',
    email: `elif.arslan@${D}`,
    paths: [
      '/ogrenci-isleri/kayit-dondurma-talepleri', // FreezeRequestsAdmin
      '/ogrenci-isleri/ilisik-kesme-onaylari', // DepartureApprovals
    ],
  },
]

for (const { role, email, paths } of ROLES) {
  test(`the ${role}'s pages of issues 16 and 21 are real pages`, async ({ browser }) => {
    test.setTimeout(60_000 + paths.length * 30_000)
    const page = await pageWith(browser)
    await signIn(page, email, paths[0])
    for (const path of paths) {
      if (new URL(page.url()).pathname !== path) await page.goto(path)
      expect(new URL(page.url()).pathname, path).toBe(path)
      // The feature's page has rendered its content (the lazy module loaded, the first data arrived).
      const content = page.locator('main').locator('.ant-card, .ant-table-wrapper, .ant-tabs, .ant-form')
      await expect(content.first(), path).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText('Bu sayfa henüz kullanıma açılmadı'), path).toHaveCount(0)
      await settled(page)
      expect(await seriousViolations(page), path).toEqual([])
    }
    await page.context().close()
  })
}
