import { buildWorld } from './src/db/seed/world.ts'
const w = buildWorld(300)
const t = Object.fromEntries(w.tables.map((x) => [x.name, x.rows])) as any
const ayse = w.core.students.find((s) => s.studentNo === '2024101001')!
console.log(t.courseResults.filter((r: any) => r.studentId === ayse.id))
const sg = new Map(t.sectionGrading.map((g: any) => [g.sectionId, g.state]))
console.log(t.courseResults.filter((r: any) => r.studentId === ayse.id).map((r: any) => sg.get(r.sectionId)))
