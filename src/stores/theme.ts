/**
 * The theme beyond its colour (domain/theme.ts): the sidebar menu's colours and the hosted
 * stylesheet of sys_theme, kept locally like the settings (localStorage) and read by the layout
 * only, so none of it is on the login page (the colour is in stores/settings: the login page uses
 * it). `applyTheme` sets the whole theme, colour included.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isThemeStylesheetPath, menuColoursOf, type AppTheme, type MenuColours } from '@/domain/theme';
import { useSettings } from './settings';

interface MenuTheme {
  /** {} keeps the layout's dark menu. */
  menuColours: MenuColours;
  /** A path under the API base, '' for none. */
  themeStylesheet: string;
}

export const DEFAULT_MENU_THEME: MenuTheme = { menuColours: {}, themeStylesheet: '' };

/** Keeps only well-formed saved values (a damaged or planted entry cannot name another origin). */
function sanitize(saved: Partial<MenuTheme>): MenuTheme {
  return {
    menuColours: saved.menuColours && typeof saved.menuColours === 'object' ? menuColoursOf(saved.menuColours) : {},
    themeStylesheet: isThemeStylesheetPath(saved.themeStylesheet) ? saved.themeStylesheet : '',
  };
}

export const useMenuTheme = create<MenuTheme>()(
  persist(() => DEFAULT_MENU_THEME, {
    name: 'agency-theme',
    merge: (persisted, current) => ({ ...current, ...sanitize((persisted ?? {}) as Partial<MenuTheme>) }),
  }),
);

/** Applies a whole theme: the colour (antd's tokens) and the menu colours and stylesheet. */
export function applyTheme(theme: AppTheme): void {
  useSettings.getState().setPrimaryColor(theme.primaryColor);
  useMenuTheme.setState(sanitize({ menuColours: theme.menu, themeStylesheet: theme.stylesheet }));
}

/** The theme in force. */
export function useCurrentTheme(): AppTheme {
  const primaryColor = useSettings((state) => state.primaryColor);
  const menu = useMenuTheme((state) => state.menuColours);
  const stylesheet = useMenuTheme((state) => state.themeStylesheet);
  return { primaryColor, menu, stylesheet };
}
