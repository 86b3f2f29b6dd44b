/**
 * Small helpers of the application forms: date fields stored as 'YYYY-MM-DD' strings, and the server's
 * field errors (400 `responseData.errors`, field paths like `resume.research.0.text`) shown on the fields.
 */
import type { FormInstance } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { ApiError } from '../../../shared/api/client.ts'
import { setErrorsAndFocus } from '../../../shared/ui/use-invalid-field-focus.ts'

/** Form.Item props that let a DatePicker edit a 'YYYY-MM-DD' string value. */
export const dateItemProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
}

/**
 * Puts the server's field errors of `error` on the fields of `form` (dropping the leading `prefix`
 * segment) and focuses the first of them (issue 36); returns true when at least one field got a message.
 */
export function applyServerErrors(form: FormInstance, error: unknown, prefix: string): boolean {
  if (!(error instanceof ApiError)) return false
  const errors = (
    error.body as { responseData?: { errors?: { field: string; message: string }[] } } | undefined
  )?.responseData?.errors
  if (!errors?.length) return false
  setErrorsAndFocus(
    form,
    errors
      .filter((e) => prefix === '' || e.field.startsWith(`${prefix}.`))
      .map((e) => ({
        name: e.field
          .slice(prefix === '' ? 0 : prefix.length + 1)
          .split('.')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [e.message],
      })),
  )
  return true
}

/** The message of an error for a toast. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback
