/** GET /api/Identity/Account/GetOgrenciPhoto (spec §7): the signed-in student's photo. */
import { fetchPhoto } from './photo-result.ts'

/** Resolves to the photo as a data URL, or null (no photo, or a logged failure). */
export function getStudentPhoto(signal?: AbortSignal): Promise<string | null> {
  return fetchPhoto('/api/Identity/Account/GetOgrenciPhoto', signal)
}
