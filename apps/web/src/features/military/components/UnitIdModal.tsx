/**
 * Entering or changing one programme's YÖKSİS unit id (issue 35): a whole number, looked up in YÖKSİS's units
 * service (`IDdenBirimAdiGetir`) so the registrar sees YÖKSİS's name for it before saving; "no such unit" and
 * "YÖKSİS unavailable" are shown as their own states. The server checks the id again when saving (422 for an
 * unknown or taken id, shown here); while YÖKSİS is unavailable the id is saved unconfirmed.
 */
import type { MilitaryUnit, MilitaryYoksisUnit } from '@unacs/contracts'
import { Alert, App, Button, Descriptions, Flex, Form, InputNumber, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useSaveMilitaryUnit, useYoksisUnitLookup } from '../api/military-units.ts'

/** What the last look-up found: the unit, none, YÖKSİS unavailable, or another failure's message. */
type Lookup =
  | { state: 'found'; unit: MilitaryYoksisUnit }
  | { state: 'none' | 'unavailable' | 'failed'; message: string }
  | null

/** Props: the programme being edited (closed when null) and the close callback. */
export interface UnitIdModalProps {
  programme: MilitaryUnit | null
  onClose(): void
}

/** The modal editing `programme`'s YÖKSİS unit id. */
export function UnitIdModal({ programme, onClose }: UnitIdModalProps) {
  const { t } = useTranslation('military')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ birimId: number | null }>()
  const [lookup, setLookup] = useState<Lookup>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const ask = useYoksisUnitLookup()
  const save = useSaveMilitaryUnit()

  useEffect(() => {
    if (programme) {
      setLookup(null)
      setSaveError(null)
    }
  }, [programme])

  const check = async () => {
    const { birimId } = await form.validateFields()
    if (birimId === null || birimId === undefined) return
    try {
      setLookup({ state: 'found', unit: await ask.mutateAsync(birimId) })
    } catch (e) {
      const text = e instanceof ApiError ? e.message : t('loadFailed')
      const status = e instanceof ApiError ? e.status : 0
      setLookup({ state: status === 404 ? 'none' : status === 503 ? 'unavailable' : 'failed', message: text })
    }
  }
  const submit = async () => {
    const { birimId } = await form.validateFields()
    if (!programme || birimId === null || birimId === undefined) return
    setLookup(null)
    setSaveError(null)
    try {
      const saved = await save.mutateAsync({ programmeId: programme.ProgrammeId, birimId })
      if (saved.CheckedAt) message.success(t('units.saved'))
      else message.warning(t('units.savedUnconfirmed'))
      onClose()
    } catch (e) {
      setSaveError(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }

  return (
    <Modal
      open={programme !== null}
      title={t('units.editTitle', { name: programme?.Programme ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap="small" justify="end" wrap>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={check} loading={ask.isPending}>
            {t('units.check')}
          </Button>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            {t('units.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ birimId: programme?.BirimId ?? null }}
          requiredMark={false}
          onValuesChange={() => {
            setLookup(null)
            setSaveError(null)
          }}
        >
          <Form.Item
            name="birimId"
            label={t('units.col.birimId')}
            extra={t('units.idHelp')}
            rules={[
              { required: true, message: t('units.idRule') },
              { type: 'integer', min: 1, max: 2_147_483_647, message: t('units.idRule') },
            ]}
            style={{ marginBottom: 0 }}
          >
            {/* No min/max on the field: antd would correct 0 to 1 on blur; the rule above says what is wrong. */}
            <InputNumber<number>
              precision={0}
              controls={false}
              inputMode="numeric"
              style={{ width: 'min(100%, 240px)' }}
              onPressEnter={check}
            />
          </Form.Item>
        </Form>
        {lookup?.state === 'found' && (
          <Alert
            type="success"
            showIcon
            title={t('units.found')}
            description={
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'name', label: t('units.col.yoksisName'), children: lookup.unit.Name },
                  { key: 'long', label: t('units.longName'), children: lookup.unit.LongName || '—' },
                  { key: 'type', label: t('units.type'), children: lookup.unit.TypeName || '—' },
                  { key: 'active', label: t('units.active'), children: lookup.unit.Active || '—' },
                ]}
              />
            }
          />
        )}
        {lookup && lookup.state !== 'found' && (
          <Alert
            type={lookup.state === 'none' ? 'error' : 'warning'}
            showIcon
            title={lookup.state === 'unavailable' ? t('units.unavailable') : lookup.message}
            description={lookup.state === 'unavailable' ? lookup.message : undefined}
          />
        )}
        {saveError && <Alert type="error" showIcon role="alert" title={saveError} />}
      </Flex>
    </Modal>
  )
}
