/** Messages of the Moodle feature (issue 20), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'moodle.unreachable':
      "Moodle'a şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi; lütfen daha sonra yeniden deneyin.",
    'moodle.exception': 'Moodle isteği reddetti: {detail}. Hiçbir şey kaydedilmedi.',
    'moodle.circuitOpen':
      'Moodle art arda yanıt vermediği için çağrılar kısa bir süre durduruldu. Lütfen biraz sonra yeniden deneyin.',
    'moodle.jobFailed': 'Eşitleme beklenmeyen bir hatayla durdu; hiçbir şey kaydedilmedi.',
    'moodle.jobNotFound': 'Kayıt bulunamadı.',
    'moodle.notOurs': 'Seçilenlerden biri etkin bir öğrenci ya da personel değil.',
    'moodle.duplicatePerson': 'Bir kişi birden çok kez seçilemez.',
    'moodle.busy': 'Moodle kullanıcıları şu anda oluşturuluyor; lütfen bitmesini bekleyin.',
    'moodle.noCourse': "{code} kodlu ders Moodle'da bulunamadı.",
    'moodle.syncStarted': 'Moodle kullanıcı eşitlemesi başlatıldı.',
    'moodle.usersCreated': 'Moodle kullanıcıları oluşturuldu.',
    'moodle.sectionSynced': "Şubenin öğrencileri Moodle'daki derse kaydedildi.",
  },
  en: {
    'moodle.unreachable': 'Moodle cannot be reached right now. Nothing was saved; please try again later.',
    'moodle.exception': 'Moodle refused the request: {detail}. Nothing was saved.',
    'moodle.circuitOpen':
      'Calls to Moodle are paused for a short while because it did not answer repeatedly. Please try again shortly.',
    'moodle.jobFailed': 'The sync stopped with an unexpected error; nothing was saved.',
    'moodle.jobNotFound': 'No record found.',
    'moodle.notOurs': 'One of the selected people is not an active student or staff member.',
    'moodle.duplicatePerson': 'A person cannot be selected more than once.',
    'moodle.busy': 'Moodle users are being created right now; please wait until it finishes.',
    'moodle.noCourse': 'The course {code} was not found in Moodle.',
    'moodle.syncStarted': 'Moodle user sync started.',
    'moodle.usersCreated': 'The Moodle users were created.',
    'moodle.sectionSynced': "The section's students were enrolled in the Moodle course.",
  },
})
