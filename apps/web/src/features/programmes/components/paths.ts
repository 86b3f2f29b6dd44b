/**
 * Paths of the registrar's programme pages (the seeded menu's routes). A version's pages say so in the path
 * (`…/versiyon/:versionId`, issue 37: one id per route, named in the path); the guide takes a programme id.
 */
export const PAGE_PATHS = {
  versions: '/ogrenci-isleri/program-versiyonlari',
  information: (versionId: number) => `/ogrenci-isleri/program-bilgileri/versiyon/${versionId}`,
  competencies: (versionId: number) => `/ogrenci-isleri/program-yeterlilikleri/versiyon/${versionId}`,
  framework: (versionId: number) => `/ogrenci-isleri/tyyc/versiyon/${versionId}`,
  guideDetail: (programId: number) => `/public/rehber-detail?programId=${programId}`,
}
