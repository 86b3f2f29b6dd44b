/** Messages of the military service feature (issue 20; YÖKSİS REST OBS, issue 35), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'military.unreachable':
      'YÖKSİS askerlik servislerine şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi; lütfen daha sonra yeniden deneyin.',
    'military.refused': 'YÖKSİS isteği reddetti: {detail}. Hiçbir şey kaydedilmedi.',
    'military.auth':
      'YÖKSİS portalın kullanıcı bilgilerini kabul etmedi ({detail}). Hiçbir şey kaydedilmedi; lütfen sistem yöneticisine bildirin.',
    'military.circuitOpen':
      'YÖKSİS art arda yanıt vermediği için çağrılar kısa bir süre durduruldu. Lütfen biraz sonra yeniden deneyin.',
    'military.partial':
      'YÖKSİS {total} istekten {sent} tanesini aldıktan sonra yanıt vermedi ({detail}). Gönderilen {sent} istek kaydedildi, diğerleri gönderilmedi; lütfen daha sonra yeniden deneyin.',
    'military.noStudent': 'Öğrenci bulunamadı.',
    'military.noRecord': 'Kayıt bulunamadı.',
    'military.noStatus': "YÖKSİS'te bu öğrencinin askerlik kaydı bulunamadı.",
    'military.noSigner': 'İmzalayan kişinin kaydı bulunamadı.',
    'military.notEligible':
      'Seçilenlerden biri tecil isteği gönderilebilecek yaşta etkin bir erkek öğrenci değil.',
    'military.noUnit': '{programme} programının YÖKSİS birim numarası tanımlı değil.',
    'military.nothingToCancel': '{name} için iptal edilecek kabul edilmiş bir erteleme yok.',
    'military.unknownReason': "Seçilen neden YÖKSİS'in neden listesinde yok.",
    'military.duplicateStudent': 'Bir öğrenci birden çok kez seçilemez.',
    'military.busy': 'Bu öğrencilerden biri için şu anda istek gönderiliyor; lütfen bitmesini bekleyin.',
    'military.sent': "İstekler YÖKSİS'e gönderildi.",
    'military.sheet': 'Tecili bitenler',
    'military.col.studentNo': 'Öğrenci No',
    'military.col.fullName': 'Ad Soyad',
    'military.col.programme': 'Program',
    'military.col.requestId': 'Talep No',
    'military.col.offerType': 'Teklif Türü',
    'military.col.offerReason': 'Teklif Nedeni',
    'military.col.resultCode': 'Sonuç Kodu',
    'military.col.endsOn': 'Tecil Bitiş',
    'military.offer.E': 'Erteleme',
    'military.offer.I': 'İptal',
    'military.units.sheet': 'YÖKSİS birim numaraları',
    'military.units.col.programmeCode': 'Program Kodu',
    'military.units.col.programme': 'Program',
    'military.units.col.parent': 'Bağlı Olduğu Birim',
    'military.units.col.birimId': 'BIRIM_ID',
    'military.units.col.yoksisName': "YÖKSİS'teki Adı",
    'military.units.col.checkedAt': "YÖKSİS'te Doğrulanma",
    'military.birimIdRule': 'YÖKSİS birim numarası pozitif bir tam sayı olmalıdır.',
    'military.unitUnknown': "YÖKSİS'te {birimId} numaralı bir birim yok.",
    'military.notProgramme': 'YÖKSİS birim numarası yalnızca programlara girilir.',
    'military.birimIdTaken': '{birimId} numarası zaten {programme} programına atanmış.',
    'military.unitsUnavailable':
      "YÖKSİS birim servisine şu anda ulaşılamıyor ({detail}). Birim numarası YÖKSİS'te doğrulanamadı; lütfen daha sonra yeniden deneyin.",
    'military.unitSaved': "Birim numarası kaydedildi ve YÖKSİS'te doğrulandı.",
    'military.unitSavedUnconfirmed':
      "Birim numarası kaydedildi, ancak YÖKSİS'e ulaşılamadığı için doğrulanamadı.",
  },
  en: {
    'military.unreachable':
      'The YÖKSİS military services cannot be reached right now. Nothing was saved; please try again later.',
    'military.refused': 'YÖKSİS refused the request: {detail}. Nothing was saved.',
    'military.auth':
      "YÖKSİS did not accept the portal's credentials ({detail}). Nothing was saved; please tell the system administrator.",
    'military.circuitOpen':
      'Calls to YÖKSİS are paused for a short while because it did not answer repeatedly. Please try again shortly.',
    'military.partial':
      'YÖKSİS stopped answering after taking {sent} of {total} requests ({detail}). The {sent} sent were saved, the others were not sent; please try again later.',
    'military.noStudent': 'No student found.',
    'military.noRecord': 'No record found.',
    'military.noStatus': 'YÖKSİS holds no military record for this student.',
    'military.noSigner': "The signer's record was not found.",
    'military.notEligible':
      'One of the selected is not an active male student of the age for a deferral request.',
    'military.noUnit': 'The programme {programme} has no YÖKSİS unit id.',
    'military.nothingToCancel': '{name} has no accepted deferral to cancel.',
    'military.unknownReason': "The chosen reason is not in YÖKSİS's list of reasons.",
    'military.duplicateStudent': 'A student cannot be selected more than once.',
    'military.busy':
      'A request for one of these students is being sent right now; please wait until it finishes.',
    'military.sent': 'The requests were sent to YÖKSİS.',
    'military.sheet': 'Deferrals ending',
    'military.col.studentNo': 'Student No',
    'military.col.fullName': 'Full name',
    'military.col.programme': 'Programme',
    'military.col.requestId': 'Request ID',
    'military.col.offerType': 'Offer type',
    'military.col.offerReason': 'Offer reason',
    'military.col.resultCode': 'Result code',
    'military.col.endsOn': 'Deferral ends',
    'military.offer.E': 'Deferral',
    'military.offer.I': 'Cancellation',
    'military.units.sheet': 'YÖKSİS unit ids',
    'military.units.col.programmeCode': 'Programme code',
    'military.units.col.programme': 'Programme',
    'military.units.col.parent': 'Parent unit',
    'military.units.col.birimId': 'BIRIM_ID',
    'military.units.col.yoksisName': 'Name in YÖKSİS',
    'military.units.col.checkedAt': 'Confirmed in YÖKSİS',
    'military.birimIdRule': 'The YÖKSİS unit id must be a positive whole number.',
    'military.unitUnknown': 'YÖKSİS has no unit with the id {birimId}.',
    'military.notProgramme': 'YÖKSİS unit ids are entered for programmes only.',
    'military.birimIdTaken': 'The id {birimId} is already assigned to the programme {programme}.',
    'military.unitsUnavailable':
      'The YÖKSİS unit service cannot be reached right now ({detail}). The unit id could not be checked in YÖKSİS; please try again later.',
    'military.unitSaved': 'The unit id was saved and confirmed in YÖKSİS.',
    'military.unitSavedUnconfirmed':
      'The unit id was saved but could not be confirmed: YÖKSİS could not be reached.',
  },
})
