/**
 * Demo accounts of the development identity provider (apps/api/src/db/seed/demo-accounts.ts), by the
 * role they exercise in the shell tests.
 */
export const accounts = {
  /** Student with two studentships (2024101001, 2025201001). */
  studentDouble: '2024101001@ogr.anadoluteknik.edu.tr',
  /** Student with one studentship. */
  student: '2025104001@ogr.anadoluteknik.edu.tr',
  /** Instructor and advisor: roles 388, 2, 3. */
  instructorAdvisor: 'zeynep.celik@anadoluteknik.edu.tr',
  /** Registrar 4, authorised personnel 16, 388 and a proxy head of department (from P10002). */
  multiRole: 'sukru.gunes@anadoluteknik.edu.tr',
  /** 388 and one proxy role (finance, from P10006). */
  proxyOnly: 'gulsen.aydin@anadoluteknik.edu.tr',
  /** Finance: 388 and 6. */
  finance: 'hakan.erdem@anadoluteknik.edu.tr',
  /** Registrar only (plus 388); a name without Turkish letters. */
  registrar: 'elif.arslan@anadoluteknik.edu.tr',
  /** System administrator (may impersonate). */
  sysadmin: 'cagri.erdogan@anadoluteknik.edu.tr',
} as const
