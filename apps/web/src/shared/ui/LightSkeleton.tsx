/**
 * A loading placeholder without antd (issue 23, light-home.css): antd's active `Skeleton`, an optional title bar
 * and `rows` paragraph bars (the last one shorter), moving unless the user asks for reduced motion. Decorative:
 * the region around it says it is busy.
 */
import './light.css'
import './light-home.css'

/** The bars: `title` (default false) and `rows` (default 2). */
export function LightSkeleton({ title = false, rows = 2 }: { title?: boolean; rows?: number }) {
  return (
    <div className="light-skeleton" aria-hidden>
      {title ? <span className="light-skeleton-title" /> : null}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder
        <span key={i} />
      ))}
    </div>
  )
}
