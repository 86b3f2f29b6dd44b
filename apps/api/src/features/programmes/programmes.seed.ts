/**
 * Seeds the programmes' versions and the guide (issue 19 "Seeded demo"): every programme (not the preparatory
 * school) has a published version "2025-2026" with information in Turkish and English, six outcomes mapped to
 * the TYYÇ descriptors of its level, its department's courses as curriculum, fees for two terms (associate and
 * bachelor programmes; English-medium ones with preparatory fees) and four years of admission figures. The
 * İktisat bachelor programme also has a draft "2026-2027" (editable mode). Deterministic (stream 'programmes').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import {
  outcomeDescriptorLinks,
  programmeAdmissions,
  programmeCurriculum,
  programmeFees,
  programmeInfoSections,
  programmeOutcomes,
  programmeVersions,
  tyycDescriptors,
} from './programmes.schema.ts'
import { tyycDescriptorSeeds } from './programmes.tyyc.ts'

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']
type Level = 'associate' | 'bachelor' | 'master' | 'doctorate'

/** Outcome templates (Turkish, English) with `{p}` for the programme's short name. */
const OUTCOMES: readonly (readonly [string, string])[] = [
  ['{p} alanının temel kuram ve kavramlarını bilir.', 'Knows the core theories and concepts of {p}.'],
  [
    '{p} alanındaki sorunları tanımlar, analiz eder ve çözüm önerir.',
    'Defines and analyses problems of {p} and proposes solutions.',
  ],
  [
    'Alanındaki güncel yöntem ve araçları etkin biçimde kullanır.',
    'Uses the current methods and tools of the field effectively.',
  ],
  [
    'Disiplin içi ve disiplinler arası takımlarda çalışır.',
    'Works in disciplinary and interdisciplinary teams.',
  ],
  [
    'Türkçe ve İngilizce olarak yazılı ve sözlü etkili iletişim kurar.',
    'Communicates effectively in writing and speech in Turkish and English.',
  ],
  [
    'Mesleki ve etik sorumluluk bilinciyle hareket eder.',
    'Acts with an awareness of professional and ethical responsibility.',
  ],
]

/** The information sections' text (Turkish, English) with `{p}` for the programme's full name. */
function sectionTexts(
  p: { tr: string; en: string; short: { tr: string; en: string } },
  level: Level,
  english: boolean,
) {
  const years = { associate: 2, bachelor: 4, master: 2, doctorate: 4 }[level]
  const tyyc = { associate: 5, bachelor: 6, master: 7, doctorate: 8 }[level]
  const qual = {
    associate: ['Ön Lisans Diploması', 'Associate Degree'],
    bachelor: ['Lisans Diploması', "Bachelor's Degree"],
    master: ['Yüksek Lisans Diploması', "Master's Degree"],
    doctorate: ['Doktora Diploması', 'Doctoral Degree'],
  }[level]
  const admission =
    level === 'associate' || level === 'bachelor'
      ? [
          '<p>Öğrenciler ÖSYM tarafından yapılan Yükseköğretim Kurumları Sınavı (YKS) sonucuna göre kabul edilir.</p>',
          '<p>Students are admitted by their results in the Higher Education Institutions Exam (YKS) held by ÖSYM.</p>',
        ]
      : [
          '<p>Adaylar ALES puanı, yabancı dil puanı, lisans not ortalaması ve mülakat sonucuna göre kabul edilir.</p>',
          '<p>Candidates are admitted by their ALES score, foreign language score, undergraduate GPA and interview.</p>',
        ]
  return {
    description: [
      `<p><strong>${p.tr}</strong>, ${years} yıllık bir programdır. Program, öğrencilerine ${p.short.tr} alanında güçlü bir kuramsal temel ve uygulama deneyimi kazandırmayı amaçlar.</p>`,
      `<p><strong>${p.en}</strong> is a ${years}-year programme. It aims to give its students a strong theoretical foundation and practical experience in ${p.short.en}.</p>`,
    ],
    objectives: [
      `<ul><li>${p.short.tr} alanında nitelikli mezunlar yetiştirmek</li><li>Araştırma ve eleştirel düşünme becerilerini geliştirmek</li><li>Toplumun ve sektörün gereksinimlerine yanıt vermek</li></ul>`,
      `<ul><li>To educate qualified graduates in ${p.short.en}</li><li>To develop research and critical thinking skills</li><li>To answer the needs of society and industry</li></ul>`,
    ],
    admission,
    graduation: [
      `<p>Programdaki tüm dersleri başarıyla tamamlamak, en az ${years * 60} AKTS kredisi almak ve genel not ortalamasının 4,00 üzerinden en az 2,00 olması gerekir.</p>`,
      `<p>Students must pass every course of the programme, earn at least ${years * 60} ECTS credits and have a cumulative GPA of at least 2.00 out of 4.00.</p>`,
    ],
    qualification: [`<p>${qual[0]}</p>`, `<p>${qual[1]}</p>`],
    qualificationLevel: [
      `<p>TYYÇ ${tyyc}. düzey; QF-EHEA ${tyyc - 4}. düzey.</p>`,
      `<p>TQF level ${tyyc}; QF-EHEA cycle ${tyyc - 4}.</p>`,
    ],
    modeOfStudy: english
      ? [
          '<p>Örgün öğretim; öğretim dili İngilizcedir (bir yıl isteğe bağlı/zorunlu hazırlık).</p>',
          '<p>Full-time; the language of instruction is English (one year of preparatory school).</p>',
        ]
      : [
          '<p>Örgün öğretim; öğretim dili Türkçedir.</p>',
          '<p>Full-time; the language of instruction is Turkish.</p>',
        ],
    head: ['<p>Bölüm Başkanı</p>', '<p>Head of Department</p>'],
    contact: ['<p>Bölüm Sekreterliği, dahili 1200</p>', '<p>Department Secretariat, extension 1200</p>'],
  } as const
}

/** Rounds a placement score to five decimals (ÖSYM publishes five). */
const round5 = (x: number) => Math.round(x * 100000) / 100000

/** Strips the level suffix of a programme unit's name ("İşletme Lisans Programı" → "İşletme"). */
const shortName = (name: string, suffixes: readonly string[]) =>
  suffixes.reduce((n, s) => (n.endsWith(` ${s}`) ? n.slice(0, -s.length - 1) : n), name)

/**
 * The ÖSYM score type a bachelor programme admits on (issue 37 "score types look wrong"), by its department's
 * course prefix (the last part of the department's unit code, e.g. "MF-BIL"): SAY for engineering, science,
 * health sciences and architecture; EA for economics, business, public administration, international relations,
 * psychology and law; SÖZ for literature and history; DİL for language departments. An unknown prefix keeps
 * `fallback`.
 */
export function scoreTypeOfDepartment(deptCode: string, fallback: 'SAY' | 'EA' | 'SÖZ' | 'DİL') {
  const prefix = deptCode.split('-').at(-1) ?? ''
  return SCORE_TYPE_OF_PREFIX[prefix] ?? fallback
}

/** Bachelor departments' ÖSYM score types by course prefix (see `scoreTypeOfDepartment`). */
export const SCORE_TYPE_OF_PREFIX: Readonly<Record<string, 'SAY' | 'EA' | 'SÖZ' | 'DİL'>> = {
  BIL: 'SAY',
  EEM: 'SAY',
  MAK: 'SAY',
  INS: 'SAY',
  END: 'SAY',
  MAT: 'SAY',
  FIZ: 'SAY',
  KIM: 'SAY',
  HEM: 'SAY',
  BES: 'SAY',
  FTR: 'SAY',
  MIM: 'SAY',
  ICM: 'SAY',
  SBP: 'SAY',
  IKT: 'EA',
  ISL: 'EA',
  KAM: 'EA',
  ULI: 'EA',
  PSI: 'EA',
  HUK: 'EA',
  TDE: 'SÖZ',
  TAR: 'SÖZ',
  IDE: 'DİL',
  ING: 'DİL',
  ALM: 'DİL',
  MTB: 'DİL',
}

/** The programmes feature's demo data. */
export const programmesSeed: FeatureSeed<{
  tyycDescriptors: typeof tyycDescriptors
  programmeVersions: typeof programmeVersions
  programmeInfoSections: typeof programmeInfoSections
  programmeOutcomes: typeof programmeOutcomes
  outcomeDescriptorLinks: typeof outcomeDescriptorLinks
  programmeCurriculum: typeof programmeCurriculum
  programmeFees: typeof programmeFees
  programmeAdmissions: typeof programmeAdmissions
}> = {
  slug: 'programmes',
  tables: {
    tyycDescriptors,
    programmeVersions,
    programmeInfoSections,
    programmeOutcomes,
    outcomeDescriptorLinks,
    programmeCurriculum,
    programmeFees,
    programmeAdmissions,
  },
  identity: ['tyycDescriptors', 'programmeVersions'],
  build(core, rngOf) {
    const rng = rngOf('programmes')
    const descriptors = tyycDescriptorSeeds().map((d, i) => ({ id: i + 1, ...d }))
    const versions: (Row<typeof programmeVersions> & { id: number })[] = []
    const sections: Row<typeof programmeInfoSections>[] = []
    const outcomes: Row<typeof programmeOutcomes>[] = []
    const links: Row<typeof outcomeDescriptorLinks>[] = []
    const curriculum: Row<typeof programmeCurriculum>[] = []
    const fees: Row<typeof programmeFees>[] = []
    const admissions: Row<typeof programmeAdmissions>[] = []
    const terms = core.academicTerms
    const feeTerms = [terms.find((t) => t.code === '2025-2026-G'), core.activeTerm].filter(
      (t) => t !== undefined,
    )
    const applicable = terms.find((t) => t.code === '2025-2026-G') ?? core.activeTerm
    const trSuffixes = [
      'Ön Lisans Programı',
      'Lisans Programı',
      'Tezli Yüksek Lisans Programı',
      'Doktora Programı',
    ]
    const enSuffixes = [
      'Associate Degree Programme',
      'Undergraduate Programme',
      'Master’s Programme (with Thesis)',
      'Doctoral Programme',
    ]
    const programmes = core.units.filter((u) => u.kind === 'programme' && u.level && u.level !== 'prep')
    const unitCode = new Map(core.units.map((u) => [u.id, u.code]))
    const draftOf = programmes.find((u) => u.level === 'bachelor' && u.nameTr.startsWith('İktisat '))

    /** Adds a version with its parts; returns its id. */
    const addVersion = (
      u: (typeof programmes)[number],
      header: Omit<Row<typeof programmeVersions>, 'programmeId'>,
    ) => {
      const level = u.level as Level
      const id = versions.length + 1
      versions.push({ id, programmeId: u.id, ...header })
      const short = { tr: shortName(u.nameTr, trSuffixes), en: shortName(u.nameEn, enSuffixes) }
      const english = /İngilizce|English/.test(u.nameTr) || rng.chance(0.2)
      const texts = sectionTexts({ tr: u.nameTr, en: u.nameEn, short }, level, english)
      Object.entries(texts).forEach(([kind, [tr, en]], i) => {
        sections.push({ versionId: id, kind, sortOrder: i + 1, htmlTr: tr, htmlEn: en })
      })
      const levelDescriptors = descriptors.filter((d) => d.level === level)
      OUTCOMES.forEach(([tr, en], i) => {
        const number = i + 1
        outcomes.push({
          versionId: id,
          number,
          textTr: tr.replace('{p}', short.tr),
          textEn: en.replace('{p}', short.en),
        })
        for (const d of rng.shuffle([...levelDescriptors]).slice(0, 3)) {
          links.push({ versionId: id, outcomeNumber: number, descriptorId: d.id, level: rng.int(2, 5) })
        }
      })
      for (const c of core.courses.filter((c) => c.unitId === u.parentId)) {
        if (c.semester <= (u.semesters ?? 8))
          curriculum.push({ versionId: id, courseId: c.id, semester: c.semester })
      }
      if (level === 'associate' || level === 'bachelor') {
        const base = level === 'associate' ? rng.int(30, 60) : rng.int(60, 140)
        for (const [k, t] of feeTerms.entries()) {
          const fee1 = (base + k * 10) * 100_000 // whole hundreds of TL, in kuruş
          fees.push({
            versionId: id,
            termId: t.id,
            currency: 'TRY',
            fee1,
            fee2: Math.round(fee1 / 2),
            fee3: 0,
            prepFee1: english ? Math.round(fee1 * 0.75) : 0,
            prepFee2: 0,
            prepFee3: 0,
          })
        }
      }
      return { id, english }
    }

    for (const u of programmes) {
      const level = u.level as Level
      addVersion(u, {
        name: '2025-2026',
        status: 'published',
        applicableTermId: applicable.id,
        publishDate: '2025-06-02',
        effectiveDate: '2025-09-22',
        publishedAt: new Date('2025-06-02T07:00:00Z'),
        clonedFromId: null,
        version: 1,
      })
      const graduate = level === 'master' || level === 'doctorate'
      // The draw is kept so the later figures stay as they were; the type is the programme's real one.
      const drawn = rng.pick(['SAY', 'EA', 'SÖZ', 'DİL'] as const)
      const scoreType = graduate
        ? 'ALES'
        : level === 'associate'
          ? 'TYT'
          : scoreTypeOfDepartment(unitCode.get(u.parentId ?? 0) ?? '', drawn)
      const quota = graduate ? rng.int(8, 25) : level === 'associate' ? rng.int(40, 90) : rng.int(50, 160)
      const top = graduate ? 90 : level === 'associate' ? 380 : rng.int(300, 520)
      for (const year of [2022, 2023, 2024, 2025]) {
        const min = top - rng.int(30, 90) + (year - 2022) * rng.int(0, 4) + rng.int(0, 99999) / 100000
        // Within the score type's bounds (YKS 100..560, graduate 0..100), as the registrar's rules require.
        const max = Math.min(
          graduate ? 100 : 560,
          min + rng.int(graduate ? 1 : 10, graduate ? 9 : 60) + rng.int(0, 99999) / 100000,
        )
        admissions.push({
          programmeId: u.id,
          year,
          scoreType,
          quota,
          placed: quota - (rng.chance(0.2) ? rng.int(1, 5) : 0),
          minScore: round5(min),
          maxScore: round5(max),
        })
      }
    }
    if (draftOf) {
      const published = versions.find((v) => v.programmeId === draftOf.id)
      addVersion(draftOf, {
        name: '2026-2027',
        status: 'draft',
        applicableTermId: core.activeTerm.id,
        publishDate: null,
        effectiveDate: null,
        publishedAt: null,
        clonedFromId: published?.id ?? null,
        version: 0,
      })
    }
    return {
      tyycDescriptors: descriptors,
      programmeVersions: versions,
      programmeInfoSections: sections,
      programmeOutcomes: outcomes,
      outcomeDescriptorLinks: links,
      programmeCurriculum: curriculum,
      programmeFees: fees,
      programmeAdmissions: admissions,
    }
  },
}
