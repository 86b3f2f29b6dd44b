/**
 * One grade cell of the grid (spec §4, §5, §8): type a number or G (not taken) and press Enter or leave the
 * cell to save. Invalid grades show the server's reason; a grade above the exam's percentage asks for
 * confirmation; a stale write (409) shows the current value another user stored.
 */
import type { GradeBookItem, GradeCell } from '@unacs/contracts'
import { App, Input } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useSaveGrade } from '../api/save-grade.ts'

const textOf = (c: GradeCell) => (c.NotTaken ? 'G' : c.Score === null ? '' : String(c.Score))

/** The editable cell of `studentId` for `item`. */
export function GradeCellInput(props: {
  item: GradeBookItem
  studentId: number
  cell: GradeCell
  disabled: boolean
  label: string
}) {
  const { t } = useTranslation('grades')
  const { message, modal } = App.useApp()
  const [cell, setCell] = useState(props.cell)
  const [text, setText] = useState(textOf(props.cell))
  const [error, setError] = useState(false)
  const save = useSaveGrade()
  useEffect(() => {
    setCell(props.cell)
    setText(textOf(props.cell))
  }, [props.cell])

  const commit = (confirm = false) => {
    const value = text.trim().replace(',', '.')
    if (value === textOf(cell)) return
    const notTaken = /^(g|nt)$/i.test(value)
    const score = value === '' || notTaken ? null : Number(value)
    save.mutate(
      {
        ItemId: props.item.Id,
        StudentId: props.studentId,
        Score: Number.isNaN(score) ? -1 : score,
        NotTaken: notTaken,
        Version: cell.Version,
        ConfirmAbovePercentage: confirm,
      },
      {
        onSuccess: (stored) => {
          setCell(stored)
          setText(textOf(stored))
          setError(false)
        },
        onError: (err) => {
          const body =
            err instanceof ApiError ? (err.body as { responseData?: unknown } | undefined) : undefined
          const data = body?.responseData as (GradeCell & { NeedsConfirmation?: boolean }) | null | undefined
          if (err instanceof ApiError && err.status === 422 && data?.NeedsConfirmation) {
            modal.confirm({
              title: err.message,
              content: t('entry.confirmAbove'),
              okText: t('entry.confirmOk'),
              onOk: () => commit(true),
              onCancel: () => setText(textOf(cell)),
            })
            return
          }
          if (err instanceof ApiError && err.status === 409 && data && 'Version' in data) {
            setCell(data)
            setText(textOf(data))
            message.warning(err.message)
            return
          }
          setError(true)
          message.error(err.message)
        },
      },
    )
  }

  return (
    <Input
      size="small"
      aria-label={props.label}
      value={text}
      status={error ? 'error' : undefined}
      disabled={props.disabled || props.item.Locked || props.item.ExternalUpload}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => commit()}
      onPressEnter={(e) => {
        commit()
        ;(e.target as HTMLInputElement).blur()
      }}
      style={{ width: 72, textAlign: 'right' }}
      inputMode="decimal"
      maxLength={7}
    />
  )
}
