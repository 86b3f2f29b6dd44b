/** Messages of file uploads (spec §5 "Files: size at most {max} MB; types pdf, jpeg, jpg, png, doc, docx"; §8). */
import { registerMessages } from '../i18n/messages.ts'

registerMessages({
  tr: {
    'files.unsuitable':
      'Dosya boyutu veya türü uygun değil. En fazla {max} MB; izin verilen türler: {types}.',
    'files.tooLarge': 'Dosya boyutu en fazla {max} MB olabilir.',
    'files.badType': 'Dosya türü uygun değil. İzin verilen türler: {types}.',
    'files.missing': 'Lütfen bir dosya seçin.',
    'files.xlsxUnreadable': 'Dosya okunamadı; lütfen geçerli bir Excel (.xlsx) dosyası yükleyin.',
    'files.xlsxTooLarge':
      'Excel dosyası açıldığında {max} MB sınırını aşıyor (ya da olağan dışı sıkıştırılmış); yüklenmedi.',
    'files.xlsxTooManyEntries': 'Excel dosyası {max} parçadan fazlasını içeriyor; yüklenmedi.',
    'files.xlsxBeyondBounds':
      'Excel dosyası okunabilecek sınırların dışında: en fazla {rows} satır, {columns} sütun, toplam {merged} birleştirilmiş hücre ve {strings} metin olabilir; yüklenmedi.',
    'files.busy': 'Şu anda çok sayıda dosya işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  },
  en: {
    'files.unsuitable': 'The file size or type is not suitable. At most {max} MB; allowed types: {types}.',
    'files.tooLarge': 'The file may be at most {max} MB.',
    'files.badType': 'The file type is not suitable. Allowed types: {types}.',
    'files.missing': 'Please choose a file.',
    'files.xlsxUnreadable': 'The file could not be read; please upload a valid Excel (.xlsx) file.',
    'files.xlsxTooLarge':
      'The Excel file exceeds {max} MB when unpacked (or is abnormally compressed); it was not accepted.',
    'files.xlsxTooManyEntries': 'The Excel file contains more than {max} parts; it was not accepted.',
    'files.xlsxBeyondBounds':
      'The Excel file is beyond what can be read: at most {rows} rows, {columns} columns, {merged} merged cells in all and {strings} texts; it was not accepted.',
    'files.busy': 'Many files are being processed right now. Please try again in a few seconds.',
  },
})
