/** GET /api/Etkinlik/Takvim/Ics (issue 21): downloads one event's .ics calendar file. */
import { readLanguage, readStorage, StorageKey } from '../../../shared/storage.ts'

/** Fetches the .ics of `eventId` with the session's token and saves it as a file. Throws on failure. */
export async function downloadIcs(eventId: number): Promise<void> {
  const token = readStorage(StorageKey.token)
  const res = await fetch(`/api/Etkinlik/Takvim/Ics?EventId=${eventId}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': readLanguage() },
  })
  if (!res.ok) throw new Error(String(res.status))
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = `event-${eventId}.ics`
  a.click()
  URL.revokeObjectURL(url)
}
