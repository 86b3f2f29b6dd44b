/** Server messages of the guest identity (spec §5, §8), tr and en; includes the one-time-code e-mail. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'guest.otpSent': 'Adres geçerliyse doğrulama kodu e-posta ile gönderildi.',
    'guest.codeWrongOrExpired': 'Doğrulama kodu hatalı veya süresi dolmuş.',
    'guest.tooManyRequests': 'Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra tekrar deneyin.',
    'guest.loggedOut': 'Oturumunuz kapatıldı.',
    'guest.saved': 'Bilgileriniz kaydedildi.',
    'guest.otpMail.subject': 'UNACS misafir girişi doğrulama kodu',
    'guest.otpMail.text':
      'Merhaba,\n\nUNACS misafir girişi için doğrulama kodunuz: {code}\n\nKod {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.',
    'guest.validation.nameMin': 'En az 2 karakter olmalıdır.',
    'guest.validation.phone':
      'Telefon numarası hatalı. 5XXXXXXXXX biçiminde cep telefonu veya +90… biçiminde uluslararası numara girin.',
    'guest.validation.birthDate': 'Doğum tarihi geçerli bir tarih olmalıdır (YYYY-AA-GG).',
    'guest.validation.birthDatePast': 'Doğum tarihi bugünden önce olmalıdır.',
    'guest.validation.nationalId': 'T.C. kimlik numarası geçersiz.',
    'guest.validation.passportRequired': 'Yabancı uyruklu adaylar için pasaport numarası zorunludur.',
    'guest.validation.country': 'İki harfli ülke kodu girin (ör. TR).',
    'guest.validation.orcid': 'ORCID numarası 0000-0000-0000-0000 biçiminde olmalıdır.',
    'guest.validation.guestParentId': 'Aday numarası geçersiz.',
  },
  en: {
    'guest.otpSent': 'If the address is valid, a confirmation code has been sent by e-mail.',
    'guest.codeWrongOrExpired': 'The confirmation code is wrong or has expired.',
    'guest.tooManyRequests': 'Too many attempts. Please try again in {minutes} minutes.',
    'guest.loggedOut': 'You have been signed out.',
    'guest.saved': 'Your information has been saved.',
    'guest.otpMail.subject': 'UNACS guest sign-in confirmation code',
    'guest.otpMail.text':
      'Hello,\n\nYour confirmation code for the UNACS guest sign-in is: {code}\n\nThe code is valid for {minutes} minutes and works only once. If you did not ask for it, ignore this e-mail.',
    'guest.validation.nameMin': 'Must be at least 2 characters.',
    'guest.validation.phone':
      'The phone number is not valid. Enter a mobile number as 5XXXXXXXXX or an international number as +….',
    'guest.validation.birthDate': 'The birth date must be a valid date (YYYY-MM-DD).',
    'guest.validation.birthDatePast': 'The birth date must be before today.',
    'guest.validation.nationalId': 'The Turkish national id number is not valid.',
    'guest.validation.passportRequired': 'A passport number is required for foreign nationals.',
    'guest.validation.country': 'Enter a two-letter country code (e.g. TR).',
    'guest.validation.orcid': 'The ORCID iD must look like 0000-0000-0000-0000.',
    'guest.validation.guestParentId': 'The applicant number is not valid.',
  },
})
