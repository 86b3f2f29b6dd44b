/**
 * A text cut to two lines with a "devamı" / "daralt" ("more" / "less") button when it is longer (issue 36: antd's
 * expandable ellipsis named its "devamı" link "Genişlet", so the name a screen reader or voice control user hears
 * differed from the visible word, WCAG 2.5.3). The button's name is its visible text, `aria-expanded` says the
 * state, and it is offered only when the text really overflows two lines.
 */
import { Button } from 'antd'
import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Props: the text and the box's width limits (px). */
export interface ClampedTextProps {
  text: string
  minWidth?: number
  maxWidth?: number
}

/** Two lines of `text`, expandable in place. */
export function ClampedText({ text, minWidth = 180, maxWidth = 260 }: ClampedTextProps) {
  const { t } = useTranslation('grades')
  const [open, setOpen] = useState(false)
  const [overflows, setOverflows] = useState(false)
  const box = useRef<HTMLSpanElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the text changes
  useLayoutEffect(() => {
    const el = box.current
    if (el && !open) setOverflows(el.scrollHeight > el.clientHeight + 1)
  }, [text, open])
  const clamp = open
    ? undefined
    : ({
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      } as const)
  return (
    <div style={{ minWidth, maxWidth }}>
      <span ref={box} style={clamp}>
        {text}
      </span>
      {overflows || open ? (
        <Button
          type="link"
          size="small"
          aria-expanded={open}
          style={{ padding: 0, height: 'auto' }}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'requests.less' : 'requests.more')}
        </Button>
      ) : null}
    </div>
  )
}
