/**
 * Menu icons by the names role pages carry (menuIcon). A fixed map keeps the bundle small
 * (the whole icon set is megabytes); an unknown name falls back to a neutral icon.
 */
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DeleteOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DeleteOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  HomeOutlined,
  LinkOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
