import { buildWorld } from './src/db/seed/world.ts'
for (const n of [100, 300, 3000]) {
  const t0 = performance.now()
  const w = buildWorld(n)
  const c = Object.fromEntries(w.tables.map((t) => [t.name, t.rows.length]))
  console.log(n, Math.round(performance.now() - t0), 'ms', { b: c.registrationBaskets, i: c.registrationItems, cr: c.courseResults, g: c.grades, sg: c.sectionGrading, ad: c.absenceDays, ae: c.absenceEntries, gbi: c.gradeBookItems, gr: c.gradeRequests })
  const ayse = w.core.students.find((s) => s.studentNo === '2024101001')!
  const code = new Map(w.core.courses.map((x) => [x.id, x.code]))
  const sec = new Map(w.core.sections.map((x) => [x.id, x]))
  console.log(' ayse', w.core.enrolments.items.filter((i) => i.studentId === ayse.id).map((i) => `${i.termId}:${code.get(i.courseId)}-${sec.get(i.sectionId)?.name}`).join(' '))
  const st = new Map<string, number>()
  for (const b of w.core.enrolments.baskets) st.set(`${b.termId}:${b.status}`, (st.get(`${b.termId}:${b.status}`) ?? 0) + 1)
  console.log(' ', [...st.entries()].join(' '))
}
