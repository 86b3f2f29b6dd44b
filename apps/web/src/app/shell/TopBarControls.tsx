/**
 * The top bar's antd controls (issue 23), in their own lazily loaded chunk: the role or studentship switch, the
 * layout choice and the profile menu. They use antd's Dropdown, Button and Avatar, so LazyTopBarControls draws
 * light stand-ins of the same size and loads this chunk (inside an antd frame) only when one is first used.
 */
export { LayoutPicker } from './LayoutPicker.tsx'
export { ProfileMenu } from './ProfileMenu.tsx'
export { RoleSwitch } from './RoleSwitch.tsx'
