/**
 * Server message catalogue in the two product languages (spec §8, §9: tr default, en).
 * Features add their own keys in their own files and register them with `registerMessages`.
 */

import { type MessageParam, renderParam } from '../format/format.ts'

/** The languages the API answers in. */
export type Language = 'tr' | 'en'

/** A catalogue: key → text with `{name}` placeholders. */
export type Catalogue = Record<string, string>

const catalogues: Record<Language, Catalogue> = {
  tr: {
    ok: 'İşlem başarılı.',
    'error.badRequest': 'İstek geçersiz.',
    'error.validation': 'Girilen bilgiler geçersiz: {details}',
    'error.required': 'Bu alan zorunludur.',
    'rule.textMin': 'En az {min} karakter olmalıdır.',
    'rule.textMax': 'En fazla {max} karakter olabilir.',
    'rule.textLength': 'Tam {min} karakter olmalıdır.',
    'rule.numberMin': 'En az {min} olmalıdır.',
    'rule.numberAbove': '{min} sayısından büyük olmalıdır.',
    'rule.numberMax': 'En fazla {max} olabilir.',
    'rule.numberBelow': '{max} sayısından küçük olmalıdır.',
    'rule.listMin': 'En az {min} seçim yapılmalıdır.',
    'rule.listMax': 'En fazla {max} seçim yapılabilir.',
    'rule.dateMin': '{min} veya sonrası olmalıdır.',
    'rule.dateMax': '{max} veya öncesi olmalıdır.',
    'rule.number': 'Bir sayı olmalıdır.',
    'rule.integer': 'Tam sayı olmalıdır.',
    'rule.text': 'Metin olmalıdır.',
    'rule.boolean': 'Evet ya da hayır olmalıdır.',
    'rule.list': 'Bir liste olmalıdır.',
    'rule.object': 'Geçerli bir değer değil.',
    'rule.email': 'Geçerli bir e-posta adresi olmalıdır.',
    'rule.date': 'Geçerli bir tarih (GG.AA.YYYY) olmalıdır.',
    'rule.datetime': 'Geçerli bir tarih ve saat olmalıdır.',
    'rule.time': 'Geçerli bir saat (SS:DD) olmalıdır.',
    'rule.url': 'Geçerli bir web adresi olmalıdır.',
    'rule.format': 'Biçimi geçerli değil.',
    'rule.choice': 'Listedeki seçeneklerden biri olmalıdır.',
    'rule.multipleOf': '{step} sayısının katı olmalıdır.',
    'rule.unknownFields': 'Tanınmayan alan: {keys}.',
    'rule.invalid': 'Geçerli bir değer değil.',
    'rule.row': '{row}. satır',
    'error.idRange': 'Bu numarayla bir kayıt olamaz.',
    'error.nulCharacter': 'Geçersiz bir karakter (NUL) içeriyor.',
    'error.twoDecimals': 'En fazla iki ondalık basamak girilebilir.',
    'error.unauthorized': 'Oturumunuz bulunamadı veya süresi doldu. Lütfen yeniden giriş yapın.',
    'error.forbidden': 'Bu işlem için yetkiniz bulunmamaktadır.',
    'error.notFound': 'Kayıt bulunamadı.',
    'error.routeNotFound': 'Sayfa bulunamadı.',
    'error.methodNotAllowed': 'Bu adres bu yöntemle çağrılamaz.',
    'error.conflict': 'Kayıt başka bir işlem tarafından değiştirildi. Lütfen güncel veriyle tekrar deneyin.',
    'error.businessRule': 'İşlem kurallara uygun olmadığı için yapılamadı.',
    'error.payloadTooLarge': 'Gönderilen veri çok büyük.',
    'error.inputTooDeep': 'Gönderilen veri en fazla {max} düzey iç içe olabilir.',
    'error.inputTooManyItems': 'Gönderilen veri en fazla {max} alan veya öğe içerebilir.',
    'error.inputStringTooLong': 'Gönderilen bir metin en fazla {max} karakter olabilir.',
    'error.queryTooManyParams': 'Adresteki sorgu en fazla {max} parametre içerebilir.',
    'error.uriTooLong': 'İstek adresi çok uzun.',
    'error.headersTooLarge': 'İstek başlıkları çok büyük.',
    'error.requestTimeout': 'İstek zamanında tamamlanmadı. Lütfen tekrar deneyin.',
    'error.loneSurrogate': 'Geçersiz bir karakter (eşi olmayan UTF-16 vekil kodu) içeriyor.',
    'error.bidiControl':
      'Metnin yönünü değiştiren görünmez bir karakter (ör. U+202E) içeriyor; lütfen bu karakteri kaldırın.',
    'error.unsupportedMediaType': 'İstek içeriğinin türü desteklenmiyor.',
    'error.tooManyRequests': 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
    'error.unavailable': 'Sistem şu anda yoğun. Lütfen biraz sonra tekrar deneyin.',
    'error.internal': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    'error.dependencyUnavailable':
      'Portalın bağlı olduğu bir hizmete şu anda ulaşılamıyor. Lütfen bir dakika sonra tekrar deneyin.',
  },
  en: {
    ok: 'Operation completed successfully.',
    'error.badRequest': 'The request is not valid.',
    'error.validation': 'The information entered is not valid: {details}',
    'error.required': 'This field is required.',
    'rule.textMin': 'Must be at least {min} characters long.',
    'rule.textMax': 'Must be at most {max} characters long.',
    'rule.textLength': 'Must be exactly {min} characters long.',
    'rule.numberMin': 'Must be at least {min}.',
    'rule.numberAbove': 'Must be greater than {min}.',
    'rule.numberMax': 'Must be at most {max}.',
    'rule.numberBelow': 'Must be less than {max}.',
    'rule.listMin': 'Choose at least {min}.',
    'rule.listMax': 'Choose at most {max}.',
    'rule.dateMin': 'Must be on or after {min}.',
    'rule.dateMax': 'Must be on or before {max}.',
    'rule.number': 'Must be a number.',
    'rule.integer': 'Must be a whole number.',
    'rule.text': 'Must be text.',
    'rule.boolean': 'Must be yes or no.',
    'rule.list': 'Must be a list.',
    'rule.object': 'Is not a valid value.',
    'rule.email': 'Must be a valid email address.',
    'rule.date': 'Must be a valid date (DD/MM/YYYY).',
    'rule.datetime': 'Must be a valid date and time.',
    'rule.time': 'Must be a valid time (HH:MM).',
    'rule.url': 'Must be a valid web address.',
    'rule.format': 'Is not in a valid format.',
    'rule.choice': 'Must be one of the listed options.',
    'rule.multipleOf': 'Must be a multiple of {step}.',
    'rule.unknownFields': 'Unknown field: {keys}.',
    'rule.invalid': 'Is not a valid value.',
    'rule.row': 'row {row}',
    'error.idRange': 'No record can have this number.',
    'error.nulCharacter': 'Contains an invalid character (NUL).',
    'error.twoDecimals': 'At most two decimal places are allowed.',
    'error.unauthorized': 'Your session was not found or has expired. Please sign in again.',
    'error.forbidden': 'You are not authorised to perform this operation.',
    'error.notFound': 'No record found.',
    'error.routeNotFound': 'Page not found.',
    'error.methodNotAllowed': 'This address does not accept this method.',
    'error.conflict': 'The record was changed by another operation. Please try again with the current data.',
    'error.businessRule': 'The operation could not be done because it breaks a rule.',
    'error.payloadTooLarge': 'The data sent is too large.',
    'error.inputTooDeep': 'The data sent may be nested at most {max} levels deep.',
    'error.inputTooManyItems': 'The data sent may contain at most {max} fields or items.',
    'error.inputStringTooLong': 'A text sent may be at most {max} characters long.',
    'error.queryTooManyParams': 'The query in the address may contain at most {max} parameters.',
    'error.uriTooLong': 'The request address is too long.',
    'error.headersTooLarge': 'The request headers are too large.',
    'error.requestTimeout': 'The request did not complete in time. Please try again.',
    'error.loneSurrogate': 'Contains an invalid character (an unpaired UTF-16 surrogate).',
    'error.bidiControl':
      'Contains an invisible character that changes the direction of text (e.g. U+202E); please remove it.',
    'error.unsupportedMediaType': 'The content type of the request is not supported.',
    'error.tooManyRequests': 'Too many requests. Please try again shortly.',
    'error.unavailable': 'The system is busy right now. Please try again shortly.',
    'error.internal': 'An unexpected error occurred. Please try again later.',
    'error.dependencyUnavailable':
      'A service the portal depends on is unavailable right now. Please try again in a minute.',
  },
}

/**
 * Adds a feature's messages to both catalogues. Throws if a key exists already or is missing in one
 * language, so the two catalogues can never drift apart.
 */
export function registerMessages(messages: Record<Language, Catalogue>): void {
  const trKeys = Object.keys(messages.tr).sort().join('\n')
  const enKeys = Object.keys(messages.en).sort().join('\n')
  if (trKeys !== enKeys) throw new Error('registerMessages: tr and en keys differ')
  for (const lang of ['tr', 'en'] as const) {
    for (const [key, text] of Object.entries(messages[lang])) {
      if (key in catalogues[lang]) throw new Error(`registerMessages: duplicate key ${key}`)
      catalogues[lang][key] = text
    }
  }
}

/** Placeholder values of a message: text, numbers, or values shown in the reader's language (platform/format). */
export type MessageParams = Record<string, MessageParam>

/**
 * The text of `key` in `lang` with `{name}` placeholders filled from `params`; the key itself if unknown.
 * Money, dates, instants and terms (platform/format `money`, `day`, `instant`, `term`), Dates and ISO
 * timestamps are written in `lang`, times in Europe/Istanbul (issue 36).
 */
export function translate(lang: Language, key: string, params: MessageParams = {}): string {
  const text = catalogues[lang][key] ?? catalogues.tr[key] ?? key
  // A value that ends its own sentence ("… hizmet veremiyor.") is not followed by the template's period too.
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, period: string) => {
    const value = params[name]
    if (value === undefined) return whole
    const shown = renderParam(value, lang)
    return period && /[.!?…]\s*$/.test(shown) ? shown.trimEnd() : shown + period
  })
}

/** Every key of a language's catalogue (for tests that compare tr and en). */
export function catalogueKeys(lang: Language): string[] {
  return Object.keys(catalogues[lang]).sort()
}

/**
 * The caller's language from an Accept-Language header: 'en' when the most preferred listed language
 * is English, else 'tr' (the default, spec §9).
 */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'tr'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en'
    if (tag.startsWith('tr')) return 'tr'
  }
  return 'tr'
}
