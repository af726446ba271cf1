/**
 * The spec's colour rule ("colour values: 3 or 6 hex digits"), for the settings' colour pickers
 * (service types, labels) and the mock that stores them, and the theme colour's check.
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

/** Grey of a service type without a colour of its own (second document, section 9). */
export const DEFAULT_SERVICE_TYPE_COLOR = '#6B6C70';
