/**
 * Field names in words for validation answers (issue 36 "Validation answers name the field in words"): a
 * request field's key (`Reason`, `firstName`, `Items.0.Damage`) as the person reads it ("Gerekçe", "Ad",
 * "Hasar (1. satır)"). Keys are matched without regard to case; a feature names its own fields with
 * `registerFieldLabels`. A field without a label is not named (the rule alone is shown), never by its key.
 */
import type { Language } from './messages.ts'

type Labels = Record<string, { tr: string; en: string }>

const labels = new Map<string, { tr: string; en: string }>()

/** Adds labels (key → tr/en); a later registration of the same key wins. */
export function registerFieldLabels(entries: Labels): void {
  for (const [key, label] of Object.entries(entries)) labels.set(key.toLowerCase(), label)
}

registerFieldLabels({
  Id: { tr: 'Kayıt', en: 'Record' },
  Version: { tr: 'Sürüm', en: 'Version' },
  page: { tr: 'Sayfa', en: 'Page' },
  pageSize: { tr: 'Sayfa boyutu', en: 'Page size' },
  q: { tr: 'Arama', en: 'Search' },
  search: { tr: 'Arama', en: 'Search' },
  Reason: { tr: 'Gerekçe', en: 'Reason' },
  CancelReason: { tr: 'İptal gerekçesi', en: 'Cancellation reason' },
  WaiverReason: { tr: 'Silme gerekçesi', en: 'Waiver reason' },
  Explanation: { tr: 'Açıklama', en: 'Explanation' },
  Description: { tr: 'Açıklama', en: 'Description' },
  DescriptionTr: { tr: 'Açıklama (Türkçe)', en: 'Description (Turkish)' },
  DescriptionEn: { tr: 'Açıklama (İngilizce)', en: 'Description (English)' },
  Answer: { tr: 'Yanıt', en: 'Answer' },
  Note: { tr: 'Not', en: 'Note' },
  Notes: { tr: 'Notlar', en: 'Notes' },
  Message: { tr: 'Mesaj', en: 'Message' },
  Text: { tr: 'Metin', en: 'Text' },
  TextTr: { tr: 'Metin (Türkçe)', en: 'Text (Turkish)' },
  TextEn: { tr: 'Metin (İngilizce)', en: 'Text (English)' },
  Name: { tr: 'Ad', en: 'Name' },
  NameTr: { tr: 'Ad (Türkçe)', en: 'Name (Turkish)' },
  NameEn: { tr: 'Ad (İngilizce)', en: 'Name (English)' },
  Title: { tr: 'Başlık', en: 'Title' },
  TitleTr: { tr: 'Başlık (Türkçe)', en: 'Title (Turkish)' },
  TitleEn: { tr: 'Başlık (İngilizce)', en: 'Title (English)' },
  FirstName: { tr: 'Ad', en: 'First name' },
  LastName: { tr: 'Soyad', en: 'Last name' },
  FullName: { tr: 'Ad soyad', en: 'Full name' },
  Email: { tr: 'E-posta', en: 'Email' },
  PersonalEmail: { tr: 'Kişisel e-posta', en: 'Personal email' },
  Phone: { tr: 'Telefon', en: 'Phone' },
  MobilePhone: { tr: 'Cep telefonu', en: 'Mobile phone' },
  HomePhone: { tr: 'Ev telefonu', en: 'Home phone' },
  AlternativeMobile: { tr: 'Diğer cep telefonu', en: 'Alternative mobile' },
  AlternativePhone: { tr: 'Diğer telefon', en: 'Alternative phone' },
  Address: { tr: 'Adres', en: 'Address' },
  PostalCode: { tr: 'Posta kodu', en: 'Postal code' },
  City: { tr: 'Şehir', en: 'City' },
  Country: { tr: 'Ülke', en: 'Country' },
  NationalId: { tr: 'T.C. kimlik no', en: 'T.C. kimlik no' },
  PassportNo: { tr: 'Pasaport no', en: 'Passport no' },
  BirthDate: { tr: 'Doğum tarihi', en: 'Date of birth' },
  BirthPlace: { tr: 'Doğum yeri', en: 'Place of birth' },
  Gender: { tr: 'Cinsiyet', en: 'Gender' },
  Nationality: { tr: 'Uyruk', en: 'Nationality' },
  Code: { tr: 'Kod', en: 'Code' },
  Kind: { tr: 'Tür', en: 'Kind' },
  Type: { tr: 'Tür', en: 'Type' },
  Status: { tr: 'Durum', en: 'Status' },
  State: { tr: 'Durum', en: 'State' },
  Amount: { tr: 'Tutar', en: 'Amount' },
  StudentNo: { tr: 'Öğrenci no', en: 'Student no' },
  Month: { tr: 'Ay', en: 'Month' },
  Year: { tr: 'Yıl', en: 'Year' },
  Day: { tr: 'Gün', en: 'Day' },
  Date: { tr: 'Tarih', en: 'Date' },
  StartDate: { tr: 'Başlangıç tarihi', en: 'Start date' },
  EndDate: { tr: 'Bitiş tarihi', en: 'End date' },
  StartsOn: { tr: 'Başlangıç tarihi', en: 'Start date' },
  EndsOn: { tr: 'Bitiş tarihi', en: 'End date' },
  StartsAt: { tr: 'Başlangıç', en: 'Start' },
  EndsAt: { tr: 'Bitiş', en: 'End' },
  From: { tr: 'Başlangıç', en: 'From' },
  To: { tr: 'Bitiş', en: 'To' },
  FromDay: { tr: 'Başlangıç günü', en: 'From day' },
  ToDay: { tr: 'Bitiş günü', en: 'To day' },
  Hours: { tr: 'Saat', en: 'Hours' },
  Terms: { tr: 'Dönemler', en: 'Terms' },
  Quota: { tr: 'Kontenjan', en: 'Quota' },
  Capacity: { tr: 'Kapasite', en: 'Capacity' },
  Building: { tr: 'Bina', en: 'Building' },
  Hall: { tr: 'Salon', en: 'Hall' },
  Location: { tr: 'Konum', en: 'Location' },
  Items: { tr: 'Kalem', en: 'Item' },
  Rows: { tr: 'Satır', en: 'Row' },
  Entries: { tr: 'Kayıt', en: 'Entry' },
  Damage: { tr: 'Hasar', en: 'Damage' },
  Value: { tr: 'Değer', en: 'Value' },
  Score: { tr: 'Puan', en: 'Score' },
  Points: { tr: 'Puan', en: 'Points' },
  Weight: { tr: 'Ağırlık', en: 'Weight' },
  ExamName: { tr: 'Sınav adı', en: 'Exam name' },
  MaxPoint: { tr: 'En yüksek puan', en: 'Maximum points' },
  SortOrder: { tr: 'Sıra', en: 'Order' },
  Order: { tr: 'Sıra', en: 'Order' },
  InstalmentCount: { tr: 'Taksit sayısı', en: 'Number of instalments' },
  FirstDueDate: { tr: 'İlk vade', en: 'First due date' },
  FineKurus: { tr: 'Ceza tutarı', en: 'Fine' },
  ProxyName: { tr: 'Vekilin adı soyadı', en: "Proxy's full name" },
  ProxyTcNo: { tr: 'Vekilin T.C. kimlik no', en: "Proxy's T.C. kimlik no" },
  Colour: { tr: 'Renk', en: 'Colour' },
  Path: { tr: 'Yol', en: 'Path' },
  Icon: { tr: 'Simge', en: 'Icon' },
  ValidFrom: { tr: 'Geçerlilik başlangıcı', en: 'Valid from' },
  ValidTo: { tr: 'Geçerlilik sonu', en: 'Valid to' },
  Survey: { tr: 'Anket', en: 'Survey' },
  Approve: { tr: 'Karar', en: 'Decision' },
  Language: { tr: 'Dil', en: 'Language' },
  Size: { tr: 'Beden', en: 'Size' },
  Token: { tr: 'Kod', en: 'Code' },
})

/**
 * The words for field `path` (an issue's path) in `lang`: its last key's label, with the row of a list item
 * ("Hasar (1. satır)" / "Damage (row 1)"); '' when the field has no label.
 */
export function fieldLabel(path: readonly PropertyKey[], lang: Language): string {
  const keys = path.filter((p): p is string => typeof p === 'string' && !/^\d+$/.test(p))
  const last = keys[keys.length - 1]
  const label = last ? labels.get(last.toLowerCase())?.[lang] : undefined
  if (!label) return ''
  const index = [...path].reverse().find((p) => typeof p === 'number' || /^\d+$/.test(String(p)))
  if (index === undefined) return label
  const row = Number(index) + 1
  return lang === 'tr' ? `${label} (${row}. satır)` : `${label} (row ${row})`
}
