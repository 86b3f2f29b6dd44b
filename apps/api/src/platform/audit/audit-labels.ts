/**
 * Audit entity kinds and actions in words (issue 36 "the audit viewer in human terms"): `role_assignment` →
 * "Rol ataması" / "Role assignment", `grant` → "Verme" / "Grant". A feature names its own kinds and actions
 * with `registerAuditLabels` at load; the common verbs are here. An unregistered code is shown humanised
 * ("close_on_departure" → "Close on departure"), never as the bare code.
 */
import type { Language } from '../i18n/messages.ts'

/** A label in both languages. */
export interface Bilingual {
  tr: string
  en: string
}

const entities = new Map<string, Bilingual>()
const actions = new Map<string, Bilingual>()

/**
 * Adds labels for entity kinds and actions (code → tr/en); a later registration of the same code wins.
 * Takes `{ entities?, actions? }`, returns nothing.
 */
export function registerAuditLabels(labels: {
  entities?: Record<string, Bilingual>
  actions?: Record<string, Bilingual>
}): void {
  for (const [code, l] of Object.entries(labels.entities ?? {})) entities.set(code, l)
  for (const [code, l] of Object.entries(labels.actions ?? {})) actions.set(code, l)
}

/** `code` humanised: underscores and camel humps to spaces, first letter capitalised ("role_assignment" → "Role assignment"). */
export function humanise(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The entity kind `code` in `lang` (humanised when no feature named it). */
export function auditEntityLabel(code: string, lang: Language): string {
  return entities.get(code)?.[lang] ?? humanise(code)
}

/** The action `code` in `lang` (humanised when no feature named it). */
export function auditActionLabel(code: string, lang: Language): string {
  return actions.get(code)?.[lang] ?? humanise(code)
}

registerAuditLabels({
  actions: {
    create: { tr: 'Oluşturma', en: 'Create' },
    update: { tr: 'Güncelleme', en: 'Update' },
    delete: { tr: 'Silme', en: 'Delete' },
    remove: { tr: 'Kaldırma', en: 'Remove' },
    add: { tr: 'Ekleme', en: 'Add' },
    save: { tr: 'Kaydetme', en: 'Save' },
    set: { tr: 'Ayarlama', en: 'Set' },
    grant: { tr: 'Yetki verme', en: 'Grant' },
    revoke: { tr: 'Geri alma', en: 'Revoke' },
    request: { tr: 'Talep', en: 'Request' },
    submit: { tr: 'Gönderme', en: 'Submit' },
    send: { tr: 'Gönderme', en: 'Send' },
    resend: { tr: 'Yeniden gönderme', en: 'Resend' },
    approve: { tr: 'Onay', en: 'Approval' },
    reject: { tr: 'Ret', en: 'Rejection' },
    cancel: { tr: 'İptal', en: 'Cancellation' },
    withdraw: { tr: 'Geri çekme', en: 'Withdrawal' },
    status: { tr: 'Durum değişikliği', en: 'Status change' },
    start: { tr: 'Başlatma', en: 'Start' },
    end: { tr: 'Bitirme', en: 'End' },
    open: { tr: 'Açma', en: 'Open' },
    complete: { tr: 'Tamamlama', en: 'Completion' },
    confirm: { tr: 'Onaylama', en: 'Confirmation' },
    upload: { tr: 'Yükleme', en: 'Upload' },
    import: { tr: 'İçe aktarma', en: 'Import' },
    deactivate: { tr: 'Pasifleştirme', en: 'Deactivation' },
    reset: { tr: 'Sıfırlama', en: 'Reset' },
    publish: { tr: 'Yayımlama', en: 'Publish' },
    assign: { tr: 'Atama', en: 'Assignment' },
    transfer: { tr: 'Aktarma', en: 'Transfer' },
    refund: { tr: 'İade', en: 'Refund' },
    deliver: { tr: 'Teslim', en: 'Delivery' },
    retry: { tr: 'Yeniden deneme', en: 'Retry' },
    entered: { tr: 'Not girişi', en: 'Entered' },
  },
})
