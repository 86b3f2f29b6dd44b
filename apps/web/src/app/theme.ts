/**
 * The Ant Design themes of the app (DESIGN.md §2: ConfigProvider with the dark algorithm). antd's
 * default blue and its 45 % grey secondary text fall short of WCAG AA contrast (4.5:1), so both modes
 * use a deeper primary for white-on-blue buttons, lighter or darker link colours for text on the
 * page background, and 65 % secondary text (issue 4: no serious axe-core violations).
 */
import { type ThemeConfig, theme } from 'antd'
import type { ThemeMode } from '../shared/storage.ts'

const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
}

const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#69b1ff',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  },
  components: {
    Menu: { itemSelectedColor: '#8dc5ff' },
    Breadcrumb: { linkColor: 'rgba(255, 255, 255, 0.65)' },
  },
}

/** The antd theme for a mode. */
export function antdTheme(mode: ThemeMode): ThemeConfig {
  return mode === 'dark' ? dark : light
}
