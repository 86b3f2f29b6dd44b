/**
 * The one pool of spreadsheet parsing workers of this instance (issue 33 §1 "Spreadsheets": four parallel
 * bombs from one instructor took both cores and 2.5 GB). A counting semaphore: at most
 * `SPREADSHEET_WORKERS` parses run at once; a few more wait in line, each at most `QUEUE_WAIT_MS`; beyond
 * the line, or after waiting that long, the upload answers 503 'files.busy' (with Retry-After, see the error
 * handler), so memory never grows with the number of uploads.
 */
import { AppError } from '../http/errors.ts'
import './files.messages.ts'

/** Uploads that may wait for a worker per worker slot. */
export const QUEUE_PER_WORKER = 4
/** Longest wait for a worker, ms. */
export const QUEUE_WAIT_MS = 5_000

let capacity = 1
let running = 0
const waiting: { start: () => void }[] = []

/** Sets how many parses run at once (SPREADSHEET_WORKERS, at least 1); buildApp calls it from the config. */
export function setSpreadsheetWorkers(workers: number): void {
  capacity = Math.max(1, Math.floor(workers))
  while (running < capacity && waiting.length > 0) {
    running++
    waiting.shift()?.start()
  }
}

/** The pool's state, for tests and logs: parses running, uploads waiting, the cap. */
export function spreadsheetPoolState() {
  return { running, waiting: waiting.length, capacity }
}

const busy = () => new AppError(503, 'files.busy')

/**
 * Runs `task` (one parse in a worker) when a slot is free and returns its result. Throws 503 'files.busy'
 * when `QUEUE_PER_WORKER × workers` uploads already wait or no slot frees within `QUEUE_WAIT_MS`; rethrows
 * what `task` throws. The slot is released however the task ends.
 */
export async function withSpreadsheetWorker<T>(task: () => Promise<T>): Promise<T> {
  await acquire()
  try {
    return await task()
  } finally {
    release()
  }
}

/** Takes a slot, waiting in line when none is free (the releasing parse hands its slot on). */
async function acquire(): Promise<void> {
  if (running < capacity) {
    running++
    return
  }
  if (waiting.length >= QUEUE_PER_WORKER * capacity) throw busy()
  await new Promise<void>((resolve, reject) => {
    const entry = {
      start: () => {
        clearTimeout(timer)
        resolve()
      },
    }
    const timer = setTimeout(() => {
      const at = waiting.indexOf(entry)
      if (at >= 0) waiting.splice(at, 1)
      reject(busy())
    }, QUEUE_WAIT_MS)
    waiting.push(entry)
  })
}

/** Gives the slot to the first upload in line, or frees it (also when the cap was lowered meanwhile). */
function release(): void {
  const next = running <= capacity ? waiting.shift() : undefined
  if (next) next.start()
  else running--
}
