/**
 * Guest sign-in through the real one-time-code flow (spec §4, §7): the code is read from the
 * development outbox (GET /dev/outbox, newest first).
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** The newest 6-digit code mailed to `email`. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const body = (await (await request.get('/dev/outbox')).json()) as {
        responseData: { to: string; text: string }[]
      }
      code = body.responseData.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1]
      return code
    })
    .toBeTruthy()
  return code ?? ''
}

/** A fresh guest address per test (codes and limits are per address). */
export function guestEmail(label: string): string {
  return `aday.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Signs a guest in at /guest-login and waits for /guest-landing. */
export async function signInGuest(page: Page, email: string): Promise<void> {
  await page.goto('/guest-login')
  await page.getByLabel(/E-posta adresi|E-mail address/).fill(email)
  await page.getByRole('button', { name: /Kod gönder|Send code/ }).click()
  const code = await readCode(page.request, email)
  await page.getByLabel(/Doğrulama kodu|Verification code/).fill(code)
  await page.getByRole('button', { name: /Giriş yap|Sign in/ }).click()
  await page.waitForURL(/\/guest-landing$/)
}
