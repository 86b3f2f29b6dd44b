/**
 * The student record's tabs (issue 37 "Student record"): GET /api/Students/Record/{Terms, Registrations,
 * Absences, Requests} ?id and the paged {Documents, History} ?id&page&pageSize. Each loads when its tab opens.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type {
  RecordAbsence,
  RecordDocumentPage,
  RecordRegistration,
  RecordRequest,
  RecordTerm,
  StudentHistoryPage,
} from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { studentsKey } from './search-students.ts'

/** The list answer of each plain tab. */
export interface RecordTabData {
  Terms: RecordTerm[]
  Registrations: RecordRegistration[]
  Absences: RecordAbsence[]
  Requests: RecordRequest[]
}

/** Tab `tab` of studentship `id`, in the reader's language. */
export function useRecordTab<K extends keyof RecordTabData>(tab: K, id: number) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...studentsKey, 'record', id, tab, i18n.language],
    queryFn: ({ signal }) =>
      api.get<RecordTabData[K]>(`/api/Students/Record/${tab}`, { query: { id }, signal }),
  })
}

/** The paged answers. */
export interface RecordPageData {
  Documents: RecordDocumentPage
  History: StudentHistoryPage
}

/** Page `page` (of `pageSize`) of paged tab `tab` of studentship `id`. */
export function useRecordPage<K extends keyof RecordPageData>(
  tab: K,
  id: number,
  page: number,
  pageSize: number,
) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...studentsKey, 'record', id, tab, page, pageSize, i18n.language],
    queryFn: ({ signal }) =>
      api.get<RecordPageData[K]>(`/api/Students/Record/${tab}`, { query: { id, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  })
}
