/**
 * The error routes /error-404, /error and /unreachable (spec §2 error pages), as separate components
 * so that the router can load them lazily (antd's Result illustrations are large).
 */
import { ErrorResultPage } from './ErrorResultPage.tsx'

/** "Page not found". */
export function NotFoundErrorPage() {
  return <ErrorResultPage kind="notFound" />
}

/** "Something went wrong". */
export function GenericErrorPage() {
  return <ErrorResultPage kind="generic" />
}

/** "The server cannot be reached". */
export function UnreachableErrorPage() {
  return <ErrorResultPage kind="unreachable" />
}
