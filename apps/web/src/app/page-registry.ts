/**
 * The web page registry: where features meet the router (DESIGN.md §3; spec §2 "Feature pages are
 * named in a component lookup"). The server menu names a page by its component key; this table maps
 * each key to the translation namespaces the page needs and a loader of its component, so that every
 * feature page is its own chunk. A key without an entry shows the "not available yet" page.
 * Adding a feature page adds one entry here.
 */
import type { ComponentType } from 'react'
import type { Namespace } from './i18n/index.ts'

/** One lazily loaded feature page. */
export interface PageEntry {
  /** Namespaces loaded before the page renders. */
  namespaces: Namespace[]
  /** Loads the page component. */
  load: () => Promise<ComponentType>
}

/** Feature pages by component key (the menu's `component`, and the static routes' keys). */
export const pageRegistry: Readonly<Record<string, PageEntry>> = {
  HomePage: {
    namespaces: [],
    load: () => import('./pages/HomePage.tsx').then((m) => m.HomePage),
  },
  Impersonation: {
    namespaces: ['identity'],
    load: () => import('../features/identity/pages/ImpersonationPage.tsx').then((m) => m.ImpersonationPage),
  },
  ProxyDefinition: {
    namespaces: ['proxy'],
    load: () => import('../features/proxy/pages/ProxyPage.tsx').then((m) => m.ProxyPage),
  },
  PersonnelInfo: {
    namespaces: ['personnel'],
    load: () => import('../features/personnel/pages/PersonnelInfoPage.tsx').then((m) => m.PersonnelInfoPage),
  },
  PersonnelSearch: {
    namespaces: ['personnel'],
    load: () =>
      import('../features/personnel/pages/PersonnelSearchPage.tsx').then((m) => m.PersonnelSearchPage),
  },
  PersonnelDetail: {
    namespaces: ['personnel'],
    load: () =>
      import('../features/personnel/pages/PersonnelDetailPage.tsx').then((m) => m.PersonnelDetailPage),
  },
  PayrollRequests: {
    namespaces: ['payroll'],
    load: () =>
      import('../features/payroll/pages/PayrollRequestsPage.tsx').then((m) => m.PayrollRequestsPage),
  },
  PayrollRequestCreate: {
    namespaces: ['payroll'],
    load: () =>
      import('../features/payroll/pages/PayrollRequestCreatePage.tsx').then(
        (m) => m.PayrollRequestCreatePage,
      ),
  },
  MicrosoftLicence: {
    namespaces: ['licence'],
    load: () =>
      import('../features/licence/pages/MicrosoftLicencePage.tsx').then((m) => m.MicrosoftLicencePage),
  },
  CourseRegistration: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/CourseRegistrationPage.tsx').then(
        (m) => m.CourseRegistrationPage,
      ),
  },
  AdvisorStudents: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/AdvisorStudentsPage.tsx').then((m) => m.AdvisorStudentsPage),
  },
  AdvisorCourseApproval: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/AdvisorStudentsPage.tsx').then((m) => m.AdvisorStudentsPage),
  },
  AdvisorCourseApprovalDetail: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/AdvisorApprovalDetailPage.tsx').then(
        (m) => m.AdvisorApprovalDetailPage,
      ),
  },
  PreInterview: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/AdvisorStudentsPage.tsx').then((m) => m.PreInterviewListPage),
  },
  PreInterviewDetail: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/PreInterviewDetailPage.tsx').then(
        (m) => m.PreInterviewDetailPage,
      ),
  },
  PreInterviewCategories: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/PreInterviewDefinitionsPages.tsx').then(
        (m) => m.PreInterviewCategoriesPage,
      ),
  },
  PreInterviewDetails: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/PreInterviewDefinitionsPages.tsx').then(
        (m) => m.PreInterviewDetailsPage,
      ),
  },
  SectionTransfer: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/SectionTransferPage.tsx').then((m) => m.SectionTransferPage),
  },
  OpenedCoursesReport: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/OpenedCoursesReportPage.tsx').then(
        (m) => m.OpenedCoursesReportPage,
      ),
  },
  OpenedCourses: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/OpenedCoursesReportPage.tsx').then(
        (m) => m.OpenedCoursesReportPage,
      ),
  },
  OpenedCourseDetail: {
    namespaces: ['registration'],
    load: () =>
      import('../features/registration/pages/OpenedCoursesReportPage.tsx').then(
        (m) => m.OpenedCoursesReportPage,
      ),
  },
  Applications: {
    namespaces: ['applications'],
    load: () => import('../features/applications/pages/ApplicationsPage.tsx').then((m) => m.ApplicationsPage),
  },
  ApplicationForm: {
    namespaces: ['applications'],
    load: () =>
      import('../features/applications/pages/ApplicationFormPage.tsx').then((m) => m.ApplicationFormPage),
  },
  ApplicationSummary: {
    namespaces: ['applications'],
    load: () =>
      import('../features/applications/pages/ApplicationSummaryPage.tsx').then(
        (m) => m.ApplicationSummaryPage,
      ),
  },
  CadreAnnouncements: {
    namespaces: ['applications'],
    load: () => import('../features/applications/pages/PositionsPage.tsx').then((m) => m.PositionsPage),
  },
  Evaluation: {
    namespaces: ['applications'],
    load: () => import('../features/applications/pages/EvaluationPage.tsx').then((m) => m.EvaluationPage),
  },
  EvaluationReview: {
    namespaces: ['applications'],
    load: () => import('../features/applications/pages/EvaluationPage.tsx').then((m) => m.EvaluationPage),
  },
  AcademicApplicationSummary: {
    namespaces: ['applications'],
    load: () =>
      import('../features/applications/pages/CommitteeSummaryPage.tsx').then((m) => m.CommitteeSummaryPage),
  },
  CommitteeMembers: {
    namespaces: ['applications'],
    load: () =>
      import('../features/applications/pages/CommitteeMembersPage.tsx').then((m) => m.CommitteeMembersPage),
  },
  StudentEvents: {
    namespaces: ['events'],
    load: () => import('../features/events/pages/StudentEventsPage.tsx').then((m) => m.StudentEventsPage),
  },
  EventPointTypes: {
    namespaces: ['events'],
    load: () => import('../features/events/pages/EventPointTypesPage.tsx').then((m) => m.EventPointTypesPage),
  },
  EventDefinitions: {
    namespaces: ['events'],
    load: () =>
      import('../features/events/pages/EventDefinitionsPage.tsx').then((m) => m.EventDefinitionsPage),
  },
  OrientationEvents: {
    namespaces: ['events'],
    load: () =>
      import('../features/events/pages/EventDefinitionsPage.tsx').then((m) => m.OrientationEventsPage),
  },
  Orientation: {
    namespaces: ['events'],
    load: () => import('../features/events/pages/OrientationPage.tsx').then((m) => m.OrientationPage),
  },
  EventCheckIn: {
    namespaces: ['events'],
    load: () => import('../features/events/pages/EventCheckInPage.tsx').then((m) => m.EventCheckInPage),
  },
  ClubRegistration: {
    namespaces: ['clubs'],
    load: () =>
      import('../features/clubs/pages/ClubRegistrationPage.tsx').then((m) => m.ClubRegistrationPage),
  },
  Clubs: {
    namespaces: ['clubs'],
    load: () => import('../features/clubs/pages/ClubsPage.tsx').then((m) => m.ClubsPage),
  },
  ClubAdvisor: {
    namespaces: ['clubs'],
    load: () => import('../features/clubs/pages/ClubAdvisorPage.tsx').then((m) => m.ClubAdvisorPage),
  },
  StudentDocuments: {
    namespaces: ['documents'],
    load: () =>
      import('../features/documents/pages/StudentDocumentsPage.tsx').then((m) => m.StudentDocumentsPage),
  },
  BelgeViewer: {
    namespaces: ['documents'],
    load: () => import('../features/documents/pages/BelgeViewerPage.tsx').then((m) => m.BelgeViewerPage),
  },
  GradeEntry: {
    namespaces: ['grades'],
    load: () => import('../features/grades/pages/GradeEntryPage.tsx').then((m) => m.GradeEntryPage),
  },
  GradeEntryDetail: {
    namespaces: ['grades'],
    load: () =>
      import('../features/grades/pages/GradeEntryDetailPage.tsx').then((m) => m.GradeEntryDetailPage),
  },
  GradeBook: {
    namespaces: ['grades'],
    load: () => import('../features/grades/pages/GradeBookPage.tsx').then((m) => m.GradeBookPage),
  },
  GradeDistribution: {
    namespaces: ['grades'],
    load: () =>
      import('../features/grades/pages/GradeDistributionPage.tsx').then((m) => m.GradeDistributionPage),
  },
  StudentGrades: {
    namespaces: ['grades'],
    load: () => import('../features/grades/pages/StudentGradesPage.tsx').then((m) => m.StudentGradesPage),
  },
  InstructorCourses: {
    namespaces: ['grades'],
    load: () =>
      import('../features/grades/pages/InstructorCoursesPage.tsx').then((m) => m.InstructorCoursesPage),
  },
  GradeBookCopy: {
    namespaces: ['grades'],
    load: () => import('../features/grades/pages/GradeBookCopyPage.tsx').then((m) => m.GradeBookCopyPage),
  },
  GradeRequests: {
    namespaces: ['grades'],
    load: () => import('../features/grades/pages/GradeRequestsPage.tsx').then((m) => m.GradeRequestsPage),
  },
  GradeFinalisationApproval: {
    namespaces: ['grades'],
    load: () =>
      import('../features/grades/pages/GradeFinalisationApprovalPage.tsx').then(
        (m) => m.GradeFinalisationApprovalPage,
      ),
  },
  StudentGradeDetail: {
    namespaces: ['grades'],
    load: () =>
      import('../features/grades/pages/StudentGradeDetailPage.tsx').then((m) => m.StudentGradeDetailPage),
  },
  AbsenceEntry: {
    namespaces: ['absences'],
    load: () => import('../features/absences/pages/AbsenceEntryPage.tsx').then((m) => m.AbsenceEntryPage),
  },
  AbsenceReport: {
    namespaces: ['absences'],
    load: () => import('../features/absences/pages/AbsenceReportPage.tsx').then((m) => m.AbsenceReportPage),
  },
  ExcuseHours: {
    namespaces: ['absences'],
    load: () => import('../features/absences/pages/ExcuseHoursPage.tsx').then((m) => m.ExcuseHoursPage),
  },
  ExamExemptions: {
    namespaces: ['absences'],
    load: () => import('../features/absences/pages/ExamExemptionsPage.tsx').then((m) => m.ExamExemptionsPage),
  },
  AbsenceRequests: {
    namespaces: ['absences'],
    load: () =>
      import('../features/absences/pages/AbsenceRequestsPage.tsx').then((m) => m.AbsenceRequestsPage),
  },
  RegistrationFreeze: {
    namespaces: ['freeze'],
    load: () =>
      import('../features/freeze/pages/RegistrationFreezePage.tsx').then((m) => m.RegistrationFreezePage),
  },
  RegistrationFreezeRequests: {
    namespaces: ['freeze'],
    load: () =>
      import('../features/freeze/pages/RegistrationFreezeRequestsPage.tsx').then(
        (m) => m.RegistrationFreezeRequestsPage,
      ),
  },
  FreezeRequestsAdmin: {
    namespaces: ['freeze'],
    load: () =>
      import('../features/freeze/pages/FreezeRequestsAdminPage.tsx').then((m) => m.FreezeRequestsAdminPage),
  },
  RegistrationCompletion: {
    namespaces: ['freeze'],
    load: () =>
      import('../features/freeze/pages/RegistrationCompletionPage.tsx').then(
        (m) => m.RegistrationCompletionPage,
      ),
  },
  StudentAbsences: {
    namespaces: ['absences'],
    load: () =>
      import('../features/absences/pages/StudentAbsencesPage.tsx').then((m) => m.StudentAbsencesPage),
  },
  DepartureClearance: {
    namespaces: ['departure'],
    load: () =>
      import('../features/departure/pages/DepartureClearancePage.tsx').then((m) => m.DepartureClearancePage),
  },
  ClearanceAccounting: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.ClearanceAccountingPage),
  },
  ClearanceLibrary: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.ClearanceLibraryPage),
  },
  ClearanceFixtures: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.ClearanceFixturesPage),
  },
  ClearanceSports: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.ClearanceSportsPage),
  },
  ClearancePreApproval: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.ClearancePreApprovalPage),
  },
  DepartureApprovals: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/ReviewPages.tsx').then((m) => m.DepartureApprovalsPage),
  },
  LibraryDebts: {
    namespaces: ['departure'],
    load: () => import('../features/departure/pages/LibraryDebtsPage.tsx').then((m) => m.LibraryDebtsPage),
  },
  Fixtures: {
    namespaces: ['fixtures'],
    load: () => import('../features/fixtures/pages/FixturesPage.tsx').then((m) => m.FixturesPage),
  },
  StudentFixtureDelivery: {
    namespaces: ['fixtures'],
    load: () =>
      import('../features/fixtures/pages/StudentFixtureDeliveryPage.tsx').then(
        (m) => m.StudentFixtureDeliveryPage,
      ),
  },
  StudentFixtureRefund: {
    namespaces: ['fixtures'],
    load: () =>
      import('../features/fixtures/pages/StudentFixtureRefundPage.tsx').then(
        (m) => m.StudentFixtureRefundPage,
      ),
  },
  SportsEquipment: {
    namespaces: ['fixtures'],
    load: () =>
      import('../features/fixtures/pages/SportsEquipmentPage.tsx').then((m) => m.SportsEquipmentPage),
  },
  SportsScholarshipReport: {
    namespaces: ['sports'],
    load: () =>
      import('../features/sports/pages/SportsScholarshipReportPage.tsx').then(
        (m) => m.SportsScholarshipReportPage,
      ),
  },
  YoksisComparison: {
    namespaces: ['yoksis'],
    load: () =>
      import('../features/yoksis/pages/YoksisComparisonPage.tsx').then((m) => m.YoksisComparisonPage),
  },
  YoksisGraduateComparison: {
    namespaces: ['yoksis'],
    load: () =>
      import('../features/yoksis/pages/YoksisGraduateComparisonPage.tsx').then(
        (m) => m.YoksisGraduateComparisonPage,
      ),
  },
  YoksisHealthRegistration: {
    namespaces: ['yoksis'],
    load: () =>
      import('../features/yoksis/pages/YoksisHealthRegistrationPage.tsx').then(
        (m) => m.YoksisHealthRegistrationPage,
      ),
  },
  ComparisonParameters: {
    namespaces: ['yoksis'],
    load: () =>
      import('../features/yoksis/pages/ComparisonParametersPage.tsx').then((m) => m.ComparisonParametersPage),
  },
  IdCardBalance: {
    namespaces: ['payments'],
    load: () => import('../features/payments/pages/IdCardBalancePage.tsx').then((m) => m.IdCardBalancePage),
  },
  VirtualPosPayment: {
    namespaces: ['payments'],
    load: () =>
      import('../features/payments/pages/VirtualPosPaymentPage.tsx').then((m) => m.VirtualPosPaymentPage),
  },
  PrepQuarters: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PrepQuartersPage.tsx').then((m) => m.PrepQuartersPage),
  },
  PrepLevels: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PrepLevelsPage.tsx').then((m) => m.PrepLevelsPage),
  },
  PrepSections: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PrepSectionsPage.tsx').then((m) => m.PrepSectionsPage),
  },
  Classrooms: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/ClassroomsPage.tsx').then((m) => m.ClassroomsPage),
  },
  PrepSectionTransfer: {
    namespaces: ['prep'],
    load: () =>
      import('../features/prep/pages/PrepSectionTransferPage.tsx').then((m) => m.PrepSectionTransferPage),
  },
  LevelPromotion: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/LevelPromotionPage.tsx').then((m) => m.LevelPromotionPage),
  },
  LevelMixing: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/LevelMixingPage.tsx').then((m) => m.LevelMixingPage),
  },
  PrepSuccessReport: {
    namespaces: ['prep'],
    load: () =>
      import('../features/prep/pages/PrepSuccessReportPage.tsx').then((m) => m.PrepSuccessReportPage),
  },
  QuarterLevelReport: {
    namespaces: ['prep'],
    load: () =>
      import('../features/prep/pages/QuarterLevelReportPage.tsx').then((m) => m.QuarterLevelReportPage),
  },
  StudentSearch: {
    namespaces: ['students'],
    load: () => import('../features/students/pages/StudentSearchPage.tsx').then((m) => m.StudentSearchPage),
  },
  StudentReport: {
    namespaces: ['students'],
    load: () => import('../features/students/pages/StudentReportPage.tsx').then((m) => m.StudentReportPage),
  },
  AuditLog: {
    namespaces: ['admin'],
    load: () => import('../features/admin/pages/AuditLogPage.tsx').then((m) => m.AuditLogPage),
  },
  OperatorStatus: {
    namespaces: ['system-status', 'retention'],
    load: () => import('./pages/OperatorStatusWithCards.tsx').then((m) => m.OperatorStatusWithCards),
  },
  MenuManagement: {
    namespaces: ['admin'],
    load: () => import('../features/admin/pages/MenuManagementPage.tsx').then((m) => m.MenuManagementPage),
  },
  RoleAssignments: {
    namespaces: ['admin'],
    load: () => import('../features/admin/pages/RoleAssignmentsPage.tsx').then((m) => m.RoleAssignmentsPage),
  },
  ProgrammeVersions: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/ProgrammeVersionsPage.tsx').then((m) => m.ProgrammeVersionsPage),
  },
  ProgrammeInformation: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/ProgrammeInformationPage.tsx').then(
        (m) => m.ProgrammeInformationPage,
      ),
  },
  ProgrammeCompetencies: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/ProgrammeCompetenciesPage.tsx').then(
        (m) => m.ProgrammeCompetenciesPage,
      ),
  },
  NationalFramework: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/NationalFrameworkPage.tsx').then((m) => m.NationalFrameworkPage),
  },
  BolognaPrograms: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/BolognaProgramsPage.tsx').then((m) => m.BolognaProgramsPage),
  },
  FeeEntry: {
    namespaces: ['programmes'],
    load: () => import('../features/programmes/pages/FeeEntryPage.tsx').then((m) => m.FeeEntryPage),
  },
  Rehber: {
    namespaces: ['programmes'],
    load: () => import('../features/programmes/pages/RehberPage.tsx').then((m) => m.RehberPage),
  },
  RehberDetail: {
    namespaces: ['programmes'],
    load: () => import('../features/programmes/pages/RehberDetailPage.tsx').then((m) => m.RehberDetailPage),
  },
  ProgramPreview: {
    namespaces: ['programmes'],
    load: () =>
      import('../features/programmes/pages/ProgramPreviewPage.tsx').then((m) => m.ProgramPreviewPage),
  },
  MoodleSync: {
    namespaces: ['moodle'],
    load: () => import('../features/moodle/pages/MoodleSyncPage.tsx').then((m) => m.MoodleSyncPage),
  },
  MoodleUserSync: {
    namespaces: ['moodle'],
    load: () => import('../features/moodle/pages/MoodleUserSyncPage.tsx').then((m) => m.MoodleUserSyncPage),
  },
  MilitaryService: {
    namespaces: ['military'],
    load: () =>
      import('../features/military/pages/MilitaryServicePage.tsx').then((m) => m.MilitaryServicePage),
  },
  MilitaryUnitIds: {
    namespaces: ['military'],
    load: () =>
      import('../features/military/pages/MilitaryUnitIdsPage.tsx').then((m) => m.MilitaryUnitIdsPage),
  },
  VinovPlans: {
    namespaces: ['instalments'],
    load: () => import('../features/instalments/pages/VinovPlansPage.tsx').then((m) => m.VinovPlansPage),
  },
  VinovCancellation: {
    namespaces: ['instalments'],
    load: () =>
      import('../features/instalments/pages/VinovCancellationPage.tsx').then((m) => m.VinovCancellationPage),
  },
  Collections: {
    namespaces: ['instalments'],
    load: () => import('../features/instalments/pages/CollectionsPage.tsx').then((m) => m.CollectionsPage),
  },
  Budget: {
    namespaces: ['instalments'],
    load: () => import('../features/instalments/pages/BudgetPage.tsx').then((m) => m.BudgetPage),
  },
  GraduationGown: {
    namespaces: ['gown'],
    load: () => import('../features/gown/pages/GraduationGownPage.tsx').then((m) => m.GraduationGownPage),
  },
  GownHandout: {
    namespaces: ['gown'],
    load: () => import('../features/gown/pages/GownHandoutPage.tsx').then((m) => m.GownHandoutPage),
  },
  GownDepositRefunds: {
    namespaces: ['gown'],
    load: () =>
      import('../features/gown/pages/GownDepositRefundsPage.tsx').then((m) => m.GownDepositRefundsPage),
  },
  DocumentRequestsAdmin: {
    namespaces: ['documents'],
    load: () =>
      import('../features/documents/pages/DocumentRequestsAdminPage.tsx').then(
        (m) => m.DocumentRequestsAdminPage,
      ),
  },
  StudentDocumentsAdmin: {
    namespaces: ['documents'],
    load: () =>
      import('../features/documents/pages/StudentDocumentsAdminPage.tsx').then(
        (m) => m.StudentDocumentsAdminPage,
      ),
  },
  PayrollRequestsAdmin: {
    namespaces: ['payroll'],
    load: () =>
      import('../features/payroll/pages/PayrollRequestsAdminPage.tsx').then(
        (m) => m.PayrollRequestsAdminPage,
      ),
  },
  AcademicApplicationsAdmin: {
    namespaces: ['applications'],
    load: () =>
      import('../features/applications/pages/AcademicApplicationsAdminPage.tsx').then(
        (m) => m.AcademicApplicationsAdminPage,
      ),
  },
  StudentCourseDetail: {
    namespaces: ['registration', 'grades'],
    load: () =>
      import('../features/registration/pages/StudentCourseDetailPage.tsx').then(
        (m) => m.StudentCourseDetailPage,
      ),
  },
  AdvisorAssignment: {
    namespaces: ['students'],
    load: () =>
      import('../features/students/pages/AdvisorAssignmentPage.tsx').then((m) => m.AdvisorAssignmentPage),
  },
  DormitoryReport: {
    namespaces: ['students'],
    load: () =>
      import('../features/students/pages/DormitoryReportPage.tsx').then((m) => m.DormitoryReportPage),
  },
  DepartmentReport: {
    namespaces: ['students'],
    load: () =>
      import('../features/students/pages/DepartmentReportPage.tsx').then((m) => m.DepartmentReportPage),
  },
  PrepExamBook: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PrepExamBookPage.tsx').then((m) => m.PrepExamBookPage),
  },
  ApexExams: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/ApexExamsPage.tsx').then((m) => m.ApexExamsPage),
  },
  PlacementExams: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PlacementExamsPage.tsx').then((m) => m.PlacementExamsPage),
  },
  CertificateRequests: {
    namespaces: ['certificates'],
    load: () =>
      import('../features/certificates/pages/CertificateRequestsPage.tsx').then(
        (m) => m.CertificateRequestsPage,
      ),
  },
  CertificateRequestsAdmin: {
    namespaces: ['certificates'],
    load: () =>
      import('../features/certificates/pages/CertificateRequestsAdminPage.tsx').then(
        (m) => m.CertificateRequestsAdminPage,
      ),
  },
  SectionDefinitions: {
    namespaces: ['sections'],
    load: () =>
      import('../features/sections/pages/SectionDefinitionsPage.tsx').then((m) => m.SectionDefinitionsPage),
  },
  MyInstalmentPlan: {
    namespaces: ['instalments'],
    load: () =>
      import('../features/instalments/pages/MyInstalmentPlanPage.tsx').then((m) => m.MyInstalmentPlanPage),
  },
  PrepGradeEntry: {
    namespaces: ['prep'],
    load: () => import('../features/prep/pages/PrepGradeEntryPage.tsx').then((m) => m.PrepGradeEntryPage),
  },
  AcademicCalendarAdmin: {
    namespaces: ['academic-calendar'],
    load: () =>
      import('../features/academic-calendar/pages/AcademicCalendarAdminPage.tsx').then(
        (m) => m.AcademicCalendarAdminPage,
      ),
  },
  Notifications: {
    namespaces: ['notifications'],
    load: () =>
      import('../features/notifications/pages/NotificationsPage.tsx').then((m) => m.NotificationsPage),
  },
  NotificationPreferences: {
    namespaces: ['notifications'],
    load: () =>
      import('../features/notifications/pages/NotificationPreferencesPage.tsx').then(
        (m) => m.NotificationPreferencesPage,
      ),
  },
  PrivacyNotices: {
    namespaces: ['privacy'],
    load: () => import('../features/privacy/pages/PrivacyNoticesPage.tsx').then((m) => m.PrivacyNoticesPage),
  },
  PrivacyAccessLog: {
    namespaces: ['privacy'],
    load: () => import('../features/privacy/pages/AccessLogPage.tsx').then((m) => m.AccessLogPage),
  },
  MyPersonalData: {
    namespaces: ['privacy'],
    load: () => import('../features/privacy/pages/MyPersonalDataPage.tsx').then((m) => m.MyPersonalDataPage),
  },
  GuestPersonalData: {
    namespaces: ['privacy'],
    load: () =>
      import('../features/privacy/pages/MyPersonalDataPage.tsx').then((m) => m.GuestPersonalDataPage),
  },
  PrivacyRequestQueue: {
    namespaces: ['privacy'],
    load: () => import('../features/privacy/pages/RequestQueuePage.tsx').then((m) => m.RequestQueuePage),
  },
}
