/**
 * antd parts inside a light page (issue 23, sixth pass): a page the shell renders without the antd frame
 * (`light`) draws its first paint with the light components and its antd parts (a table with inputs, a dialog)
 * through {@link AntdPart}, which puts them in an antd frame of their own, loaded when they first render, with
 * a light `fallback` meanwhile. The shell gives the frame through {@link AntdFrameSlot} (shared code cannot import
 * the app's frame); without one, the page is already inside a frame and the part only waits for its own code.
 */
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react'

/** Props of the slot's frame: `children` inside the antd frame, `fallback` until its code is there. */
export interface AntdFrameSlotProps {
  children: ReactNode
  fallback: ReactNode
}

/** What the shell gives a light page: its antd frame, and `warm()` to start loading it early (on hover). */
export interface AntdFrameSlotValue {
  Frame: ComponentType<AntdFrameSlotProps>
  warm: () => void
}

/** The shell's frame for the light page below it; null inside a framed page. */
export const AntdFrameSlot = createContext<AntdFrameSlotValue | null>(null)

/** `children` (using antd) in the shell's antd frame, or as they are inside a framed page; `fallback` while loading. */
export function AntdPart({ children, fallback }: AntdFrameSlotProps) {
  const slot = useContext(AntdFrameSlot)
  if (!slot) return <Suspense fallback={fallback}>{children}</Suspense>
  return <slot.Frame fallback={fallback}>{children}</slot.Frame>
}

const noop = () => undefined

/** Takes nothing; returns a function that starts loading the antd frame (nothing inside a framed page). */
export function useWarmAntd(): () => void {
  return useContext(AntdFrameSlot)?.warm ?? noop
}
