import { buildWorld } from './src/db/seed/world.ts'
for (const n of [100, 3000]) {
  const w = buildWorld(n)
  const t = Object.fromEntries(w.tables.map((x) => [x.name, x.rows])) as any
  const active = w.core.activeTerm.id
  const secTerm = new Map(w.core.sections.map((s) => [s.id, s]))
  const openCourses = new Set(w.core.sections.filter((s) => s.termId === active).map((s) => s.courseId))
  const basketStatus = new Map<number, string>()
  for (const b of t.registrationBaskets) if (b.termId === active) basketStatus.set(b.studentId, b.status)
  let cands = 0, candsAny = 0
  for (const r of t.courseResults) {
    const s = secTerm.get(r.sectionId)!
    if (s.termId === active || !['passed', 'passedConditionally'].includes(r.passStatus)) continue
    if (!openCourses.has(s.courseId)) continue
    candsAny++
    const st = basketStatus.get(r.studentId) ?? 'none'
    if (st === 'none' || st === 'draft') cands++
  }
  console.log(n, 'passed+opened', candsAny, 'editable', cands)
}
