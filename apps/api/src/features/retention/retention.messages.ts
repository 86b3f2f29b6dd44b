/** Server messages of the retention feature (issue 39 "Retention"), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'retention.runStarted': 'Saklama kuralları çalıştırılıyor.',
    'retention.runJoined': 'Saklama kuralları zaten çalışıyor; bu çalışmanın sonucu gösterilecek.',
  },
  en: {
    'retention.runStarted': 'The retention rules are running.',
    'retention.runJoined': 'The retention rules are already running; that run’s result will be shown.',
  },
})
