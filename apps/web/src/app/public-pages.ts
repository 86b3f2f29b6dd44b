/**
 * The pages of the static public and guest routes, kept apart from the page registry so that the
 * router, which is in the entry chunk, does not pull in the loaders of every menu page (issue 23: the
 * sign-in page's first load).
 */
import type { PageEntry } from './page-registry.ts'

/** Pages with their own static route outside the menu (spec §2 static routes). */
export const publicPages = {
  systemStatus: {
    namespaces: ['system-status'],
    load: () =>
      import('../features/system-status/pages/SystemStatusPage.tsx').then((m) => m.SystemStatusPage),
  },
  guestLogin: {
    namespaces: ['guest'],
    load: () => import('../features/guest/pages/GuestLoginPage.tsx').then((m) => m.GuestLoginPage),
  },
  guestLanding: {
    namespaces: ['guest'],
    load: () => import('../features/guest/pages/GuestLandingPage.tsx').then((m) => m.GuestLandingPage),
  },
} satisfies Record<string, PageEntry>
