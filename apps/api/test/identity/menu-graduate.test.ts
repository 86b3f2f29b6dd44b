/**
 * The graduate's menu (issue 24 "no menu entry that the server refuses"): a graduated studentship's menu has
 * no course registration, orientation, club registration, freeze, completion or departure entry, while an
 * active student's menu keeps them; each removed entry is one whose call refuses the graduate.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEngine } from '../test-db.ts'
import { createIdentityFixture, type IdentityFixture } from './identity-fixture.ts'

const MENU = '/api/Menu/GetUnacsMenuListByRoleId'
let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture()
})
afterAll(async () => {
  await fx?.close()
})

/** Every component key of a menu tree. */
function components(tree: { component: string | null; children?: unknown[] }[]): string[] {
  return tree.flatMap((e) => [
    ...(e.component ? [e.component] : []),
    ...components((e.children ?? []) as { component: string | null; children?: unknown[] }[]),
  ])
}

describe(`the graduate's menu on ${testEngine}`, () => {
  it('leaves out the entries a graduate is refused, keeps grades and documents', async () => {
    const graduate = await fx.signIn('graduate')
    const mine = components((await fx.call('GET', MENU, graduate.token)).json().responseData)
    expect(mine).toEqual(expect.arrayContaining(['StudentGrades', 'StudentDocuments']))
    for (const refused of ['CourseRegistration', 'Orientation', 'RegistrationFreeze', 'DepartureClearance'])
      expect(mine).not.toContain(refused)
    // The course registration call refuses the graduate, so the entry must not be offered.
    expect((await fx.call('GET', '/api/Registration/Basket/Get', graduate.token)).statusCode).toBe(403)

    const active = await fx.signIn('student')
    const theirs = components((await fx.call('GET', MENU, active.token)).json().responseData)
    expect(theirs).toEqual(
      expect.arrayContaining(['CourseRegistration', 'Orientation', 'RegistrationFreeze']),
    )
  })
})

describe(`the withdrawn student's menu on ${testEngine}`, () => {
  it('keeps the departure clearance (its completed request and certificate) and drops the rest', async () => {
    const db = fx.testDb.handle.db
    await db.execute(sql`update students set status = 'withdrawn' where student_no = '2019302001'`)
    try {
      const withdrawn = await fx.signIn('graduate')
      const mine = components((await fx.call('GET', MENU, withdrawn.token)).json().responseData)
      expect(mine).toContain('DepartureClearance')
      for (const refused of ['CourseRegistration', 'Orientation', 'RegistrationFreeze'])
        expect(mine).not.toContain(refused)
    } finally {
      await db.execute(sql`update students set status = 'graduated' where student_no = '2019302001'`)
    }
  })
})

describe(`one entry per page on ${testEngine}`, () => {
  it('no role menu shows two entries opening the same page', async () => {
    const res = await fx.testDb.handle.db.execute(
      sql`select role_id, component, count(*)::int as n from menu_entries
          where component is not null group by role_id, component having count(*) > 1`,
    )
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([])
  })
})
