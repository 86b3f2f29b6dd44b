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
    'sso.error.providerUnknown': 'Kimlik sağlayıcısı tanınmayan bir hata bildirdi. Lütfen yeniden deneyin.',
    'sso.error.replay':
      'Bu giriş yanıtı daha önce kullanılmış; aynı yanıt ikinci kez kabul edilmez. Lütfen girişi yeniden başlatın.',
    'sso.error.issuer':
      'Yanıt, portalın tanıdığı kimlik sağlayıcısından gelmedi. Bilgi işlem birimine başvurun.',
    'sso.error.assertionNotSigned':
      'Kimlik sağlayıcısının onayı (assertion) imzalı değil. Bilgi işlem birimi kimlik sağlayıcısını onayları imzalayacak şekilde yapılandırmalıdır.',
    'sso.error.providerStatus':
      'Kimlik sağlayıcısı girişi tamamlamadı. Lütfen yeniden deneyin; sorun sürerse bilgi işlem birimine başvurun.',
    'sso.error.noEmail':
      'Üniversite hesabınız bir e-posta adresi göndermedi (beklenen öznitelik: {expected}; gelenler: {received}). Bilgi işlem birimine başvurun.',
    'sso.error.emailNotVerified':
      'E-posta adresiniz kimlik sağlayıcısında doğrulanmamış. Adresinizi doğruladıktan sonra yeniden giriş yapın.',
    'sso.error.idpInitiated':
      'Kimlik sağlayıcısından başlatılan giriş desteklenmiyor. Lütfen girişi portalın kendisinden başlatın.',
    'sso.error.logout': 'Kimlik sağlayıcısının çıkış isteği doğrulanamadı.',
    'sso.page.switchAccount': 'Başka bir hesapla giriş yap',
    'sso.signedOut.title': 'Oturumunuz kapatıldı',
    'sso.signedOut.text':
      'Portaldan çıkış yaptınız. Yeniden giriş yapmak için aşağıdaki bağlantıyı kullanın.',
    'sso.signedOut.unconfirmed': 'Kimlik sağlayıcısındaki oturumunuzun kapandığı doğrulanamadı.',
    'sso.signedOut.closeBrowser':
      'Ortak kullanılan bir bilgisayardaysanız kimlik sağlayıcısındaki oturumun da kapanması için tarayıcıyı tamamen kapatın.',
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
    'sso.error.providerUnknown': 'The identity provider reported an unrecognised error. Please try again.',
    'sso.error.replay':
      'This sign-in answer has already been used; the same answer is not accepted twice. Please start signing in again.',
    'sso.error.issuer':
      'The answer did not come from the identity provider the portal trusts. Please contact the IT department.',
    'sso.error.assertionNotSigned':
      'The identity provider’s assertion is not signed. IT must configure the identity provider to sign assertions.',
    'sso.error.providerStatus':
      'The identity provider did not complete the sign-in. Please try again; if it persists, contact the IT department.',
    'sso.error.noEmail':
      'Your university account did not send an e-mail address (expected attribute: {expected}; received: {received}). Please contact the IT department.',
    'sso.error.emailNotVerified':
      'Your e-mail address is not verified at the identity provider. Verify it, then sign in again.',
    'sso.error.idpInitiated':
      'Sign-in started at the identity provider is not supported. Please start signing in from the portal itself.',
    'sso.error.logout': 'The identity provider’s sign-out request could not be verified.',
    'sso.page.switchAccount': 'Use another account',
    'sso.signedOut.title': 'You are signed out',
    'sso.signedOut.text': 'You have signed out of the portal. Use the link below to sign in again.',
    'sso.signedOut.unconfirmed': 'The identity provider could not confirm that its session has ended.',
    'sso.signedOut.closeBrowser':
      'On a shared computer, close the browser completely so that the identity provider’s session ends too.',
  },
})
