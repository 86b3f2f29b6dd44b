/**
 * End-to-end tests against the real API serving the built app (`npm run build -w @unacs/web` first).
 * Browsers come from Debian (`/usr/bin/chromium`); Playwright's own downloads are never used.
 * Set E2E_BASE_URL to test a server that is already running; then no server is started. Set E2E_PORT
 * to start the test server on another port than 8181 (e.g. when another checkout's suite runs).
 */
import { defineConfig } from '@playwright/test'

const externalBaseUrl = process.env.E2E_BASE_URL
const port = process.env.E2E_PORT ?? '8181'
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'tr-TR',
    // A trace only for the retry of a failed test: recording one for every test (retain-on-failure) costs CPU
    // on every action, and the 2-core machine's e2e run is the longest part of npm test.
    trace: 'on-first-retry',
    // The browser asks for reduced motion, so the app turns antd's animations off (providers.tsx): checks see
    // finished screens, not fading ones, and the software-rendered browser draws less.
    reducedMotion: 'reduce',
    // A click or fill that cannot happen fails after 30 s with its locator, instead of waiting out the test's
    // whole timeout (minutes on the longer specs) before the retry.
    actionTimeout: 30_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm run start -w @unacs/api',
        cwd: '../..',
        // PUBLIC_URL: the sign-in redirects must come back to the origin the tests use (127.0.0.1, not
        // localhost), or the token would land in another origin's storage.
        env: {
          PORT: port,
          DATA_DIR: 'memory',
          SEED_STUDENTS: '100',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: baseURL,
        },
        url: `${baseURL}/readyz`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
