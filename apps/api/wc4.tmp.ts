import { buildWorld } from './src/db/seed/world.ts'
for (const n of [50, 60, 100, 300, 3000]) {
  const w = buildWorld(n)
  const t = Object.fromEntries(w.tables.map((x) => [x.name, x.rows])) as any
  console.log(n, t.gradeRequests.map((r: any) => r.status).join(','), 'ayse passes', t.courseResults.filter((r: any) => r.studentId === 1).map((r: any) => r.letterGrade).join(','))
}
