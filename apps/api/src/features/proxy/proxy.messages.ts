/** Messages of proxy delegation (spec §8 dictionary messages and the §5 rules), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'proxy.created': 'Vekalet başarıyla oluşturuldu.',
    'proxy.deleted': 'Vekalet silindi.',
    'proxy.createFailed': 'Vekalet oluşturulamadı. Lütfen daha sonra tekrar deneyiniz.',
    'proxy.identicalExists': 'Vekalet oluşturulamadı: aynı vekalet zaten mevcut.',
    'proxy.overlaps':
      'Vekalet oluşturulamadı: bu kişiye aynı birimde aynı rol için bu tarihlerle çakışan bir vekalet var.',
    'proxy.deleteFailed': 'Vekalet silinemedi.',
    'proxy.startBeforeToday': 'Başlangıç tarihi bugünden önce olamaz.',
    'proxy.endBeforeStart': 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    'proxy.selfDelegation': 'Kendinize vekalet veremezsiniz.',
    'proxy.takerNotFound': 'Vekalet verilecek personel bulunamadı.',
    'proxy.roleNotHeld': 'Bu rolü bu birimde taşımadığınız için vekalet veremezsiniz.',
    'proxy.cannotRedelegate': 'Vekaleten kullandığınız bir rolle vekalet işlemi yapamazsınız.',
    'proxy.notYours': 'Yalnızca kendi verdiğiniz vekaletleri silebilirsiniz.',
  },
  en: {
    'proxy.created': 'The proxy was created.',
    'proxy.deleted': 'The proxy was deleted.',
    'proxy.createFailed': 'The proxy could not be created. Please try again later.',
    'proxy.identicalExists': 'The proxy could not be created: an identical proxy already exists.',
    'proxy.overlaps':
      'The proxy could not be created: this person already has a proxy for the same role and unit overlapping these dates.',
    'proxy.deleteFailed': 'The proxy could not be deleted.',
    'proxy.startBeforeToday': 'The start date cannot be earlier than today.',
    'proxy.endBeforeStart': 'The end date cannot be earlier than the start date.',
    'proxy.selfDelegation': 'You cannot give a proxy to yourself.',
    'proxy.takerNotFound': 'The staff member to receive the proxy was not found.',
    'proxy.roleNotHeld': 'You cannot delegate this role because you do not hold it in this unit.',
    'proxy.cannotRedelegate': 'You cannot manage proxies while acting under a delegated role.',
    'proxy.notYours': 'You can delete only the proxies you gave.',
  },
})
