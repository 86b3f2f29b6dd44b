/** Tag colours of the academic calendar's entry kinds (issue 24 deadlines): deadlines warm, holidays green. */
import type { CalendarKind } from '@unacs/contracts'

/** The AntD tag colour of each kind. */
export const KIND_COLORS: Record<CalendarKind, string> = {
  registration: 'blue',
  add_drop: 'geekblue',
  freeze_deadline: 'orange',
  departure_deadline: 'volcano',
  exams: 'purple',
  holiday: 'green',
}
