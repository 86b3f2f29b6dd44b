/**
 * Makes `persons` rows (spec §3 Personnel/Student identity fields; DESIGN.md §5b): Turkish names
 * consistent with gender, birth places, unique checksum-valid national ids, unique institutional
 * e-mails and mobile numbers. Ids are assigned in creation order, so callers create persons in the
 * order they want their ids.
 */
import { base, en, Faker, tr } from '@faker-js/faker'
import type { persons } from '../schema/index.ts'
import { createdAtOn } from './calendar.ts'
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './names.ts'
import { UNIVERSITY } from './organisation-data.ts'
import { PROVINCES } from './provinces.ts'
import type { Rng } from './rng.ts'
import { makeTcKimlik } from './tc-kimlik.ts'

export type PersonRow = typeof persons.$inferInsert & { id: number; email: string }
export type Gender = 'female' | 'male'

/** Mobile operator prefixes (after the leading 5). */
const MOBILE_PREFIXES = [
  '05',
  '06',
  '07',
  '30',
  '31',
  '32',
  '33',
  '35',
  '36',
  '38',
  '39',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '59',
]

const ASCII: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
}

/** Lower-case ASCII form of a Turkish name for e-mail addresses ("Çağrı Nur" → "cagrinur"). */
export function asciiSlug(name: string): string {
  return name
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/[çğıöşüâîû]/g, (ch) => ASCII[ch] ?? ch)
    .replace(/[^a-z]/g, '')
}

/** Student e-mail address of a student number. */
export function studentEmail(studentNo: string): string {
  return `${studentNo}@ogr.${UNIVERSITY.domain}`
}

/** Input for one person; names are drawn when not given. */
export interface PersonInput {
  gender: Gender
  birthDate: string
  /** The day the record was created (stored as 09:00 Istanbul). */
  createdOn: string
  firstName?: string
  lastName?: string
  birthPlace?: string
  /** Fixed e-mail; otherwise a staff address is derived from the name, or `studentNo` gives one. */
  email?: string
  studentNo?: string
  photo?: Uint8Array | null
}

/** Creates persons with unique national ids and e-mails, from seeded random streams. */
export class PersonFactory {
  readonly rows: PersonRow[] = []
  private readonly nationalIds = new Set<string>()
  private readonly emails = new Set<string>()
  private readonly faker: Faker

  /** `rng` draws ids, phones and places; faker (seeded with `seed`) adds rarer Turkish names. */
  constructor(
    private readonly rng: Rng,
    seed: number,
  ) {
    this.faker = new Faker({ locale: [tr, en, base] })
    this.faker.seed(seed)
  }

  /** Reserves e-mail addresses that must not be generated (the demo accounts'). */
  reserveEmails(emails: Iterable<string>): void {
    for (const e of emails) this.emails.add(e)
  }

  /** A given name for `gender`: mostly common names, some rarer ones, some double names. */
  firstName(gender: Gender): string {
    const common = gender === 'female' ? FEMALE_NAMES : MALE_NAMES
    const one = () => (this.rng.chance(0.7) ? this.rng.pick(common) : this.faker.person.firstName(gender))
    const first = one()
    if (!this.rng.chance(0.07)) return first
    const second = one()
    return second === first ? first : `${first} ${second}`
  }

  /** A surname: mostly common ones, some from faker's Turkish list. */
  lastName(): string {
    return this.rng.chance(0.65) ? this.rng.pick(SURNAMES) : this.faker.person.lastName()
  }

  /** Creates and records one person; returns its row (with id). */
  create(input: PersonInput): PersonRow {
    const firstName = input.firstName ?? this.firstName(input.gender)
    const lastName = input.lastName ?? this.lastName()
    let email = input.email
    if (!email) email = input.studentNo ? studentEmail(input.studentNo) : this.staffEmail(firstName, lastName)
    else this.emails.add(email)
    const row: PersonRow = {
      id: this.rows.length + 1,
      nationalId: this.nationalId(),
      firstName,
      lastName,
      gender: input.gender,
      birthDate: input.birthDate,
      birthPlace: input.birthPlace ?? this.rng.weighted(PROVINCES),
      email,
      mobilePhone: this.mobile(),
      photo: input.photo ?? null,
      createdAt: createdAtOn(input.createdOn),
    }
    this.rows.push(row)
    return row
  }

  private nationalId(): string {
    for (;;) {
      const id = makeTcKimlik(this.rng)
      if (!this.nationalIds.has(id)) {
        this.nationalIds.add(id)
        return id
      }
    }
  }

  private staffEmail(firstName: string, lastName: string): string {
    const local = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`
    for (let n = 1; ; n++) {
      const email = `${local}${n === 1 ? '' : n}@${UNIVERSITY.domain}`
      if (!this.emails.has(email)) {
        this.emails.add(email)
        return email
      }
    }
  }

  private mobile(): string {
    return `5${this.rng.pick(MOBILE_PREFIXES)}${String(this.rng.int(0, 9_999_999)).padStart(7, '0')}`
  }
}
