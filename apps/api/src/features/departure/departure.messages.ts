/** Server messages and texts of departure clearance (spec §1, §4, §5, §8), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'departure.started':
      'İlişik kesme talebiniz oluşturuldu. Cep telefonunuza ve e-posta adresinize gönderilen onay kodunu giriniz.',
    'departure.codeResent': 'Yeni onay kodu gönderildi.',
    'departure.confirmed': 'İlişik kesme talebiniz onaylandı ve birimlere iletildi.',
    'departure.withdrawn': 'İlişik kesme talebiniz geri çekildi.',
    'departure.cleared': 'Öğrencinin ilişiği biriminiz açısından kesildi.',
    'departure.settled': 'Borç kapatıldı.',
    'departure.approved': 'Talep onaylandı.',
    'departure.rejected': 'Talep reddedildi.',
    'departure.debtCreated': 'Kütüphane borcu kaydedildi.',
    'departure.codeWrongOrExpired':
      'Onay kodu hatalı veya süresi dolmuş. İşlem durduruldu; yeni kod isteyiniz.',
    'departure.codeWrong':
      'Onay kodu hatalı. Kodu kontrol edip yeniden girin ({left} deneme hakkınız kaldı).',
    'departure.leaveCalculationFailed':
      'Ayrılış hesaplaması yapılamadı, lütfen Öğrenci İşleri ile iletişime geçiniz.',
    'departure.notActive': 'Yalnızca aktif öğrencilik için ilişik kesme talebi oluşturulabilir.',
    'departure.targetUnknown': 'Yatay geçiş için hedef programı listeden seçin.',
    'departure.openExists': 'Devam eden bir ilişik kesme talebiniz var.',
    'departure.noContact':
      'Kayıtlı cep telefonu numaranız bulunmadığından onay kodu gönderilemedi; lütfen Öğrenci İşleri ile iletişime geçiniz.',
    'departure.sendFailed': 'Onay kodu gönderilemedi, lütfen daha sonra tekrar deneyiniz.',
    'departure.notAtStep': 'Talep bu adımda değil; başka bir kullanıcı tarafından işlem yapılmış olabilir.',
    'departure.alreadyCleared': 'Bu talep biriminiz tarafından zaten onaylanmış.',
    'departure.debtOpen':
      'Öğrencinin açık borcu var: borç kapatılmadan onay için muafiyet gerekçesi yazınız.',
    'departure.alreadySettled': 'Bu borç zaten kapatılmış.',
    'departure.itemsHeld':
      'Öğrencide iade edilmemiş {count} demirbaş var: demirbaş iadesi yapılmadan onay için muafiyet gerekçesi yazınız.',
    'departure.returnThroughFixtures':
      'Demirbaş ve spor malzemesi borcu burada kapatılamaz: malzeme Demirbaş sayfasındaki iade ile teslim alınır.',
    'departure.codeTooSoon': 'Yeni onay kodu için {seconds} saniye bekleyiniz.',
    'departure.codeLimit':
      'Bu talep için bir saatte en fazla {max} onay kodu gönderilebilir. {minutes} dakika sonra tekrar deneyiniz.',
    'departure.noStudent': 'Öğrenci bulunamadı.',
    'departure.notCompleted': 'İlişik kesme tamamlanmadan belge oluşturulamaz.',
    'departure.sms':
      'UNACS ilişik kesme onay kodunuz: {code}. Kod {minutes} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.',
    'departure.mail.subject': 'İlişik kesme onay kodu',
    'departure.mail.text':
      'İlişik kesme talebinizi onaylamak için kodunuz: {code}\n\nKod {minutes} dakika geçerlidir ve bir kez kullanılabilir. Talebi siz oluşturmadıysanız Öğrenci İşleri ile iletişime geçiniz.',
    'departure.reason.horizontal_transfer': 'Yatay geçiş',
    'departure.reason.another_university': 'Başka bir üniversiteye yerleşme',
    'departure.reason.own_request': 'Kendi isteği',
    'departure.reason.financial': 'Maddi nedenler',
    'departure.reason.health': 'Sağlık nedenleri',
    'departure.reason.family': 'Ailevi nedenler',
    'departure.reason.work': 'İş / çalışma',
    'departure.reason.other': 'Diğer',
    'departure.pdf.title': 'İlişik Kesme Belgesi',
    'departure.pdf.statement':
      'Yukarıda kimlik bilgileri yazılı öğrencinin Üniversitemiz ile ilişiği, ilgili birimlerin (Mali İşler, Kütüphane, Demirbaş, Spor) onayları, Öğrenci Merkezi Dekanlığı ön onayı ve Öğrenci İşleri onayı ile {date} tarihi itibarıyla kesilmiştir. Öğrencilik hakları {rightEnd} tarihinde sona ermiştir.',
    'departure.pdf.fullName': 'Adı Soyadı',
    'departure.pdf.studentNo': 'Öğrenci Numarası',
    'departure.pdf.nationalId': 'T.C. Kimlik No',
    'departure.pdf.programme': 'Program',
    'departure.pdf.reason': 'Ayrılış Nedeni',
    'departure.pdf.target': 'Geçiş Yapılan Program',
    'departure.pdf.departureDate': 'İlişik Kesme Tarihi',
    'departure.pdf.rightEnd': 'Öğrencilik Hakkı Bitiş Tarihi',
    'departure.pdf.requestNo': 'Talep No',
    'departure.pdf.issued': 'Düzenlenme tarihi',
    'departure.pdf.electronic': 'Bu belge elektronik olarak oluşturulmuştur; ıslak imza gerektirmez.',
    'departure.pdf.offices': 'Birim onayları',
    'departure.office.accounting': 'Mali İşler',
    'departure.office.library': 'Kütüphane',
    'departure.office.fixtures': 'Demirbaş',
    'departure.office.sports': 'Spor Birimi',
  },
  en: {
    'departure.started':
      'Your departure request was created. Enter the confirmation code sent to your mobile phone and e-mail address.',
    'departure.codeResent': 'A new confirmation code was sent.',
    'departure.confirmed': 'Your departure request was confirmed and sent to the offices.',
    'departure.withdrawn': 'Your departure request was withdrawn.',
    'departure.cleared': 'The student is cleared by your office.',
    'departure.settled': 'The debt was settled.',
    'departure.approved': 'The request was approved.',
    'departure.rejected': 'The request was rejected.',
    'departure.debtCreated': 'The library debt was recorded.',
    'departure.codeWrongOrExpired':
      'The confirmation code is wrong or has expired. The process was stopped; ask for a new code.',
    'departure.codeWrong': 'The confirmation code is wrong. Check it and enter it again ({left} tries left).',
    'departure.leaveCalculationFailed': 'The leave calculation failed, please contact student affairs.',
    'departure.notActive': 'A departure request can only be made for an active studentship.',
    'departure.targetUnknown': 'Choose the horizontal transfer’s target programme from the list.',
    'departure.openExists': 'You already have a departure request in progress.',
    'departure.noContact':
      'No mobile phone number is on record, so the confirmation code could not be sent; please contact student affairs.',
    'departure.sendFailed': 'The confirmation code could not be sent, please try again later.',
    'departure.notAtStep': 'The request is not at this step; another user may have acted on it.',
    'departure.alreadyCleared': 'Your office has already cleared this request.',
    'departure.debtOpen': 'The student has an open debt: write a waiver reason to clear without settling it.',
    'departure.alreadySettled': 'This debt is already settled.',
    'departure.itemsHeld':
      'The student holds {count} unreturned item(s): write a waiver reason to clear before the items are refunded.',
    'departure.returnThroughFixtures':
      'Fixtures and sports items cannot be settled here: the item is taken back with a refund on the Fixtures page.',
    'departure.codeTooSoon': 'Please wait {seconds} seconds before asking for a new confirmation code.',
    'departure.codeLimit':
      'At most {max} confirmation codes per hour can be sent for this request. Try again in {minutes} minutes.',
    'departure.noStudent': 'No student found.',
    'departure.notCompleted': 'The certificate is available once the departure is completed.',
    'departure.sms':
      'Your UNACS departure confirmation code: {code}. Valid for {minutes} minutes. Do not share it.',
    'departure.mail.subject': 'Departure confirmation code',
    'departure.mail.text':
      'Your code to confirm your departure request: {code}\n\nThe code is valid for {minutes} minutes and works once. If you did not make this request, contact student affairs.',
    'departure.reason.horizontal_transfer': 'Horizontal transfer',
    'departure.reason.another_university': 'Placed at another university',
    'departure.reason.own_request': 'Own request',
    'departure.reason.financial': 'Financial reasons',
    'departure.reason.health': 'Health reasons',
    'departure.reason.family': 'Family reasons',
    'departure.reason.work': 'Work',
    'departure.reason.other': 'Other',
    'departure.pdf.title': 'Departure Clearance Certificate',
    'departure.pdf.statement':
      'The student identified above has been cleared and has left our university as of {date}, with the approvals of the offices (Accounting, Library, Fixtures, Sports), the pre-approval of the Student Centre Dean’s Office and the approval of the Registrar. The student’s rights ended on {rightEnd}.',
    'departure.pdf.fullName': 'Full name',
    'departure.pdf.studentNo': 'Student number',
    'departure.pdf.nationalId': 'National ID number',
    'departure.pdf.programme': 'Programme',
    'departure.pdf.reason': 'Reason for leaving',
    'departure.pdf.target': 'Transfer programme',
    'departure.pdf.departureDate': 'Departure date',
    'departure.pdf.rightEnd': 'Student rights end date',
    'departure.pdf.requestNo': 'Request no.',
    'departure.pdf.issued': 'Date of issue',
    'departure.pdf.electronic': 'This document was created electronically and needs no wet signature.',
    'departure.pdf.offices': 'Office approvals',
    'departure.office.accounting': 'Accounting',
    'departure.office.library': 'Library',
    'departure.office.fixtures': 'Fixtures',
    'departure.office.sports': 'Sports Office',
  },
})
