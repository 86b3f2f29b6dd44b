/// <reference types="vite/client" />

/** Build-time settings of the web app (set as VITE_* environment variables when building). */
interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin (e.g. app on a CDN); empty by default. */
  readonly VITE_API_BASE_URL?: string
  /** The staff portal opened from the top bar (spec §1). */
  readonly VITE_STAFF_PORTAL_URL?: string
  /** The external profile site of the profile menu (spec §2). */
  readonly VITE_PROFILE_SITE_URL?: string
  /** The staff mail site (spec §2). */
  readonly VITE_STAFF_MAIL_URL?: string
  /** The student mail site (spec §2). */
  readonly VITE_STUDENT_MAIL_URL?: string
  /** The university's website, linked from the guest top bar (spec §2). */
  readonly VITE_UNIVERSITY_WEBSITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
