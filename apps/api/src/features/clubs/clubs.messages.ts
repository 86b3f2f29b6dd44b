/** Messages of clubs (issue 21 § Clubs), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'clubs.saved': 'Kulüp kaydedildi.',
    'clubs.notFound': 'Kulüp bulunamadı.',
    'clubs.nameTaken': 'Bu adla bir kulüp zaten var.',
    'clubs.advisorNotFound': 'Bu sicil numarasıyla aktif bir personel bulunamadı.',
    'clubs.presidentNotFound': 'Bu numarayla aktif bir öğrenci bulunamadı.',
    'clubs.applied': 'Başvurunuz alındı; kulüp başkanı veya danışmanı onaylayınca üye olacaksınız.',
    'clubs.alreadyMember': 'Bu kulübün zaten üyesisiniz.',
    'clubs.alreadyApplied': 'Bu kulübe bekleyen bir başvurunuz var.',
    'clubs.applicationNotFound': 'Başvuru bulunamadı.',
    'clubs.notDecider': 'Başvurulara yalnızca kulübün başkanı veya danışmanı karar verebilir.',
    'clubs.membersHidden': 'Kulübün üyelerini yalnızca başkanı veya danışmanı görebilir.',
    'clubs.alreadyDecided': 'Bu başvuruya zaten karar verilmiş.',
    'clubs.approved': 'Başvuru onaylandı.',
    'clubs.rejected': 'Başvuru reddedildi.',
  },
  en: {
    'clubs.saved': 'The club was saved.',
    'clubs.notFound': 'The club was not found.',
    'clubs.nameTaken': 'A club with this name already exists.',
    'clubs.advisorNotFound': 'No active staff member has this registry number.',
    'clubs.presidentNotFound': 'No active student has this number.',
    'clubs.applied':
      'Your application was received; you become a member once the president or advisor approves.',
    'clubs.alreadyMember': 'You are already a member of this club.',
    'clubs.alreadyApplied': 'You already have a pending application to this club.',
    'clubs.applicationNotFound': 'The application was not found.',
    'clubs.notDecider': 'Only the club’s president or advisor can decide applications.',
    'clubs.membersHidden': 'Only the club’s president or advisor can see its members.',
    'clubs.alreadyDecided': 'This application has already been decided.',
    'clubs.approved': 'The application was approved.',
    'clubs.rejected': 'The application was rejected.',
  },
})
