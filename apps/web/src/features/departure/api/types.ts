/** Request bodies of the departure calls (mirroring the contracts' zod request schemas). */

export interface IdBody {
  Id: number
}
export interface ConfirmBody {
  Id: number
  Code: string
}
export interface ClearBody {
  Id: number
  WaiverReason?: string
}
export interface SettleBody {
  DebtId: number
  Note?: string
}
export interface RejectBody {
  Id: number
  Reason: string
}
export interface BulkBody {
  Ids: number[]
}
export interface LibraryDebtBody {
  StudentNo: string
  Title: string
  BorrowedOn: string
  DueOn: string
  FineKurus: number
}
