/**
 * A student's record (issue 22; spec §3 Student): number, name, status, class, CGPA, entry year,
 * registration date, departure date and reason, admission type, advisor, the person's studentships and the
 * audit history about the studentship, in a drawer over the list (full width on phones).
 */
import type { StudentRecord } from '@unacs/contracts'
import {
  Alert,
  ConfigProvider,
  Descriptions,
  Drawer,
  Empty,
  List,
  Skeleton,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { useStudentRecord } from '../api/get-record.ts'

/** Props: the studentship id to show (null: closed) and the close callback. */
export interface StudentRecordDrawerProps {
  id: number | null
  onClose: () => void
}

const dmy = (d: string | null) => (d ? d.split('-').reverse().join('.') : '—')

/** The record's tabs of one loaded record. */
function RecordTabs({ r }: { r: StudentRecord }) {
  const { t } = useTranslation('students')
  // The selected tab in the link colour: the primary blue falls short of AA contrast on the dark drawer.
  const { token } = theme.useToken()
  const at = (iso: string) => showDateTime(iso)
  return (
    <ConfigProvider theme={{ components: { Tabs: { itemSelectedColor: token.colorLink } } }}>
      <Tabs
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
                <Descriptions.Item label={t('record.departureDate')}>
                  {dmy(r.DepartureDate)}
                </Descriptions.Item>
                <Descriptions.Item label={t('record.departureReason')}>
                  {r.DepartureReason ?? '—'}
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
          {
            key: 'history',
            label: t('record.history'),
            children: r.History.length ? (
              <List
                dataSource={r.History}
                renderItem={(h) => (
                  <List.Item>
                    <List.Item.Meta
                      title={`${h.Entity} · ${h.Action}`}
                      description={`${at(h.At)} · ${h.Actor ?? t('record.system')}${h.Reason ? ` · ${h.Reason}` : ''}`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('record.noHistory')} />
            ),
          },
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
      {record.data ? <RecordTabs r={record.data} /> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('record.scopeNote')}
      </Typography.Text>
    </Drawer>
  )
}
