/**
 * The form of one year's admission figures (issue 19 "Admission data for the guide"), in a modal: year, score
 * type (the programme level's), quota, placed count, min and max placement score (typed with a point or comma,
 * up to five decimals). Mirrors the server's rules for early messages (placed ≤ quota, scores within the type's
 * bounds, min ≤ max, scores exactly when someone was placed); the server checks them again (422).
 */
import {
  type AdmissionList,
  type AdmissionRow,
  type SaveAdmissionRequest,
  SCORE_BOUNDS,
  type ScoreType,
} from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useAdmissionWrite } from '../api/admissions.ts'

interface Values {
  Year: number
  ScoreType: ScoreType
  Quota: number
  Placed: number
  MinScore?: string
  MaxScore?: string
}

/** This calendar year, the last year figures may be entered for. */
const THIS_YEAR = new Date().getFullYear()

/** A typed score (point or comma, ≤ 5 decimals) as a number; null when empty; NaN when malformed. */
export function parseScore(s: string | undefined): number | null {
  const x = (s ?? '').trim().replace(',', '.')
  if (x === '') return null
  return /^\d{1,3}(\.\d{1,5})?$/.test(x) ? Number(x) : Number.NaN
}

/** Props: the programme's figures, the row edited (null: a new year), and the close callback. */
export interface AdmissionFormProps {
  list: AdmissionList
  row: AdmissionRow | null
  onClose: () => void
}

/** The add/edit dialog of a year's figures. */
export function AdmissionForm({ list, row, onClose }: AdmissionFormProps) {
  const { t, i18n } = useTranslation('programmes')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const { save } = useAdmissionWrite()
  const fmt = (n: number | null | undefined) =>
    n === null || n === undefined
      ? undefined
      : i18n.language === 'tr'
        ? String(n).replace('.', ',')
        : String(n)
  const latest = list.Rows[0]
  const initial: Partial<Values> = row
    ? { ...row, MinScore: fmt(row.MinScore), MaxScore: fmt(row.MaxScore) }
    : {
        // The year after the latest one, never beyond this year (the server refuses future years).
        Year: Math.min((latest?.Year ?? THIS_YEAR - 1) + 1, THIS_YEAR),
        ScoreType: latest?.ScoreType ?? list.ScoreTypes[0],
        Quota: latest?.Quota,
      }

  const submit = (v: Values) => {
    const body: SaveAdmissionRequest = {
      ProgrammeId: list.ProgrammeId,
      Year: v.Year,
      ScoreType: v.ScoreType,
      Quota: v.Quota,
      Placed: v.Placed,
      MinScore: parseScore(v.MinScore),
      MaxScore: parseScore(v.MaxScore),
      Version: row ? row.Version : null,
    }
    save.mutate(body, {
      onSuccess: () => {
        message.success(t('saved'))
        onClose()
      },
      onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
    })
  }

  /** The score rule of field `name`: a number within the type's bounds, given exactly when someone was placed. */
  const scoreRule = (name: 'MinScore' | 'MaxScore') => ({
    validator: (_: unknown, value: string | undefined) => {
      const placed = form.getFieldValue('Placed') as number | undefined
      const type = form.getFieldValue('ScoreType') as ScoreType | undefined
      const score = parseScore(value)
      if (!placed)
        return score === null ? Promise.resolve() : Promise.reject(new Error(t('admissions.noScores')))
      if (score === null) return Promise.reject(new Error(t('admissions.scoresRequired')))
      const [lo, hi] = SCORE_BOUNDS[type ?? 'SAY']
      if (Number.isNaN(score) || score < lo || score > hi) {
        return Promise.reject(new Error(t('admissions.scoreRange', { min: lo, max: hi })))
      }
      if (name === 'MaxScore') {
        const min = parseScore(form.getFieldValue('MinScore') as string | undefined)
        if (min !== null && !Number.isNaN(min) && min > score) {
          return Promise.reject(new Error(t('admissions.minOverMax')))
        }
      }
      return Promise.resolve()
    },
  })

  const required = { required: true, message: t('validation.required') }
  return (
    <Modal
      open
      title={row ? t('admissions.editYear', { year: row.Year }) : t('admissions.addYear')}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        style={{
          display: 'grid',
          gap: '0 16px',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        <Form.Item name="Year" label={t('guide.year')} rules={[required]}>
          <InputNumber
            min={2000}
            max={2100}
            precision={0}
            disabled={row !== null}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="ScoreType" label={t('guide.scoreType')} rules={[required]}>
          <Select options={list.ScoreTypes.map((s) => ({ value: s, label: s }))} />
        </Form.Item>
        <Form.Item name="Quota" label={t('guide.quota')} rules={[required]}>
          <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="Placed"
          label={t('guide.placed')}
          dependencies={['Quota']}
          rules={[
            required,
            {
              validator: (_, v: number | undefined) =>
                v !== undefined && v > (form.getFieldValue('Quota') ?? 0)
                  ? Promise.reject(new Error(t('admissions.placedOverQuota')))
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="MinScore"
          label={t('guide.minScore')}
          dependencies={['Placed', 'ScoreType']}
          rules={[scoreRule('MinScore')]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="MaxScore"
          label={t('guide.maxScore')}
          dependencies={['Placed', 'ScoreType', 'MinScore']}
          rules={[scoreRule('MaxScore')]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
