/**
 * Programme competencies (component key `ProgrammeCompetencies`, menu ogrenci-isleri/program-yeterlilikleri/
 * versiyon/:versionId; issue 19 "Competencies"): the numbered programme learning outcomes in Turkish and
 * English, added, edited and removed in a draft (removing an outcome drops its TYYÇ mapping, confirmed).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { Outcome, VersionDetail } from '@unacs/contracts'
import { App, Button, Card, Col, Empty, Form, Input, Popconfirm, Row, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useVersionAction } from '../api/version-actions.ts'
import { VersionFrame } from '../components/VersionFrame.tsx'

/** The outcomes form of a version. */
function OutcomesForm({ version, editable }: { version: VersionDetail; editable: boolean }) {
  const { t } = useTranslation('programmes')
  const { message } = App.useApp()
  const save = useVersionAction('outcomes')
  const submit = (v: { Outcomes: Omit<Outcome, 'Number'>[] }) =>
    save.mutate(
      {
        Id: version.Id,
        Version: version.Version,
        Outcomes: (v.Outcomes ?? []).map((o, i) => ({ ...o, Number: i + 1 })),
      },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
      },
    )
  const rules = [
    { required: true, whitespace: true, message: t('validation.required') },
    { max: 1000, message: t('validation.max', { max: 1000 }) },
  ]
  return (
    <Card title={t('outcomes.title')}>
      <Typography.Paragraph type="secondary">{t('outcomes.intro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        initialValues={{ Outcomes: version.Outcomes }}
        onFinish={submit}
        disabled={!editable}
        key={version.Version}
      >
        <Form.List name="Outcomes">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <Empty description={t('outcomes.empty')} />}
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 8 }}
                  title={t('outcomes.number', { n: i + 1 })}
                  extra={
                    editable && (
                      <Popconfirm
                        title={t('confirm.removeOutcome')}
                        okText={t('action.delete')}
                        cancelText={t('action.cancel')}
                        onConfirm={() => remove(field.name)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('outcomes.remove', { n: i + 1 })}
                        />
                      </Popconfirm>
                    )
                  }
                >
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'TextTr']} label={t('lang.tr')} rules={rules}>
                        <Input.TextArea autoSize={{ minRows: 2 }} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'TextEn']} label={t('lang.en')} rules={rules}>
                        <Input.TextArea autoSize={{ minRows: 2 }} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              ))}
              {editable && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ TextTr: '', TextEn: '' })}
                  style={{ marginBottom: 12 }}
                >
                  {t('outcomes.add')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        {editable && (
          <div>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('outcomes.save')}
            </Button>
          </div>
        )}
      </Form>
    </Card>
  )
}

/** The competencies page. */
export function ProgrammeCompetenciesPage() {
  return <VersionFrame>{(v, editable) => <OutcomesForm version={v} editable={editable} />}</VersionFrame>
}
