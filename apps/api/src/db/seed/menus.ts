/**
 * The server menus per role (spec §2 "Runtime routes": each entry with a component becomes a route
 * /{path}, its params required unless shown in the menu; spec §3 "Menu entry from the server"; §1
 * feature areas). One array per role. Groups have no path or component, only children. Paths are
 * Turkish kebab-case without a leading slash; components are web page-registry keys; icons are Ant
 * Design icon names. Hidden entries (`isShown: false`) are runtime routes with parameters.
 *
 * Role 388 is hidden from role switching for most users (spec §6), so every staff role's menu also
 * carries the staff self-service group (personnel info, proxy, payroll, licence).
 */
import type { menuEntries } from '../schema/index.ts'
import { ROLE_IDS, type RoleId } from './roles.ts'

/** One menu item: a group (children, no path) or a page (path and component). */
export interface MenuItem {
  nameTr: string
  nameEn: string
  icon?: string
  path?: string
  component?: string
  isShown?: boolean
  children?: MenuItem[]
}

export type MenuEntryRow = typeof menuEntries.$inferInsert & { id: number }

const home: MenuItem = {
  nameTr: 'Ana Sayfa',
  nameEn: 'Home',
  icon: 'HomeOutlined',
  path: 'ana-sayfa',
  component: 'HomePage',
}

const page = (nameTr: string, nameEn: string, path: string, component: string, icon?: string): MenuItem => ({
  nameTr,
  nameEn,
  path,
  component,
  ...(icon ? { icon } : {}),
})
const hidden = (nameTr: string, nameEn: string, path: string, component: string): MenuItem => ({
  nameTr,
  nameEn,
  path,
  component,
  isShown: false,
})
const group = (nameTr: string, nameEn: string, icon: string, children: MenuItem[]): MenuItem => ({
  nameTr,
  nameEn,
  icon,
  children,
})

/** Staff self-service, part of every staff role's menu (and the whole of role 388's). */
const staffSelfService: MenuItem = group('Personel İşlemleri', 'Staff Self-Service', 'IdcardOutlined', [
  page('Personel Bilgilerim', 'My Personnel Information', 'personel/bilgilerim', 'PersonnelInfo'),
  page('Vekalet İşlemleri', 'Proxy Delegation', 'personel/vekalet', 'ProxyDefinition'),
  page('Bordro Taleplerim', 'My Payroll Requests', 'personel/bordro-talepleri', 'PayrollRequests'),
  page(
    'Bordro Talebi Oluştur',
    'New Payroll Request',
    'personel/bordro-talebi-olustur',
    'PayrollRequestCreate',
  ),
  page('Microsoft Lisansı', 'Microsoft Licence', 'personel/microsoft-lisans', 'MicrosoftLicence'),
  // Shown only to a club's advisor (the clubs feature's menu gate).
  page('Danışmanı Olduğum Kulüpler', 'Clubs I Advise', 'personel/kulup-danismanligi', 'ClubAdvisor'),
  // What the portal holds about the staff member, its export and requests (issue 39, KVKK Art. 11).
  page('Kişisel Verilerim', 'My Personal Data', 'kisisel-verilerim', 'MyPersonalData'),
])

const studentMenu: MenuItem[] = [
  home,
  group('Akademik', 'Academic', 'BookOutlined', [
    page('Notlarım', 'My Grades', 'ogrenci/notlarim', 'StudentGrades'),
    hidden('Not Detayı', 'Grade Detail', 'ogrenci/notlarim/:termId', 'StudentGradeDetail'),
    page('Devamsızlıklarım', 'My Absences', 'ogrenci/devamsizliklarim', 'StudentAbsences'),
    page('Ders Kaydı', 'Course Registration', 'ogrenci/ders-kaydi', 'CourseRegistration'),
    hidden('Ders Detayı', 'Course Detail', 'ogrenci/ders-detay/:sectionId', 'StudentCourseDetail'),
  ]),
  group('Etkinlikler', 'Events', 'TrophyOutlined', [
    page('Etkinliklerim ve Puanlarım', 'My Events and Points', 'ogrenci/etkinliklerim', 'StudentEvents'),
    page('Oryantasyon', 'Orientation', 'ogrenci/oryantasyon', 'Orientation'),
    page('Kulüp Kaydı', 'Club Registration', 'ogrenci/kulup-kaydi', 'ClubRegistration'),
    hidden('Etkinlik Yoklaması', 'Event Check-in', 'ogrenci/etkinlik-yoklama/:eventId', 'EventCheckIn'),
  ]),
  group('Başvurular', 'Requests', 'FormOutlined', [
    page('İlişik Kesme', 'Departure Clearance', 'ogrenci/ilisik-kesme', 'DepartureClearance'),
    page('Kayıt Dondurma', 'Registration Freeze', 'ogrenci/kayit-dondurma', 'RegistrationFreeze'),
    page(
      'Kayıt Dondurma Taleplerim',
      'My Freeze Requests',
      'ogrenci/kayit-dondurma-taleplerim',
      'RegistrationFreezeRequests',
    ),
    page('Kayıt Tamamlama', 'Registration Completion', 'ogrenci/kayit-tamamlama', 'RegistrationCompletion'),
    page('Cübbe ve Kep', 'Graduation Gown and Cap', 'ogrenci/cubbe-kep', 'GraduationGown'),
    page(
      'Sertifika Taleplerim',
      'My Certificate Requests',
      'ogrenci/sertifika-talepleri',
      'CertificateRequests',
    ),
  ]),
  group('Ödemeler', 'Payments', 'CreditCardOutlined', [
    page('Kimlik Kartı Bakiye Yükleme', 'ID Card Balance', 'ogrenci/kart-bakiye', 'IdCardBalance'),
    page('Vinov Planım', 'My Instalment Plan', 'ogrenci/vinov-planim', 'MyInstalmentPlan'),
    hidden('Sanal POS Ödeme', 'Card Payment', 'ogrenci/odeme/:paymentId', 'VirtualPosPayment'),
  ]),
  page('Belgelerim', 'My Documents', 'ogrenci/belgelerim', 'StudentDocuments', 'FileTextOutlined'),
  page(
    'Microsoft Lisansı',
    'Microsoft Licence',
    'ogrenci/microsoft-lisans',
    'MicrosoftLicence',
    'WindowsOutlined',
  ),
  // What the portal holds about the student, its export and requests (issue 39, KVKK Art. 11).
  page('Kişisel Verilerim', 'My Personal Data', 'kisisel-verilerim', 'MyPersonalData', 'SafetyOutlined'),
]

const instructorMenu: MenuItem[] = [
  home,
  group('Derslerim', 'My Courses', 'ReadOutlined', [
    page('Verdiğim Dersler', 'Courses I Teach', 'ogretim/derslerim', 'InstructorCourses'),
    page('Not Defteri Kopyalama', 'Copy Grade Book', 'ogretim/not-defteri-kopyala', 'GradeBookCopy'),
    page('Not Girişi', 'Grade Entry', 'ogretim/not-girisi', 'GradeEntry'),
    hidden('Şube Not Girişi', 'Section Grade Entry', 'ogretim/not-girisi/:sectionId', 'GradeEntryDetail'),
    page('Not Dağılımı', 'Grade Distribution', 'ogretim/not-dagilimi', 'GradeDistribution'),
    // Gated by the prep feature to the instructors of a prep section (issue 18 prep grade entry).
    page('Hazırlık Not Girişi', 'Prep Grade Entry', 'ogretim/hazirlik-not-girisi', 'PrepGradeEntry'),
  ]),
  group('Devamsızlık', 'Attendance', 'CalendarOutlined', [
    page('Devamsızlık Girişi', 'Absence Entry', 'ogretim/devamsizlik-girisi', 'AbsenceEntry'),
    page('Devamsızlık Raporu', 'Absence Report', 'ogretim/devamsizlik-raporu', 'AbsenceReport'),
    page('Mazeret Saatleri', 'Excuse Hours', 'ogretim/mazeret-saatleri', 'ExcuseHours'),
    page('Sınav Muafiyetleri', 'Exam Exemptions', 'ogretim/sinav-muafiyetleri', 'ExamExemptions'),
  ]),
  group('Talepler', 'Requests', 'InboxOutlined', [
    page('Not Talepleri', 'Grade Requests', 'ogretim/not-talepleri', 'GradeRequests'),
    page('Devamsızlık Talepleri', 'Absence Requests', 'ogretim/devamsizlik-talepleri', 'AbsenceRequests'),
  ]),
  page('Moodle Eşitleme', 'Moodle Sync', 'ogretim/moodle-esitleme', 'MoodleSync', 'SyncOutlined'),
  staffSelfService,
]

const advisorMenu: MenuItem[] = [
  home,
  group('Danışmanlık', 'Advising', 'TeamOutlined', [
    page('Ders Kayıt Onayı', 'Course Registration Approval', 'danisman/ders-onay', 'AdvisorCourseApproval'),
    hidden(
      'Öğrenci Ders Onayı',
      'Student Course Approval',
      'danisman/ders-onay/:studentNo',
      'AdvisorCourseApprovalDetail',
    ),
    page('Ön Görüşme', 'Pre-Interview', 'danisman/on-gorusme', 'PreInterview'),
    hidden(
      'Ön Görüşme Detayı',
      'Pre-Interview Detail',
      'danisman/on-gorusme/:studentNo',
      'PreInterviewDetail',
    ),
  ]),
  staffSelfService,
]

const registrarMenu: MenuItem[] = [
  home,
  group('YÖKSİS', 'YÖKSİS', 'CloudSyncOutlined', [
    page(
      'Öğrenci Karşılaştırma',
      'Student Comparison',
      'ogrenci-isleri/yoksis-karsilastirma',
      'YoksisComparison',
    ),
    page(
      'Mezun Karşılaştırma',
      'Graduate Comparison',
      'ogrenci-isleri/yoksis-mezun-karsilastirma',
      'YoksisGraduateComparison',
    ),
    page(
      'Sağlık Bilimleri Kayıt',
      'Health Sciences Registration',
      'ogrenci-isleri/yoksis-saglik-kayit',
      'YoksisHealthRegistration',
    ),
    page(
      'Karşılaştırma Parametreleri',
      'Comparison Parameters',
      'ogrenci-isleri/karsilastirma-parametreleri',
      'ComparisonParameters',
    ),
    // The programmes' YÖKSİS unit ids that military deferral requests need (issue 35; the military feature).
    page(
      'YÖKSİS Birim Numaraları',
      'YÖKSİS Unit IDs',
      'ogrenci-isleri/yoksis-birim-numaralari',
      'MilitaryUnitIds',
    ),
  ]),
  page(
    'Askerlik İşlemleri',
    'Military Service',
    'ogrenci-isleri/askerlik',
    'MilitaryService',
    'SafetyOutlined',
  ),
  group('Öğrenci İşlemleri', 'Student Affairs', 'SolutionOutlined', [
    page(
      'Kayıt Dondurma Talepleri',
      'Freeze Requests',
      'ogrenci-isleri/kayit-dondurma-talepleri',
      'FreezeRequestsAdmin',
    ),
    page(
      'İlişik Kesme Onayları',
      'Departure Approvals',
      'ogrenci-isleri/ilisik-kesme-onaylari',
      'DepartureApprovals',
    ),
    page('Belge Talepleri', 'Document Requests', 'ogrenci-isleri/belge-talepleri', 'DocumentRequestsAdmin'),
    page(
      'Sertifika Talepleri',
      'Certificate Requests',
      'ogrenci-isleri/sertifika-talepleri',
      'CertificateRequestsAdmin',
    ),
    page('Şube Aktarma', 'Section Transfer', 'ogrenci-isleri/sube-aktarma', 'SectionTransfer'),
    page('Akademik Takvim', 'Academic Calendar', 'ogrenci-isleri/akademik-takvim', 'AcademicCalendarAdmin'),
  ]),
  group('Program İşlemleri', 'Programmes', 'ApartmentOutlined', [
    page(
      'Program Versiyonları',
      'Programme Versions',
      'ogrenci-isleri/program-versiyonlari',
      'ProgrammeVersions',
    ),
    hidden(
      'Program Bilgileri',
      'Programme Information',
      'ogrenci-isleri/program-bilgileri/versiyon/:versionId',
      'ProgrammeInformation',
    ),
    hidden(
      'Program Yeterlilikleri',
      'Programme Competencies',
      'ogrenci-isleri/program-yeterlilikleri/versiyon/:versionId',
      'ProgrammeCompetencies',
    ),
    hidden(
      'TYYÇ Eşleştirme',
      'National Framework',
      'ogrenci-isleri/tyyc/versiyon/:versionId',
      'NationalFramework',
    ),
    page('Bologna Programları', 'Bologna Programmes', 'ogrenci-isleri/bologna', 'BolognaPrograms'),
    page('Ücret Girişi', 'Fee Entry', 'ogrenci-isleri/ucret-girisi', 'FeeEntry'),
  ]),
  // Student Search for the registrar and the head of department too (issue 37): the readers of /api/Students.
  page('Öğrenci Arama', 'Student Search', 'ogrenci-isleri/ogrenci-arama', 'StudentSearch', 'TeamOutlined'),
  group('Raporlar', 'Reports', 'BarChartOutlined', [
    page('Öğrenci Raporu', 'Student Report', 'rapor/ogrenci', 'StudentReport'),
    page('Yurt Raporu', 'Dormitory Report', 'rapor/yurt', 'DormitoryReport'),
    page('Açılan Dersler', 'Opened Courses', 'rapor/acilan-dersler', 'OpenedCoursesReport'),
    hidden('Açılan Ders Detayı', 'Opened Course Detail', 'rapor/ders-detay/:termId', 'OpenedCourseDetail'),
  ]),
  staffSelfService,
]

const prepAdminMenu: MenuItem[] = [
  home,
  group('Tanımlar', 'Definitions', 'SettingOutlined', [
    page('Çeyrek Tanımları', 'Quarters', 'hazirlik/ceyrekler', 'PrepQuarters'),
    page('Kur Tanımları', 'Levels', 'hazirlik/kurlar', 'PrepLevels'),
    page('Şube Tanımları', 'Sections', 'hazirlik/subeler', 'PrepSections'),
    page('Derslik Tanımları', 'Classrooms', 'hazirlik/derslikler', 'Classrooms'),
  ]),
  group('Kur İşlemleri', 'Level Operations', 'RiseOutlined', [
    page('Şube Aktarma', 'Section Transfer', 'hazirlik/sube-aktarma', 'PrepSectionTransfer'),
    page('Kur Atlatma', 'Level Promotion', 'hazirlik/kur-atlatma', 'LevelPromotion'),
    page('Kur Karıştırma', 'Level Mixing', 'hazirlik/kur-karistirma', 'LevelMixing'),
  ]),
  group('Sınavlar', 'Exams', 'AuditOutlined', [
    page('Sınav Defteri', 'Exam Book', 'hazirlik/sinav-defteri', 'PrepExamBook'),
    page('Apex Sınavları', 'Apex Exams', 'hazirlik/apex', 'ApexExams'),
    page('Seviye Tespit Sınavı', 'Placement Exam', 'hazirlik/sts', 'PlacementExams'),
  ]),
  group('Raporlar', 'Reports', 'BarChartOutlined', [
    page('Hazırlık Başarı Raporu', 'Prep Success Report', 'rapor/hazirlik-basari', 'PrepSuccessReport'),
    page('Çeyrek ve Kur Listesi', 'Quarters and Levels', 'rapor/ceyrek-kur', 'QuarterLevelReport'),
  ]),
  staffSelfService,
]

const financeMenu: MenuItem[] = [
  home,
  group('Vinov', 'Instalment Plans', 'AccountBookOutlined', [
    page('Vinov Planları', 'Instalment Plans', 'mali/vinov-planlari', 'VinovPlans'),
    page('Vinov İptal', 'Plan Cancellation', 'mali/vinov-iptal', 'VinovCancellation'),
    page('Tahsilatlar', 'Collections', 'mali/tahsilatlar', 'Collections'),
  ]),
  page('Bütçe', 'Budget', 'mali/butce', 'Budget', 'FundOutlined'),
  page(
    'İlişik Kesme Onayı',
    'Departure Clearance Approval',
    'mali/ilisik-kesme-onay',
    'ClearanceAccounting',
    'CheckSquareOutlined',
  ),
  page(
    'Cübbe Depozito İadeleri',
    'Gown Deposit Refunds',
    'mali/cubbe-depozito',
    'GownDepositRefunds',
    'RollbackOutlined',
  ),
  staffSelfService,
]

const inventoryMenu: MenuItem[] = [
  home,
  group('Demirbaş', 'Fixtures', 'InboxOutlined', [
    page('Demirbaş Listesi', 'Fixtures', 'demirbas/liste', 'Fixtures'),
    page('Öğrenciye Teslim', 'Delivery to Student', 'demirbas/ogrenci-teslim', 'StudentFixtureDelivery'),
    page('Öğrenciden İade', 'Refund from Student', 'demirbas/iade', 'StudentFixtureRefund'),
    page('Cübbe Teslim ve İade', 'Gown Hand-out and Return', 'demirbas/cubbe', 'GownHandout'),
  ]),
  page(
    'İlişik Kesme Onayı',
    'Departure Clearance Approval',
    'demirbas/ilisik-kesme-onay',
    'ClearanceFixtures',
    'CheckSquareOutlined',
  ),
  staffSelfService,
]

const committeeItems = (chair: boolean): MenuItem[] => [
  home,
  group('Akademik Başvurular', 'Academic Applications', 'AuditOutlined', [
    page('Değerlendirme Bekleyenler', 'Awaiting Evaluation', 'juri/degerlendirme', 'Evaluation'),
    hidden(
      'Başvuru Özeti',
      'Application Summary',
      'juri/basvuru-ozet/:applicationId',
      'AcademicApplicationSummary',
    ),
    ...(chair ? [page('Jüri Üyeleri', 'Committee Members', 'juri/uyeler', 'CommitteeMembers')] : []),
  ]),
  staffSelfService,
]

const hrMenu: MenuItem[] = [
  home,
  group('Personel', 'Personnel', 'UserOutlined', [
    page('Personel Arama', 'Personnel Search', 'ik/personel-arama', 'PersonnelSearch'),
    hidden('Personel Detayı', 'Personnel Detail', 'ik/personel/:registryNo', 'PersonnelDetail'),
    page('Bordro Talepleri', 'Payroll Requests', 'ik/bordro-talepleri', 'PayrollRequestsAdmin'),
  ]),
  group('Akademik Kadro', 'Academic Positions', 'SolutionOutlined', [
    page('Kadro İlanları', 'Position Announcements', 'ik/kadro-ilanlari', 'CadreAnnouncements'),
    page(
      'Akademik Başvurular',
      'Academic Applications',
      'ik/akademik-basvurular',
      'AcademicApplicationsAdmin',
    ),
  ]),
  staffSelfService,
]

const headOfDepartmentMenu: MenuItem[] = [
  home,
  group('Bölüm İşlemleri', 'Department', 'ClusterOutlined', [
    page('Açılan Dersler', 'Opened Courses', 'bolum/acilan-dersler', 'OpenedCourses'),
    page('Şube Tanımları', 'Section Definitions', 'bolum/subeler', 'SectionDefinitions'),
    page(
      'Not Kesinleştirme Onayı',
      'Grade Finalisation Approval',
      'bolum/not-onay',
      'GradeFinalisationApproval',
    ),
    page('Danışman Atama', 'Advisor Assignment', 'bolum/danisman-atama', 'AdvisorAssignment'),
  ]),
  group('Ön Görüşme Tanımları', 'Pre-Interview Definitions', 'ProfileOutlined', [
    page('Kategoriler', 'Categories', 'bolum/on-gorusme-kategorileri', 'PreInterviewCategories'),
    page('Detaylar', 'Details', 'bolum/on-gorusme-detaylari', 'PreInterviewDetails'),
  ]),
  page('Öğrenci Arama', 'Student Search', 'bolum/ogrenci-arama', 'StudentSearch', 'TeamOutlined'),
  page('Bölüm Raporu', 'Department Report', 'rapor/bolum', 'DepartmentReport', 'BarChartOutlined'),
  staffSelfService,
]

const studentCentreMenu: MenuItem[] = [
  home,
  page(
    'İlişik Kesme Ön Onayı',
    'Departure Pre-Approval',
    'ogrenci-merkezi/ilisik-kesme-on-onay',
    'ClearancePreApproval',
    'CheckSquareOutlined',
  ),
  group('Etkinlikler', 'Events', 'TrophyOutlined', [
    page('Etkinlik Tanımları', 'Event Definitions', 'ogrenci-merkezi/etkinlikler', 'EventDefinitions'),
    page('Etkinlik Puan Türleri', 'Event Point Types', 'ogrenci-merkezi/puan-turleri', 'EventPointTypes'),
    page(
      'Oryantasyon Etkinlikleri',
      'Orientation Events',
      'ogrenci-merkezi/oryantasyon',
      'OrientationEvents',
    ),
    page('Kulüpler', 'Clubs', 'ogrenci-merkezi/kulupler', 'Clubs'),
  ]),
  page(
    'Kayıt Dondurma Talepleri',
    'Freeze Requests',
    'ogrenci-merkezi/kayit-dondurma',
    'FreezeRequestsAdmin',
    'PauseCircleOutlined',
  ),
  staffSelfService,
]

const sysadminMenu: MenuItem[] = [
  home,
  group('Sistem', 'System', 'ControlOutlined', [
    page('Kimliğe Bürünme', 'Impersonation', 'sistem/kimlige-burunme', 'Impersonation'),
    page('Menü Yönetimi', 'Menu Management', 'sistem/menuler', 'MenuManagement'),
    page('Rol Atamaları', 'Role Assignments', 'sistem/rol-atamalari', 'RoleAssignments'),
    page('Moodle Kullanıcı Eşitleme', 'Moodle User Sync', 'sistem/moodle-esitleme', 'MoodleUserSync'),
    page('Denetim Kayıtları', 'Audit Log', 'sistem/denetim-kayitlari', 'AuditLog'),
    page('Sistem Durumu', 'System Status', 'sistem/sistem-durumu', 'OperatorStatus'),
    // The privacy notices per audience and their versions (issue 39 Privacy).
    page('Aydınlatma Metinleri', 'Privacy Notices', 'sistem/aydinlatma-metinleri', 'PrivacyNotices'),
  ]),
  staffSelfService,
]

const libraryMenu: MenuItem[] = [
  home,
  page(
    'İlişik Kesme Onayı',
    'Departure Clearance Approval',
    'kutuphane/ilisik-kesme-onay',
    'ClearanceLibrary',
    'CheckSquareOutlined',
  ),
  page(
    'Öğrenci Kütüphane Borçları',
    'Student Library Debts',
    'kutuphane/borclar',
    'LibraryDebts',
    'ReadOutlined',
  ),
  staffSelfService,
]

const sportsMenu: MenuItem[] = [
  home,
  page(
    'İlişik Kesme Onayı',
    'Departure Clearance Approval',
    'spor/ilisik-kesme-onay',
    'ClearanceSports',
    'CheckSquareOutlined',
  ),
  page(
    'Spor Malzeme Zimmetleri',
    'Sports Equipment Hand-outs',
    'spor/zimmetler',
    'SportsEquipment',
    'InboxOutlined',
  ),
  page(
    'Spor Bursu Raporu',
    'Sports Scholarship Report',
    'rapor/spor-bursu',
    'SportsScholarshipReport',
    'BarChartOutlined',
  ),
  staffSelfService,
]

const authorisedPersonnelMenu: MenuItem[] = [
  home,
  group('Öğrenci', 'Students', 'TeamOutlined', [
    page('Öğrenci Arama', 'Student Search', 'yetkili/ogrenci-arama', 'StudentSearch'),
    page('Öğrenci Belgeleri', 'Student Documents', 'yetkili/ogrenci-belgeleri', 'StudentDocumentsAdmin'),
  ]),
  page(
    'Kadro İlanları',
    'Position Announcements',
    'yetkili/kadro-ilanlari',
    'CadreAnnouncements',
    'SolutionOutlined',
  ),
  group('Raporlar', 'Reports', 'BarChartOutlined', [
    page('Öğrenci Raporu', 'Student Report', 'rapor/ogrenci', 'StudentReport'),
    page('Açılan Dersler', 'Opened Courses', 'rapor/acilan-dersler', 'OpenedCoursesReport'),
    hidden('Açılan Ders Detayı', 'Opened Course Detail', 'rapor/ders-detay/:termId', 'OpenedCourseDetail'),
  ]),
  staffSelfService,
]

/** The data protection officer (issue 39 Privacy): who read whose personal data, and the people's requests. */
const dataProtectionOfficerMenu: MenuItem[] = [
  home,
  group('Kişisel Veriler', 'Personal Data', 'SafetyOutlined', [
    page('Erişim Kayıtları', 'Access Log', 'kvkk/erisim-kayitlari', 'PrivacyAccessLog'),
    page('Veri Sahibi Başvuruları', 'Data Subject Requests', 'kvkk/basvurular', 'PrivacyRequestQueue'),
  ]),
  staffSelfService,
]

const guestMenu: MenuItem[] = [
  page('Başvuru Ana Sayfası', 'Applicant Home', 'guest-landing', 'GuestLanding', 'HomeOutlined'),
  page('Başvurularım', 'My Applications', 'applications', 'Applications', 'UnorderedListOutlined'),
  page('Yeni Başvuru', 'New Application', 'application', 'ApplicationForm', 'FormOutlined'),
  page(
    'Başvuru Özeti',
    'Application Summary',
    'application-summary',
    'ApplicationSummary',
    'FileSearchOutlined',
  ),
]

const staffMenu: MenuItem[] = [home, staffSelfService]

/**
 * The notification centre and its preferences (issue 39), last in every signed-in role's menu (the guest
 * applicant's shell has no bell).
 */
const notificationItems: MenuItem = group('Bildirimler', 'Notifications', 'BellOutlined', [
  page('Bildirimlerim', 'My Notifications', 'bildirimler', 'Notifications'),
  page('Bildirim Tercihleri', 'Notification Preferences', 'bildirimler/tercihler', 'NotificationPreferences'),
])

/** `menu` with the notification items appended (issue 39). */
const withNotifications = (menu: readonly MenuItem[]): MenuItem[] => [...menu, notificationItems]

/** The menu tree of every role, keyed by role id. */
export const MENUS: Readonly<Record<RoleId, readonly MenuItem[]>> = {
  [ROLE_IDS.student]: withNotifications(studentMenu),
  [ROLE_IDS.instructor]: withNotifications(instructorMenu),
  [ROLE_IDS.advisor]: withNotifications(advisorMenu),
  [ROLE_IDS.registrar]: withNotifications(registrarMenu),
  [ROLE_IDS.prepAdmin]: withNotifications(prepAdminMenu),
  [ROLE_IDS.finance]: withNotifications(financeMenu),
  [ROLE_IDS.inventory]: withNotifications(inventoryMenu),
  [ROLE_IDS.committeeChair]: withNotifications(committeeItems(true)),
  [ROLE_IDS.committeeMember]: withNotifications(committeeItems(false)),
  [ROLE_IDS.humanResources]: withNotifications(hrMenu),
  [ROLE_IDS.headOfDepartment]: withNotifications(headOfDepartmentMenu),
  [ROLE_IDS.studentCentreDean]: withNotifications(studentCentreMenu),
  [ROLE_IDS.sysadmin]: withNotifications(sysadminMenu),
  [ROLE_IDS.library]: withNotifications(libraryMenu),
  [ROLE_IDS.sports]: withNotifications(sportsMenu),
  [ROLE_IDS.authorisedPersonnel]: withNotifications(authorisedPersonnelMenu),
  [ROLE_IDS.dataProtectionOfficer]: withNotifications(dataProtectionOfficerMenu),
  [ROLE_IDS.guestApplicant]: guestMenu,
  [ROLE_IDS.staff]: withNotifications(staffMenu),
}

/**
 * Flattens `menus` into `menu_entries` rows: roles in ascending id order, each tree depth-first
 * (a parent before its children), ids from 1, `sortOrder` = position among siblings (10, 20, …).
 */
export function buildMenuRows(menus: Readonly<Record<number, readonly MenuItem[]>> = MENUS): MenuEntryRow[] {
  const rows: MenuEntryRow[] = []
  const walk = (roleId: number, items: readonly MenuItem[], parentId: number | null) => {
    items.forEach((item, i) => {
      const id = rows.length + 1
      rows.push({
        id,
        roleId,
        parentId,
        nameTr: item.nameTr,
        nameEn: item.nameEn,
        path: item.children ? null : (item.path ?? null),
        component: item.children ? null : (item.component ?? null),
        icon: item.icon ?? null,
        isShown: item.isShown ?? true,
        sortOrder: (i + 1) * 10,
      })
      if (item.children) walk(roleId, item.children, id)
    })
  }
  for (const roleId of Object.keys(menus)
    .map(Number)
    .sort((a, b) => a - b)) {
    walk(roleId, menus[roleId] ?? [], null)
  }
  return rows
}
