/** Complete, valid step documents for the application tests (spec §5 limits respected). */
import type { PersonalInfo, Resume, Works } from '@unacs/contracts'

/** A tiny PDF and PNG, recognised by their content. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')

/** Personal information with a checksum-valid national id and ORCID iD. */
export const personalInfo: PersonalInfo = {
  citizenship: 'TR',
  nationalId: '10000000146',
  firstName: 'Zeynep',
  lastName: 'Aydın',
  birthDate: '1984-05-17',
  phone: '5321234567',
  address: 'Alsancak Mahallesi, Kıbrıs Şehitleri Caddesi No: 12, Konak İzmir',
  orcid: '0000-0002-1825-0097',
}

const RESEARCH =
  'Derin öğrenme modellerinin açıklanabilirliği üzerine yürüttüğüm araştırma, tıbbi görüntülerde karar destek sistemlerinin güvenilirliğini artırmayı amaçlamaktadır. '.repeat(
    5,
  )

/** A resume with one entry per section; `cert` and `diploma` are uploaded file ids. */
export function completeResume(cert: number, diploma: number): Resume {
  const degree = {
    university: 'Ege Üniversitesi',
    faculty: 'Mühendislik Fakültesi',
    department: 'Bilgisayar Mühendisliği',
    startDate: '2002-09-15',
    endDate: '2006-06-30',
    diplomaFileId: diploma,
  }
  return {
    academicTitles: [{ title: 'Dr. Öğr. Üyesi', institution: 'Ege Üniversitesi', date: '2016-02-01' }],
    associateProfessorships: [
      { field: 'Bilgisayar Bilimleri ve Mühendisliği', dateReceived: '2021-05-10', certificateFileId: cert },
    ],
    citations: {
      webOfScience: { citationCount: 412, hIndex: 11 },
      scopus: { citationCount: 530, hIndex: 13 },
    },
    bachelors: [degree],
    masters: [
      {
        ...degree,
        startDate: '2006-09-15',
        endDate: '2009-01-20',
        thesisTopic: 'Graf tabanlı öneri sistemleri',
        supervisor: 'Prof. Dr. Ali Kaya',
      },
    ],
    doctorates: [
      {
        ...degree,
        startDate: '2009-02-01',
        endDate: '2015-06-30',
        thesisTopic: 'Açıklanabilir derin öğrenme',
        supervisor: 'Prof. Dr. Ayşe Demir',
      },
    ],
    languageExams: [{ examName: 'YDS', score: 87.5, examDate: '2019-04-07' }],
    research: [{ title: 'Açıklanabilir yapay zekâ', text: RESEARCH.slice(0, 900).trim() }],
    workExperience: [
      { institution: 'Ege Üniversitesi', position: 'Dr. Öğr. Üyesi', startDate: '2016-02-01', endDate: null },
    ],
  }
}

/** Works with one article; the letter of intent as a file (`letter`) or, when null, as a text. */
export function completeWorks(letter: number | null): Works {
  return {
    articles: [
      {
        title: 'Explainable models for CT triage',
        journal: 'Medical Image Analysis',
        year: 2022,
        journalIndex: 'SCIE',
        category: 'Q1',
      },
    ],
    letterOfIntentText: letter
      ? null
      : 'Bu kadroya, yapay zekâ alanındaki araştırmalarımı bölümün lisansüstü programına katkıya dönüştürmek amacıyla başvuruyorum.',
    letterOfIntentFileId: letter,
  }
}
