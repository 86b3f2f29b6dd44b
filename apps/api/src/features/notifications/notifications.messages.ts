/**
 * Messages of the notifications feature (issue 39), tr and en: each kind's name and description (preferences
 * page), title and body (the bell's list, mail and SMS; `variant` picks e.g. approved / rejected), the mail's
 * footer lines, the staff digest's queue names, and the preferences' refusals.
 */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'notifications.kindName.freeze.decided': 'Kayıt dondurma talebi sonuçlandı',
    'notifications.kindDesc.freeze.decided': 'Kayıt dondurma talebiniz onaylandığında ya da reddedildiğinde.',
    'notifications.kindName.document.ready': 'Belge hazır',
    'notifications.kindDesc.document.ready': 'İstediğiniz belge indirilmeye hazır olduğunda.',
    'notifications.kindName.departure.step': 'İlişik kesme adımı',
    'notifications.kindDesc.departure.step': 'İlişik kesme başvurunuzun bir adımı sonuçlandığında.',
    'notifications.kindName.grade.finalised': 'Not kesinleşti',
    'notifications.kindDesc.grade.finalised': 'Bir dersinizin notu kesinleştiğinde.',
    'notifications.kindName.certificate.decided': 'Sertifika talebi sonuçlandı',
    'notifications.kindDesc.certificate.decided': 'Sertifika talebiniz onaylandığında ya da reddedildiğinde.',
    'notifications.kindName.grade.request.decided': 'Not talebi sonuçlandı',
    'notifications.kindDesc.grade.request.decided': 'Bir derse ilişkin not talebiniz yanıtlandığında.',
    'notifications.kind.grade.request.decided.approved.title': 'Not talebiniz kabul edildi',
    'notifications.kind.grade.request.decided.approved.body':
      '{course} dersi için not talebiniz kabul edildi.',
    'notifications.kind.grade.request.decided.rejected.title': 'Not talebiniz reddedildi',
    'notifications.kind.grade.request.decided.rejected.body': '{course} dersi için not talebiniz reddedildi.',
    'notifications.kindName.privacy.request.answered': 'Kişisel veri başvurusu yanıtlandı',
    'notifications.kindDesc.privacy.request.answered':
      'Veri sorumlusuna yaptığınız başvuru yanıtlandığında. Yasal bildirimdir, kapatılamaz.',
    'notifications.kind.privacy.request.answered.title': 'Kişisel veri başvurunuz yanıtlandı',
    'notifications.kind.privacy.request.answered.body':
      'Veri sorumlusunun yanıtını Kişisel Verilerim sayfasında görebilirsiniz.',
    'notifications.kindName.absence.excuse.decided': 'Mazeret sonuçlandı',
    'notifications.kindDesc.absence.excuse.decided': 'Devamsızlık mazeretiniz karara bağlandığında.',
    'notifications.kindName.staff.digest': 'Günlük iş özeti',
    'notifications.kindDesc.staff.digest':
      'Her sabah kuyruklarınızda bekleyen işlerin tek bir özeti (her iş için ayrı e-posta yerine).',
    'notifications.kindName.security.code': 'Tek kullanımlık kodlar',
    'notifications.kindDesc.security.code': 'Giriş ve onay kodları. Güvenliğiniz için kapatılamaz.',
    'notifications.kindName.legal.notice': 'Yasal bildirimler',
    'notifications.kindDesc.legal.notice': 'Aydınlatma metni gibi yasal bildirimler. Kapatılamaz.',

    'notifications.kind.freeze.decided.approved.title': 'Kayıt dondurma talebiniz onaylandı',
    'notifications.kind.freeze.decided.approved.body':
      '{terms} için kayıt dondurma talebiniz onaylandı. Açıklama: {answer}',
    'notifications.kind.freeze.decided.rejected.title': 'Kayıt dondurma talebiniz reddedildi',
    'notifications.kind.freeze.decided.rejected.body':
      '{terms} için kayıt dondurma talebiniz reddedildi. Açıklama: {answer}',
    'notifications.kind.document.ready.title': 'Belgeniz hazır',
    'notifications.kind.document.ready.body':
      '{document} belgeniz hazır; Belgelerim sayfasından indirebilirsiniz.',
    'notifications.kind.departure.step.approved.title': 'İlişik kesme: {step} tamamlandı',
    'notifications.kind.departure.step.approved.body': 'İlişik kesme başvurunuzda {step} adımı tamamlandı.',
    'notifications.kind.departure.step.rejected.title': 'İlişik kesme başvurunuz reddedildi',
    'notifications.kind.departure.step.rejected.body':
      'İlişik kesme başvurunuzda {step} adımı onaylanmadı. Açıklama: {note}',
    'notifications.kind.departure.step.completed.title': 'İlişik kesme işleminiz tamamlandı',
    'notifications.kind.departure.step.completed.body':
      'İlişik kesme işleminiz tamamlandı; ilişik kesme belgenizi sayfadan indirebilirsiniz.',
    'notifications.kind.grade.finalised.title': '{course} notunuz kesinleşti',
    'notifications.kind.grade.finalised.body': '{term} dönemi {course} dersinin notu kesinleşti.',
    'notifications.kind.certificate.decided.approved.title': 'Sertifika talebiniz onaylandı',
    'notifications.kind.certificate.decided.approved.body':
      '{subject} sertifikanız onaylandı; Sertifika Taleplerim sayfasından indirebilirsiniz.',
    'notifications.kind.certificate.decided.rejected.title': 'Sertifika talebiniz reddedildi',
    'notifications.kind.certificate.decided.rejected.body':
      '{subject} sertifika talebiniz reddedildi. Açıklama: {note}',
    'notifications.kind.absence.excuse.decided.approved.title': 'Mazeretiniz kabul edildi',
    'notifications.kind.absence.excuse.decided.approved.body':
      '{course} dersi için mazeretiniz kabul edildi.',
    'notifications.kind.absence.excuse.decided.rejected.title': 'Mazeretiniz reddedildi',
    'notifications.kind.absence.excuse.decided.rejected.body': '{course} dersi için mazeretiniz reddedildi.',
    'notifications.kind.staff.digest.title': 'Bekleyen işleriniz ({day})',
    'notifications.kind.staff.digest.body': 'Kuyruklarınızda bekleyen işler:\n{lines}',
    'notifications.kind.legal.notice.title': '{title}',
    'notifications.kind.legal.notice.body': '{body}',

    'notifications.queue.freeze.pending': 'Kayıt dondurma talepleri',
    'notifications.queue.documents.review': 'İncelenecek öğrenci belgeleri',
    'notifications.queue.certificates.requested': 'Sertifika talepleri',
    'notifications.queue.departure.pending': 'İlişik kesme onayları',
    'notifications.queue.absences.excuses': 'Devamsızlık mazeret talepleri',
    'notifications.queue.grades.requests': 'Not talepleri',
    'notifications.queue.payroll.failed': 'Gönderilemeyen bordro talepleri',
    'notifications.queue.applications.evaluation': 'Görüşünüzü bekleyen akademik kadro başvuruları',
    'notifications.digest.line': '- {queue}: {count}',
    'notifications.step.departure.requested': 'birim onayları',
    'notifications.step.departure.awaiting_dean': 'dekanlık onayı',
    'notifications.step.departure.awaiting_registrar': 'öğrenci işleri onayı',

    'notifications.mail.open': 'Görüntülemek için: {url}',
    'notifications.mail.footer':
      'Bu e-posta UNACS portalından gönderilmiştir. Bildirim tercihlerinizi {url} adresinden değiştirebilirsiniz.',

    'notifications.unknownKind': 'Böyle bir bildirim türü yok: {kind}.',
    'notifications.mandatory': '"{name}" bildirimleri zorunludur ve kapatılamaz.',
    'notifications.notOffered': '"{name}" bildirimleri bu kanaldan gönderilmez.',
    'notifications.noMobile':
      'Kayıtlı bir cep telefonu numaranız olmadığı için SMS bildirimi açılamaz. Hiçbir şey değiştirilmedi.',
    'notifications.saved': 'Bildirim tercihleriniz kaydedildi.',
  },
  en: {
    'notifications.kindName.freeze.decided': 'Registration freeze request decided',
    'notifications.kindDesc.freeze.decided': 'When your registration freeze request is approved or rejected.',
    'notifications.kindName.document.ready': 'Document ready',
    'notifications.kindDesc.document.ready': 'When a document you asked for is ready to download.',
    'notifications.kindName.departure.step': 'Departure clearance step',
    'notifications.kindDesc.departure.step': 'When a step of your departure clearance is decided.',
    'notifications.kindName.grade.finalised': 'Grade finalised',
    'notifications.kindDesc.grade.finalised': 'When the grade of one of your courses is finalised.',
    'notifications.kindName.certificate.decided': 'Certificate request decided',
    'notifications.kindDesc.certificate.decided': 'When your certificate request is approved or rejected.',
    'notifications.kindName.grade.request.decided': 'Grade request decided',
    'notifications.kindDesc.grade.request.decided': 'When your request about a course grade is answered.',
    'notifications.kind.grade.request.decided.approved.title': 'Your grade request was accepted',
    'notifications.kind.grade.request.decided.approved.body': 'Your grade request for {course} was accepted.',
    'notifications.kind.grade.request.decided.rejected.title': 'Your grade request was rejected',
    'notifications.kind.grade.request.decided.rejected.body': 'Your grade request for {course} was rejected.',
    'notifications.kindName.privacy.request.answered': 'Personal data request answered',
    'notifications.kindDesc.privacy.request.answered':
      'When the data controller answers your request. A legal notice; it cannot be turned off.',
    'notifications.kind.privacy.request.answered.title': 'Your personal data request was answered',
    'notifications.kind.privacy.request.answered.body':
      "See the data controller's answer on the My personal data page.",
    'notifications.kindName.absence.excuse.decided': 'Excuse decided',
    'notifications.kindDesc.absence.excuse.decided': 'When your absence excuse is decided.',
    'notifications.kindName.staff.digest': 'Daily work digest',
    'notifications.kindDesc.staff.digest':
      'One summary each morning of what waits in your queues (instead of one e-mail per item).',
    'notifications.kindName.security.code': 'One-time codes',
    'notifications.kindDesc.security.code':
      'Sign-in and confirmation codes. Cannot be turned off, for your security.',
    'notifications.kindName.legal.notice': 'Legal notices',
    'notifications.kindDesc.legal.notice': 'Legal notices such as the privacy notice. Cannot be turned off.',

    'notifications.kind.freeze.decided.approved.title': 'Your registration freeze request was approved',
    'notifications.kind.freeze.decided.approved.body':
      'Your registration freeze request for {terms} was approved. Note: {answer}',
    'notifications.kind.freeze.decided.rejected.title': 'Your registration freeze request was rejected',
    'notifications.kind.freeze.decided.rejected.body':
      'Your registration freeze request for {terms} was rejected. Note: {answer}',
    'notifications.kind.document.ready.title': 'Your document is ready',
    'notifications.kind.document.ready.body': 'Your {document} is ready; download it from My Documents.',
    'notifications.kind.departure.step.approved.title': 'Departure clearance: {step} approved',
    'notifications.kind.departure.step.approved.body':
      'The {step} step of your departure clearance was approved.',
    'notifications.kind.departure.step.rejected.title': 'Departure clearance: {step} reported a shortfall',
    'notifications.kind.departure.step.rejected.body':
      'The {step} step of your departure clearance was not approved. Note: {note}',
    'notifications.kind.departure.step.completed.title': 'Your departure clearance is complete',
    'notifications.kind.departure.step.completed.body':
      'Your departure clearance is complete; download your clearance certificate from the page.',
    'notifications.kind.grade.finalised.title': 'Your grade in {course} is final',
    'notifications.kind.grade.finalised.body': 'The grade of {course} in {term} has been finalised.',
    'notifications.kind.certificate.decided.approved.title': 'Your certificate request was approved',
    'notifications.kind.certificate.decided.approved.body':
      'Your {subject} certificate was approved; download it from My Certificate Requests.',
    'notifications.kind.certificate.decided.rejected.title': 'Your certificate request was rejected',
    'notifications.kind.certificate.decided.rejected.body':
      'Your {subject} certificate request was rejected. Note: {note}',
    'notifications.kind.absence.excuse.decided.approved.title': 'Your excuse was accepted',
    'notifications.kind.absence.excuse.decided.approved.body': 'Your excuse for {course} was accepted.',
    'notifications.kind.absence.excuse.decided.rejected.title': 'Your excuse was rejected',
    'notifications.kind.absence.excuse.decided.rejected.body': 'Your excuse for {course} was rejected.',
    'notifications.kind.staff.digest.title': 'What waits for you ({day})',
    'notifications.kind.staff.digest.body': 'Waiting in your queues:\n{lines}',
    'notifications.kind.legal.notice.title': '{title}',
    'notifications.kind.legal.notice.body': '{body}',

    'notifications.queue.freeze.pending': 'Registration freeze requests',
    'notifications.queue.documents.review': 'Student documents to review',
    'notifications.queue.certificates.requested': 'Certificate requests',
    'notifications.queue.departure.pending': 'Departure clearance approvals',
    'notifications.queue.absences.excuses': 'Absence excuse requests',
    'notifications.queue.grades.requests': 'Grade requests',
    'notifications.queue.payroll.failed': 'Payroll requests not sent',
    'notifications.queue.applications.evaluation': 'Academic position applications awaiting your opinion',
    'notifications.digest.line': '- {queue}: {count}',
    'notifications.step.departure.requested': 'office clearances',
    'notifications.step.departure.awaiting_dean': "dean's office approval",
    'notifications.step.departure.awaiting_registrar': "registrar's approval",

    'notifications.mail.open': 'To view it: {url}',
    'notifications.mail.footer':
      'This e-mail was sent by the UNACS portal. Change your notification preferences at {url}.',

    'notifications.unknownKind': 'There is no notification kind {kind}.',
    'notifications.mandatory': '"{name}" notifications are mandatory and cannot be turned off.',
    'notifications.notOffered': '"{name}" notifications are not sent through this channel.',
    'notifications.noMobile':
      'SMS notifications cannot be turned on: you have no mobile number on record. Nothing was changed.',
    'notifications.saved': 'Your notification preferences were saved.',
  },
})
