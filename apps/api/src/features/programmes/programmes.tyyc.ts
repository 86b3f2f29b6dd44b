/**
 * The Turkish Qualifications Framework (TYYÇ) descriptors seeded as reference data (issue 19 "Competencies"):
 * per level (associate = TYYÇ 5, bachelor = 6, master = 7, doctorate = 8) the categories knowledge, skills,
 * and the competences autonomy and responsibility, learning, communication and social, field-specific. The
 * texts are short paraphrases of the framework's wording; the registrar maintains them (NationalFramework).
 */
import type { ProgrammeLevel, TyycCategory } from '@unacs/contracts'

/** The depth word of each level, Turkish and English. */
const DEPTH: Record<ProgrammeLevel, readonly [tr: string, en: string, code: string]> = {
  associate: ['temel düzeyde', 'at a basic level', 'ÖL'],
  bachelor: ['ileri düzeyde', 'at an advanced level', 'L'],
  master: ['uzmanlık düzeyinde', 'at a specialised level', 'YL'],
  doctorate: ['en ileri düzeyde ve özgün biçimde', 'at the most advanced level and originally', 'D'],
}

/** Descriptor templates per category: Turkish and English, each with `{d}` for the level's depth. */
const TEMPLATES: readonly (readonly [TyycCategory, string, string])[] = [
  [
    'knowledge',
    'Alanındaki kuramsal ve uygulamalı bilgileri {d} kavrar.',
    'Understands the theoretical and applied knowledge of the field {d}.',
  ],
  [
    'knowledge',
    'Alanının temel kavramları arasındaki ilişkileri {d} açıklar.',
    'Explains the relations between the core concepts of the field {d}.',
  ],
  [
    'skills',
    'Edindiği bilgileri {d} kullanarak karşılaştığı sorunları çözer.',
    'Solves the problems met by using the acquired knowledge {d}.',
  ],
  ['skills', 'Verileri {d} yorumlar ve değerlendirir.', 'Interprets and evaluates data {d}.'],
  [
    'autonomy',
    'Alanıyla ilgili bir çalışmayı {d} bağımsız olarak yürütür ve sorumluluk alır.',
    'Carries out a study in the field independently {d} and takes responsibility.',
  ],
  [
    'learning',
    'Öğrenme gereksinimlerini belirler ve yaşam boyu öğrenmeyi {d} yönetir.',
    'Identifies learning needs and manages lifelong learning {d}.',
  ],
  [
    'communication',
    'Alanıyla ilgili konularda düşüncelerini yazılı ve sözlü olarak {d} aktarır.',
    'Communicates ideas on topics of the field in writing and speech {d}.',
  ],
  [
    'communication',
    'Bir yabancı dili alanındaki gelişmeleri izleyecek {d} kullanır.',
    'Uses a foreign language {d} to follow developments in the field.',
  ],
  [
    'field',
    'Alanına özgü etik değerlere ve mevzuata {d} uygun davranır.',
    'Acts in line with the ethical values and regulations of the field {d}.',
  ],
]

/** One seeded descriptor row (without id). */
export interface DescriptorSeed {
  level: ProgrammeLevel
  category: TyycCategory
  code: string
  textTr: string
  textEn: string
  sortOrder: number
}

/** Every seeded descriptor, levels in order, each level's categories in template order. */
export function tyycDescriptorSeeds(): DescriptorSeed[] {
  const out: DescriptorSeed[] = []
  for (const level of ['associate', 'bachelor', 'master', 'doctorate'] as const) {
    const [tr, en, prefix] = DEPTH[level]
    TEMPLATES.forEach(([category, textTr, textEn], i) => {
      out.push({
        level,
        category,
        code: `${prefix}${i + 1}`,
        textTr: textTr.replace('{d}', tr),
        textEn: textEn.replace('{d}', en),
        sortOrder: i + 1,
      })
    })
  }
  return out
}
