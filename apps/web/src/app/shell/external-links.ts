/**
 * External sites the shell links to (spec §1, §2 "External links: a profile site, a staff mail site
 * and a student mail site open by links"; staff portal; university website). Set per university with
 * the VITE_* build variables; the defaults point at the demo university.
 */
const env = import.meta.env

/** The external link targets. */
export const externalLinks = {
  staffPortal: env.VITE_STAFF_PORTAL_URL ?? 'https://personel.anadoluteknik.edu.tr',
  profileSite: env.VITE_PROFILE_SITE_URL ?? 'https://profil.anadoluteknik.edu.tr',
  staffMail: env.VITE_STAFF_MAIL_URL ?? 'https://posta.anadoluteknik.edu.tr',
  studentMail: env.VITE_STUDENT_MAIL_URL ?? 'https://ogrposta.anadoluteknik.edu.tr',
  universityWebsite: env.VITE_UNIVERSITY_WEBSITE_URL ?? 'https://www.anadoluteknik.edu.tr',
} as const
