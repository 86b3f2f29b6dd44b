import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'
import { prepLevels, prepQuarters } from './prep.schema.ts'

export const prepExamKind = pgEnum('prep_exam_kind', ['apex', 'placement'])
export const prepExamState = pgEnum('prep_exam_state', ['open', 'calculated', 'finalised', 'transferred'])

/**
 * An Apex or placement exam. Apex: pass grade and the other pass grade (for students in their second prep
 * year, decisions.md). Placement: the quarter the students are placed in and the score bands
 * ([{LevelId, MinScore}], ascending).
 */
export const prepExams = pgTable('prep_exams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: prepExamKind('kind').notNull(),
  name: text('name').notNull(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  passGrade: numeric('pass_grade', { precision: 5, scale: 2, mode: 'number' }),
  otherPassGrade: numeric('other_pass_grade', { precision: 5, scale: 2, mode: 'number' }),
  quarterId: integer('quarter_id').references(() => prepQuarters.id),
  bands: jsonb('bands').$type<{ LevelId: number; MinScore: number }[]>(),
  state: prepExamState('state').notNull().default('open'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
})

/** One student's result of an exam: the Apex parts or the placement score, and what was calculated. */
export const prepExamResults = pgTable(
  'prep_exam_results',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    examId: integer('exam_id')
      .notNull()
      .references(() => prepExams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    listening: numeric('listening', { precision: 5, scale: 2, mode: 'number' }),
    reading: numeric('reading', { precision: 5, scale: 2, mode: 'number' }),
    writing: numeric('writing', { precision: 5, scale: 2, mode: 'number' }),
    useOfEnglish: numeric('use_of_english', { precision: 5, scale: 2, mode: 'number' }),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    exempt: boolean('exempt').notNull().default(false),
    total: numeric('total', { precision: 5, scale: 2, mode: 'number' }),
    passed: boolean('passed'),
    placedLevelId: integer('placed_level_id').references(() => prepLevels.id),
  },
  (t) => [unique('prep_exam_results_exam_student').on(t.examId, t.studentId)],
)
