/** Messages of the Microsoft licence (spec §8 "A3 licence request failed"), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'licence.requested':
      'A3 lisans talebiniz alındı. Lisans tanımlandığında durumu "Sahip" olarak görünecektir.',
    'licence.requestFailed': 'A3 lisans talebi başarısız oldu.',
    'licence.alreadyRequested': 'A3 lisans talebiniz zaten alınmış; lisansın tanımlanması bekleniyor.',
    'licence.alreadyHeld': 'A3 lisansına zaten sahipsiniz.',
  },
  en: {
    'licence.requested':
      'Your A3 licence request was received. Its status will show "Held" once the licence is assigned.',
    'licence.requestFailed': 'A3 licence request failed.',
    'licence.alreadyRequested': 'Your A3 licence has already been requested and is awaiting assignment.',
    'licence.alreadyHeld': 'You already hold an A3 licence.',
  },
})
