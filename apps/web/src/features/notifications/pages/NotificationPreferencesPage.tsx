/**
 * Notification preferences (component key `NotificationPreferences`, route `bildirimler/tercihler`; issue 39):
 * the language of the caller's mail and SMS, and for each kind of the caller's audience a switch per channel
 * (in the portal, e-mail, SMS where offered). Mandatory kinds show their switches on and locked (the server
 * refuses turning them off with 422); SMS needs a mobile number on record. Save sends only what changed.
 */
import type { Language, NotificationChannel, NotificationKindPreference } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Radio, Switch, Table, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences-api.ts'

const CHANNELS: NotificationChannel[] = ['inApp', 'email', 'sms']
type Draft = Record<string, boolean>
const draftKey = (kind: string, channel: NotificationChannel) => `${kind}/${channel}`

/** The preferences page. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications')
  const { message } = App.useApp()
  const prefs = useNotificationPreferences()
  const save = useSaveNotificationPreferences()
  const [draft, setDraft] = useState<Draft>({})
  const [language, setLanguage] = useState<Language | null>(null)
  const data = prefs.data

  const value = (k: NotificationKindPreference, c: NotificationChannel) =>
    draft[draftKey(k.Kind, c)] ?? k.Channels[c] ?? false
  const changes = useMemo(() => {
    if (!data) return []
    return data.Kinds.flatMap((k) =>
      CHANNELS.filter((c) => k.Channels[c] !== null && draftKey(k.Kind, c) in draft)
        .filter((c) => draft[draftKey(k.Kind, c)] !== k.Channels[c])
        .map((c) => ({ Kind: k.Kind, Channel: c, Enabled: draft[draftKey(k.Kind, c)] ?? false })),
    )
  }, [data, draft])
  const languageChanged = language !== null && data !== undefined && language !== data.Language

  const onSave = () =>
    save.mutate(
      { ...(languageChanged && language ? { Language: language } : {}), Changes: changes },
      {
        onSuccess: () => {
          message.success(t('prefs.saved'))
          setDraft({})
          setLanguage(null)
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('prefs.saveFailed')),
      },
    )

  if (prefs.isError)
    return (
      <Card title={t('prefs.title')}>
        <Alert
          type="error"
          showIcon
          title={t('prefs.loadFailed')}
          description={prefs.error.message}
          action={<Button onClick={() => prefs.refetch()}>{t('list.retry')}</Button>}
        />
      </Card>
    )

  return (
    <Card title={t('prefs.title')} styles={{ title: { whiteSpace: 'normal' } }} loading={prefs.isPending}>
      {data ? (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <Typography.Text id="notification-language">{t('prefs.language')}</Typography.Text>
            <Radio.Group
              aria-labelledby="notification-language"
              value={language ?? data.Language}
              onChange={(e) => setLanguage(e.target.value as Language)}
              options={[
                { value: 'tr', label: 'Türkçe' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Flex>
          {data.HasMobile ? null : <Alert type="info" showIcon title={t('prefs.noMobile')} />}
          <ScrollRegion label={t('prefs.title')}>
            <Table<NotificationKindPreference>
              rowKey="Kind"
              pagination={false}
              dataSource={data.Kinds}
              // Narrow screens scroll the table sideways (ScrollRegion) rather than break the names mid-word.
              scroll={{ x: 500 }}
              columns={[
                {
                  title: t('prefs.kind'),
                  key: 'kind',
                  width: 230,
                  render: (_, k) => (
                    <Flex vertical gap={2}>
                      <Flex gap="small" align="center" wrap>
                        <Typography.Text strong>{k.Name}</Typography.Text>
                        {k.Mandatory ? <Tag>{t('prefs.mandatory')}</Tag> : null}
                      </Flex>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {k.Description}
                      </Typography.Text>
                    </Flex>
                  ),
                },
                ...CHANNELS.map((c) => ({
                  title: t(`prefs.channel.${c}`),
                  key: c,
                  width: 90,
                  align: 'center' as const,
                  render: (_: unknown, k: NotificationKindPreference) =>
                    k.Channels[c] === null ? (
                      <span title={t('prefs.notOffered')}>
                        <span aria-hidden>—</span>
                        <span className="visually-hidden">{t('prefs.notOffered')}</span>
                      </span>
                    ) : (
                      <Switch
                        aria-label={`${k.Name}: ${t(`prefs.channel.${c}`)}`}
                        checked={value(k, c)}
                        disabled={k.Mandatory || (c === 'sms' && !data.HasMobile && !value(k, c))}
                        onChange={(on) => setDraft((d) => ({ ...d, [draftKey(k.Kind, c)]: on }))}
                      />
                    ),
                })),
              ]}
            />
          </ScrollRegion>
          <Flex justify="end">
            <Button
              type="primary"
              onClick={onSave}
              loading={save.isPending}
              disabled={changes.length === 0 && !languageChanged}
            >
              {t('prefs.save')}
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Card>
  )
}
