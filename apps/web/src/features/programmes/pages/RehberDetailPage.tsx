/** A programme's public detail (component key `RehberDetail`, route /public/rehber-detail?programId=; issue 19). */
import { useSearchParams } from 'react-router'
import { GuideDetailLoader } from '../components/GuideDetailLoader.tsx'

/** The detail page; the programme comes from the `programId` query parameter (spec §2 "needs params"). */
export function RehberDetailPage() {
  const [params] = useSearchParams()
  const raw = params.get('programId')
  return <GuideDetailLoader programId={raw === null ? undefined : Number(raw)} />
}
