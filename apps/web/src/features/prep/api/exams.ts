/**
 * The Apex and placement (STS) exams (issue 18 § Exams and grades): list, create, results (server pages),
 * template download, upload with progress, and the calculate → finalise → transfer steps.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  PrepExam,
  PrepExamKind,
  PrepExamResultPage,
  PrepExamStep,
  PrepUploadResult,
  SavePrepExam,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

const examsKey = [...prepKey, 'exams'] as const

/** The exams of `kind`, newest first. */
export function useExams(kind: PrepExamKind) {
  return useQuery({
    queryKey: [...examsKey, kind],
    queryFn: ({ signal }) => api.get<PrepExam[]>('/api/Hazirlik/Sinav/List', { query: { kind }, signal }),
  })
}

/** One page of an exam's results. */
export function useExamResults(examId: number | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...examsKey, 'results', examId, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<PrepExamResultPage>('/api/Hazirlik/Sinav/Results', {
        query: { examId, page, pageSize },
        signal,
      }),
    enabled: examId !== undefined,
    placeholderData: keepPreviousData,
  })
}

/** Creates an exam. */
export function useCreateExam() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePrepExam) => api.post<PrepExam>('/api/Hazirlik/Sinav/Save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKey }),
  })
}

/** One of the steps: Calculate, Finalise or Transfer. */
export function useExamStep(action: 'Calculate' | 'Finalise' | 'Transfer') {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (step: PrepExamStep) => api.post<PrepExam>(`/api/Hazirlik/Sinav/${action}`, step),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}

/** Downloads the exam's xlsx template. */
export async function downloadTemplate(exam: PrepExam): Promise<void> {
  const path = `/api/Hazirlik/Sinav/Template?examId=${exam.Id}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const name = `${exam.Kind === 'apex' ? 'apex' : 'sts'}-${exam.Id}.xlsx`
  Object.assign(document.createElement('a'), { href: url, download: name }).click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Uploads `file` as the exam's results (stored only when every row is valid), reporting the sent share
 * (0–100) to `onProgress`. Resolves with the per-row report; rejects with ApiError on a refused request.
 */
export function uploadResults(examId: number, file: File, onProgress: (percent: number) => void) {
  const path = `/api/Hazirlik/Sinav/Upload?examId=${examId}&commit=true`
  return new Promise<PrepUploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    buildHeaders(path).forEach((v, k) => {
      if (k.toLowerCase() !== 'content-type') xhr.setRequestHeader(k, v)
    })
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      const json = (() => {
        try {
          return JSON.parse(xhr.responseText) as {
            success?: boolean
            message?: string
            responseData?: PrepUploadResult
          }
        } catch {
          return null
        }
      })()
      if (xhr.status >= 200 && xhr.status < 300 && json?.responseData) resolve(json.responseData)
      else reject(new ApiError(xhr.status, json?.message || xhr.statusText, json))
    }
    xhr.onerror = () => reject(new ApiError(0, xhr.statusText, null))
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

/** Refreshes every exam query (after an upload). */
export function useRefreshExams() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: examsKey })
}
