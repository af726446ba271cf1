/**
 * The mock's theme presets (/sys/getThemes) and the stylesheet it hosts for one of them (the
 * spec: "themes. A hosted stylesheet is fetched for theming"). The eight preset colours are the
 * spec's; each preset may add the sidebar menu's colours (sys_theme's menuBg, menuText,
 * menuActiveText) and a stylesheet, a path under the API base that the client loads while that
 * theme is in force. Names are answered in the caller's language.
 */
import type { ThemePreset } from '@/api/sys';
import { THEME_PRESETS } from '@/domain/colour';
import type { Lang, Msg } from '../core/errors';

/** Where the hosted theme stylesheets are served (GET), under the API base. */
export const THEME_STYLESHEET_ROUTE = '/sys/theme';

/** Hosted stylesheets by file name. Their selectors are the layout's `data-theme-part` hooks (sidebar, brand, navbar). */
const STYLESHEETS: Readonly<Record<string, string>> = {
  'festival.css': [
    '/* 节日红 / Festive red: hosted by the mock server, loaded with the theme that names it. */',
    "html [data-theme-part='sidebar'] { background-image: linear-gradient(180deg, #a8071a 0%, #5c0011 45%); }",
    "html [data-theme-part='brand'] { border-bottom: 1px solid rgba(255, 204, 199, 0.35); }",
    "html [data-theme-part='navbar'] { box-shadow: inset 0 -3px 0 #f5222d; }",
    '',
  ].join('\n'),
};

/** The stylesheet's text, or null when the mock hosts no such file. */
export function hostedThemeStylesheet(fileName: string): string | null {
  return Object.hasOwn(STYLESHEETS, fileName) ? STYLESHEETS[fileName]! : null;
}

/** The stylesheet paths a theme may name (what setTheme accepts besides ''). */
export const HOSTED_THEME_STYLESHEETS: readonly string[] = Object.keys(STYLESHEETS).map((name) => `${THEME_STYLESHEET_ROUTE}/${name}`);

type PresetRow = Omit<ThemePreset, 'name'> & { name: Msg };

const [orange, blue, slate, graphite, green, cyan, purple, red] = THEME_PRESETS;

/** One preset per spec colour, the default orange first (its menu the layout's own dark one). */
const PRESETS: readonly PresetRow[] = [
  { name: { zh: '经典橙', en: 'Classic orange' }, primaryColor: orange },
  { name: { zh: '拂晓蓝', en: 'Daybreak blue' }, primaryColor: blue, menuBg: '#304156', menuText: '#BFCBD9', menuActiveText: '#409EFF' },
  { name: { zh: '素雅灰蓝', en: 'Light slate' }, primaryColor: slate, menuBg: '#FFFFFF', menuText: '#304156', menuActiveText: '#1F2D3D' },
  { name: { zh: '石墨黑', en: 'Graphite' }, primaryColor: graphite, menuBg: '#1F1F1F', menuText: '#BDBDBD', menuActiveText: '#FFFFFF' },
  { name: { zh: '翡翠绿', en: 'Emerald' }, primaryColor: green, menuBg: '#0B3B32', menuText: '#A7D7C5', menuActiveText: '#FFFFFF' },
  { name: { zh: '湖水青', en: 'Lagoon' }, primaryColor: cyan, menuBg: '#00474F', menuText: '#B5F5EC', menuActiveText: '#FFFFFF' },
  { name: { zh: '暮光紫', en: 'Twilight purple' }, primaryColor: purple, menuBg: '#2A2356', menuText: '#C9C3F0', menuActiveText: '#FFFFFF' },
  {
    name: { zh: '节日红', en: 'Festive red' },
    primaryColor: red,
    menuBg: '#5C0011',
    menuText: '#FFCCC7',
    menuActiveText: '#FFFFFF',
    stylesheet: HOSTED_THEME_STYLESHEETS[0],
  },
];

export function themePresets(lang: Lang): ThemePreset[] {
  return PRESETS.map(({ name, ...theme }) => ({ ...theme, name: name[lang] }));
}
