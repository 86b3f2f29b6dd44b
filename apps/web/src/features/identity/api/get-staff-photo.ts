/** GET /api/Identity/Account/GetPersonelPhoto (spec §7): the signed-in staff member's photo. */
import { fetchPhoto } from './photo-result.ts'

/** Resolves to the photo as a data URL, or null (no photo, or a logged failure). */
export function getStaffPhoto(signal?: AbortSignal): Promise<string | null> {
  return fetchPhoto('/api/Identity/Account/GetPersonelPhoto', signal)
}
