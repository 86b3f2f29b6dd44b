/**
 * Step 2 of the guest sign-in (spec §7 verify-otp): the 6-digit code form. Drawn with the light components
 * (no antd, issue 23); the code is checked on submit, then on every change.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightField } from '../../../shared/ui/LightField.tsx'

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  email: string
  busy: boolean
  resending: boolean
  /** A short confirmation (e.g. "a new code has been sent"), announced politely; null for none. */
  notice: string | null
  onSubmit: (code: string) => void
  onResend: () => void
  onChangeEmail: () => void
}

/** The code field, "Sign in", "Send the code again" and "Use another e-mail address". */
export function CodeStep({
  email,
  busy,
  resending,
  notice,
  onSubmit,
  onResend,
  onChangeEmail,
}: CodeStepProps) {
  const { t } = useTranslation('guest')
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const trimmed = code.trim()
  const problem =
    trimmed === '' ? t('login.codeRequired') : /^\d{6}$/.test(trimmed) ? null : t('login.codeInvalid')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problem === null && !busy) onSubmit(trimmed)
  }

  return (
    <form noValidate onSubmit={submit}>
      <p style={{ marginTop: 0, marginBottom: '1em' }}>{t('login.codeSent', { email })}</p>
      <LightField
        label={t('login.code')}
        value={code}
        onChange={setCode}
        error={checked ? problem : null}
        icon="key"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        style={{ letterSpacing: 6 }}
      />
      <LightButton kind="primary" type="submit" busy={busy}>
        {t('login.verify')}
      </LightButton>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginTop: 12 }}
      >
        <LightButton onClick={onChangeEmail}>{t('login.changeEmail')}</LightButton>
        <LightButton onClick={onResend} busy={resending}>
          {t('login.resend')}
        </LightButton>
      </div>
      <div role="status" className="light-status">
        {notice}
      </div>
    </form>
  )
}
