/** Messages of the military service feature (issue 20), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'military.unreachable':
      'Askerlik hizmetleri sistemine şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi; lütfen daha sonra yeniden deneyin.',
    'military.refused': 'Askerlik hizmetleri sistemi isteği reddetti: {detail}. Hiçbir şey kaydedilmedi.',
    'military.circuitOpen':
      'Askerlik hizmetleri sistemi art arda yanıt vermediği için çağrılar kısa bir süre durduruldu. Lütfen biraz sonra yeniden deneyin.',
    'military.noStudent': 'Öğrenci bulunamadı.',
    'military.noRecord': 'Kayıt bulunamadı.',
    'military.notEligible':
      'Seçilenlerden biri tecil isteği gönderilebilecek yaşta etkin bir erkek öğrenci değil.',
    'military.duplicateStudent': 'Bir öğrenci birden çok kez seçilemez.',
    'military.busy': 'Bu öğrencilerden biri için şu anda istek gönderiliyor; lütfen bitmesini bekleyin.',
    'military.sent': 'Tecil istekleri gönderildi.',
    'military.sheet': 'Tecili bitenler',
    'military.col.studentNo': 'Öğrenci No',
    'military.col.fullName': 'Ad Soyad',
    'military.col.programme': 'Program',
    'military.col.requestId': 'Talep No',
    'military.col.offerType': 'Teklif Türü',
    'military.col.offerReason': 'Teklif Nedeni',
    'military.col.resultCode': 'Sonuç Kodu',
    'military.col.endsOn': 'Tecil Bitiş',
  },
  en: {
    'military.unreachable':
      'The military service system cannot be reached right now. Nothing was saved; please try again later.',
    'military.refused': 'The military service system refused the request: {detail}. Nothing was saved.',
    'military.circuitOpen':
      'Calls to the military service system are paused for a short while because it did not answer repeatedly. Please try again shortly.',
    'military.noStudent': 'No student found.',
    'military.noRecord': 'No record found.',
    'military.notEligible':
      'One of the selected is not an active male student of the age for a deferral request.',
    'military.duplicateStudent': 'A student cannot be selected more than once.',
    'military.busy':
      'A request for one of these students is being sent right now; please wait until it finishes.',
    'military.sent': 'The deferral requests were sent.',
    'military.sheet': 'Deferrals ending',
    'military.col.studentNo': 'Student No',
    'military.col.fullName': 'Full name',
    'military.col.programme': 'Programme',
    'military.col.requestId': 'Request ID',
    'military.col.offerType': 'Offer type',
    'military.col.offerReason': 'Offer reason',
    'military.col.resultCode': 'Result code',
    'military.col.endsOn': 'Deferral ends',
  },
})
