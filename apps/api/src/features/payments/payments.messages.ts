/** Messages of payments and ID card loads (issue 17; spec §5 "amount format check", §8), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'payments.amountFormat': 'Tutar uygun formatta değil. Örnek: 250 veya 250,50',
    'payments.amountRange': 'Tutar {min} ile {max} arasında olmalıdır.',
    'payments.notFound': 'Ödeme bulunamadı.',
    'payments.notPending': 'Bu ödeme tamamlandı; yeniden ödenemez.',
    'payments.badCallback': 'Bankanın yanıtı doğrulanamadı; ödeme değiştirilmedi.',
    'payments.callbackMismatch':
      'Bankanın yanıtı bu ödemeyle uyuşmuyor (tutar, para birimi veya işlem tipi); ödeme değiştirilmedi.',
    'payments.bankUnavailable': 'Bankaya şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    'payments.notConfigured': 'Kartla ödeme şu anda kullanılamıyor (sanal POS tanımlı değil).',
    'payments.provisionFailed': 'Ödeme provizyonu alınamadı: {message}',
    'payments.wrongState': 'Bu işlem ödemenin şimdiki durumunda yapılamaz.',
    'payments.cardSystemUnavailable': 'Kimlik kartı sistemine şu anda ulaşılamıyor.',
    'payments.loadStarted': 'Ödeme başlatıldı. Bankanın güvenli ödeme sayfasına yönlendiriliyorsunuz.',
    'payments.reconciled': 'Ödeme durumu bankadan sorgulandı.',
  },
  en: {
    'payments.amountFormat': 'The amount is not in the proper format. Example: 250 or 250.50',
    'payments.amountRange': 'The amount must be between {min} and {max}.',
    'payments.notFound': 'Payment not found.',
    'payments.notPending': 'This payment is complete; it cannot be paid again.',
    'payments.badCallback': "The bank's answer could not be verified; the payment was not changed.",
    'payments.callbackMismatch':
      "The bank's answer does not match this payment (amount, currency or transaction type); the payment was not changed.",
    'payments.bankUnavailable': 'The bank cannot be reached right now. Please try again shortly.',
    'payments.notConfigured': 'Card payment is not available right now (no virtual POS is configured).',
    'payments.provisionFailed': 'Payment provision failed: {message}',
    'payments.wrongState': 'This cannot be done in the payment’s current state.',
    'payments.cardSystemUnavailable': 'The ID card system cannot be reached right now.',
    'payments.loadStarted': "Payment started. You are being sent to the bank's secure payment page.",
    'payments.reconciled': 'The payment status was queried from the bank.',
  },
})
