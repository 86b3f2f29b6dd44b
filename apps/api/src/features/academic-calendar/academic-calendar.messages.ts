/** Messages of the academic calendar (issue 24 deadlines), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'academicCalendar.saved': 'Takvim kaydı kaydedildi.',
    'academicCalendar.deleted': 'Takvim kaydı silindi.',
    'academicCalendar.endBeforeStart': 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    'academicCalendar.outsideTerm': 'Tarihler {term} takvimi içinde olmalı ({from} – {to}).',
    'academicCalendar.unknownTerm': 'Seçilen takvim dönemi bulunamadı.',
    'academicCalendar.stale':
      'Kayıt siz düzenlerken değiştirilmiş veya silinmiş; listeyi yenileyip tekrar deneyin.',
    'academicCalendar.notUniversityWide':
      'Akademik takvimi yalnızca üniversite genelinde yetkili Öğrenci İşleri personeli değiştirebilir.',
  },
  en: {
    'academicCalendar.saved': 'The calendar entry was saved.',
    'academicCalendar.deleted': 'The calendar entry was deleted.',
    'academicCalendar.endBeforeStart': 'The end date cannot be before the start date.',
    'academicCalendar.outsideTerm': 'The dates must lie within the {term} calendar ({from} – {to}).',
    'academicCalendar.unknownTerm': 'The chosen calendar term was not found.',
    'academicCalendar.stale':
      'The entry was changed or deleted while you were editing it; refresh the list and try again.',
    'academicCalendar.notUniversityWide':
      'Only registrar staff with university-wide scope may change the academic calendar.',
  },
})
