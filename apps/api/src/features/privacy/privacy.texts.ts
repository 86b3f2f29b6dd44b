/**
 * The first version of each audience's privacy notice (aydınlatma metni, KVKK Law No. 6698 Art. 10), in Turkish
 * and English, seeded as version 1 (issue 39 "Seed a real-sounding TR and EN notice for each audience"). The
 * system administrator publishes later versions from the portal.
 */
import type { NoticeAudience } from './privacy.schema.ts'

/** One notice's texts. Bodies are plain text, paragraphs separated by blank lines. */
export interface NoticeText {
  titleTr: string
  titleEn: string
  bodyTr: string
  bodyEn: string
}

const CONTROLLER_TR =
  'Veri sorumlusu: Anadolu Teknik Üniversitesi Rektörlüğü. Kişisel Veri Koruma Sorumlusu: kvkk@anadoluteknik.edu.tr.'
const CONTROLLER_EN =
  'Data controller: the Rectorate of Anadolu Technical University. Data protection officer: kvkk@anadoluteknik.edu.tr.'

const RIGHTS_TR =
  'Kanun’un 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, Kanun’un 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme ve zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz. Taleplerinizi portaldaki “Kişisel Verilerim” sayfasından iletebilirsiniz; en geç otuz gün içinde ücretsiz olarak yanıtlanır.'
const RIGHTS_EN =
  'Under Article 11 of the Law you may learn whether your personal data is processed, request information about it, learn the purpose of the processing and whether it is used accordingly, know the third parties in Turkey or abroad to whom it is transferred, ask for incomplete or inaccurate data to be corrected, ask for its erasure or destruction under the conditions of Article 7, object to a result against you arising solely from automated analysis, and claim compensation for damage. You can send your requests from the “My personal data” page of the portal; they are answered free of charge within thirty days at the latest.'

/** The notices of version 1 by audience. */
export const INITIAL_NOTICES: Readonly<Record<NoticeAudience, NoticeText>> = {
  student: {
    titleTr: 'Öğrencilere Yönelik Kişisel Verilerin Korunması Aydınlatma Metni',
    titleEn: 'Privacy Notice for Students',
    bodyTr: [
      'Anadolu Teknik Üniversitesi olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“Kanun”) uyarınca veri sorumlusu sıfatıyla, öğrencilik ilişkiniz süresince kişisel verilerinizi aşağıda açıklanan amaçlarla ve hukuka uygun olarak işliyoruz.',
      'İşlenen veriler: kimlik bilgileri (ad, soyad, T.C. kimlik numarası, doğum tarihi ve yeri), iletişim bilgileri (adres, e-posta, telefon), öğrenim bilgileri (öğrenci numarası, program, ders kayıtları, notlar, devamsızlıklar, belgeler), finansal bilgiler (harç, taksit ve kart ödemeleri), askerlik durumu, fotoğraf ve kayıt dondurma ile mazeret başvurularınıza eklediğiniz sağlık raporları. Sağlık verileri Kanun’un 6. maddesi kapsamında özel nitelikli kişisel veridir ve yalnızca başvurunuzu değerlendirmekle görevli personel tarafından görülebilir; her görüntüleme kayıt altına alınır.',
      'İşleme amaçları ve hukuki sebepler: 2547 sayılı Yükseköğretim Kanunu ve ilgili yönetmelikler gereği öğrenci kaydı, ders kaydı, sınav ve notlandırma, diploma ve belge düzenleme işlemlerinin yürütülmesi (kanunlarda açıkça öngörülme ve hukuki yükümlülük); harç ve ödeme işlemleri (sözleşmenin ifası); sağlık verileri için kayıt dondurma ve mazeret başvurularınızın değerlendirilmesi (Kanun m. 6/3).',
      'Aktarımlar: verileriniz kanuni yükümlülükler gereği Yükseköğretim Kurulu’nun YÖKSİS sistemine ve askerlik şubelerine; ders materyalleri için üniversitenin Moodle öğrenme yönetim sistemine; kart ödemeleri için anlaşmalı bankaya; bildirimler için e-posta ve SMS hizmet sağlayıcılarına aktarılır. Bu aktarımların tarihleri “Kişisel Verilerim” sayfasında gösterilir.',
      'Saklama süresi: öğrenim bilgileriniz mevzuatın öngördüğü süre boyunca (diploma ve not kayıtları süresiz) saklanır; tek kullanımlık kodlar, giden ileti kayıtları ve oturum bilgileri kısa süre sonra silinir.',
      RIGHTS_TR,
      CONTROLLER_TR,
    ].join('\n\n'),
    bodyEn: [
      'As the data controller under the Personal Data Protection Law No. 6698 (the “Law”), Anadolu Technical University processes your personal data lawfully for the purposes described below during your studentship.',
      'Data processed: identity (name, surname, Turkish identity number, date and place of birth), contact details (address, e-mail, phone), study records (student number, programme, course registrations, grades, absences, documents), financial data (fees, instalments and card payments), military service status, your photograph, and the medical reports you attach to registration freeze and absence excuse requests. Health data is a special category of personal data under Article 6 of the Law and is seen only by the staff who assess your request; every view is logged.',
      'Purposes and legal grounds: your registration, course registration, examinations and grading, diplomas and documents under the Higher Education Law No. 2547 and its regulations (expressly provided by law and legal obligation); fees and payments (performance of a contract); health data for assessing your freeze and excuse requests (Article 6(3) of the Law).',
      'Transfers: as the law requires, your data is sent to the Council of Higher Education’s YÖKSİS system and to military recruitment offices; to the university’s Moodle learning management system for course materials; to the contracted bank for card payments; and to e-mail and SMS providers for notifications. The dates of these transfers are shown on the “My personal data” page.',
      'Retention: your study records are kept for as long as the legislation requires (diplomas and grade records without limit); one-time codes, outgoing message logs and session data are deleted after a short period.',
      RIGHTS_EN,
      CONTROLLER_EN,
    ].join('\n\n'),
  },
  staff: {
    titleTr: 'Çalışanlara Yönelik Kişisel Verilerin Korunması Aydınlatma Metni',
    titleEn: 'Privacy Notice for Staff',
    bodyTr: [
      'Anadolu Teknik Üniversitesi, 6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca veri sorumlusu olarak, akademik ve idari personelinin kişisel verilerini istihdam ilişkisinin gerektirdiği ölçüde işler.',
      'İşlenen veriler: kimlik ve iletişim bilgileri, sicil numarası, kadro ve görev bilgileri, bordro ve banka hesap bilgileri, izin ve vekalet kayıtları, portal üzerindeki işlemlerinize ait denetim kayıtları ve başka kişilerin kişisel verilerine yaptığınız erişimlerin kayıtları.',
      'İşleme amaçları ve hukuki sebepler: 657 sayılı Devlet Memurları Kanunu, 2547 sayılı Yükseköğretim Kanunu ve 4857 sayılı İş Kanunu kapsamındaki özlük ve bordro işlemleri (hukuki yükümlülük); görevlerinizin yürütülmesi ve bilgi güvenliği (meşru menfaat). Öğrenci ve personel verilerine yaptığınız her okuma, Kanun’un 12. maddesindeki veri güvenliği yükümlülüğü gereği erişim kaydına yazılır ve Kişisel Veri Koruma Sorumlusu tarafından denetlenir.',
      'Aktarımlar: kanuni yükümlülükler gereği Sosyal Güvenlik Kurumu’na, Strateji Geliştirme Daire Başkanlığı aracılığıyla maaş ödemesi yapılan bankaya ve YÖKSİS’e; bildirimler için e-posta ve SMS hizmet sağlayıcılarına aktarılır.',
      RIGHTS_TR,
      CONTROLLER_TR,
    ].join('\n\n'),
    bodyEn: [
      'As the data controller under the Personal Data Protection Law No. 6698, Anadolu Technical University processes the personal data of its academic and administrative staff to the extent the employment relationship requires.',
      'Data processed: identity and contact details, registry number, position and duty records, payroll and bank account details, leave and proxy records, the audit records of your actions in the portal, and the records of your access to other persons’ personal data.',
      'Purposes and legal grounds: personnel and payroll administration under the Civil Servants Law No. 657, the Higher Education Law No. 2547 and the Labour Law No. 4857 (legal obligation); carrying out your duties and information security (legitimate interest). Every read you make of student or staff data is written to the access log, as the data security duty of Article 12 of the Law requires, and reviewed by the data protection officer.',
      'Transfers: as the law requires, to the Social Security Institution, to the bank that pays salaries through the Strategy Development Department, and to YÖKSİS; to e-mail and SMS providers for notifications.',
      RIGHTS_EN,
      CONTROLLER_EN,
    ].join('\n\n'),
  },
  guest: {
    titleTr: 'Akademik Kadro Adaylarına Yönelik Aydınlatma Metni',
    titleEn: 'Privacy Notice for Academic Position Applicants',
    bodyTr: [
      'Anadolu Teknik Üniversitesi, akademik kadro ilanlarına yaptığınız başvuruyu değerlendirmek için, 6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca veri sorumlusu sıfatıyla kişisel verilerinizi işler.',
      'İşlenen veriler: kimlik ve iletişim bilgileriniz, e-posta adresiniz ve doğrulama kodlarınız, öğrenim ve yabancı dil bilgileriniz, özgeçmişiniz, yayınlarınız ve başvurunuza eklediğiniz belgeler ile jüri değerlendirmeleri.',
      'İşleme amacı ve hukuki sebep: 2547 sayılı Yükseköğretim Kanunu ve Öğretim Üyeliğine Yükseltilme ve Atanma Yönetmeliği uyarınca başvurunuzun alınması, jüri tarafından değerlendirilmesi ve sonucun size bildirilmesi (kanunlarda açıkça öngörülme ve bir sözleşmenin kurulması için gereklilik). Doğrulama kodları ve bildirimler için e-posta hizmet sağlayıcısı kullanılır.',
      'Saklama süresi: ilan sonuçlandıktan sonra atanmayan adayların başvuru verileri, itiraz süreleri geçtikten sonra anonim hâle getirilir; değerlendirmeye ilişkin denetim kayıtları içerikleri anonimleştirilerek saklanır.',
      RIGHTS_TR,
      CONTROLLER_TR,
    ].join('\n\n'),
    bodyEn: [
      'Anadolu Technical University, as the data controller under the Personal Data Protection Law No. 6698, processes your personal data to assess your application to an academic position announcement.',
      'Data processed: your identity and contact details, your e-mail address and verification codes, your education and language records, your CV, publications and the documents you attach, and the committee’s evaluations.',
      'Purpose and legal ground: receiving your application, its evaluation by the committee and informing you of the result under the Higher Education Law No. 2547 and the Regulation on Promotion and Appointment to Faculty Positions (expressly provided by law; necessary for entering into a contract). An e-mail provider is used for verification codes and notifications.',
      'Retention: once the announcement has closed, the application data of applicants who were not appointed is anonymised after the objection period; the audit records of the evaluation are kept with their contents anonymised.',
      RIGHTS_EN,
      CONTROLLER_EN,
    ].join('\n\n'),
  },
}
