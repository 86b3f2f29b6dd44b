/**
 * The idle countdown (spec §4, §9): 900 s without activity opens the UYARI warning with a 60 s
 * countdown; extending resets to 900 s; reaching 0 calls `onTimeout`. Ticks every second and compares
 * deadlines with the clock, so a sleeping laptop or a throttled background tab cannot stretch it.
 * Tabs share the state (issue 4): activity and extension are broadcast (a logout in another tab is
 * followed by use-remote-logout.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { onSessionMessage, postSessionMessage } from '../../shared/session/session-bus.ts'
import { IDLE_SECONDS, TICK_MS, WARNING_SECONDS } from '../../shared/session/timing.ts'

/** The user actions that count as activity. */
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const
/** Activity is told to other tabs at most this often (ms). */
const BROADCAST_EVERY_MS = 5000

/** What the dialog shows. */
export interface IdleState {
  /** The warning is open. */
  warning: boolean
  /** Seconds left in the warning countdown. */
  secondsLeft: number
}

/** Options of {@link useIdleTimer}. */
export interface IdleTimerOptions {
  /** False on the exempt routes and when signed out: nothing counts down. */
  enabled: boolean
  /** The warning countdown reached 0. */
  onTimeout: () => void
}

/**
 * Runs the idle countdown.
 * @returns The dialog state and `extend` (reset to 900 s here and in the other tabs).
 */
export function useIdleTimer({ enabled, onTimeout }: IdleTimerOptions) {
  const [state, setState] = useState<IdleState>({ warning: false, secondsLeft: WARNING_SECONDS })
  const lastActivity = useRef(Date.now())
  const warningSince = useRef<number | null>(null)
  const lastBroadcast = useRef(0)
  const callbacks = useRef({ onTimeout })
  callbacks.current = { onTimeout }

  const reset = useCallback(() => {
    lastActivity.current = Date.now()
    warningSince.current = null
    setState({ warning: false, secondsLeft: WARNING_SECONDS })
  }, [])

  useEffect(() => {
    if (!enabled) return
    reset()
    const onActivity = () => {
      if (warningSince.current !== null) return
      const now = Date.now()
      lastActivity.current = now
      if (now - lastBroadcast.current >= BROADCAST_EVERY_MS) {
        lastBroadcast.current = now
        postSessionMessage({ type: 'activity', at: now })
      }
    }
    const stopListening = onSessionMessage((message) => {
      if (message.type === 'extend') reset()
      else if (message.type === 'activity' && warningSince.current === null) {
        lastActivity.current = Math.max(lastActivity.current, message.at)
      }
    })
    const tick = () => {
      const now = Date.now()
      if (warningSince.current === null) {
        if (now - lastActivity.current >= IDLE_SECONDS * 1000) {
          warningSince.current = now
          setState({ warning: true, secondsLeft: WARNING_SECONDS })
        }
        return
      }
      const left = WARNING_SECONDS - Math.floor((now - warningSince.current) / 1000)
      if (left <= 0) {
        warningSince.current = null
        setState({ warning: false, secondsLeft: 0 })
        callbacks.current.onTimeout()
        return
      }
      setState((s) => (s.secondsLeft === left && s.warning ? s : { warning: true, secondsLeft: left }))
    }
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true })
    const timer = setInterval(tick, TICK_MS)
    return () => {
      clearInterval(timer)
      stopListening()
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity)
    }
  }, [enabled, reset])

  const extend = useCallback(() => {
    reset()
    postSessionMessage({ type: 'extend', at: Date.now() })
  }, [reset])

  return { ...state, warning: enabled && state.warning, extend }
}
