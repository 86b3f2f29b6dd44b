/**
 * The Ant Design themes of the app (DESIGN.md §2: ConfigProvider with the dark algorithm). antd's
 * default blue and its 45 % grey secondary text fall short of WCAG AA contrast (4.5:1), so both modes
 * use a deeper primary for white-on-blue buttons, lighter or darker link colours for text on the
 * page background, and 65 % secondary text (issue 4: no serious axe-core violations).
 *
 * Issue 23 measured the rest with axe-core and fixed it here, at the theme, so every page gets it:
 * - tags: a preset colour's text is its shade 7 on shade 1 (light green, cyan, orange, gold, lime, yellow
 *   and volcano 2.0–4.4:1; dark purple and geekblue 3.4–4.2:1), a status tag's text is the status colour on
 *   its background (light success 2.2:1, warning 1.8:1, error 3.0:1, info 3.7:1; dark error 4.0:1, info
 *   3.4:1); the Tag component gets the next shade that reaches 4.5:1 (5.1–9.2:1);
 * - placeholders (inputs, selects) and the empty-table row: 25 % text (1.8:1 light, 2.2:1 dark) → 56 % / 55 %
 *   (4.9:1 / 6.2:1);
 * - dark menu: an open group with the current page took the primary blue as text, 2.9:1 on the dark
 *   sidebar → the light blue of the selected item (11.6:1); the same primary blue as text of the selected tab
 *   and the current page number → the link blue (8.2:1);
 * - description list labels (colorTextTertiary, 0.45: 3.4:1 light) → the description colour, 0.65 (5.7:1 light,
 *   dark alike);
 * - error red as text (validation messages, danger buttons): light #ff4d4f 3.0:1 → #cf1322 (5.6:1, white on it
 *   5.6:1); dark 4.0:1 → the seed #ff7875 (5.5:1), with dark text on solid danger buttons (5.5:1; white 3.4:1).
 * - a loading button (issue 39's status and retention cards while a run lasts): antd dims the whole button to
 *   65 %, which took its text below 4.5:1 → full opacity (the spinner still says it is loading).
 */
import { type ThemeConfig, theme } from 'antd'
import type { ThemeMode } from '../shared/storage.ts'

const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    opacityLoading: 1,
  },
  components: {
    Tag: {
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#874d00',
      lime7: '#3f6600',
      yellow7: '#876800',
      volcano7: '#ad2102',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#a8071a',
      colorInfo: '#0958d9',
    },
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    // A default button's hovered text: the primary colour (6.0:1), not its hover shade #3277e6 (4.4:1; axe, issue 23).
    Button: { defaultHoverColor: '#0958d9' },
  },
}

const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#69b1ff',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorError: '#ff7875',
    opacityLoading: 1,
  },
  components: {
    Menu: { itemSelectedColor: '#8dc5ff', subMenuItemSelectedColor: '#8dc5ff' },
    Tabs: { itemSelectedColor: '#69b1ff', itemHoverColor: '#8dc5ff', itemActiveColor: '#69b1ff' },
    Pagination: { itemActiveColor: '#69b1ff' },
    Button: { dangerColor: '#141414' },
    Breadcrumb: { linkColor: 'rgba(255, 255, 255, 0.65)' },
    Tag: {
      purple7: '#ab7ae0',
      geekblue7: '#7f9ef3',
      colorError: '#f37370',
      colorInfo: '#65a9f3',
    },
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.55)' },
    Descriptions: { labelColor: 'rgba(255, 255, 255, 0.65)' },
  },
}

/** The antd theme for a mode. */
export function antdTheme(mode: ThemeMode): ThemeConfig {
  return mode === 'dark' ? dark : light
}
