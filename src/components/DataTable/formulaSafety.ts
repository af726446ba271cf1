/**
 * Export cells safe against formula injection (CSV/Excel "formula injection"): a text that
 * starts with = + - @, a tab or a carriage return could be run as a formula when the sheet is
 * opened or re-saved, so it gets a leading apostrophe and stays plain text. Numbers stay
 * numbers (a negative number is not text and is never evaluated). Empty values stay empty.
 *
 * @example
 *   safeCellText('=HYPERLINK("http://x")')  // "'=HYPERLINK(\"http://x\")"
 *   safeCellText('王阿姨')                   // '王阿姨'
 */
import type { ExportValue } from './types';

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One export cell: finite numbers as numbers, text made safe, anything else empty. */
export function safeCell(value: ExportValue): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value === '' ? null : safeCellText(value);
  return null;
}
