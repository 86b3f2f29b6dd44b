/**
 * Ant Design icons by the names the server menu uses (spec §3 menu entry `icon`). Only the icons
 * the menus name are bundled; an unknown name gets a neutral icon.
 */
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudSyncOutlined,
  ClusterOutlined,
  ControlOutlined,
  CreditCardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  PauseCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  RiseOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SyncOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WindowsOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

const icons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  CloudSyncOutlined,
  ClusterOutlined,
  ControlOutlined,
  CreditCardOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  FundOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  PauseCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  RiseOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  SyncOutlined,
  TeamOutlined,
  TrophyOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WindowsOutlined,
}

/**
 * The icon element for a menu icon name.
 * @param name An Ant Design icon name such as `HomeOutlined`; null or unknown → AppstoreOutlined.
 */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = (name && icons[name]) || AppstoreOutlined
  return <Icon aria-hidden />
}
