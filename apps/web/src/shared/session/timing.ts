/** Session constants of spec §9 (seconds unless stated). */

/** Idle time before the warning dialog (spec §4, §9). */
export const IDLE_SECONDS = 900
/** Countdown of the UYARI dialog (spec §4, §9). */
export const WARNING_SECONDS = 60
/** Token lifetime counter: a new token is requested when it reaches 0 (spec §4, §9). */
export const TOKEN_REFRESH_SECONDS = 960
/** Timer tick (spec §9 "tick 1 s"), in ms. */
export const TICK_MS = 1000
/** Toast duration (spec §9), in ms. */
export const TOAST_MS = 3000
/** Lazy chunk load timeout (spec §7, §9), in ms. */
export const CHUNK_TIMEOUT_MS = 120_000
