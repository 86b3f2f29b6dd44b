/**
 * A home card (issue 24 "A home page worth opening"): a feature's own summary for the home page, declared in
 * the feature's folder (`features/<slug>/home/<slug>.home.ts`) and listed in `app/home-card-registry.ts`, as
 * pages are in the page registry. The home page shows the registered cards whose audience includes the
 * signed-in session, in `order`; it never reaches into a feature. A card renders nothing when it has nothing
 * to say (no empty boxes).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { SessionUser } from '../session/claims.ts'

/** One registered home card. */
export interface HomeCardDef {
  /** Unique key (feature slug and card name, e.g. `events.orientation`). */
  key: string
  /** Position on the page; lower first (actions 10–19, schedule 20–29, results 30–39, queues 40–49). */
  order: number
  /** Whether the session sees the card (user kind and active role, spec §6). */
  audience: (user: SessionUser) => boolean
  /** Translation namespaces loaded before the card renders. */
  namespaces: readonly string[]
  /** Loads the card component (its own chunk). */
  load: () => Promise<ComponentType>
  /**
   * Starts the card's call before its chunk and translations arrive (issue 23: the call no longer waits for
   * three waves of code); the card reads the same query (same key and function), so nothing is asked twice.
   */
  prefetch?: (client: QueryClient, user: SessionUser, language: string) => void
}

/** Audience: a student session. */
export const forStudents = (user: SessionUser) => user.claims.UserType === 'student'

/**
 * Audience: a student session whose active studentship is active (not graduated or withdrawn): cards whose
 * calls refuse other studentships (course registration, orientation) must not ask (issue 24).
 */
export const forActiveStudents = (user: SessionUser) =>
  forStudents(user) &&
  (user.student?.Ogrencis.find((o) => o.OgrNo === user.claims.ActiveOgrNo)?.IsActive ?? false)

/** Audience: a staff session whose active role is one of `roleIds`. */
export const forStaffRoles =
  (...roleIds: number[]) =>
  (user: SessionUser) =>
    user.claims.UserType === 'staff' && roleIds.includes(user.claims.ActiveRoleId)
