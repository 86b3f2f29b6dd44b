/** Messages and document labels of payroll requests (spec §3 "Payroll request"), tr and en. */
import { registerMessages } from '../../platform/i18n/messages.ts'

registerMessages({
  tr: {
    'payroll.alreadySent': 'Bu bordro talebinin e-postası zaten gönderildi.',
    'payroll.resent': 'Bordro {email} adresine yeniden gönderildi.',
    'payroll.resendFailed': 'E-posta yine gönderilemedi; talep başarısız olarak kaldı.',
    'payroll.sent': '{period} dönemine ait bordronuz {email} adresine gönderildi.',
    'payroll.mailFailed':
      'Bordro talebiniz kaydedildi ancak e-posta gönderilemedi. Lütfen daha sonra tekrar deneyiniz.',
    'payroll.beforeStart':
      'Bordro talebi en erken görevinize başladığınız ay için yapılabilir ({month}/{year}).',
    'payroll.notYetAvailable':
      'Bu ayın bordrosu henüz hazır değil. Talep edilebilecek son dönem: {month}/{year} (bordrolar her ayın {day}. gününden itibaren hazırdır).',
    'payroll.noStaffRecord': 'Personel kaydınız bulunamadı.',
    'payroll.mail.subject': 'Maaş bordronuz: {period}',
    'payroll.mail.text':
      'Sayın {name},\n\n{period} dönemine ait maaş bordronuz ektedir.\n\nBu talep {date} tarihinde {ip} IP adresinden yapılmıştır. Talebi siz yapmadıysanız lütfen İnsan Kaynakları Daire Başkanlığına bildiriniz.\n\n{university}',
    'payroll.pdf.title': 'Maaş Bordrosu',
    'payroll.pdf.fullName': 'Adı Soyadı',
    'payroll.pdf.registryNo': 'Sicil No',
    'payroll.pdf.nationalId': 'T.C. Kimlik No',
    'payroll.pdf.title2': 'Unvanı',
    'payroll.pdf.unit': 'Birimi',
    'payroll.pdf.earnings': 'Ödemeler',
    'payroll.pdf.deductions': 'Kesintiler',
    'payroll.pdf.totalGross': 'Brüt Toplam',
    'payroll.pdf.totalDeductions': 'Kesinti Toplamı',
    'payroll.pdf.net': 'Net Ödenen',
    'payroll.pdf.footer':
      'Bu belge {date} tarihinde Üniversite Akademik Sistemi üzerinden elektronik olarak oluşturulmuştur; ıslak imza gerektirmez.',
    'payroll.line.baseSalary': 'Aylık Ücret (kıdem dâhil)',
    'payroll.line.extraPayment': 'Ek Ödeme',
    'payroll.line.teaching': 'Ek Ders Ücreti',
    'payroll.line.socialSecurity': 'SGK Primi İşçi Payı (%14)',
    'payroll.line.unemployment': 'İşsizlik Sigortası İşçi Payı (%1)',
    'payroll.line.incomeTax': 'Gelir Vergisi',
    'payroll.line.stampDuty': 'Damga Vergisi',
  },
  en: {
    'payroll.alreadySent': 'The e-mail of this payroll request has already been sent.',
    'payroll.resent': 'The payroll was sent again to {email}.',
    'payroll.resendFailed': 'The e-mail could not be sent again; the request stays failed.',
    'payroll.sent': 'Your payroll for {period} was sent to {email}.',
    'payroll.mailFailed':
      'Your payroll request was recorded but the e-mail could not be sent. Please try again later.',
    'payroll.beforeStart':
      'A payroll can be requested from the month you started duty at the earliest ({month}/{year}).',
    'payroll.notYetAvailable':
      'This month’s payroll is not available yet. The latest month you can request is {month}/{year} (payrolls are available from day {day} of each month).',
    'payroll.noStaffRecord': 'No staff record was found for you.',
    'payroll.mail.subject': 'Your payroll: {period}',
    'payroll.mail.text':
      'Dear {name},\n\nYour payroll for {period} is attached.\n\nThis request was made on {date} from IP address {ip}. If you did not make it, please tell the Human Resources Department.\n\n{university}',
    'payroll.pdf.title': 'Payroll Statement',
    'payroll.pdf.fullName': 'Full name',
    'payroll.pdf.registryNo': 'Registry no',
    'payroll.pdf.nationalId': 'National id no',
    'payroll.pdf.title2': 'Title',
    'payroll.pdf.unit': 'Unit',
    'payroll.pdf.earnings': 'Earnings',
    'payroll.pdf.deductions': 'Deductions',
    'payroll.pdf.totalGross': 'Total gross',
    'payroll.pdf.totalDeductions': 'Total deductions',
    'payroll.pdf.net': 'Net pay',
    'payroll.pdf.footer':
      'This document was generated electronically by the University Academic System on {date}; it needs no wet signature.',
    'payroll.line.baseSalary': 'Monthly salary (with seniority)',
    'payroll.line.extraPayment': 'Extra payment',
    'payroll.line.teaching': 'Additional teaching pay',
    'payroll.line.socialSecurity': 'Social security, employee share (14%)',
    'payroll.line.unemployment': 'Unemployment insurance, employee share (1%)',
    'payroll.line.incomeTax': 'Income tax',
    'payroll.line.stampDuty': 'Stamp duty',
  },
})
