/**
 * Loading the antd frame's code (app/AntdFrame.tsx, issue 23, third pass) once, within the 120 s chunk timeout
 * (spec §7). The router's lazy routes other than the guest sign-in load it beside their own code, so that the
 * root layout finds it ready when it renders the route in the frame.
 */
import { loadChunk } from '../shared/routing/load-chunk.ts'

let frame: Promise<typeof import('./AntdFrame.tsx')> | undefined

/** The frame's module; the first call starts the download, later calls share it (a failed one is retried). */
export function loadAntdFrame(): Promise<typeof import('./AntdFrame.tsx')> {
  frame ??= loadChunk(() => import('./AntdFrame.tsx')).catch((error: unknown) => {
    frame = undefined
    throw error
  })
  return frame
}

/** Loads `load` (a route's code, within the chunk timeout) and the frame side by side; resolves to `load`'s module. */
export function preloadAntdFrame<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([loadChunk(load), loadAntdFrame()]).then(([module]) => module)
}
