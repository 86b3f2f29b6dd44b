/**
 * What the portal sent to Moodle about a person (issue 39 "My personal data"): the user link (looked up or
 * created by the user sync) and the course enrolments, from the portal's own records.
 */
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { moodleEnrolments, moodleUsers } from './moodle.schema.ts'

/** A reader of `personId`'s Moodle user link and `studentIds`' enrolments: `{ at, what }` in `lang`. */
export function moodleTransfersOf(db: Database) {
  return async (personId: number, studentIds: readonly number[], lang: 'tr' | 'en') => {
    const users = await db
      .select({ at: moodleUsers.syncedAt, matchedBy: moodleUsers.matchedBy })
      .from(moodleUsers)
      .where(eq(moodleUsers.personId, personId))
    const enrolments =
      studentIds.length === 0
        ? []
        : await db
            .select({ at: moodleEnrolments.enrolledAt, course: moodleEnrolments.moodleCourseId })
            .from(moodleEnrolments)
            .where(inArray(moodleEnrolments.studentId, [...studentIds]))
            .orderBy(desc(moodleEnrolments.enrolledAt))
    return [
      ...users.map((u) => ({
        at: u.at,
        what:
          u.matchedBy === 'created'
            ? lang === 'tr'
              ? 'Moodle kullanıcısı oluşturuldu (ad, soyad, e-posta)'
              : 'Moodle user created (name, e-mail)'
            : lang === 'tr'
              ? 'Moodle kullanıcısıyla eşleştirildi (e-posta veya kullanıcı adı)'
              : 'Matched to a Moodle user (e-mail or user name)',
      })),
      ...enrolments.map((e) => ({
        at: e.at,
        what:
          lang === 'tr'
            ? `Derse kayıt (Moodle dersi ${e.course})`
            : `Course enrolment (Moodle course ${e.course})`,
      })),
    ]
  }
}
