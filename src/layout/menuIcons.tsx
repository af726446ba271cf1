/**
 * Menu icons by the names role pages carry (menuIcon). A fixed map keeps the bundle small
 * (the whole icon set is megabytes); an unknown name falls back to a neutral icon. The names are
 * domain/menuIconNames' list.
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
import type { MenuIconName } from '@/domain/menuIconNames';

/** Every name of domain/menuIconNames, and only those (the gallery of page management). */
const ICONS: Record<MenuIconName, ComponentType> = {
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
  const Icon = (ICONS as Record<string, ComponentType | undefined>)[name] ?? AppstoreOutlined;
  return <Icon />;
}
