/**
 * An event's QR check-in code (issue 21 § Events): the image (server-rendered SVG of the check-in URL), the
 * window in which it works, and the link to copy.
 */
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { useCheckInCode } from '../api/get-check-in-code.ts'

/** Opens for `eventId` (null: closed). */
export function QrModal(props: { eventId: number | null; name: string; onClose: () => void }) {
  const { t } = useTranslation('events')
  const code = useCheckInCode(props.eventId)
  return (
    <Modal
      open={props.eventId !== null}
      title={t('admin.qrTitle', { name: props.name })}
      footer={null}
      onCancel={props.onClose}
    >
      {code.isPending ? <Skeleton.Image active /> : null}
      {code.isError ? <Alert type="error" showIcon title={code.error.message} /> : null}
      {code.data ? (
        <Flex vertical align="center" gap="middle">
          <img
            alt={t('admin.qr')}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.data.Svg)}`}
            style={{ width: 260, maxWidth: '100%', background: '#fff' }}
          />
          <Typography.Text>
            {t('admin.qrValid', {
              from: showDateTime(code.data.ValidFrom),
              until: showDateTime(code.data.ValidUntil),
            })}
          </Typography.Text>
          <Typography.Paragraph
            copyable={{ text: code.data.Url }}
            style={{ wordBreak: 'break-all', margin: 0 }}
          >
            <a href={code.data.Url} data-testid="check-in-link">
              {t('admin.copyLink')}
            </a>
          </Typography.Paragraph>
          <Button onClick={props.onClose}>{t('admin.cancel')}</Button>
        </Flex>
      ) : null}
    </Modal>
  )
}
