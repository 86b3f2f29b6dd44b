/**
 * Step 1 of the guest sign-in (spec §7 request-otp): the e-mail address form. Drawn with the light components
 * (no antd, issue 23). The address is checked on submit, then on every change: required, and the shape of an
 * address (name@domain.tld); the server checks it again. In the prerendered page the field is read-only and the
 * button disabled until the page is hydrated (`useHydrated`).
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { LightField } from '../../../shared/ui/LightField.tsx'

/** Props of {@link EmailStep}. */
export interface EmailStepProps {
  initialEmail: string
  busy: boolean
  /** Called with the trimmed address once it is valid. */
  onSubmit: (email: string) => void
}

/** An address with a name, an @, and a domain with a dot and a 2+ letter ending. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/

/** The e-mail field and "Send code". */
export function EmailStep({ initialEmail, busy, onSubmit }: EmailStepProps) {
  const { t } = useTranslation('guest')
  const [email, setEmail] = useState(initialEmail)
  const [checked, setChecked] = useState(false)
  // Prerendered (issue 23): no typing and no native submit before the handlers exist.
  const live = useHydrated()
  const trimmed = email.trim()
  const problem =
    trimmed === '' ? t('login.emailRequired') : EMAIL.test(trimmed) ? null : t('login.emailInvalid')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problem === null && !busy) onSubmit(trimmed)
  }

  return (
    <form noValidate onSubmit={submit}>
      <LightField
        label={t('login.email')}
        value={email}
        onChange={setEmail}
        error={checked ? problem : null}
        icon="mail"
        type="email"
        autoComplete="email"
        placeholder={t('login.emailPlaceholder')}
        maxLength={254}
        autoFocus
        readOnly={!live}
      />
      <LightButton kind="primary" type="submit" busy={busy} disabled={!live}>
        {t('login.sendCode')}
      </LightButton>
    </form>
  )
}
