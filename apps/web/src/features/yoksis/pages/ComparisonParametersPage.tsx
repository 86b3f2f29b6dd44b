/** YÖKSİS comparison parameters (component key `ComparisonParameters`, registrar; issue 20). */
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ParametersCard } from '../components/ParametersCard.tsx'

/** The parameters page: one card per kind of comparison. */
export function ComparisonParametersPage() {
  const { t } = useTranslation('yoksis')
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('parameters.intro')}</Typography.Paragraph>
      <ParametersCard kind="student" />
      <ParametersCard kind="graduate" />
    </Flex>
  )
}
