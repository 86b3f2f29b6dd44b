/** Messages and certificate texts of certificate requests (issue 20 § Certificate requests), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'certificates.requested': 'Sertifika talebiniz alındı; Öğrenci İşleri inceledikten sonra hazırlanacak.',
    'certificates.approved': 'Talep onaylandı ve sertifika oluşturuldu.',
    'certificates.rejected': 'Talep reddedildi.',
    'certificates.subjectRequired': 'Lütfen sertifikanın konusunu (etkinlik veya ders) seçin.',
    'certificates.notEligible.participation':
      'Yalnızca katıldığınız bir etkinlik için katılım sertifikası isteyebilirsiniz.',
    'certificates.notEligible.course_completion':
      'Ders tamamlama sertifikası yalnızca notu kesinleşmiş ve geçtiğiniz bir ders için istenebilir.',
    'certificates.notEligible.language_proficiency':
      'Dil yeterlik sertifikası yalnızca hazırlık okulunu başarıyla tamamlayan öğrenciler için istenebilir.',
    'certificates.duplicate': 'Bu sertifika için bekleyen bir talebiniz zaten var.',
    'certificates.notDecidable': 'Talep artık beklemede değil (başka biri karar vermiş olabilir).',
    'certificates.notReady': 'Sertifika henüz oluşturulmadı.',
    'certificates.reasonRequired':
      'Reddetmek için öğrencilerin göreceği bir gerekçe yazın (en az 3 karakter).',
    'certificates.changed':
      'Seçilen taleplerden bazıları artık beklemede değil; hiçbiri karara bağlanmadı: {requests}.',
    'certificates.approvedMany': '{count} talep onaylandı ve sertifikaları oluşturuldu.',
    'certificates.rejectedMany': '{count} talep reddedildi.',
    'certificates.status.requested': 'Bekliyor',
    'certificates.status.approved': 'Onaylandı',
    'certificates.status.rejected': 'Reddedildi',
    'certificates.kind.participation': 'Katılım Sertifikası',
    'certificates.kind.course_completion': 'Ders Tamamlama Sertifikası',
    'certificates.kind.language_proficiency': 'Dil Yeterlik Sertifikası',
    'certificates.subject.course': '{code} {name} — {term} ({letter})',
    'certificates.subject.proficiency': 'Hazırlık Okulu — {level}, {quarter} (puan {score})',
    'certificates.field.fullName': 'Adı Soyadı',
    'certificates.field.studentNo': 'Öğrenci Numarası',
    'certificates.field.programme': 'Program',
    'certificates.field.subject': 'Konu',
    'certificates.field.purpose': 'Veriliş Amacı',
    'certificates.statement.participation':
      'Üniversitemiz {programme} öğrencisi {name}, “{subject}” etkinliğine katılmıştır. Bu sertifika ilgilinin isteği üzerine “{purpose}” amacıyla düzenlenmiştir.',
    'certificates.statement.course_completion':
      'Üniversitemiz {programme} öğrencisi {name}, “{subject}” dersini başarıyla tamamlamıştır. Bu sertifika ilgilinin isteği üzerine “{purpose}” amacıyla düzenlenmiştir.',
    'certificates.statement.language_proficiency':
      'Üniversitemiz {programme} öğrencisi {name}, İngilizce hazırlık okulunu başarıyla tamamlamış ve İngilizce dil yeterliğini kanıtlamıştır ({subject}). Bu sertifika ilgilinin isteği üzerine “{purpose}” amacıyla düzenlenmiştir.',
  },
  en: {
    'certificates.requested':
      'Your certificate request was received; it will be prepared after the registrar reviews it.',
    'certificates.approved': 'The request was approved and the certificate created.',
    'certificates.rejected': 'The request was rejected.',
    'certificates.subjectRequired': 'Please choose what the certificate is for (an event or a course).',
    'certificates.notEligible.participation':
      'A participation certificate can only be requested for an event you attended.',
    'certificates.notEligible.course_completion':
      'A course completion certificate can only be requested for a course with a finalised passing grade.',
    'certificates.notEligible.language_proficiency':
      'A language proficiency certificate can only be requested by students who passed the prep school.',
    'certificates.duplicate': 'You already have a pending request for this certificate.',
    'certificates.notDecidable': 'The request is no longer pending (someone may have decided it).',
    'certificates.notReady': 'The certificate has not been created yet.',
    'certificates.reasonRequired':
      'To reject, write the reason the students will see (at least 3 characters).',
    'certificates.changed':
      'Some of the selected requests are no longer pending; none was decided: {requests}.',
    'certificates.approvedMany': '{count} request(s) approved and their certificates created.',
    'certificates.rejectedMany': '{count} request(s) rejected.',
    'certificates.status.requested': 'Pending',
    'certificates.status.approved': 'Approved',
    'certificates.status.rejected': 'Rejected',
    'certificates.kind.participation': 'Certificate of Participation',
    'certificates.kind.course_completion': 'Course Completion Certificate',
    'certificates.kind.language_proficiency': 'Language Proficiency Certificate',
    'certificates.subject.course': '{code} {name} — {term} ({letter})',
    'certificates.subject.proficiency': 'Prep school — {level}, {quarter} (score {score})',
    'certificates.field.fullName': 'Full name',
    'certificates.field.studentNo': 'Student number',
    'certificates.field.programme': 'Programme',
    'certificates.field.subject': 'Subject',
    'certificates.field.purpose': 'Purpose',
    'certificates.statement.participation':
      '{name}, a student of the {programme} of our university, took part in the event “{subject}”. This certificate is issued at the student’s request for the purpose “{purpose}”.',
    'certificates.statement.course_completion':
      '{name}, a student of the {programme} of our university, has successfully completed the course “{subject}”. This certificate is issued at the student’s request for the purpose “{purpose}”.',
    'certificates.statement.language_proficiency':
      '{name}, a student of the {programme} of our university, has passed the English prep school and proven English language proficiency ({subject}). This certificate is issued at the student’s request for the purpose “{purpose}”.',
  },
})
