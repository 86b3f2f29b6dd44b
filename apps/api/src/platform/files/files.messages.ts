/** Messages of file uploads (spec §5 "Files: size at most {max} MB; types pdf, jpeg, jpg, png, doc, docx"; §8). */
import { registerMessages } from '../i18n/messages.ts'

registerMessages({
  tr: {
    'files.unsuitable':
      'Dosya boyutu veya türü uygun değil. En fazla {max} MB; izin verilen türler: {types}.',
    'files.tooLarge': 'Dosya boyutu en fazla {max} MB olabilir.',
    'files.badType': 'Dosya türü uygun değil. İzin verilen türler: {types}.',
    'files.missing': 'Lütfen bir dosya seçin.',
  },
  en: {
    'files.unsuitable': 'The file size or type is not suitable. At most {max} MB; allowed types: {types}.',
    'files.tooLarge': 'The file may be at most {max} MB.',
    'files.badType': 'The file type is not suitable. Allowed types: {types}.',
    'files.missing': 'Please choose a file.',
  },
})
