/**
 * The frame of a version's pages (information, competencies, TYYÇ; issue 19): loads version `:versionId`
 * (issue 37: the path names the kind of id, …/versiyon/:versionId) from the page context, shows programme, version and status, a read-only notice for a published
 * or archived version, loading, not-found and error states, and renders `children` with the version.
 */
import type { VersionDetail } from '@unacs/contracts'
import { Alert, Card, Descriptions, Flex, Result, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useVersion } from '../api/get-version.ts'
import { PAGE_PATHS } from './paths.ts'
import { VersionStatusTag } from './VersionStatusTag.tsx'

/** Props: the page body for the loaded version (`editable` false when published or archived). */
export interface VersionFrameProps {
  children: (version: VersionDetail, editable: boolean) => ReactNode
}

/** Loads the version of the page and frames `children`. */
export function VersionFrame({ children }: VersionFrameProps) {
  const { t } = useTranslation('programmes')
  const { params } = usePageContext()
  const id = Number(params.versionId)
  const q = useVersion(id)
  if (q.isPending && q.fetchStatus !== 'idle') return <Skeleton active />
  if (!q.data) {
    const notFound =
      !Number.isInteger(id) || id < 1 || (q.error instanceof ApiError && q.error.status === 404)
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('notFound') : t('failed')}
        extra={<ButtonLink to={PAGE_PATHS.versions}>{t('backToVersions')}</ButtonLink>}
      />
    )
  }
  const v = q.data
  const editable = v.Status === 'draft'
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'p', label: t('col.programme'), children: `${v.ProgrammeName} (${v.ProgrammeCode})` },
            { key: 'f', label: t('col.faculty'), children: v.Faculty },
            { key: 'v', label: t('col.version'), children: v.Name },
            { key: 's', label: t('col.status'), children: <VersionStatusTag status={v.Status} /> },
          ]}
        />
        <Flex wrap gap="small" style={{ marginTop: 8 }}>
          <ButtonLink to={PAGE_PATHS.versions}>{t('backToVersions')}</ButtonLink>
          <ButtonLink to={PAGE_PATHS.information(v.Id)}>{t('nav.information')}</ButtonLink>
          <ButtonLink to={PAGE_PATHS.competencies(v.Id)}>{t('nav.competencies')}</ButtonLink>
          <ButtonLink to={PAGE_PATHS.framework(v.Id)}>{t('nav.framework')}</ButtonLink>
        </Flex>
      </Card>
      {!editable && <Alert type="info" showIcon message={t('readOnly')} />}
      {children(v, editable)}
    </Flex>
  )
}
