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
