/// <reference types="vite/client" />

/** Build-time settings of the web app (set as VITE_* environment variables when building). */
interface ImportMetaEnv {
  /** Origin of the API when it is not the app's own origin (e.g. app on a CDN); empty by default. */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
