/**
 * A failed submit moves the focus to the first invalid field (issue 36, keyboard and screen readers: "Form
 * errors: on a failed submit, focus moves to the first invalid field"), so a screen reader reads that field with
 * its error (linked by aria-describedby) instead of leaving the user on the submit button.
 *
 * Two halves, one rule:
 * - antd forms: the antd frame sets `form.scrollToFirstError = { focus: true }` on its ConfigProvider
 *   (AntdFrame.tsx), so every `<Form>` whose submit fails validation (a submit button, Enter, or `form.submit()`
 *   from a dialog's OK button) focuses its first failing field; {@link validateOrFocus} does the same for code
 *   that calls `validateFields()` itself.
 * - every other form (the light ones, e.g. the guest sign-in): {@link useInvalidFieldFocus}, installed once by the
 *   root layout, listens to `submit` events and, once the page has re-rendered, focuses the first
 *   `[aria-invalid="true"]` control of the submitted form unless the focus already is on an invalid control.
 */
import type { FormInstance } from 'antd'
import { useEffect } from 'react'

/** Controls that can be marked invalid. */
const INVALID =
  'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [role="combobox"][aria-invalid="true"], [aria-invalid="true"] input'

/** How long after a submit the form's error marks are looked for (ms; async validation included). */
const SETTLE_MS = [60, 300]

/** Focuses the first invalid control inside `form`; returns whether one was found (or already focused). */
export function focusFirstInvalid(form: Element): boolean {
  const active = document.activeElement
  if (active instanceof Element && form.contains(active) && active.matches(INVALID)) return true
  const first = form.querySelector<HTMLElement>(INVALID)
  if (!first) return false
  first.focus()
  return true
}

/**
 * Installs the `submit` listener for the app's lifetime (called once, by the root layout). Takes nothing,
 * returns nothing; removes the listener on unmount.
 */
export function useInvalidFieldFocus(): void {
  useEffect(() => {
    const timers = new Set<number>()
    const onSubmit = (event: Event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      for (const ms of SETTLE_MS) {
        const id = window.setTimeout(() => {
          timers.delete(id)
          if (form.isConnected) focusFirstInvalid(form)
        }, ms)
        timers.add(id)
      }
    }
    document.addEventListener('submit', onSubmit, true)
    return () => {
      document.removeEventListener('submit', onSubmit, true)
      for (const id of timers) window.clearTimeout(id)
    }
  }, [])
}

/**
 * `form.validateFields(names)` that, when validation fails, focuses the first failing field before rejecting like
 * antd does (for dialogs that validate in their OK handler instead of submitting the form). Takes an antd form
 * instance and optionally the fields to check; returns their values, or rejects with antd's `{ errorFields }`.
 */
export async function validateOrFocus<V>(form: FormInstance<V>, names?: (string | number)[][]): Promise<V> {
  try {
    return names ? await form.validateFields(names) : await form.validateFields()
  } catch (error) {
    const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]
    if (first) form.scrollToField(first.name, { focus: true, block: 'nearest' })
    throw error
  }
}

/** One field's server-side errors, as antd's `form.setFields` takes them. */
export interface FieldErrors {
  name: string | (string | number)[]
  errors: string[]
}

/**
 * Shows the server's field errors (a 400 answer's `responseData.errors`) on an antd form and focuses the first
 * of those fields, like a failed client-side check. Takes the form and the fields' errors; returns nothing.
 */
export function setErrorsAndFocus(form: FormInstance, fields: FieldErrors[]): void {
  form.setFields(fields)
  const first = fields[0]
  if (first) form.scrollToField(first.name, { focus: true, block: 'nearest' })
}
