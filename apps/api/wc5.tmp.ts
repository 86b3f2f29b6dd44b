import { buildWorld } from './src/db/seed/world.ts'
for (const n of [60, 100, 150, 300]) {
  const w = buildWorld(n)
  const t = Object.fromEntries(w.tables.map((x) => [x.name, x.rows])) as any
  const sg = t.sectionGrading.filter((g: any) => g.state !== 'finalized')
  const sizes = sg.map((g: any) => `${g.sectionId}:${g.state}:${t.courseResults.filter((r: any) => r.sectionId === g.sectionId).length}`)
  console.log(n, sizes.join(' '))
}
