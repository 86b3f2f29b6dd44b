/**
 * The photo calls' shared handling (spec §7): base64 JPEG; an answer shorter than 29 characters
 * means "no photo", and errors are only logged (spec §8), so the result is a data URL or null.
 */
import { api } from '../../../shared/api/client.ts'

/** Answers shorter than this are no photo (spec §7: "shorter than 29 characters"). */
const MIN_PHOTO_LENGTH = 29

/** Fetches a photo from `path`; resolves to a `data:` URL, or null for no photo or a failed call (logged). */
export async function fetchPhoto(path: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const data = await api.get<string | null>(path, { signal })
    if (typeof data !== 'string' || data.length < MIN_PHOTO_LENGTH) return null
    return data.startsWith('data:') ? data : `data:image/jpeg;base64,${data}`
  } catch (error) {
    console.error('Photo could not be loaded', error)
    return null
  }
}
