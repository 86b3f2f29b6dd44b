/** Paths of the registrar's programme pages (the seeded menu's routes; the parameter is a version id). */
export const PAGE_PATHS = {
  versions: '/ogrenci-isleri/program-versiyonlari',
  information: (versionId: number) => `/ogrenci-isleri/program-bilgileri/${versionId}`,
  competencies: (versionId: number) => `/ogrenci-isleri/program-yeterlilikleri/${versionId}`,
  framework: (versionId: number) => `/ogrenci-isleri/tyyc/${versionId}`,
  guideDetail: (programId: number) => `/public/rehber-detail?programId=${programId}`,
}
