/** Messages of the section definitions feature (issue 22 "Definitions"), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'sections.rule.time': 'Saat SS:DD biçiminde olmalıdır (ör. 09:00).',
    'sections.rule.slotOrder': 'Ders saatinin bitişi başlangıcından sonra olmalıdır.',
    'sections.rule.countMismatch': 'Şube sayısı ile tanımlanan şube satırlarının sayısı aynı olmalıdır.',
    'sections.rule.duplicateName': 'Şube adları birbirinden farklı olmalıdır.',
    'sections.rule.quotaSum': 'Şubelerin kontenjanlarının toplamı toplam kontenjana eşit olmalıdır.',
    'sections.rule.quotaTooSmall': 'Toplam kontenjan en az şube sayısı kadar olmalıdır.',
    'sections.rule.duplicateInstructor': 'Bir öğretim elemanı aynı şubeye iki kez eklenemez.',
    'sections.rule.slotOverlap': 'Şubenin ders saatleri birbiriyle çakışıyor.',
    'sections.courseNotFound': 'Ders bulunamadı.',
    'sections.sectionNotFound': 'Şube bulunamadı.',
    'sections.outsideYourUnits': 'Bu ders bölümünüzün dersleri arasında değil.',
    'sections.termClosed': 'Bu dönem için şube açılamaz veya değiştirilemez (dönem geçmişte kaldı).',
    'sections.termNotFound': 'Dönem bulunamadı.',
    'sections.instructorNotFound': 'Seçilen öğretim elemanlarından biri bölümünüzün öğretim elemanı değil.',
    'sections.nameTaken': '{course} dersinin bu dönemde "{section}" adlı bir şubesi zaten var.',
    'sections.classroomConflict':
      '{classroom} dersliği {time} saatinde dolu: {course} dersinin {section} şubesi aynı saatte bu derslikte.',
    'sections.instructorConflict':
      '{instructor} {time} saatinde başka bir derste: {course} dersinin {section} şubesi aynı saatte.',
    'sections.quotaBelowSeats':
      '{section} şubesinin kontenjanı {quota} olamaz: şubede {registered} kayıtlı öğrenci ve sepetinde tutan {inBaskets} öğrenci var (en az {taken}).',
    'sections.notEmpty':
      '{section} şubesi silinemez: şubede {registered} kayıtlı öğrenci ve sepetinde tutan {inBaskets} öğrenci var.',
    'sections.inUse':
      '{section} şubesi silinemez: şubeye bağlı kayıtlar (ders kaydı, not veya devamsızlık) var.',
    'sections.opened': '{count} şube açıldı.',
    'sections.updated': 'Şube kaydedildi.',
    'sections.deleted': 'Şube silindi.',
  },
  en: {
    'sections.rule.time': 'Times are written HH:MM (e.g. 09:00).',
    'sections.rule.slotOrder': 'A lesson slot must end after it starts.',
    'sections.rule.countMismatch': 'The section count and the number of section rows must be the same.',
    'sections.rule.duplicateName': 'Section names must differ from each other.',
    'sections.rule.quotaSum': "The sections' quotas must add up to the total quota.",
    'sections.rule.quotaTooSmall': 'The total quota must be at least the section count.',
    'sections.rule.duplicateInstructor': 'An instructor cannot be added to the same section twice.',
    'sections.rule.slotOverlap': "The section's lesson slots overlap each other.",
    'sections.courseNotFound': 'Course not found.',
    'sections.sectionNotFound': 'Section not found.',
    'sections.outsideYourUnits': "This course is not one of your department's courses.",
    'sections.termClosed': 'Sections of this term cannot be opened or changed (the term is over).',
    'sections.termNotFound': 'Term not found.',
    'sections.instructorNotFound': 'One of the selected instructors is not an instructor of your department.',
    'sections.nameTaken': '{course} already has a section named "{section}" in this term.',
    'sections.classroomConflict':
      'Classroom {classroom} is taken at {time}: section {section} of {course} is there at the same time.',
    'sections.instructorConflict':
      '{instructor} teaches elsewhere at {time}: section {section} of {course} is at the same time.',
    'sections.quotaBelowSeats':
      'The quota of section {section} cannot be {quota}: {registered} students are registered and {inBaskets} hold it in their baskets (at least {taken}).',
    'sections.notEmpty':
      'Section {section} cannot be deleted: {registered} students are registered and {inBaskets} hold it in their baskets.',
    'sections.inUse':
      'Section {section} cannot be deleted: records (registrations, grades or absences) refer to it.',
    'sections.opened': '{count} sections opened.',
    'sections.updated': 'The section was saved.',
    'sections.deleted': 'The section was deleted.',
  },
})
