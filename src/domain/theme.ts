/**
 * The user's theme (first document, sections 2, 3 and 9): a colour (its presets and default are
 * in domain/colour.ts, which the login page needs) and sys_theme's menu colours for the sidebar
 * (menuBg, menuText, menuActiveText). A theme may also name a stylesheet the server hosts for it
 * (our choice, on the spec's "A hosted stylesheet is fetched for theming"): a `.css` path under
 * the API base, so it comes from the API's own origin, which the Content-Security-Policy allows. Pure.
 *
 * @example
 *   themeOf({ primaryColor: '#1890FF', menuBg: '#304156' }) // { primaryColor: '#1890FF', menu: { menuBg: '#304156' }, stylesheet: '' }
 *   isThemeStylesheetPath('/sys/theme/festival.css')       // true
 *   isThemeStylesheetPath('https://cdn.example.com/x.css') // false
 */
import type { SysTheme } from '@/api/user.types';
import { isHexColour } from './colour';

export const MENU_COLOUR_KEYS = ['menuBg', 'menuText', 'menuActiveText'] as const;
export type MenuColourKey = (typeof MENU_COLOUR_KEYS)[number];

/** The sidebar menu's colours; one that is absent keeps the layout's own (the dark menu). */
export type MenuColours = Partial<Record<MenuColourKey, string>>;

/** The theme as the client keeps and applies it. */
export interface AppTheme {
  primaryColor: string;
  menu: MenuColours;
  /** A stylesheet path under the API base, '' for none. */
  stylesheet: string;
}

/** Colour values: # and 3 or 6 hex digits (spec, section 5). */
function isColor(value: unknown): value is string {
  return typeof value === 'string' && isHexColour(value);
}

/**
 * A stylesheet a theme may name: an absolute path (not '//'), of letters, digits, '-', '_', '.'
 * and '/', without '..', ending in '.css'. It is requested under the API base, never from
 * another origin (a CDN would need the policy opened, and could restyle the page at will).
 */
export function isThemeStylesheetPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && /^\/(?!\/)[\w./-]*\.css$/.test(value) && !value.includes('..');
}

/** The well-formed menu colours of a theme (the rest dropped). */
export function menuColoursOf(theme: Partial<Record<MenuColourKey, unknown>> | null | undefined): MenuColours {
  const menu: MenuColours = {};
  for (const key of MENU_COLOUR_KEYS) {
    const value = theme?.[key];
    if (isColor(value)) menu[key] = value;
  }
  return menu;
}

/** The theme of a sys_theme (or a preset); null when its primary colour breaks the colour rule. */
export function themeOf(theme: SysTheme | null | undefined): AppTheme | null {
  if (!theme || !isColor(theme.primaryColor)) return null;
  return { primaryColor: theme.primaryColor, menu: menuColoursOf(theme), stylesheet: isThemeStylesheetPath(theme.stylesheet) ? theme.stylesheet : '' };
}

/** /user/setTheme's body: every field sent, '' for a menu colour or stylesheet the theme has not (the server clears it). */
export function sysThemeOf(theme: AppTheme): Required<SysTheme> {
  return {
    primaryColor: theme.primaryColor,
    menuBg: theme.menu.menuBg ?? '',
    menuText: theme.menu.menuText ?? '',
    menuActiveText: theme.menu.menuActiveText ?? '',
    stylesheet: theme.stylesheet,
  };
}

/** Same colours (any case) and the same stylesheet. */
export function sameTheme(a: AppTheme, b: AppTheme): boolean {
  const same = (x: string | undefined, y: string | undefined) => (x ?? '').toLowerCase() === (y ?? '').toLowerCase();
  return same(a.primaryColor, b.primaryColor) && MENU_COLOUR_KEYS.every((key) => same(a.menu[key], b.menu[key])) && a.stylesheet === b.stylesheet;
}
