/**
 * The spec's colour rule ("colour values: 3 or 6 hex digits"), for the settings' colour pickers
 * (service types, labels) and the mock that stores them, the theme colour's check, and the
 * theme's preset colours (the rest of the theme: domain/theme.ts).
 *
 * @example
 *   isHexColour('#1890ff') // true
 *   normaliseHexColour(' #abc ') // '#ABC'
 */
export const HEX_COLOUR_RE = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** True for '#' followed by exactly 3 or 6 hex digits (either case). */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR_RE.test(value);
}

/** The colour trimmed and upper-cased, as it is stored and shown; null when it breaks the rule. */
export function normaliseHexColour(value: string): string | null {
  const text = value.trim();
  return isHexColour(text) ? text.toUpperCase() : null;
}

/** The default theme colour (spec: #F1A83C). */
export const DEFAULT_PRIMARY_COLOR = '#F1A83C';
/** The eight preset theme colours; the first is the default. */
export const THEME_PRESETS = [DEFAULT_PRIMARY_COLOR, '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'] as const;

/** Grey of a service type without a colour of its own (second document, section 9). */
export const DEFAULT_SERVICE_TYPE_COLOR = '#6B6C70';

/** WCAG's least contrast for body text (AA): 4.5:1. */
export const TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** WCAG's relative luminance of a #RGB / #RRGGBB colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The theme colour as text on `background`: itself when it already reads at `ratio` (4.5:1), else mixed
 * toward black (on a light background) or white (on a dark one), in 1% steps, until it does; the
 * hue stays. The brand colour itself is untouched (fills, borders, focus rings keep it).
 *
 * @example
 *   textShadeOf('#F1A83C', '#FFFFFF') // '#9D6D27' (the brand orange is 2.0:1 on white; this 4.5:1)
 *   textShadeOf('#F1A83C', '#141414') // '#F1A83C'
 */
export function textShadeOf(colour: string, background: string, ratio = TEXT_CONTRAST): string {
  const rgb = channels(colour);
  const toward = luminance(background) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 100; step += 1) {
    const shade = toHex(rgb.map((value) => value + ((toward - value) * step) / 100));
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return toward === 0 ? '#000000' : '#FFFFFF';
}

/** The labels a fill may carry, the first that reads at 4.5:1 wins: white, antd's dark text, black. */
const LABELS = ['#FFFFFF', '#1F1F1F', '#000000'] as const;

/**
 * A label on a fill of `colour` (a primary button, a selected menu entry): white where white reads
 * at 4.5:1, else a dark label (the brand orange: white is 2.0:1, #1F1F1F 8.2:1); black when only it
 * reads (a bright red).
 *
 * @example
 *   labelOn('#F1A83C') // '#1F1F1F'
 *   labelOn('#304156') // '#FFFFFF'
 */
export function labelOn(colour: string): string {
  return LABELS.find((label) => contrastRatio(label, colour) >= TEXT_CONTRAST) ?? '#000000';
}

/**
 * antd's status colours (texts, status tags, form errors) that did not read at 4.5:1 on their
 * own tint (light red, green, gold, blue: 2.2 to 4.1:1; dark red and blue). Light: `textShadeOf`
 * the colour on its tint, the tint kept. Dark, where antd derives both from the seed: the seed
 * mixed toward white until they read (error 15%, info 26%).
 */
export const STATUS_TOKENS = {
  light: {
    colorError: '#C93D3E',
    colorErrorBg: '#FFF2F0',
    colorSuccess: '#388512',
    colorSuccessBg: '#F6FFED',
    colorWarning: '#996A0C',
    colorWarningBg: '#FFFBE6',
    colorInfo: '#1369E0',
    colorInfoBg: '#E6F4FF',
  },
  dark: { colorError: '#FF6869', colorInfo: '#539AFF' },
} as const;

/**
 * The preset tag colours whose text (palette step 7) is under 4.5:1 on their tag's tint (step 1),
 * as `textShadeOf` step 7 on step 1, per mode: antd's green tag was 3.4:1, gold 2.8:1.
 */
export const TAG_TEXT = {
  light: { volcano7: '#D0370D', orange7: '#B25A07', gold7: '#A16705', yellow7: '#8A7304', lime7: '#598104', green7: '#30860B', cyan7: '#078085' },
  dark: { geekblue7: '#5B7AE2', purple7: '#9769D2' },
} as const;
