/**
 * The icons a menu page may carry (`menuIcon`): the ones the sidebar can draw (layout/menuIcons
 * maps each name to its component, typed by this list, so the two cannot drift). Page management
 * offers them as a gallery and the mock refuses any other name.
 */
export const MENU_ICON_NAMES = [
  'AccountBookOutlined',
  'AppstoreOutlined',
  'BarChartOutlined',
  'ContactsOutlined',
  'DashboardOutlined',
  'DeleteOutlined',
  'FileProtectOutlined',
  'FileTextOutlined',
  'HomeOutlined',
  'LinkOutlined',
  'MessageOutlined',
  'ProfileOutlined',
  'SafetyCertificateOutlined',
  'SettingOutlined',
  'ShareAltOutlined',
  'SolutionOutlined',
  'TeamOutlined',
  'UserOutlined',
] as const;

export type MenuIconName = (typeof MENU_ICON_NAMES)[number];

export function isMenuIconName(name: string): name is MenuIconName {
  return (MENU_ICON_NAMES as readonly string[]).includes(name);
}
