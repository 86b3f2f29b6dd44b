/** Messages of personnel information (spec §3 "Personnel", §5 phone and e-mail rules), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'personnel.contactUpdated': 'İletişim bilgileriniz güncellendi.',
    'personnel.staleVersion':
      'Bilgileriniz siz düzenlerken başka bir işlemle değiştirildi. Lütfen güncel bilgileri kontrol edip yeniden kaydedin.',
    'personnel.noStaffRecord': 'Personel kaydınız bulunamadı.',
    'personnel.notFound': 'Bu sicil numarasına ait personel bulunamadı.',
    'personnel.validation.mobile': 'Cep telefonu numarası 5XX XXX XX XX biçiminde 10 haneli olmalıdır.',
    'personnel.validation.landline':
      'Sabit telefon numarası alan koduyla birlikte 10 haneli olmalıdır (ör. 222 335 05 80).',
    'personnel.validation.email': 'Geçerli bir e-posta adresi giriniz.',
    'personnel.validation.postalCode': 'Posta kodu 5 haneli bir sayı olmalıdır.',
    'personnel.validation.addressLength': 'Adres en az 10, en fazla 300 karakter olmalıdır.',
  },
  en: {
    'personnel.contactUpdated': 'Your contact details were updated.',
    'personnel.staleVersion':
      'Your details were changed by another operation while you were editing. Please check the current details and save again.',
    'personnel.noStaffRecord': 'No staff record was found for you.',
    'personnel.notFound': 'No staff member with this registry number was found.',
    'personnel.validation.mobile': 'The mobile number must have 10 digits in the form 5XX XXX XX XX.',
    'personnel.validation.landline':
      'The landline number must have 10 digits including the area code (e.g. 222 335 05 80).',
    'personnel.validation.email': 'Enter a valid e-mail address.',
    'personnel.validation.postalCode': 'The postal code must be a 5-digit number.',
    'personnel.validation.addressLength': 'The address must be between 10 and 300 characters long.',
  },
})
