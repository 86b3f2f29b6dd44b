/** Server messages of the freeze feature (issue 16; spec §5, §8), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'freeze.created': 'Kayıt dondurma talebiniz alındı.',
    'freeze.withdrawn': 'Talebiniz geri çekildi.',
    'freeze.approved': 'Kayıt dondurma talebi onaylandı.',
    'freeze.rejected': 'Kayıt dondurma talebi reddedildi.',
    'freeze.explanationRequired': 'Açıklama zorunludur (en az {min}, en fazla {max} karakter).',
    'freeze.termsRequired': 'En az bir, en fazla dört dönem seçilmelidir.',
    'freeze.termNotOpen': 'Seçilen dönem ({term}) için kayıt dondurma talep edilemez.',
    'freeze.termTaken': 'Seçilen dönem ({term}) için zaten bekleyen ya da onaylanmış bir talebiniz var.',
    'freeze.overMaximum':
      'Talep reddedildi: en fazla {max} dönem kayıt dondurulabilir; {used} dönem kullanılmış, {pending} dönem onay bekliyor.',
    'freeze.overCategory':
      'Talep reddedildi: {kind} kayıt dondurma hakkı {limit} dönemdir; {used} dönem kullanılmış, {pending} dönem onay bekliyor.',
    'freeze.kind.unconditional': 'koşulsuz',
    'freeze.kind.conditional': 'koşullu',
    'freeze.notActive': 'Yalnız kaydı devam eden öğrenciler kayıt dondurma talep edebilir.',
    'freeze.notPending':
      'Talep bu arada başka bir kullanıcı tarafından sonuçlandı ({status}); güncel hali gösterildi.',
    'freeze.noLongerPending': 'Talep artık beklemede değil; işlem yapılamaz.',
    'freeze.status.pending': 'beklemede',
    'freeze.status.approved': 'onaylandı',
    'freeze.status.rejected': 'reddedildi',
    'freeze.status.withdrawn': 'geri çekildi',
    'freeze.stale': 'Talep başka bir kullanıcı tarafından değiştirildi. Güncel hali gösterildi.',
    'freeze.expired': 'Talebin onay bitiş tarihi geçmiş; işlem yapılamaz.',
    'freeze.readOnly':
      'Kayıt dondurma taleplerine öğrenci işleri karar verir; bu rol yalnız görüntüleyebilir.',
    'freeze.completed': 'Kaydınız tamamlandı. Oturumunuz kapatılıyor; yeniden giriş yapabilirsiniz.',
    'freeze.completionNotRequired': 'Tamamlanması gereken bir kaydınız bulunmamaktadır.',
    'freeze.completionDone': 'Kaydınız zaten tamamlanmış.',
    'freeze.doc.photo': 'Son altı ay içinde çekilmiş 2 adet vesikalık fotoğraf',
    'freeze.doc.diploma': 'Lise diplomasının aslı veya onaylı örneği',
    'freeze.doc.id': 'Nüfus cüzdanı / kimlik kartı',
    'freeze.doc.military': 'Erkek öğrenciler için askerlik durum belgesi',
  },
  en: {
    'freeze.created': 'Your registration freeze request was received.',
    'freeze.withdrawn': 'Your request was withdrawn.',
    'freeze.approved': 'The registration freeze request was approved.',
    'freeze.rejected': 'The registration freeze request was rejected.',
    'freeze.explanationRequired': 'An explanation is required (at least {min}, at most {max} characters).',
    'freeze.termsRequired': 'Choose at least one and at most four terms.',
    'freeze.termNotOpen': 'A registration freeze cannot be requested for the chosen term ({term}).',
    'freeze.termTaken': 'You already have a pending or approved request for the chosen term ({term}).',
    'freeze.overMaximum':
      'Request refused: at most {max} terms can be frozen; {used} terms are used and {pending} are awaiting approval.',
    'freeze.overCategory':
      'Request refused: the {kind} freeze allowance is {limit} terms; {used} terms are used and {pending} are awaiting approval.',
    'freeze.kind.unconditional': 'unconditional',
    'freeze.kind.conditional': 'conditional',
    'freeze.notActive': 'Only students whose studies continue can request a registration freeze.',
    'freeze.notPending':
      'Another user has meanwhile decided the request ({status}); the current state is shown.',
    'freeze.noLongerPending': 'The request is no longer pending; it cannot be changed.',
    'freeze.status.pending': 'pending',
    'freeze.status.approved': 'approved',
    'freeze.status.rejected': 'rejected',
    'freeze.status.withdrawn': 'withdrawn',
    'freeze.stale': 'Another user changed the request. The current state is shown.',
    'freeze.expired': 'The request’s approval end date has passed; it cannot be processed.',
    'freeze.readOnly': 'The registrar decides freeze requests; this role can only view them.',
    'freeze.completed': 'Your registration is complete. You are being signed out; you can sign in again.',
    'freeze.completionNotRequired': 'You have no registration to complete.',
    'freeze.completionDone': 'Your registration is already complete.',
    'freeze.doc.photo': 'Two passport photos taken within the last six months',
    'freeze.doc.diploma': 'The original or a certified copy of the high school diploma',
    'freeze.doc.id': 'National identity card',
    'freeze.doc.military': 'Military service status document (male students)',
  },
})
