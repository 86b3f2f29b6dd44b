/**
 * The registrar's writes of a version (issue 19): clone (POST /api/Program/Versiyon/Klonla), header
 * (Guncelle), publish (Yayinla), delete a draft (Sil), preview link (Onizleme), information (Bilgi/Kaydet),
 * outcomes (Yeterlilik/Kaydet), TYYÇ matrix (Tyyc/Eslestir) and fees (Ucret/Kaydet). Each refreshes the
 * programme queries; 409 stale, 422 read-only or a business rule, with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  PreviewLink,
  SaveFeeRequest,
  SaveInfoRequest,
  SaveMatrixRequest,
  SaveOutcomesRequest,
  UpdateVersionRequest,
  VersionActionRequest,
} from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { programmesKey } from './list-programmes.ts'

/** The calls by name: path and the body type. */
const calls = {
  clone: (b: { Id: number }) => api.post<number>('/api/Program/Versiyon/Klonla', b),
  update: (b: UpdateVersionRequest) => api.post<null>('/api/Program/Versiyon/Guncelle', b),
  publish: (b: VersionActionRequest) => api.post<null>('/api/Program/Versiyon/Yayinla', b),
  remove: (b: VersionActionRequest) => api.post<null>('/api/Program/Versiyon/Sil', b),
  preview: (b: { Id: number }) => api.post<PreviewLink>('/api/Program/Versiyon/Onizleme', b),
  info: (b: SaveInfoRequest) => api.post<null>('/api/Program/Bilgi/Kaydet', b),
  outcomes: (b: SaveOutcomesRequest) => api.post<null>('/api/Program/Yeterlilik/Kaydet', b),
  matrix: (b: SaveMatrixRequest) => api.post<null>('/api/Program/Tyyc/Eslestir', b),
  fee: (b: SaveFeeRequest) => api.post<null>('/api/Program/Ucret/Kaydet', b),
}

type Calls = typeof calls
/** The answer of call `K`. */
type Answer<K extends keyof Calls> = Awaited<ReturnType<Calls[K]>>
/** The body of call `K`. */
type Body<K extends keyof Calls> = Parameters<Calls[K]>[0]

/** One of the version writes as a mutation that refreshes every programme query on success. */
export function useVersionAction<K extends keyof Calls>(name: K) {
  const client = useQueryClient()
  return useMutation<Answer<K>, Error, Body<K>>({
    mutationFn: (b) => (calls[name] as (x: Body<K>) => Promise<Answer<K>>)(b),
    onSuccess: () => (name === 'preview' ? undefined : client.invalidateQueries({ queryKey: programmesKey })),
  })
}
