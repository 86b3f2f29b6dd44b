/**
 * The application summary as a PDF (issue 9 "/application-summary … printable and as a PDF"): pdfkit with
 * the embedded DejaVu font (Turkish letters), in the caller's language, with every summary part of spec §2.
 */
import type { ApplicationSummary } from '@unacs/contracts'
import type { Language } from '../../platform/i18n/messages.ts'
import { openPdf, type PdfFonts } from '../../platform/pdf/pdf.ts'

const LABELS = {
  tr: {
    title: 'Akademik Başvuru Özeti',
    applicationNo: 'Başvuru No',
    position: 'Başvurulan Kadro',
    status: 'Durum',
    personal: 'Kişisel Bilgiler',
    name: 'Ad Soyad',
    identity: 'Kimlik / Pasaport No',
    birthDate: 'Doğum Tarihi',
    phone: 'Telefon',
    email: 'E-posta',
    address: 'Adres',
    orcid: 'ORCID',
    letter: 'Niyet Mektubu',
    letterFile: 'Niyet mektubu dosyası',
    works: 'Eserler',
    titles: 'Akademik Unvanlar',
    associate: 'Doçentlik',
    citations: 'Atıf ve h-İndeksi',
    bachelor: 'Lisans',
    master: 'Yüksek Lisans',
    doctorate: 'Doktora',
    exams: 'Yabancı Dil Sınavları',
    research: 'Araştırma',
    experience: 'İş Deneyimi',
    thesis: 'Tez',
    supervisor: 'Danışman',
    citationsLine: 'Atıf: {c}, h-indeksi: {h}',
    present: 'devam ediyor',
    finalised: 'Kesinleşti',
    draft: 'Taslak',
    cadre: { professor: 'Profesör', associateProfessor: 'Doçent', assistantProfessor: 'Dr. Öğretim Üyesi' },
  },
  en: {
    title: 'Academic Application Summary',
    applicationNo: 'Application No',
    position: 'Position applied for',
    status: 'Status',
    personal: 'Personal Information',
    name: 'Full name',
    identity: 'National id / passport no',
    birthDate: 'Birth date',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    orcid: 'ORCID',
    letter: 'Letter of Intent',
    letterFile: 'Letter of intent file',
    works: 'Works',
    titles: 'Academic Titles',
    associate: 'Associate Professorship',
    citations: 'Citations and h-index',
    bachelor: "Bachelor's Degree",
    master: "Master's Degree",
    doctorate: 'Doctorate',
    exams: 'Foreign Language Exams',
    research: 'Research',
    experience: 'Work Experience',
    thesis: 'Thesis',
    supervisor: 'Supervisor',
    citationsLine: 'Citations: {c}, h-index: {h}',
    present: 'present',
    finalised: 'Finalised',
    draft: 'Draft',
    cadre: {
      professor: 'Professor',
      associateProfessor: 'Associate Professor',
      assistantProfessor: 'Assistant Professor',
    },
  },
} as const

/** Renders the summary PDF in `lang`. Throws when a font file is missing. */
export async function renderSummaryPdf(
  s: ApplicationSummary,
  fonts: PdfFonts,
  lang: Language,
): Promise<Buffer> {
  const L = LABELS[lang]
  const { doc, finish } = openPdf(fonts, {
    size: 'A4',
    margin: 50,
    info: { Title: `${L.title} ${s.applicationNo}` },
  })
  const heading = (text: string) => {
    doc.moveDown(0.6).font('bold').fontSize(12).text(text)
    doc.moveDown(0.2)
  }
  const field = (label: string, value: string) => {
    doc
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('regular')
      .text(value || '—')
  }
  const bullet = (text: string) => doc.font('regular').fontSize(10).text(`• ${text}`, { indent: 8 })

  doc.font('bold').fontSize(15).text(L.title, { align: 'center' })
  doc.moveDown(0.8)
  field(L.applicationNo, s.applicationNo)
  field(L.position, `${L.cadre[s.cadre]} — ${s.facultyName} / ${s.departmentName}`)
  field(L.status, s.status === 'finalised' ? L.finalised : L.draft)

  const p = s.personalInfo
  heading(L.personal)
  if (p) {
    field(L.name, `${p.firstName} ${p.lastName}`)
    field(L.identity, p.nationalId ?? p.passportNo ?? '')
    field(L.birthDate, p.birthDate)
    field(L.phone, p.phone)
    field(L.email, s.email)
    field(L.address, p.address)
    field(L.orcid, p.orcid)
  }
  const w = s.works
  heading(L.letter)
  if (w?.letterOfIntentText) doc.font('regular').fontSize(10).text(w.letterOfIntentText)
  const letterFile = s.files.find((f) => f.id === w?.letterOfIntentFileId)
  if (letterFile) field(L.letterFile, letterFile.fileName)
  heading(L.works)
  for (const a of w?.articles ?? [])
    bullet(`${a.title} — ${a.journal} (${a.year}), ${a.journalIndex}, ${a.category}`)

  const r = s.resume
  if (r) {
    heading(L.titles)
    for (const t of r.academicTitles) bullet(`${t.title}, ${t.institution} (${t.date})`)
    heading(L.associate)
    for (const a of r.associateProfessorships) bullet(`${a.field} (${a.dateReceived})`)
    heading(L.citations)
    bullet(
      `Web of Science — ${L.citationsLine.replace('{c}', String(r.citations.webOfScience.citationCount)).replace('{h}', String(r.citations.webOfScience.hIndex))}`,
    )
    bullet(
      `Scopus — ${L.citationsLine.replace('{c}', String(r.citations.scopus.citationCount)).replace('{h}', String(r.citations.scopus.hIndex))}`,
    )
    for (const [label, list] of [
      [L.bachelor, r.bachelors],
      [L.master, r.masters],
      [L.doctorate, r.doctorates],
    ] as const) {
      heading(label)
      for (const d of list) {
        bullet(`${d.university}, ${d.faculty}, ${d.department} (${d.startDate} – ${d.endDate})`)
        if (d.thesisTopic) bullet(`${L.thesis}: ${d.thesisTopic}; ${L.supervisor}: ${d.supervisor ?? ''}`)
      }
    }
    heading(L.exams)
    for (const e of r.languageExams) bullet(`${e.examName}: ${e.score} (${e.examDate})`)
    heading(L.research)
    for (const x of r.research) {
      doc.font('bold').fontSize(10).text(x.title)
      doc.font('regular').text(x.text)
    }
    heading(L.experience)
    for (const x of r.workExperience)
      bullet(`${x.position}, ${x.institution} (${x.startDate} – ${x.endDate ?? L.present})`)
  }
  return finish()
}
