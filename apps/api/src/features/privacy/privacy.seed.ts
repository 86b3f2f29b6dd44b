/**
 * The privacy feature's demo data (issue 39): version 1 of each audience's notice (privacy.texts.ts), and an
 * acknowledgement of it by every seeded staff member and student, so existing sign-ins are not stopped by the
 * notice, except the demo student {@link UNACKNOWLEDGED_STUDENT_NO} (the departure demo student, Deniz Aksoy),
 * whose first sign-in shows it (docs/decisions.md "Privacy").
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { privacyAcknowledgements, privacyNotices } from './privacy.schema.ts'
import { INITIAL_NOTICES } from './privacy.texts.ts'

/** The demo student whose first sign-in shows the privacy notice (no seeded acknowledgement). */
export const UNACKNOWLEDGED_STUDENT_NO = '2024104002'
/** When the seeded notices were published and acknowledged. */
const PUBLISHED = new Date('2026-09-01T06:00:00Z')
const ACKNOWLEDGED = new Date('2026-09-14T07:30:00Z')

/** Ids of the seeded notices (identity column written explicitly). */
const NOTICE_IDS = { student: 1, staff: 2, guest: 3 } as const

export const privacySeed: FeatureSeed<{
  privacyNotices: typeof privacyNotices
  privacyAcknowledgements: typeof privacyAcknowledgements
}> = {
  slug: 'privacy',
  tables: { privacyNotices, privacyAcknowledgements },
  identity: ['privacyNotices'],
  build: (core) => {
    const notices = (['student', 'staff', 'guest'] as const).map((audience) => ({
      id: NOTICE_IDS[audience],
      audience,
      version: 1,
      ...INITIAL_NOTICES[audience],
      publishedAt: PUBLISHED,
      publishedBy: null,
    }))
    const skipped = new Set(
      core.students.filter((s) => s.studentNo === UNACKNOWLEDGED_STUDENT_NO).map((s) => s.personId),
    )
    const studentPersons = [...new Set(core.students.map((s) => s.personId))].filter((p) => !skipped.has(p))
    const staffPersons = [...new Set(core.staffMembers.map((s) => s.personId))]
    const ack = (noticeId: number, personId: number) => ({
      noticeId,
      personId,
      acknowledgedAt: ACKNOWLEDGED,
      ip: null,
    })
    return {
      privacyNotices: notices,
      privacyAcknowledgements: [
        ...staffPersons.map((p) => ack(NOTICE_IDS.staff, p)),
        ...studentPersons.map((p) => ack(NOTICE_IDS.student, p)),
      ],
    }
  },
}
