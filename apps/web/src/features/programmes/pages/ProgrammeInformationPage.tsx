/**
 * Programme information (component key `ProgrammeInformation`, menu
 * ogrenci-isleri/program-bilgileri/versiyon/:versionId; issue 19 "Information"): the version's header (name, term, publish and
 * effective dates) and its information sections in Turkish and English with a rich-text editor, saved together
 * as sanitised HTML. A published version is shown read-only. In a draft the sections' order can be changed with
 * up/down buttons (issue 37); the order is saved with the texts and is the order of the public detail.
 */
import { INFO_SECTION_KINDS, type InfoSectionKind, type VersionDetail } from '@unacs/contracts'
import { App, Button, Card, Col, Form, Row } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useVersionAction } from '../api/version-actions.ts'
import { LazyRichTextEditor as RichTextEditor } from '../components/LazyRichTextEditor.tsx'
import { focusAfterMove, SectionMoveButtons } from '../components/SectionMoveButtons.tsx'
import { VersionFrame } from '../components/VersionFrame.tsx'
import { VersionHeaderForm } from '../components/VersionHeaderForm.tsx'

type Values = Record<InfoSectionKind, { tr: string; en: string }>

/** The kinds in the version's saved order, then the kinds it has no text for yet in their usual order. */
function initialOrder(version: VersionDetail): InfoSectionKind[] {
  const saved = [...version.Sections].sort((a, b) => a.Order - b.Order).map((s) => s.Kind)
  return [...saved, ...INFO_SECTION_KINDS.filter((k) => !saved.includes(k))]
}

/** The sections form of a version. */
function SectionsForm({ version, editable }: { version: VersionDetail; editable: boolean }) {
  const { t } = useTranslation('programmes')
  const { message } = App.useApp()
  const save = useVersionAction('info')
  const [order, setOrder] = useState(() => initialOrder(version))
  const [moved, setMoved] = useState('')
  const move = (kind: InfoSectionKind, delta: -1 | 1) => {
    const from = order.indexOf(kind)
    const to = from + delta
    if (to < 0 || to >= order.length) return
    const next = [...order]
    next.splice(from, 1)
    next.splice(to, 0, kind)
    setOrder(next)
    setMoved(t('info.moved', { section: t(`section.${kind}`), position: to + 1, count: next.length }))
    focusAfterMove(kind, delta, to, next.length)
  }
  const initial = Object.fromEntries(
    INFO_SECTION_KINDS.map((k) => {
      const s = version.Sections.find((x) => x.Kind === k)
      return [k, { tr: s?.HtmlTr ?? '', en: s?.HtmlEn ?? '' }]
    }),
  ) as Values
  const toolbar = {
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    bullets: t('editor.bullets'),
    numbers: t('editor.numbers'),
  }
  const submit = (v: Values) =>
    save.mutate(
      {
        Id: version.Id,
        Version: version.Version,
        Sections: order
          .map((k, i) => ({
            Kind: k,
            Order: i + 1,
            HtmlTr: v[k]?.tr ?? '',
            HtmlEn: v[k]?.en ?? '',
          }))
          .filter((s) => s.HtmlTr !== '' || s.HtmlEn !== ''),
      },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
      },
    )
  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={submit} key={version.Version}>
      <div aria-live="polite" className="visually-hidden">
        {moved}
      </div>
      {order.map((k, i) => (
        <Card
          key={k}
          size="small"
          title={t(`section.${k}`)}
          style={{ marginBottom: 12 }}
          extra={
            editable && (
              <SectionMoveButtons
                kind={k}
                title={t(`section.${k}`)}
                index={i}
                count={order.length}
                onMove={(d) => move(k, d)}
              />
            )
          }
        >
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item name={[k, 'tr']} label={t('lang.tr')}>
                <RichTextEditor
                  label={`${t(`section.${k}`)} (${t('lang.tr')})`}
                  readOnly={!editable}
                  toolbar={toolbar}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name={[k, 'en']} label={t('lang.en')}>
                <RichTextEditor
                  label={`${t(`section.${k}`)} (${t('lang.en')})`}
                  readOnly={!editable}
                  toolbar={toolbar}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      ))}
      {editable && (
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('info.save')}
          </Button>
        </Form.Item>
      )}
    </Form>
  )
}

/** The information page. */
export function ProgrammeInformationPage() {
  return (
    <VersionFrame>
      {(v, editable) => (
        <>
          <VersionHeaderForm version={v} editable={editable} key={`h${v.Version}`} />
          <SectionsForm version={v} editable={editable} />
        </>
      )}
    </VersionFrame>
  )
}
