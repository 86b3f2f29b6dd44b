/**
 * GET /api/Grades/GradeEntry/Template and POST /api/Grades/GradeEntry/Upload (issue 6 spreadsheet round
 * trip): the xlsx template as a download, and the upload (preview or store; nothing stored with row errors or stale cells).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UploadResult } from '@unacs/contracts'
import { ApiError, buildHeaders } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Downloads the section's template and hands it to the browser as a file. */
export async function downloadTemplate(sectionId: number): Promise<void> {
  const path = `/api/Grades/GradeEntry/Template?sectionId=${sectionId}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) throw new ApiError(res.status, res.statusText)
  const name = decodeURIComponent(
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'grades.xlsx',
  )
  const url = URL.createObjectURL(await res.blob())
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  a.click()
  URL.revokeObjectURL(url)
}

/**
 * Uploads a filled template; `commit` stores it when every row is valid and no cell is stale. A stale
 * template on commit answers 409 with the same result (its `Stale` list), returned here like a preview.
 */
export async function uploadGrades(args: {
  sectionId: number
  file: File
  commit: boolean
}): Promise<UploadResult> {
  const path = `/api/Grades/GradeEntry/Upload?sectionId=${args.sectionId}&commit=${args.commit}`
  const headers = buildHeaders(path)
  headers.delete('Content-Type')
  const body = new FormData()
  body.append('file', args.file)
  const res = await fetch(path, { method: 'POST', headers, body })
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    message?: string
    responseData?: UploadResult
  } | null
  if (res.status === 409 && json?.responseData?.Stale) return json.responseData
  if (!res.ok || !json?.success || !json.responseData)
    throw new ApiError(res.status, json?.message ?? res.statusText, json)
  return json.responseData
}

/** The upload as a mutation; refreshes grading data after a stored upload. */
export function useUploadGrades() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadGrades,
    onSuccess: (r) => (r.Stored ? client.invalidateQueries({ queryKey: gradesKey }) : undefined),
  })
}
