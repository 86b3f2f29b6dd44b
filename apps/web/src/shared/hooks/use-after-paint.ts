/**
 * "Has this part painted yet?" (issue 23, the signed-in first load): parts that load code of their own when they
 * render (the top bar's antd controls, the menu search, the home cards) render their light placeholder first
 * and ask for that code only once the commit that mounted them is on screen, so the page's largest paint does
 * not wait for (or share the network with) code it does not need.
 */
import { startTransition, useEffect, useState } from 'react'

/**
 * Takes nothing; returns false on the first render and true from the first render after the frame that showed
 * it was on screen: the next animation frame runs before that frame is drawn, and the frame is presented (the
 * time a largest-paint entry reports) only by the one after; so two animation frames, then a task (issue 23,
 * sixth pass: with one frame, the grade entry's antd code was asked for, and arrived, before its largest paint
 * was presented). A tab in the background paints when it is shown, so there the answer waits until then.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        // A transition: what renders next (antd's parts, the cards) is drawn in slices, not one long task.
        timer = setTimeout(() => startTransition(() => setPainted(true)), 0)
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
