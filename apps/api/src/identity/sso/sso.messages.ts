/**
 * Texts of the sign-in pages (issue "Identity and session API" § Sign-in; spec §8: errors in the caller's
 * language), tr and en. The sign-in error page shows `sso.page.*` around one `sso.error.*` message.
 */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'sso.page.title': 'Giriş yapılamadı',
    'sso.page.retry': 'Yeniden giriş yap',
    'sso.page.home': 'Başlangıca dön',
    'sso.page.product': 'Üniversite Akademik Sistemi',
    'sso.error.unknownIdentity':
      'Bu kimlik ({identity}) üniversitenin personel ve öğrenci kayıtlarında bulunamadı. Bilgi işlem birimine başvurun.',
    'sso.error.accessDenied': 'Kimlik sağlayıcısı girişi reddetti veya giriş iptal edildi.',
    'sso.error.provider': 'Kimlik sağlayıcısı bir hata bildirdi: {error}',
    'sso.error.state': 'Giriş isteği geçersiz veya süresi dolmuş. Lütfen girişi yeniden başlatın.',
    'sso.error.response': 'Kimlik sağlayıcısının yanıtı doğrulanamadı. Lütfen yeniden deneyin.',
    'sso.error.unreachable': 'Kimlik sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    'sso.error.unavailable':
      'Portal şu anda oturum açamıyor (veritabanına ulaşılamıyor). Lütfen biraz sonra tekrar deneyin.',
    'sso.error.notConfigured': 'Tek oturum açma (kimlik sağlayıcısı) bu kurulumda yapılandırılmamış.',
  },
  en: {
    'sso.page.title': 'Sign-in failed',
    'sso.page.retry': 'Sign in again',
    'sso.page.home': 'Back to the start',
    'sso.page.product': 'University Academic System',
    'sso.error.unknownIdentity':
      'This identity ({identity}) was not found in the university’s staff and student records. Please contact the IT department.',
    'sso.error.accessDenied': 'The identity provider refused the sign-in, or the sign-in was cancelled.',
    'sso.error.provider': 'The identity provider reported an error: {error}',
    'sso.error.state': 'The sign-in request is invalid or has expired. Please start signing in again.',
    'sso.error.response': 'The identity provider’s answer could not be verified. Please try again.',
    'sso.error.unreachable': 'The identity provider cannot be reached right now. Please try again shortly.',
    'sso.error.unavailable':
      'The portal cannot sign you in right now (its database is unavailable). Please try again shortly.',
    'sso.error.notConfigured':
      'Single sign-on (the identity provider) is not configured on this installation.',
  },
})
