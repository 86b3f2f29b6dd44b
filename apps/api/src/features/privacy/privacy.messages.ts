/**
 * Messages of the privacy feature (issue 39 "Privacy"), tr and en: the notices' refusals, the access kinds'
 * names, and the access log export's sheet and column names.
 */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'privacy.notice.notCurrent':
      'Bu aydınlatma metni güncel sürüm değil. Sayfayı yenileyip güncel metni okuyun.',
    'privacy.notice.stale':
      'Bu arada aydınlatma metninin yeni bir sürümü yayımlandı. Güncel sürümü görüp yeniden deneyin.',
    'privacy.notice.published': 'Aydınlatma metninin yeni sürümü yayımlandı.',
    'privacy.notice.acknowledged': 'Aydınlatma metnini okuduğunuz kaydedildi.',
    'privacy.kind.student.record': 'Öğrenci kaydı',
    'privacy.kind.personnel.record': 'Personel kaydı',
    'privacy.kind.freeze.attachment': 'Kayıt dondurma belgesi (sağlık)',
    'privacy.kind.absence.excuse': 'Devamsızlık mazeret belgesi (sağlık)',
    'privacy.kind.students.export': 'Öğrenci listesi dışa aktarımı',
    'privacy.access.sheet': 'Erişim kayıtları',
    'privacy.access.fileName': 'erisim-kayitlari',
    'privacy.access.col.at': 'Zaman',
    'privacy.access.col.reader': 'Okuyan',
    'privacy.access.col.role': 'Rol',
    'privacy.access.col.impersonator': 'Kimliğine bürünen',
    'privacy.access.col.subject': 'Verisi okunan',
    'privacy.access.col.kind': 'Tür',
    'privacy.access.col.target': 'Kayıt',
    'privacy.access.col.ip': 'IP adresi',
  },
  en: {
    'privacy.notice.notCurrent':
      'This privacy notice is not the current version. Reload and read the current one.',
    'privacy.notice.stale':
      'A newer version of the privacy notice was published meanwhile. Look at the current version and try again.',
    'privacy.notice.published': 'The new version of the privacy notice was published.',
    'privacy.notice.acknowledged': 'Your acknowledgement of the privacy notice was recorded.',
    'privacy.kind.student.record': 'Student record',
    'privacy.kind.personnel.record': 'Personnel record',
    'privacy.kind.freeze.attachment': 'Freeze request document (health)',
    'privacy.kind.absence.excuse': 'Absence excuse document (health)',
    'privacy.kind.students.export': 'Student list export',
    'privacy.access.sheet': 'Access log',
    'privacy.access.fileName': 'access-log',
    'privacy.access.col.at': 'Time',
    'privacy.access.col.reader': 'Reader',
    'privacy.access.col.role': 'Role',
    'privacy.access.col.impersonator': 'Impersonated by',
    'privacy.access.col.subject': 'Whose data',
    'privacy.access.col.kind': 'Kind',
    'privacy.access.col.target': 'Record',
    'privacy.access.col.ip': 'IP address',
  },
})
