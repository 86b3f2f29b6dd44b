/**
 * Fee entry (component key `FeeEntry`, menu ogrenci-isleri/ucret-girisi; issue 19 "Fee entry", spec §1 "fee entry
 * for undergraduate and associate programmes"): pick an associate or bachelor programme and one of its versions;
 * a draft's fees per term are entered here (click a row to edit it), a published version's are shown read-only.
 */

import type { FeeRow } from '@unacs/contracts'
import { FEE_LEVELS } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useVersion } from '../api/get-version.ts'
import { useProgrammes } from '../api/list-programmes.ts'
import { FeeForm } from '../components/FeeForm.tsx'
import { FeeTable } from '../components/FeeTable.tsx'
import { VersionStatusTag } from '../components/VersionStatusTag.tsx'

/** The fee entry page. */
export function FeeEntryPage() {
  const { t } = useTranslation('programmes')
  const list = useProgrammes({}, 1, 200)
  const programmes = (list.data?.items ?? []).filter((p) => FEE_LEVELS.includes(p.Level))
  const [programmeId, setProgrammeId] = useState<number>()
  const [versionId, setVersionId] = useState<number>()
  const [row, setRow] = useState<FeeRow | null>(null)
  const programme = programmes.find((p) => p.ProgrammeId === programmeId)
  const version = useVersion(versionId)
  const pick = (id: number) => {
    setProgrammeId(id)
    const p = programmes.find((x) => x.ProgrammeId === id)
    setVersionId(
      (p?.Versions.find((v) => v.Status === 'draft') ?? p?.Versions.find((v) => v.Status === 'published'))
        ?.Id,
    )
    setRow(null)
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('fees.intro')}</Typography.Paragraph>
      <Card>
        <Flex wrap gap="small">
          <Select
            showSearch
            aria-label={t('fees.programme')}
            loading={list.isPending}
            style={{ minWidth: 280, flex: 1 }}
            value={programmeId}
            onChange={pick}
            filterOption={filterByTurkish}
            options={programmes.map((p) => ({ value: p.ProgrammeId, label: `${p.Name} (${p.Code})` }))}
          />
          <Select
            aria-label={t('col.version')}
            style={{ minWidth: 200 }}
            value={versionId}
            disabled={!programme}
            onChange={(v) => {
              setVersionId(v)
              setRow(null)
            }}
            options={programme?.Versions.map((v) => ({
              value: v.Id,
              label: `${v.Name} · ${t(`status.${v.Status}`)}`,
            }))}
          />
        </Flex>
      </Card>
      {!version.data ? (
        <Empty description={t('fees.pick')} />
      ) : (
        <Card
          title={
            <Flex gap="small" align="center" wrap>
              {version.data.ProgrammeName} · {version.data.Name}{' '}
              <VersionStatusTag status={version.data.Status} />
            </Flex>
          }
        >
          <FeeTable
            rows={version.data.Fees}
            {...(version.data.Status === 'draft' ? { onPick: setRow } : {})}
          />
          {version.data.Status === 'draft' ? (
            <div style={{ marginTop: 16 }}>
              <Typography.Title level={5}>
                {row ? t('fees.editTerm', { term: row.Term }) : t('fees.newTerm')}
              </Typography.Title>
              <FeeForm version={version.data} row={row} />
            </div>
          ) : (
            <Alert style={{ marginTop: 16 }} type="info" showIcon message={t('readOnly')} />
          )}
        </Card>
      )}
    </Flex>
  )
}
