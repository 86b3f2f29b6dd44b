/**
 * Programme preview (component key `ProgramPreview`, routes /public/preview and /public/preview/{programId}; issue
 * 19): the published version for everyone, or with `?token=` (a signed, expiring link from the registrar) the
 * draft it names. Without a programme it says so and links to the guide.
 */
import { useParams, useSearchParams } from 'react-router'
import { GuideDetailLoader } from '../components/GuideDetailLoader.tsx'

/** The preview page. */
export function ProgramPreviewPage() {
  const { programId } = useParams()
  const [params] = useSearchParams()
  const token = params.get('token') ?? undefined
  return (
    <GuideDetailLoader
      programId={programId === undefined ? undefined : Number(programId)}
      {...(token ? { token } : {})}
    />
  )
}
