/**
 * A spinner with its label, without antd (issue 23, light.css): a live status (`aria-busy`) with the label as
 * text. `fullscreen` covers the page with antd's dimmed mask, like `<Spin fullscreen>`.
 */
import './light.css'

/** The spinning ring and `label` ("Loading…"), centred in 200 px or over the whole screen. */
export function LightSpinner({ label, fullscreen = false }: { label: string; fullscreen?: boolean }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={fullscreen ? 'light-loading' : 'light-root'}
      style={
        fullscreen
          ? undefined
          : {
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
              minHeight: 200,
            }
      }
    >
      <span className="light-spinner" aria-hidden />
      <span>{label}</span>
    </div>
  )
}
