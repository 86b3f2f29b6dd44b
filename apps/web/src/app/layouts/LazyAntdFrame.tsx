/**
 * The antd frame (app/AntdFrame.tsx) loaded on first render (issue 23, fourth pass): the light parts of the app
 * render it only around what uses antd, with a light `fallback` of the same size while its code loads.
 */
import { lazy, type ReactNode, Suspense } from 'react'
import { loadAntdFrame } from '../antd-frame-loader.ts'

const AntdFrame = lazy(() => loadAntdFrame().then((m) => ({ default: m.AntdFrame })))

/** Props of {@link LazyAntdFrame}. */
export interface LazyAntdFrameProps {
  children: ReactNode
  /** Shown until the frame's code (and any lazy code in `children`) is there. */
  fallback: ReactNode
  /** No element of the frame's own (see AntdFrame's `inline`). */
  inline?: boolean
}

/** `children` inside the antd frame, `fallback` meanwhile. */
export function LazyAntdFrame({ children, fallback, inline = false }: LazyAntdFrameProps) {
  return (
    <Suspense fallback={fallback}>
      <AntdFrame inline={inline}>{children}</AntdFrame>
    </Suspense>
  )
}
