/**
 * The guest's profile status on the landing page: whether the personal information and the contact
 * details have been filled in (GET get-guest-personal_info).
 */
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons'
import { Card, Descriptions, Skeleton, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useGuestClaims } from '../../../shared/session/session-user.ts'
import { useGuestProfile } from '../api/get-guest-profile.ts'

/** A small card: e-mail, personal information and details, each complete or missing. */
export function ProfileStatus() {
  const { t } = useTranslation('guest')
  const guest = useGuestClaims()
  const profile = useGuestProfile(guest?.GuestId ?? null)
  const state = (filled: boolean) =>
    filled ? (
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
        {t('profile.complete')}
      </Tag>
    ) : (
      <Tag color="warning" icon={<ExclamationCircleOutlined aria-hidden />}>
        {t('profile.missing')}
      </Tag>
    )

  return (
    <Card
      role="region"
      aria-labelledby="guest-profile-title"
      title={
        <h2 id="guest-profile-title" style={{ margin: 0, fontSize: 18 }}>
          {t('profile.title')}
        </h2>
      }
    >
      {profile.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'email', label: t('profile.email'), children: profile.data?.email ?? guest?.Email },
            {
              key: 'personal',
              label: t('profile.personalInfo'),
              children: state(Boolean(profile.data?.personalInfo)),
            },
            { key: 'detail', label: t('profile.detail'), children: state(Boolean(profile.data?.detail)) },
          ]}
        />
      )}
    </Card>
  )
}
