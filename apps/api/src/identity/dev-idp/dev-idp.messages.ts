/** Texts of the development identity provider's pages (sign-in, sign-out, errors), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'devIdp.title': 'Geliştirme kimlik sağlayıcısı',
    'devIdp.notice':
      'Bu sayfa yalnızca geliştirme ve tanıtım içindir; gerçek kurulumda üniversitenin kimlik sağlayıcısı kullanılır. Parola sorulmaz.',
    'devIdp.chooseAccount': 'Örnek üniversitenin bir hesabıyla giriş yapın:',
    'devIdp.students': 'Öğrenciler',
    'devIdp.staff': 'Personel',
    'devIdp.other': 'Başka bir e-posta adresiyle giriş',
    'devIdp.emailLabel': 'E-posta',
    'devIdp.signIn': 'Giriş yap',
    'devIdp.cancel': 'Girişi iptal et',
    'devIdp.logoutQuestion': 'Kimlik sağlayıcısından da çıkış yapmak istiyor musunuz?',
    'devIdp.logoutYes': 'Evet, çıkış yap',
    'devIdp.logoutNo': 'Hayır, oturumum açık kalsın',
    'devIdp.loggedOut': 'Kimlik sağlayıcısından çıkış yaptınız.',
    'devIdp.error': 'Bir hata oluştu',
    'devIdp.badEmail': 'Geçerli bir e-posta adresi girin.',
    'devIdp.backToPortal': 'Portala dön',
  },
  en: {
    'devIdp.title': 'Development identity provider',
    'devIdp.notice':
      'This page exists for development and demonstration only; a real installation uses the university’s identity provider. No password is asked.',
    'devIdp.chooseAccount': 'Sign in with an account of the demo university:',
    'devIdp.students': 'Students',
    'devIdp.staff': 'Staff',
    'devIdp.other': 'Sign in with another e-mail address',
    'devIdp.emailLabel': 'E-mail',
    'devIdp.signIn': 'Sign in',
    'devIdp.cancel': 'Cancel sign-in',
    'devIdp.logoutQuestion': 'Do you also want to sign out of the identity provider?',
    'devIdp.logoutYes': 'Yes, sign me out',
    'devIdp.logoutNo': 'No, stay signed in',
    'devIdp.loggedOut': 'You have signed out of the identity provider.',
    'devIdp.error': 'Something went wrong',
    'devIdp.badEmail': 'Enter a valid e-mail address.',
    'devIdp.backToPortal': 'Back to the portal',
  },
})
