/**
 * The retention rules (issue 39 "Retention"), all in one place: per category of personal data, what is kept,
 * for how long, what happens after (deleted, or anonymised keeping ids and hashes) and the legal basis, in
 * Turkish and English. Each category's purge is implemented by the feature (or platform part) that owns the
 * table and passed in by features/index.ts; the reasoning behind the periods is in docs/decisions.md.
 */
import type { RetentionCategory } from '@unacs/contracts'

/** Turkish and English text. */
export interface Bilingual {
  tr: string
  en: string
}

/** One rule: `months` or `days` after the category's own reference time (closing, expiry, creation). */
export interface RetentionRule {
  category: RetentionCategory
  kept: Bilingual
  months?: number
  days?: number
  action: 'delete' | 'anonymise'
  basis: Bilingual
}

const KVKK_7: Bilingual = {
  tr: 'KVKK m.7 ve Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik: işleme amacı sona eren veri silinir ya da anonimleştirilir.',
  en: 'Personal Data Protection Law (KVKK) Art. 7 and the Regulation on Deletion, Destruction or Anonymisation: data whose purpose has ended is deleted or anonymised.',
}

/** Every rule, in the order the operator's page lists them. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    category: 'guestApplicants',
    kept: {
      tr: 'Misafir başvuru sahiplerinin ad, iletişim, özgeçmiş ve yüklenen dosyaları; ilan kapandıktan sonra anonimleştirilir (başvuru numaraları, kimlikler, dosya özetleri ve denetim kayıtları kalır).',
      en: "Guest applicants' names, contact details, CVs and uploaded files; anonymised after the position closed (application numbers, ids, file hashes and the audit trail stay).",
    },
    months: 24,
    action: 'anonymise',
    basis: {
      tr: `${KVKK_7.tr} Süre, ilan sonuçlarına karşı idari dava ve itiraz süreleri ile atama dosyasının denetimi için tutulur.`,
      en: `${KVKK_7.en} The period covers appeals and administrative actions against the position's outcome and the review of the appointment file.`,
    },
  },
  {
    category: 'oneTimeCodes',
    kept: {
      tr: 'Tek kullanımlık giriş kodlarının özetleri; süresi dolduktan sonra silinir.',
      en: 'Hashes of one-time sign-in codes; deleted after they expired.',
    },
    days: 1,
    action: 'delete',
    basis: {
      tr: `${KVKK_7.tr} Kod yalnız giriş için gereklidir; bir gün, deneme sınırları ve olay incelemesi için tutulur.`,
      en: `${KVKK_7.en} A code serves the sign-in only; one day keeps the attempt limits and incident review working.`,
    },
  },
  {
    category: 'outboxes',
    kept: {
      tr: 'Gönderilen e-posta ve SMS kopyaları (giden kutuları); yazıldıktan sonra silinir.',
      en: 'Copies of sent e-mail and SMS (the outboxes); deleted after they were written.',
    },
    days: 90,
    action: 'delete',
    basis: {
      tr: `${KVKK_7.tr} Teslim sorunlarının incelenmesi için üç ay yeterlidir.`,
      en: `${KVKK_7.en} Three months suffice to look into delivery problems.`,
    },
  },
  {
    category: 'sessions',
    kept: {
      tr: 'Oturumlar ve yenileme anahtarlarının özetleri; süresi dolduktan ya da kapatıldıktan sonra silinir.',
      en: 'Sessions and the hashes of refresh tokens; deleted after they expired or were revoked.',
    },
    days: 30,
    action: 'delete',
    basis: {
      tr: `${KVKK_7.tr} Bir ay, hesap güvenliği olaylarının incelenmesi için tutulur.`,
      en: `${KVKK_7.en} One month keeps account security incidents reviewable.`,
    },
  },
  {
    category: 'notifications',
    kept: {
      tr: 'Bildirimler ve e-posta/SMS teslim kayıtları; oluşturulduktan sonra silinir.',
      en: 'Notifications and their e-mail/SMS delivery records; deleted after they were created.',
    },
    months: 12,
    action: 'delete',
    basis: {
      tr: `${KVKK_7.tr} Bildirimin kaynağı olan kayıt (talep, karar) kendi süresince kalır.`,
      en: `${KVKK_7.en} The record the notification tells of (request, decision) stays for its own period.`,
    },
  },
  {
    category: 'accessLog',
    kept: {
      tr: 'Kişisel verilere erişim kayıtları (kim, ne zaman, kimin verisini gördü); süre sonunda silinir.',
      en: 'Records of access to personal data (who saw whose data, when); deleted at the end of the period.',
    },
    months: 24,
    action: 'delete',
    basis: {
      tr: 'KVKK m.12 (veri güvenliği ve hesap verebilirlik) ile 5651 sayılı Kanun kapsamındaki erişim kayıtlarının saklama süresi (en çok iki yıl); ilgili kişinin başvurularının ve Kurul incelemelerinin süresini karşılar.',
      en: 'KVKK Art. 12 (data security and accountability) and the keeping period of access records under Law 5651 (at most two years); covers data subjects’ requests and the Board’s reviews.',
    },
  },
  {
    category: 'exports',
    kept: {
      tr: 'Biten arka plan işlerinin sonuçları (dışa aktarımlar, karşılaştırmalar); aynı işin daha yeni sonucu varsa silinir.',
      en: 'Results of finished background jobs (exports, comparisons); deleted when a newer result of the same work exists.',
    },
    days: 30,
    action: 'delete',
    basis: {
      tr: `${KVKK_7.tr} Sonuç yalnız indirilmesi için tutulur; en son sonuç her zaman kalır.`,
      en: `${KVKK_7.en} A result is kept only to be downloaded; the latest one always stays.`,
    },
  },
]

/** The moment before which a rule applies at `now` (calendar months or days back, in UTC). */
export function cutoffOf(rule: Pick<RetentionRule, 'months' | 'days'>, now: Date): Date {
  const at = new Date(now.getTime())
  if (rule.months) at.setUTCMonth(at.getUTCMonth() - rule.months)
  if (rule.days) at.setUTCDate(at.getUTCDate() - rule.days)
  return at
}
