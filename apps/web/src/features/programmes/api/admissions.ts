/**
 * The registrar's admission figures (issue 19 "Admission data for the guide"): GET /api/Program/Yerlestirme/
 * Liste, add/edit (Kaydet) and delete (Sil), the XLSX template (Sablon) and the upload (Yukle, checked row by
 * row, stored all-or-nothing). Failures carry the server's message (409 stale or the year exists, 422 a rule).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdmissionImportResult,
  AdmissionList,
  DeleteAdmissionRequest,
  SaveAdmissionRequest,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

/** Query key root of the admission figures. */
export const admissionsKey = ['programmes', 'admissions'] as const
const B = '/api/Program/Yerlestirme'

/** A programme's figures, newest year first (only while `programmeId` is set). */
export function useAdmissions(programmeId: number | null) {
  return useQuery({
    queryKey: [...admissionsKey, programmeId],
    queryFn: ({ signal }) => api.get<AdmissionList>(`${B}/Liste`, { query: { programmeId }, signal }),
    enabled: programmeId !== null,
  })
}

/** Add/edit (`save`) or delete (`remove`) a year's figures; refreshes the figures on success. */
export function useAdmissionWrite() {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: admissionsKey })
  return {
    save: useMutation({
      mutationFn: (b: SaveAdmissionRequest) => api.post<null>(`${B}/Kaydet`, b),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (b: DeleteAdmissionRequest) => api.post<null>(`${B}/Sil`, b),
      onSuccess: refresh,
    }),
  }
}

/** The server's error message of a failed file call. */
async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { message?: string } | null
  return new ApiError(res.status, body?.message || res.statusText, body)
}

/** Downloads the template with the stored figures of the registrar's programmes. */
export async function downloadAdmissionTemplate(): Promise<void> {
  const path = `${B}/Sablon`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) throw await failure(res)
  const url = URL.createObjectURL(await res.blob())
  Object.assign(document.createElement('a'), { href: url, download: 'yerlestirme-verileri.xlsx' }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Uploads a sheet; `commit` stores it when every row is valid (else only the report). */
async function uploadAdmissions(args: { file: File; commit: boolean }): Promise<AdmissionImportResult> {
  const path = `${B}/Yukle?commit=${args.commit}`
  const headers = buildHeaders(path)
  headers.delete('Content-Type')
  const form = new FormData()
  form.append('file', args.file)
  const res = await fetch(path, { method: 'POST', headers, body: form })
  if (!res.ok) throw await failure(res)
  const json = (await res.json().catch(() => null)) as { responseData?: AdmissionImportResult } | null
  if (!json?.responseData) throw new ApiError(res.status, res.statusText, json)
  return json.responseData
}

/** The upload as a mutation; a stored import refreshes the figures and the guide's programme list. */
export function useAdmissionImport() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadAdmissions,
    onSuccess: (r) => (r.Stored ? client.invalidateQueries({ queryKey: admissionsKey }) : undefined),
  })
}
