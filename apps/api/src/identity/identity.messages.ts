/** Server messages of the identity layer (spec §8), tr and en. */
import { registerMessages } from '../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'identity.noStudentFound': 'Öğrenci bulunamadı.',
    'identity.alreadyImpersonating':
      'Zaten başka bir kullanıcı adına oturum açtınız. Önce o oturumdan çıkın.',
    'identity.notImpersonating': 'Başka bir kullanıcı adına açılmış bir oturumunuz yok.',
    'identity.cannotImpersonateSelf': 'Kendi adınıza vekil oturum açamazsınız.',
    'identity.unknownIdentity': 'Bu kimlik üniversite kayıtlarında bulunamadı.',
    'identity.signInFailed': 'Giriş yapılamadı. Lütfen tekrar deneyin.',
  },
  en: {
    'identity.noStudentFound': 'No student found.',
    'identity.alreadyImpersonating': 'You are already signed in as another user. Leave that session first.',
    'identity.notImpersonating': 'You are not signed in as another user.',
    'identity.cannotImpersonateSelf': 'You cannot impersonate yourself.',
    'identity.unknownIdentity': 'This identity was not found in the university records.',
    'identity.signInFailed': 'Sign-in failed. Please try again.',
  },
})
