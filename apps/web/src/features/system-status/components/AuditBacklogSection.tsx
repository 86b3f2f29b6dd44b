/**
 * PLACE FOR THE UNSEALED AUDIT BACKLOG (issue 38 / platform/audit, wired by the lead): how many audit rows wait
 * for the sealer and how old the oldest is. Another helper adds that figure to platform/audit; until it is
 * wired, the overview has no `backlog` and this section renders nothing. To wire it: add the figure to
 * ZStatusAudit (packages/contracts/src/system-status.ts) and the system-status service's `audit()`, then pass
 * `overview.audit.backlog` here from AuditChainSection and render it (a Descriptions row or a Statistic).
 */

/** The backlog as the overview will carry it (shape to be fixed when wired). */
export interface AuditBacklog {
  /** Rows written and not sealed yet. */
  rows: number
  /** Age of the oldest unsealed row in seconds (null when none). */
  oldestSeconds: number | null
}

/** Props: the backlog, or undefined while the overview has none. */
export interface AuditBacklogSectionProps {
  backlog?: AuditBacklog
}

/** The unsealed audit backlog; nothing until wired. */
export function AuditBacklogSection({ backlog }: AuditBacklogSectionProps) {
  if (!backlog) return null
  // TODO(issue 38, lead): render the backlog (rows, oldest age) once platform/audit reports it.
  return null
}
