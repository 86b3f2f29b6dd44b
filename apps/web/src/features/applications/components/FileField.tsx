/**
 * A file field of the application form (spec §5 files: pdf, jpeg, jpg, png, doc, docx, at most 5 MB): uploads
 * the chosen file at once and keeps the stored file id as the field value; shows the current file's name.
 * The server sniffs the type and refuses wrong types or sizes with its localised message.
 */
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons'
import type { ApplicationFile } from '@unacs/contracts'
import { App, Button, Flex, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FilePurpose, uploadApplicationFile } from '../api/upload-application-file.ts'
import { errorText } from './form-helpers.ts'

/** Props: Form.Item's value/onChange, the application, the purpose and the files known so far. */
export interface FileFieldProps {
  value?: number | null
  onChange?: (id: number | null) => void
  applicationId: number
  purpose: FilePurpose
  files: ApplicationFile[]
  onUploaded: (file: ApplicationFile) => void
  disabled?: boolean
  /** Accessible name of the upload button. */
  label: string
}

const ACCEPT = '.pdf,.jpeg,.jpg,.png,.doc,.docx'
const MAX_BYTES = 5 * 1024 * 1024

/** Upload button plus the current file's name. */
export function FileField({
  value,
  onChange,
  applicationId,
  purpose,
  files,
  onUploaded,
  disabled,
  label,
}: FileFieldProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const current = files.find((f) => f.id === value)

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      message.error(t('files.tooLarge'))
      return
    }
    setBusy(true)
    try {
      const stored = await uploadApplicationFile(applicationId, purpose, file)
      onUploaded(stored)
      onChange?.(stored.id)
      message.success(t('files.uploaded'))
    } catch (error) {
      message.error(errorText(error, t('files.failed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex gap="small" align="center" wrap>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          void upload(file)
          return false
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={busy} disabled={disabled} aria-label={label}>
          {current ? t('files.replace') : t('files.choose')}
        </Button>
      </Upload>
      {current ? (
        <Typography.Text>
          <PaperClipOutlined aria-hidden /> {current.fileName}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('files.hint')}</Typography.Text>
      )}
    </Flex>
  )
}
