/**
 * The privacy notice in end-to-end tests (issue 39): the notice dialog, and a sign-in that acknowledges the
 * notice when the server asks for it (the dedicated demo student 2024104002 is asked at first sign-in; the
 * specs that use that account for something else acknowledge it on the way, whichever spec ran first).
 */
import { expect, type Page } from '@playwright/test'
import { signIn } from './session.ts'

/** The blocking notice dialog. */
export function noticeDialog(page: Page) {
  return page.getByTestId('privacy-notice')
}

/** Signs `email` in at `path` and, when the notice is shown, acknowledges it and waits until it is gone. */
export async function signInAcknowledging(page: Page, email: string, path = '/ana-sayfa'): Promise<void> {
  const pending = page.waitForResponse((r) => r.url().includes('/api/Privacy/Notice/Pending'))
  await signIn(page, email, path)
  const body = (await (await pending).json()) as { responseData: { Notice: unknown } }
  if (!body.responseData.Notice) return
  await noticeDialog(page)
    .getByRole('button', { name: /Okudum, anladım|I have read and understood/ })
    .click()
  await expect(noticeDialog(page)).toBeHidden()
}
