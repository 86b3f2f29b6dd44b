/**
 * Turns registration rows into the contract shapes (packages/contracts/src/registration.ts) in the caller's
 * language. Pure; no database access.
 */
import type {
  Basket,
  BasketItem,
  Curriculum,
  Language,
  OpenedSection,
  RegistrationStatus,
} from '@unacs/contracts'
import type {
  BasketRow,
  CurriculumRow,
  ItemRow,
  SectionRowOut,
  StudentInfo,
  TermInfo,
} from './registration.repo.ts'
import { currentSemester, EDITABLE, MAX_CREDIT, MAX_ECTS } from './registration.rules.ts'
import type { CourseStanding } from './standing.ts'

const iso = (d: string | Date | null): string | null =>
  d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString()

/** An opened section in `lang`. */
export function sectionView(r: SectionRowOut, lang: Language): OpenedSection {
  return {
    SectionId: r.sectionId,
    CourseId: r.courseId,
    CourseCode: r.code,
    CourseName: lang === 'en' ? r.nameEn : r.nameTr,
    SectionName: r.sectionName,
    Category: r.category,
    Credit: r.credit,
    Ects: r.ects,
    TheoryHours: r.theoryHours,
    PracticeHours: r.practiceHours,
    LabHours: r.labHours,
    Semester: r.semester,
    CourseType: r.courseType,
    EducationType: r.educationType,
    UnitId: r.unitId,
    UnitName: lang === 'en' ? r.unitEn : r.unitTr,
    Quota: r.quota,
    Capacity: r.capacity,
    RegisteredCount: r.registeredCount,
    BasketCount: r.basketCount,
    FreeSeats: Math.max(0, r.quota - r.registeredCount - r.basketCount),
    Classroom: r.classroom,
    LessonTime: r.lessonTime,
    Instructors: r.instructors ?? [],
  }
}

/** A basket item in `lang`. */
export function itemView(r: ItemRow, lang: Language): BasketItem {
  return {
    SectionId: r.sectionId,
    CourseId: r.courseId,
    CourseCode: r.code,
    CourseName: lang === 'en' ? r.nameEn : r.nameTr,
    SectionName: r.sectionName,
    Category: r.category,
    Credit: r.credit,
    Ects: r.ects,
    LessonTime: r.lessonTime,
    Classroom: r.classroom,
    IsRepeat: r.isRepeat,
  }
}

/** The basket of `student` in `term` (a missing basket shows as status `none`). */
export function basketView(
  student: StudentInfo,
  term: TermInfo,
  basket: BasketRow | null,
  items: ItemRow[],
  lang: Language,
): Basket {
  const status: RegistrationStatus = basket?.status ?? 'none'
  return {
    StudentNo: student.studentNo,
    TermId: term.id,
    TermName: lang === 'en' ? term.nameEn : term.nameTr,
    Status: status,
    Version: basket?.version ?? 0,
    Items: items.map((i) => itemView(i, lang)),
    TotalCredit: items.reduce((a, i) => a + i.credit, 0),
    TotalEcts: items.reduce((a, i) => a + i.ects, 0),
    MaxCredit: MAX_CREDIT,
    MaxEcts: MAX_ECTS,
    Reason: basket?.reason ?? null,
    SubmittedAt: iso(basket?.submittedAt ?? null),
    DecidedAt: iso(basket?.decidedAt ?? null),
    Editable: EDITABLE.has(status),
  }
}

/**
 * The curriculum of `student` in `lang`. `standings` (from grades) gives `Passed`: true for a passed course,
 * false for a failed one, null while no finalised result is known.
 */
export function curriculumView(
  student: StudentInfo,
  term: TermInfo,
  rowsIn: CurriculumRow[],
  lang: Language,
  standings: ReadonlyMap<number, CourseStanding> = new Map(),
): Curriculum {
  const passed = (courseId: number) => {
    const s = standings.get(courseId)
    return s === 'passed' ? true : s === 'failed' ? false : null
  }
  return {
    StudentNo: student.studentNo,
    ProgrammeName: lang === 'en' ? student.programmeEn : student.programmeTr,
    ClassYear: student.classYear,
    CurrentSemester: currentSemester(student.classYear, term.season),
    Courses: rowsIn.map((r) => ({
      CourseId: r.courseId,
      CourseCode: r.code,
      CourseName: lang === 'en' ? r.nameEn : r.nameTr,
      Category: r.category,
      Semester: r.semester,
      Credit: r.credit,
      Ects: r.ects,
      State: r.current ? 'current' : r.inBasket ? 'inBasket' : r.taken ? 'taken' : 'notTaken',
      Passed: passed(r.courseId),
      OpenedThisTerm: r.opened,
    })),
  }
}
