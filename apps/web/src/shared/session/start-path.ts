/**
 * Where "return to start" leads (spec §2 "Error pages … each offers a return to the start"): the
 * home page for a staff or student session, the guest landing page for a guest, else the home page
 * (which starts the sign-in).
 */
import { readStorage, StorageKey } from '../storage.ts'
import { HOME_PATH } from './auth-urls.ts'

/** The start page for whoever is signed in. */
export function startPath(): string {
  if (readStorage(StorageKey.token)) return HOME_PATH
  if (readStorage(StorageKey.tokenGuest)) return '/guest-landing'
  return HOME_PATH
}
