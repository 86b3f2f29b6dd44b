/** Server messages of the operator's status page (issue 38), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'systemStatus.jobNotFound': 'Arka plan işi bulunamadı.',
    'systemStatus.jobNotFailed':
      'Yalnız başarısız olmuş bir iş yeniden denenebilir; bu iş bekliyor, sürüyor ya da bitti.',
    'systemStatus.jobBusy': 'Aynı iş şu anda kuyrukta ya da sürüyor; başarısız olan yeniden denenmedi.',
    'systemStatus.jobRetried': 'İş yeniden kuyruğa alındı.',
    'systemStatus.verifyStarted': 'Denetim zinciri doğrulaması başlatıldı.',
  },
  en: {
    'systemStatus.jobNotFound': 'No such background job.',
    'systemStatus.jobNotFailed': 'Only a failed job can be retried; this one is queued, running or done.',
    'systemStatus.jobBusy': 'The same work is queued or running now; the failed job was not retried.',
    'systemStatus.jobRetried': 'The job was queued again.',
    'systemStatus.verifyStarted': 'The audit chain verification has started.',
  },
})
