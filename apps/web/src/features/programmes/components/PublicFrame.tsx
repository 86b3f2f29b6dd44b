/**
 * The frame of the public guide pages (issue 19 "Public side"; full layout, no chrome): a header with the
 * university's name and the page heading, a main landmark, and the page's meta description.
 */
import { Flex, Typography } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Props: the heading, the meta description and the content. */
export function PublicFrame({
  heading,
  description,
  children,
}: {
  heading: string
  description: string
  children: ReactNode
}) {
  const { t } = useTranslation('programmes')
  // The page's description replaces the app's one in index.html (one meta description per page), restored on leave.
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) return
    const before = meta.content
    meta.content = description
    return () => {
      meta.content = before
    }
  }, [description])
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '56px 16px 32px' }}>
      <Flex vertical gap="small" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('guide.university')}</Typography.Text>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          {heading}
        </Typography.Title>
      </Flex>
      {children}
    </main>
  )
}
