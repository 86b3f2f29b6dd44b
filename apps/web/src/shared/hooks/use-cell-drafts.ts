/**
 * A score grid's unsaved cells and their one save (issue 24; the prep grid of issue 18 too): drafts keep the
 * version read when typing began, a save sends every draft at once, a points score above its exam's weight is
 * confirmed once for all flagged cells (listed), and stale cells are dropped with a warning while the sheet is
 * read again (the save's own refetch). How it tells the user (messages, the confirmation) is the caller's
 * {@link CellDraftsFeedback}: antd's in an antd page (use-antd-cell-feedback.ts), light ones in a light page.
 */
import type { FlaggedGradeCell, GradeCell, GradeCellChange, SavedGradeCell } from '@unacs/contracts'
import { useEffect, useState } from 'react'
import { ApiError } from '../api/client.ts'

/** A typed, unsaved cell. */
interface Draft {
  text: string
  version: number
}

/** The text of a stored cell: G for not taken, the score, or empty. */
export const cellText = (c: GradeCell | undefined) =>
  !c ? '' : c.NotTaken ? 'G' : c.Score === null ? '' : String(c.Score)

const keyOf = (studentId: number, itemId: number) => `${studentId}:${itemId}`

/** Parses a typed cell: G/NT not taken, empty clears, else a number; null when not a number. */
function parse(text: string): { Score: number | null; NotTaken: boolean } | null {
  const value = text.trim().replace(',', '.')
  if (/^(g|nt)$/i.test(value)) return { Score: null, NotTaken: true }
  if (value === '') return { Score: null, NotTaken: false }
  const n = Number(value)
  return Number.isFinite(n) ? { Score: n, NotTaken: false } : null
}

/** The save of a grid's cells (a react-query mutation of the feature's SaveMany endpoint). */
export interface CellSave {
  isPending: boolean
  mutate: (
    body: { SectionId: number; Cells: GradeCellChange[]; ConfirmAbovePercentage: boolean },
    handlers: { onSuccess: (res: { Cells: SavedGradeCell[] }) => void; onError: (err: Error) => void },
  ) => void
}

/** The values of a flagged cell's confirmation line (empty strings for an unknown row or exam). */
export type FlaggedLineValues = {
  no: string
  name: string
  exam: string
  score: number
  max: number | string
  weight: number
}

/** The confirmation of flagged cells: its question, one line per cell, the buttons' texts and the yes. */
export interface CellDraftsQuestion {
  title: string
  lines: { key: string; text: string }[]
  okText: string
  /** The cancel button's text; absent: the feedback's own. */
  cancelText?: string
  onOk: () => void
}

/** How a grid tells the user about its save: a message of each kind, and the confirmation of flagged cells. */
export interface CellDraftsFeedback {
  error: (text: string) => void
  warning: (text: string) => void
  success: (text: string) => void
  confirm: (question: CellDraftsQuestion) => void
}

/** What `useCellDrafts` needs of the grid and its feature. */
export interface CellDraftsOptions {
  /** The sheet read: its section, its exams (items) and rows of stored cells by item id. */
  sheet: {
    Section: { SectionId: number }
    Items: { Id: number; ExamName: string; MaxPoint: number }[]
    Rows: {
      StudentId: number
      StudentNo: string
      FullName: string
      Grades: Record<string, GradeCell | undefined>
    }[]
  }
  save: CellSave
  /**
   * One line of the confirmation for a flagged cell: its student's number and name, exam, score, the exam's
   * maximum points and weight (%).
   */
  flaggedLine: (values: FlaggedLineValues) => string
  /** The feature's texts (already translated): counts of invalid and saved cells, the confirm buttons. */
  texts: {
    invalid: (count: number) => string
    saved: (count: number) => string
    confirmOk: string
    /** The confirmation's cancel button; absent: Ant Design's own. */
    cancel?: string
  }
  /**
   * A save asked while one is on its way: true waits for it and then saves (sending the drafts again at once
   * would resend the cells in flight with their old versions, refused as changed by someone else); false
   * ignores the request.
   */
  queueWhileSaving: boolean
  /** Messages and the confirmation (see {@link CellDraftsFeedback}). */
  feedback: CellDraftsFeedback
}

/**
 * Drafts of a score grid with their save. Returns `view(studentId, itemId)` (text shown, changed, invalid),
 * `change(studentId, itemId, text)`, `saveAll(confirm?)`, `discard()`, the draft `count` and `saving`.
 */
export function useCellDrafts({
  sheet,
  save,
  flaggedLine,
  texts,
  queueWhileSaving,
  feedback,
}: CellDraftsOptions) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const [invalid, setInvalid] = useState<Set<string>>(new Set())
  const [saveAgain, setSaveAgain] = useState(false)
  const cellOf = (studentId: number, itemId: number) =>
    sheet.Rows.find((r) => r.StudentId === studentId)?.Grades[String(itemId)]

  /** The text shown in a cell and whether it is an unsaved change. */
  const view = (studentId: number, itemId: number) => {
    const key = keyOf(studentId, itemId)
    const draft = drafts[key]
    return {
      text: draft?.text ?? cellText(cellOf(studentId, itemId)),
      changed: !!draft,
      invalid: invalid.has(key),
    }
  }

  /** Records typing in a cell; typing back the stored value drops the draft. */
  const change = (studentId: number, itemId: number, text: string) => {
    const key = keyOf(studentId, itemId)
    const stored = cellOf(studentId, itemId)
    setDrafts((d) => {
      const next = { ...d }
      if (text.trim() === cellText(stored)) delete next[key]
      else next[key] = { text, version: d[key]?.version ?? stored?.Version ?? 0 }
      return next
    })
  }

  /** One line per flagged cell for the confirmation: number, name, exam, score, maximum and weight. */
  const describe = (f: FlaggedGradeCell) => {
    const row = sheet.Rows.find((r) => r.StudentId === f.StudentId)
    const item = sheet.Items.find((i) => i.Id === f.ItemId)
    return flaggedLine({
      no: row?.StudentNo ?? '',
      name: row?.FullName ?? '',
      exam: item?.ExamName ?? '',
      score: f.Score,
      max: item?.MaxPoint ?? '',
      weight: f.Weight,
    })
  }

  const dropDrafts = (cells: { StudentId: number; ItemId: number }[]) =>
    setDrafts((d) => {
      const next = { ...d }
      for (const c of cells) delete next[keyOf(c.StudentId, c.ItemId)]
      return next
    })

  /** Saves every draft at once; `confirm` confirms the flagged cells. */
  const saveAll = (confirm = false) => {
    if (save.isPending) {
      if (queueWhileSaving) setSaveAgain(true)
      return
    }
    const cells: GradeCellChange[] = []
    const bad = new Set<string>()
    for (const [key, draft] of Object.entries(drafts)) {
      const [studentId, itemId] = key.split(':').map(Number) as [number, number]
      const parsed = parse(draft.text)
      if (!parsed) bad.add(key)
      else cells.push({ StudentId: studentId, ItemId: itemId, Version: draft.version, ...parsed })
    }
    setInvalid(bad)
    if (bad.size > 0) {
      feedback.error(texts.invalid(bad.size))
      return
    }
    if (cells.length === 0) return
    save.mutate(
      { SectionId: sheet.Section.SectionId, Cells: cells, ConfirmAbovePercentage: confirm },
      {
        onSuccess: (res) => {
          dropDrafts(res.Cells)
          feedback.success(texts.saved(res.Cells.length))
        },
        onError: (err) => {
          const data = (
            err instanceof ApiError ? (err.body as { responseData?: unknown })?.responseData : null
          ) as {
            NeedsConfirmation?: boolean
            Flagged?: FlaggedGradeCell[]
            Stale?: SavedGradeCell[]
          } | null
          if (err instanceof ApiError && err.status === 422 && data?.NeedsConfirmation && data.Flagged) {
            feedback.confirm({
              title: err.message,
              lines: data.Flagged.map((f) => ({ key: keyOf(f.StudentId, f.ItemId), text: describe(f) })),
              okText: texts.confirmOk,
              ...(texts.cancel ? { cancelText: texts.cancel } : {}),
              onOk: () => saveAll(true),
            })
            return
          }
          if (err instanceof ApiError && err.status === 409 && data?.Stale) {
            dropDrafts(data.Stale)
            feedback.warning(err.message)
            return
          }
          feedback.error(err.message)
        },
      },
    )
  }

  /** Drops every draft and invalid mark. */
  const discard = () => {
    setDrafts({})
    setInvalid(new Set())
  }

  // The waiting save goes once the one on its way has settled and its saved cells have left the drafts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: saveAll reads the drafts of this render
  useEffect(() => {
    if (!saveAgain || save.isPending) return
    setSaveAgain(false)
    saveAll()
  }, [saveAgain, save.isPending, drafts])

  return { view, change, saveAll, discard, count: Object.keys(drafts).length, saving: save.isPending }
}
