/** The language switch and the dark-mode toggle side by side (top bars of the auth, full and guest layouts). */
import { Flex } from 'antd'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { ThemeToggle } from './ThemeToggle.tsx'

/** Language (tr/en) and dark mode, both persisted by the preferences provider. */
export function PreferenceControls() {
  return (
    <Flex align="center" gap="middle">
      <LanguageSwitch />
      <ThemeToggle />
    </Flex>
  )
}
