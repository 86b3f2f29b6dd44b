/**
 * i18next set-up (DESIGN.md §2: one namespace per feature, `tr` default, `en` complete).
 *
 * The Turkish `common` namespace is bundled with the app; every other namespace and language
 * (`locales/{tr,en}/<slug>.json`, English `common` included) is fetched on demand by a small backend over
 * Vite's `import.meta.glob`, so a feature's texts ship in their own chunk and a Turkish first load does not
 * carry the English texts (issue 23). `i18nReady` waits for the stored language's `common`. The route registry preloads
 * a page's namespaces before the page renders (see `app/page-registry.ts`).
 *
 * The language is the single source of truth for the UI language: changing it (see
 * {@link changeLanguage}) stores it under `language`, switches dayjs and sets `<html lang>`.
 */
import dayjs from 'dayjs'
import 'dayjs/locale/tr'
import 'dayjs/locale/en'
import i18n, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import commonTr from '../../locales/tr/common.json'
import {
  defaultLanguage,
  type Language,
  languages,
  readLanguage,
  StorageKey,
  writeStorage,
} from '../../shared/storage.ts'

/** Every translation namespace: `common` plus one per feature slug. */
export const namespaces = [
  'common',
  'system-status',
  'guest',
  'identity',
  'proxy',
  'registration',
  'applications',
  'personnel',
  'payroll',
  'licence',
  'events',
  'clubs',
  'documents',
  'departure',
  'grades',
  'absences',
  'freeze',
  'fixtures',
  'sports',
  'yoksis',
  'payments',
  'prep',
  'students',
  'admin',
  'programmes',
  'moodle',
  'military',
  'instalments',
  'gown',
  'certificates',
  'sections',
  'academic-calendar',
  'notifications',
  'privacy',
  'retention',
] as const
/** A translation namespace. */
export type Namespace = (typeof namespaces)[number]

/** Lazy loaders of the namespaces, keyed by file path (the Turkish common is bundled, so excluded). */
const loaders = import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/tr/common.json'], {
  import: 'default',
})

/** An i18next backend that reads `locales/<language>/<namespace>.json` through dynamic imports. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`]
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false)
      return
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/** Applies a language outside i18next: storage, dayjs and the document's `lang`. */
function applyLanguage(language: string): void {
  const lng: Language = (languages as readonly string[]).includes(language)
    ? (language as Language)
    : defaultLanguage
  writeStorage(StorageKey.language, lng)
  dayjs.locale(lng)
  document.documentElement.lang = lng
}

i18n.on('languageChanged', applyLanguage)

/** Resolves once i18next is initialised with the stored language and the `common` namespace. */
export const i18nReady = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: readLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: ['common'],
    defaultNS: 'common',
    resources: { tr: { common: commonTr } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })

/** Loads the given namespaces for the current language (and its fallback) before they are used. */
export function loadNamespaces(...ns: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(ns)
}

/** Switches the UI language; the `languageChanged` handler persists it. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language)
}

export { i18n }
