/** An antd Button that is a real link (`<a href>`) but navigates inside the SPA on a plain click. */
import { Button, type ButtonProps } from 'antd'
import type { MouseEvent } from 'react'
import { useHref, useLinkClickHandler } from 'react-router'

/** Props: antd Button props, with `to` (an app route) instead of `href`. */
export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string
}

/** A button-styled router link; modified clicks (new tab, etc.) keep the browser's behaviour. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to)
  const handleClick = useLinkClickHandler<HTMLElement>(to)
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        handleClick(event as MouseEvent<HTMLAnchorElement>)
      }}
    />
  )
}
