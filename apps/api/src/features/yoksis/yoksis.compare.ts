/**
 * The comparison itself (issue 20 "Student comparison and graduate comparison"; issue 35: run per person), pure:
 * our records of a set of persons against YÖKSİS's registrations of the same persons, both normalised to
 * `YoksisRecord` (YÖKSİS's unit ids turned into our programme codes, statuses as YÖKSİS's studentship status
 * codes of Referanslar code 19). Records are matched by national id and programme; a national id with more
 * studentships pairs the remaining ones in order (the programme then differs); what is left is matched by name
 * and programme (the national id then differs). Unpaired ones are missing there (ours only) or missing here
 * (YÖKSİS only). Only the fields the parameters count are compared; names compare in Turkish upper case.
 */

/** A registration normalised for comparing (dates YYYY-MM-DD, GPA "3.12", status a YÖKSİS status code). */
export interface YoksisRecord {
  nationalId: string
  firstName: string
  lastName: string
  programmeCode: string
  status: string
  entryDate: string | null
  graduationDate: string | null
  gpa: string | null
}

/** The fields a comparison can count (the parameters page). */
export const COMPARISON_FIELDS = [
  'nationalId',
  'firstName',
  'lastName',
  'programme',
  'status',
  'entryDate',
  'graduationDate',
  'gpa',
] as const
export type ComparisonField = (typeof COMPARISON_FIELDS)[number]

/** The defaults: every field but the GPA (docs/decisions.md "YÖKSİS"). */
export const DEFAULT_FIELDS: readonly ComparisonField[] = COMPARISON_FIELDS.filter((f) => f !== 'gpa')

/**
 * YÖKSİS's own field name of each of our fields (the element names of TcKimlikNoileOgrenciSorgulaDetayv4 and
 * TcKimlikNoileMezunOgrenciSorgulav2, yoksis.client.ts), used by the correction worklist.
 */
export const YOKSIS_FIELD: Record<'student' | 'graduate', Record<ComparisonField, string>> = {
  student: {
    nationalId: 'KISISEL_BILGILER/TC_KIMLIK_NO',
    firstName: 'KISISEL_BILGILER/ADI',
    lastName: 'KISISEL_BILGILER/SOYADI',
    programme: 'BIRIM/BIRIM',
    status: 'OGRENCILIK_BILGILERI/OGRENCILIK_STATUSU',
    entryDate: 'OGRENCILIK_BILGILERI/KAYIT_TARIHI',
    graduationDate: 'OGRENCILIK_BILGILERI/AYRILMA_TARIHI',
    gpa: 'OGRENCILIK_BILGILERI/DIPLOMA/NOTU',
  },
  graduate: {
    nationalId: 'TCKNO',
    firstName: 'ADI',
    lastName: 'SOYADI',
    programme: 'BIRIM_ID',
    status: 'OGRENCILIK_STATUSU',
    entryDate: 'KAYIT_TARIHI',
    graduationDate: 'MEZUNIYET_TARIHI',
    gpa: 'DIPLOMA_NOTU',
  },
}

/** Our studentship as YÖKSİS would hold it (status in YÖKSİS's words, GPA "3.12" or null). */
export interface OurRecord extends YoksisRecord {
  studentId: number
  studentNo: string
}

/** One difference found. */
export interface Difference {
  kind: 'missingThere' | 'missingHere' | 'fieldDiffers'
  field: ComparisonField | null
  nationalId: string
  studentId: number | null
  studentNo: string | null
  fullName: string
  programmeCode: string
  ours: string | null
  theirs: string | null
}

/**
 * Our student statuses as YÖKSİS's studentship status codes (Referanslar code 19: 1 AKTİF ÖĞRENCİ, 2 İZİNLİ/KAYIT
 * DONDURMA, 21 KAYDI SİLİNMİŞTİR); a graduate is in the graduate service instead (kept as MEZUN).
 */
export const STATUS_IN_YOKSIS: Record<string, string> = {
  active: '1',
  frozen: '2',
  withdrawn: '21',
  graduated: 'MEZUN',
}

const upper = (s: string) => s.trim().toLocaleUpperCase('tr-TR')
const fieldValue = (r: YoksisRecord, f: ComparisonField): string | null => {
  switch (f) {
    case 'nationalId':
      return r.nationalId
    case 'firstName':
      return upper(r.firstName)
    case 'lastName':
      return upper(r.lastName)
    case 'programme':
      return r.programmeCode
    case 'status':
      return r.status
    case 'entryDate':
      return r.entryDate
    case 'graduationDate':
      return r.graduationDate
    case 'gpa':
      return r.gpa === null ? null : Number(r.gpa).toFixed(2)
  }
}
/**
 * Compares `ours` with `theirs` over `fields`; returns the differences in a stable order. `statusName` names a
 * status code for people (from Referanslar code 19) in the shown values ("1 AKTİF ÖĞRENCİ").
 */
export function compareRecords(
  ours: readonly OurRecord[],
  theirs: readonly YoksisRecord[],
  fields: readonly ComparisonField[],
  statusName: (code: string) => string | undefined = () => undefined,
): Difference[] {
  const shown = (r: YoksisRecord, f: ComparisonField): string | null => {
    if (f === 'firstName') return r.firstName
    if (f === 'lastName') return r.lastName
    if (f === 'status') return statusName(r.status) ? `${r.status} ${statusName(r.status)}` : r.status
    return fieldValue(r, f)
  }
  const out: Difference[] = []
  const pairs: [OurRecord, YoksisRecord][] = []
  const theirsById = new Map<string, YoksisRecord[]>()
  for (const t of theirs) theirsById.set(t.nationalId, [...(theirsById.get(t.nationalId) ?? []), t])
  let leftOurs: OurRecord[] = []
  const byId = new Map<string, OurRecord[]>()
  for (const o of ours) byId.set(o.nationalId, [...(byId.get(o.nationalId) ?? []), o])
  for (const [id, mine] of byId) {
    const them = theirsById.get(id) ?? []
    const rest: OurRecord[] = []
    for (const o of mine) {
      const i = them.findIndex((t) => t.programmeCode === o.programmeCode)
      if (i >= 0) pairs.push([o, them.splice(i, 1)[0] as YoksisRecord])
      else rest.push(o)
    }
    while (rest.length > 0 && them.length > 0)
      pairs.push([rest.shift() as OurRecord, them.shift() as YoksisRecord])
    leftOurs.push(...rest)
    if (them.length === 0) theirsById.delete(id)
  }
  // A record whose national id differs: the same names in the same programme.
  const nameKey = (r: YoksisRecord) => `${upper(r.firstName)}|${upper(r.lastName)}|${r.programmeCode}`
  const leftTheirs = [...theirsById.values()].flat()
  const theirsByName = new Map<string, YoksisRecord[]>()
  for (const t of leftTheirs) theirsByName.set(nameKey(t), [...(theirsByName.get(nameKey(t)) ?? []), t])
  const unpaired: OurRecord[] = []
  for (const o of leftOurs) {
    const t = theirsByName.get(nameKey(o))?.shift()
    if (t) pairs.push([o, t])
    else unpaired.push(o)
  }
  leftOurs = unpaired
  const used = new Set(pairs.map(([, t]) => t))
  for (const [o, t] of pairs) {
    for (const f of fields) {
      if (fieldValue(o, f) === fieldValue(t, f)) continue
      out.push({
        kind: 'fieldDiffers',
        field: f,
        nationalId: o.nationalId,
        studentId: o.studentId,
        studentNo: o.studentNo,
        fullName: `${o.firstName} ${o.lastName}`,
        programmeCode: o.programmeCode,
        ours: shown(o, f),
        theirs: shown(t, f),
      })
    }
  }
  for (const o of leftOurs) {
    out.push({
      kind: 'missingThere',
      field: null,
      nationalId: o.nationalId,
      studentId: o.studentId,
      studentNo: o.studentNo,
      fullName: `${o.firstName} ${o.lastName}`,
      programmeCode: o.programmeCode,
      ours: null,
      theirs: null,
    })
  }
  for (const t of theirs) {
    if (used.has(t)) continue
    out.push({
      kind: 'missingHere',
      field: null,
      nationalId: t.nationalId,
      studentId: null,
      studentNo: null,
      fullName: `${t.firstName} ${t.lastName}`,
      programmeCode: t.programmeCode,
      ours: null,
      theirs: null,
    })
  }
  return out
}
