/**
 * The actions on one version in the registrar's list (issue 19): open its information, competencies and TYYÇ
 * pages; clone a published/archived version into a draft; preview, publish or delete a draft (confirmed). A
 * draft whose publish date is after today (Istanbul) is scheduled by publishing, and the message says when it
 * becomes public (issue 37).
 */
import type { VersionSummary } from '@unacs/contracts'
import { App, Button, Popconfirm, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/client.ts'
import { formatDate } from '../../../shared/text/format.ts'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { useVersionAction } from '../api/version-actions.ts'
import { PAGE_PATHS } from './paths.ts'

/** Props: the version and whether its programme already has a draft (clone is then refused). */
export interface VersionActionsProps {
  version: VersionSummary
  hasDraft: boolean
}

/** The action buttons of a version. */
export function VersionActions({ version, hasDraft }: VersionActionsProps) {
  const { t, i18n } = useTranslation('programmes')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const clone = useVersionAction('clone')
  const publish = useVersionAction('publish')
  const remove = useVersionAction('remove')
  const preview = useVersionAction('preview')
  const fail = (e: unknown) => message.error(e instanceof ApiError ? e.message : t('failed'))
  const draft = version.Status === 'draft'
  const body = { Id: version.Id, Version: version.Version }

  return (
    <Space wrap size="small">
      <Button size="small" onClick={() => navigate(PAGE_PATHS.information(version.Id))}>
        {t('nav.information')}
      </Button>
      <Button size="small" onClick={() => navigate(PAGE_PATHS.competencies(version.Id))}>
        {t('nav.competencies')}
      </Button>
      <Button size="small" onClick={() => navigate(PAGE_PATHS.framework(version.Id))}>
        {t('nav.framework')}
      </Button>
      {!draft && !hasDraft && (
        <Button
          size="small"
          type="primary"
          loading={clone.isPending}
          onClick={() =>
            clone.mutate(
              { Id: version.Id },
              {
                onSuccess: (id) => {
                  message.success(t('cloned'))
                  void navigate(PAGE_PATHS.information(id))
                },
                onError: fail,
              },
            )
          }
        >
          {t('action.clone')}
        </Button>
      )}
      {draft && (
        <>
          <Button
            size="small"
            loading={preview.isPending}
            onClick={() =>
              preview.mutate(
                { Id: version.Id },
                {
                  onSuccess: (l) => window.open(new URL(l.Url).pathname + new URL(l.Url).search, '_blank'),
                  onError: fail,
                },
              )
            }
          >
            {t('action.preview')}
          </Button>
          <Popconfirm
            title={t('confirm.publish')}
            okText={t('action.publish')}
            cancelText={t('action.cancel')}
            onConfirm={() =>
              publish.mutate(body, {
                onSuccess: () =>
                  message.success(
                    version.PublishDate && version.PublishDate > istanbulToday()
                      ? t('scheduled', { date: formatDate(version.PublishDate, i18n.language) })
                      : t('published'),
                  ),
                onError: fail,
              })
            }
          >
            <Button size="small" type="primary" loading={publish.isPending}>
              {t('action.publish')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('confirm.delete')}
            okText={t('action.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('action.cancel')}
            onConfirm={() =>
              remove.mutate(body, { onSuccess: () => message.success(t('deleted')), onError: fail })
            }
          >
            <Button size="small" danger loading={remove.isPending}>
              {t('action.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  )
}
