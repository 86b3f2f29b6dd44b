/**
 * A student's record (issue 22; spec §3 Student; issue 37): number, name, status, class, CGPA, entry year,
 * registration date and reason, term counters, departure date and reason, student-right end date, admission
 * type, advisor, the person's studentships, and tabs for the term-by-term history (term GPA, CGPA, grades
 * with status), registrations, absences, requests, documents and the audit history (both paged), in a drawer
 * over the list (full width on phones). A frozen studentship is said to continue, an ended one (graduated,
 * withdrawn) to have ended, above the tabs (issue 37).
 */
import type { StudentRecord } from '@unacs/contracts'
import {
  Alert,
  ConfigProvider,
  Descriptions,
  Drawer,
  List,
  Skeleton,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { useStudentRecord } from '../api/get-record.ts'
import {
  AbsencesTab,
  DocumentsTab,
  HistoryTab,
  RegistrationsTab,
  RequestsTab,
  TermsTab,
} from './RecordTabs.tsx'
import './record-tabs.css'

/** Props: the studentship id to show (null: closed) and the close callback. */
export interface StudentRecordDrawerProps {
  id: number | null
  onClose: () => void
}

const dmy = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—')

/**
 * Whether the studentship still runs (issue 37): a frozen one continues, a graduated or withdrawn one has ended
 * (with its date). Nothing for an active studentship.
 */
function RecordState({ r }: { r: StudentRecord }) {
  const { t } = useTranslation('students')
  if (r.Status === 'active') return null
  if (r.Status === 'frozen')
    return <Alert type="info" showIcon title={t('record.state.frozen')} data-testid="record-state" />
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="record-state"
      title={t('record.state.ended', { status: t(`status.${r.Status}`), date: dmy(r.DepartureDate) })}
    />
  )
}

/** The record's tabs of one loaded record. */
function RecordTabs({ r }: { r: StudentRecord }) {
  const { t } = useTranslation('students')
  // The selected tab in the link colour: the primary blue falls short of AA contrast on the dark drawer.
  const { token } = theme.useToken()
  return (
    <ConfigProvider theme={{ components: { Tabs: { itemSelectedColor: token.colorLink } } }}>
      <Tabs
        className="record-tabs"
        items={[
          {
            key: 'info',
            label: t('record.info'),
            children: (
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('col.studentNo')}>{r.StudentNo}</Descriptions.Item>
                <Descriptions.Item label={t('col.fullName')}>{r.FullName}</Descriptions.Item>
                <Descriptions.Item label={t('col.nationalId')}>{r.NationalId}</Descriptions.Item>
                <Descriptions.Item label={t('record.email')}>{r.Email}</Descriptions.Item>
                <Descriptions.Item label={t('col.faculty')}>{r.Faculty}</Descriptions.Item>
                <Descriptions.Item label={t('col.programme')}>{r.Programme}</Descriptions.Item>
                <Descriptions.Item label={t('col.status')}>{t(`status.${r.Status}`)}</Descriptions.Item>
                <Descriptions.Item label={t('col.classYear')}>{r.ClassYear}</Descriptions.Item>
                <Descriptions.Item label={t('col.cgpa')}>
                  {r.Cgpa === null ? '—' : r.Cgpa.toFixed(2)}
                </Descriptions.Item>
                <Descriptions.Item label={t('col.entryYear')}>{r.EntryYear}</Descriptions.Item>
                <Descriptions.Item label={t('col.admissionType')}>{r.AdmissionType}</Descriptions.Item>
                <Descriptions.Item label={t('record.registrationDate')}>
                  {dmy(r.RegistrationDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.registrationReason')}>
                  {r.RegistrationReason}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.termCounters')}>
                  {t('record.counters', {
                    u: r.TermCounters.UnconditionalUsed,
                    ul: r.TermCounters.UnconditionalLimit,
                    c: r.TermCounters.ConditionalUsed,
                    cl: r.TermCounters.ConditionalLimit,
                    max: r.TermCounters.Maximum,
                  })}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.departureDate')}>
                  {dmy(r.DepartureDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.departureReason')}>
                  {r.DepartureReason ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.rightEnd')}>
                  {dmy(r.StudentRightEndsOn)}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.advisor')}>{r.Advisor ?? '—'}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'studentships',
            label: t('record.studentships'),
            children: (
              <List
                dataSource={r.Studentships}
                renderItem={(s) => (
                  <List.Item>
                    <List.Item.Meta title={`${s.StudentNo} · ${s.Programme}`} />
                    <Tag>{t(`status.${s.Status}`)}</Tag>
                  </List.Item>
                )}
              />
            ),
          },
          { key: 'terms', label: t('record.terms'), children: <TermsTab id={r.Id} /> },
          {
            key: 'registrations',
            label: t('record.registrations'),
            children: <RegistrationsTab id={r.Id} />,
          },
          { key: 'absences', label: t('record.absences'), children: <AbsencesTab id={r.Id} /> },
          { key: 'requests', label: t('record.requests'), children: <RequestsTab id={r.Id} /> },
          { key: 'documents', label: t('record.documents'), children: <DocumentsTab id={r.Id} /> },
          { key: 'history', label: t('record.history'), children: <HistoryTab id={r.Id} /> },
        ]}
      />
    </ConfigProvider>
  )
}

/** The drawer. */
export function StudentRecordDrawer({ id, onClose }: StudentRecordDrawerProps) {
  const { t } = useTranslation('students')
  const record = useStudentRecord(id)
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      title={record.data ? `${record.data.FullName} · ${record.data.StudentNo}` : t('record.title')}
    >
      {record.isPending && id !== null ? <Skeleton active /> : null}
      {record.isError ? <Alert type="error" showIcon title={record.error.message} /> : null}
      {record.data ? <RecordState r={record.data} /> : null}
      {record.data ? <RecordTabs r={record.data} /> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('record.scopeNote')}
      </Typography.Text>
    </Drawer>
  )
}
