/**
 * National framework (component key `NationalFramework`, menu ogrenci-isleri/tyyc/versiyon/:versionId;
 * issue 19 "Competencies ... mapped to the TYYÇ descriptors of the programme's level"): the version's outcome ×
 * descriptor matrix with contribution levels 0–5 (saved with POST /api/Program/Tyyc/Eslestir), and the level's
 * descriptors as reference data the registrar maintains.
 */
import type { MatrixCell, VersionDetail } from '@unacs/contracts'
import { App, Button, Card, Empty, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useVersionAction } from '../api/version-actions.ts'
import { DescriptorTable } from '../components/DescriptorTable.tsx'
import { TyycMatrix } from '../components/TyycMatrix.tsx'
import { VersionFrame } from '../components/VersionFrame.tsx'

/** The matrix editor of a version. */
function MatrixEditor({ version, editable }: { version: VersionDetail; editable: boolean }) {
  const { t, i18n } = useTranslation('programmes')
  const { message } = App.useApp()
  const save = useVersionAction('matrix')
  const [cells, setCells] = useState<MatrixCell[]>(version.Matrix)
  const en = i18n.language === 'en'
  if (version.Outcomes.length === 0) return <Empty description={t('outcomes.empty')} />
  return (
    <>
      <TyycMatrix
        outcomes={version.Outcomes.map((o) => ({ Number: o.Number, Text: en ? o.TextEn : o.TextTr }))}
        descriptors={version.Descriptors.map((d) => ({ ...d, Text: en ? d.TextEn : d.TextTr }))}
        cells={cells}
        {...(editable ? { onChange: setCells } : {})}
      />
      {editable && (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { Id: version.Id, Version: version.Version, Cells: cells },
              {
                onSuccess: () => message.success(t('saved')),
                onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
              },
            )
          }
        >
          {t('matrix.save')}
        </Button>
      )}
    </>
  )
}

/** The national framework page. */
export function NationalFrameworkPage() {
  const { t } = useTranslation('programmes')
  return (
    <VersionFrame>
      {(v, editable) => (
        <Card>
          <Tabs
            items={[
              {
                key: 'm',
                label: t('matrix.title'),
                children: <MatrixEditor version={v} editable={editable} key={v.Version} />,
              },
              {
                key: 'd',
                label: t('descriptors.title', { level: t(`level.${v.Level}`) }),
                children: <DescriptorTable level={v.Level} />,
              },
            ]}
          />
        </Card>
      )}
    </VersionFrame>
  )
}
