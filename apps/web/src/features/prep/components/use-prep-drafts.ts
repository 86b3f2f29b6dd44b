/**
 * The prep grid's unsaved cells and their one save (issue 18, as a course section's grid, issue 24): drafts
 * keep the version read when typing began, a save sends every draft at once, scores above their exam's weight
 * on a points scale are confirmed once for all flagged cells, and stale cells are dropped with a warning while
 * the sheet is read again.
 */
import type { FlaggedGradeCell, GradeCell, PrepGradeSheet, SavedGradeCell } from '@unacs/contracts'
import { App } from 'antd'
import { createElement, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useSavePrepGrades } from '../api/grading.ts'

/** The text of a stored cell: G for not taken, the score, or empty. */
export const cellText = (c: GradeCell | undefined) =>
  !c ? '' : c.NotTaken ? 'G' : c.Score === null ? '' : String(c.Score)

const keyOf = (studentId: number, itemId: number) => `${studentId}:${itemId}`

/** A typed cell: G/NT not taken, empty clears, a number; null when not a number. */
function parse(text: string): { Score: number | null; NotTaken: boolean } | null {
  const value = text.trim().replace(',', '.')
  if (/^(g|nt)$/i.test(value)) return { Score: null, NotTaken: true }
  if (value === '') return { Score: null, NotTaken: false }
  const n = Number(value)
  return Number.isFinite(n) ? { Score: n, NotTaken: false } : null
}

/** Drafts of `sheet`'s grid with their save. */
export function usePrepDrafts(sheet: PrepGradeSheet) {
  const { t } = useTranslation('prep')
  const { message, modal } = App.useApp()
  const [drafts, setDrafts] = useState<Record<string, { text: string; version: number }>>({})
  const [invalid, setInvalid] = useState<Set<string>>(new Set())
  const save = useSavePrepGrades()
  const stored = (studentId: number, itemId: number) =>
    sheet.Rows.find((r) => r.StudentId === studentId)?.Grades[String(itemId)]

  const view = (studentId: number, itemId: number) => {
    const key = keyOf(studentId, itemId)
    return {
      text: drafts[key]?.text ?? cellText(stored(studentId, itemId)),
      changed: key in drafts,
      invalid: invalid.has(key),
    }
  }

  const change = (studentId: number, itemId: number, text: string) => {
    const key = keyOf(studentId, itemId)
    const cell = stored(studentId, itemId)
    setDrafts((d) => {
      const next = { ...d }
      if (text.trim() === cellText(cell)) delete next[key]
      else next[key] = { text, version: d[key]?.version ?? cell?.Version ?? 0 }
      return next
    })
  }

  const drop = (cells: { StudentId: number; ItemId: number }[]) =>
    setDrafts((d) => {
      const next = { ...d }
      for (const c of cells) delete next[keyOf(c.StudentId, c.ItemId)]
      return next
    })

  const describe = (f: FlaggedGradeCell) => {
    const row = sheet.Rows.find((r) => r.StudentId === f.StudentId)
    const item = sheet.Items.find((i) => i.Id === f.ItemId)
    return t('grading.flagged', {
      no: row?.StudentNo ?? '',
      name: row?.FullName ?? '',
      exam: item?.ExamName ?? '',
      score: f.Score,
      weight: f.Weight,
    })
  }

  /** Saves every draft at once; `confirm` confirms the flagged cells. */
  const saveAll = (confirm = false) => {
    if (save.isPending) return
    const cells = []
    const bad = new Set<string>()
    for (const [key, draft] of Object.entries(drafts)) {
      const [studentId, itemId] = key.split(':').map(Number) as [number, number]
      const parsed = parse(draft.text)
      if (!parsed) bad.add(key)
      else cells.push({ StudentId: studentId, ItemId: itemId, Version: draft.version, ...parsed })
    }
    setInvalid(bad)
    if (bad.size > 0) return void message.error(t('grading.invalid', { count: bad.size }))
    if (cells.length === 0) return
    save.mutate(
      { SectionId: sheet.Section.SectionId, Cells: cells, ConfirmAbovePercentage: confirm },
      {
        onSuccess: (res) => {
          drop(res.Cells)
          void message.success(t('grading.saved', { count: res.Cells.length }))
        },
        onError: (err) => {
          const data = (
            err instanceof ApiError ? (err.body as { responseData?: unknown })?.responseData : null
          ) as { NeedsConfirmation?: boolean; Flagged?: FlaggedGradeCell[]; Stale?: SavedGradeCell[] } | null
          if (err instanceof ApiError && err.status === 422 && data?.NeedsConfirmation && data.Flagged) {
            modal.confirm({
              title: err.message,
              content: createElement(
                'ul',
                { style: { paddingInlineStart: 20, margin: 0 } },
                data.Flagged.map((f) =>
                  createElement('li', { key: keyOf(f.StudentId, f.ItemId) }, describe(f)),
                ),
              ),
              okText: t('grading.confirmOk'),
              cancelText: t('cancel'),
              onOk: () => saveAll(true),
            })
            return
          }
          if (err instanceof ApiError && err.status === 409 && data?.Stale) {
            drop(data.Stale)
            void message.warning(err.message)
            return
          }
          void message.error(err.message)
        },
      },
    )
  }

  const discard = () => {
    setDrafts({})
    setInvalid(new Set())
  }

  return { view, change, saveAll, discard, count: Object.keys(drafts).length, saving: save.isPending }
}
