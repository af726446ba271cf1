/**
 * The sidebar in the theme's menu colours (sys_theme's menuBg, menuText, menuActiveText): antd's
 * dark-menu tokens for the menu, CSS variables for the rest of the sidebar (brand, footer). A
 * colour the theme has not keeps the layout's own dark menu; with no menu colours at all the
 * sidebar is drawn exactly as before (no tokens, no variables).
 *
 * @example
 *   menuThemeOf({ menuBg: '#304156', menuText: '#BFCBD9', menuActiveText: '#409EFF' })
 *   // { components: { Menu: { darkItemBg: '#304156', ..., darkItemSelectedColor: '#409EFF', darkItemSelectedBg: 'rgba(64,158,255,0.16)' } } }
 */
import { FastColor } from '@ant-design/fast-color';
import type { ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';
import type { MenuColours } from '@/domain/theme';

const hasAny = (menu: MenuColours) => Boolean(menu.menuBg || menu.menuText || menu.menuActiveText);

/**
 * antd Menu tokens of the colours, null when the theme has none. The selected entry: without an
 * active colour, the theme colour's fill with white text (antd's dark menu); with one, that colour
 * on a faint fill of itself (the Vue app's menu), which reads on a light background as well.
 */
export function menuThemeOf(menu: MenuColours): ThemeConfig | null {
  if (!hasAny(menu)) return null;
  const { menuBg, menuText, menuActiveText } = menu;
  const tokens: Record<string, string> = {};
  if (menuBg) {
    tokens.darkItemBg = menuBg;
    tokens.darkPopupBg = menuBg;
    tokens.darkSubMenuItemBg = new FastColor(menuBg).darken(3).toHexString();
  }
  if (menuText) {
    tokens.darkItemColor = menuText;
    tokens.darkGroupTitleColor = menuText;
  }
  const strong = menuActiveText ?? menuText;
  if (strong) tokens.darkItemHoverColor = strong;
  if (menuActiveText) {
    tokens.darkItemSelectedColor = menuActiveText;
    tokens.darkItemSelectedBg = new FastColor(menuActiveText).setA(0.16).toRgbString();
  }
  return { components: { Menu: tokens } };
}

/** The sidebar's own CSS variables (Sidebar.module.css reads them with the dark defaults); undefined when the theme has no menu colours. */
export function sidebarStyleOf(menu: MenuColours): CSSProperties | undefined {
  if (!hasAny(menu)) return undefined;
  const vars: Record<string, string> = {};
  if (menu.menuBg) vars['--sidebar-bg'] = menu.menuBg;
  if (menu.menuText) vars['--sidebar-text'] = menu.menuText;
  const strong = menu.menuActiveText ?? menu.menuText;
  if (strong) vars['--sidebar-strong'] = strong;
  return vars as CSSProperties;
}
