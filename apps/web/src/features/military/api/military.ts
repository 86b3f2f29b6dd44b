/**
 * The military service calls of the web (issue 20; YÖKSİS REST OBS, issue 35): the students of the legal age
 * with their last request, YÖKSİS's reasons per offer type, sending a batch (answer per student), querying one
 * request's result and a student's military status, and the deferrals ending within 60 days.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  MilitaryOfferType,
  MilitaryReasons,
  MilitarySendResult,
  MilitaryStatus,
  MilitaryStudent,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { downloadFile } from '../../../shared/data-table/download.ts'

/** Query keys of the military feature; every key starts with `militaryKey`. */
export const militaryKey = ['military'] as const
const P = '/api/Askerlik/Tecil'

/** Every military query but the reasons lists (they do not change when a request is sent). */
const notReasons = (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== 'reasons'

/** A page of students. */
export interface MilitaryPage {
  items: MilitaryStudent[]
  page: number
  pageSize: number
  total: number
}

/** The students' page (server-side pagination; `q` name or number; `state` none/sent/refused). */
export function useMilitaryStudents(
  page: number,
  pageSize: number,
  q: string,
  state: string,
  language: string,
) {
  return useQuery({
    queryKey: [...militaryKey, 'students', page, pageSize, q, state, language],
    queryFn: ({ signal }) =>
      api.get<MilitaryPage>(`${P}/Ogrenciler`, {
        query: { page, pageSize, ...(q ? { q } : {}), ...(state ? { state } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

/** The deferrals ending within 60 days, soonest first. */
export function useEndingDeferrals(page: number, pageSize: number, language: string) {
  return useQuery({
    queryKey: [...militaryKey, 'ending', page, pageSize, language],
    queryFn: ({ signal }) =>
      api.get<MilitaryPage>(`${P}/Bitenler`, { query: { page, pageSize, days: 60 }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** YÖKSİS's reasons for `offerType` and the signer; kept an hour (the server caches them too). */
export function useMilitaryReasons(offerType: MilitaryOfferType, enabled: boolean, language: string) {
  return useQuery({
    queryKey: [...militaryKey, 'reasons', offerType, language],
    queryFn: ({ signal }) =>
      api.get<MilitaryReasons>(`${P}/Nedenler`, { query: { OfferType: offerType }, signal }),
    enabled,
    staleTime: 60 * 60 * 1000,
    retry: false,
  })
}

/** What a batch sends: the students, the offer type (E deferral, I cancellation) and the reason's number. */
export interface MilitarySendInput {
  ids: number[]
  offerType: MilitaryOfferType
  reasonNo: number
}

/** Sends the requests → the answer per student; refreshes the lists. */
export function useSendDeferrals() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (i: MilitarySendInput) =>
      api.post<MilitarySendResult[]>(`${P}/Gonder`, {
        StudentIds: i.ids,
        OfferType: i.offerType,
        ReasonNo: i.reasonNo,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: militaryKey, predicate: notReasons }),
  })
}

/** Queries one student's request at the authority; refreshes the lists. */
export function useQueryDeferral() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (studentId: number) => api.post<MilitaryStudent>(`${P}/Sorgula`, { StudentId: studentId }),
    onSettled: () => client.invalidateQueries({ queryKey: militaryKey, predicate: notReasons }),
  })
}

/** A student's military status from YÖKSİS (not stored). */
export function useMilitaryStatus() {
  return useMutation({
    mutationFn: (studentId: number) => api.post<MilitaryStatus>(`${P}/Durum`, { StudentId: studentId }),
  })
}

/** Downloads the deferrals ending within 60 days as xlsx. Failures throw ApiError with the server's message. */
export function downloadEnding(): Promise<void> {
  return downloadFile(`${P}/BitenlerExcel?days=60`, 'tecil.xlsx')
}
