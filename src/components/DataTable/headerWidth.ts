/**
 * The width a column needs so that its header shows whole, in the language in force: the title's
 * text measured in the header's font, plus the cell's padding and the sort arrows. DataTable
 * never draws a column narrower than this ("Gen…" for Gender was a 64 px column sized for 性别).
 *
 * The text is measured with an OffscreenCanvas (no layout, no DOM); where there is none (jsdom)
 * it is estimated from the characters (CJK full width, the rest about 0.62 em).
 *
 * @example
 *   const font = headerFont(token); // '600 14px -apple-system, …'
 *   const width = Math.max(column.width, headerWidth(column.title, Boolean(column.sortField), font));
 */

/** Horizontal padding of a header cell of a middle-size antd table (8 px each side). */
export const HEADER_PADDING = 16;
/** The sort arrows and their gap after the title. */
export const SORTER_WIDTH = 16;
/** Rounding between the canvas and the laid-out text. */
const SLACK = 2;

const cache = new Map<string, number>();
let context: OffscreenCanvasRenderingContext2D | null | undefined;

function canvasContext(): OffscreenCanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** Width of `text` in `font` (px) when no canvas can measure it. */
export function estimateTextWidth(text: string, fontSize = 14): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? fontSize : char === ' ' ? fontSize * 0.3 : fontSize * 0.62;
  return width;
}

function textWidth(text: string, font: string, fontSize: number): number {
  const key = `${font}\n${text}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const canvas = canvasContext();
  let width: number;
  if (canvas) {
    canvas.font = font;
    width = canvas.measureText(text).width;
  } else {
    width = estimateTextWidth(text, fontSize);
  }
  cache.set(key, width);
  return width;
}

export interface HeaderFontToken {
  fontFamily: string;
  fontSize: number;
  fontWeightStrong: number;
}

/** The CSS font of a table header cell from antd's theme token. */
export function headerFont(token: HeaderFontToken): string {
  return `${token.fontWeightStrong} ${token.fontSize}px ${token.fontFamily}`;
}

/** The least width (px, whole) that shows `title` on one line in a header cell. */
export function headerWidth(title: string, sortable: boolean, font: string, fontSize = 14): number {
  return Math.ceil(textWidth(title, font, fontSize) + HEADER_PADDING + (sortable ? SORTER_WIDTH : 0) + SLACK);
}

/** A tag's padding and border (antd's default Tag: 7 px each side, 1 px border). */
const TAG_CHROME = 16;

/** The least width (px, whole) of a column whose cells show one tag of any of `labels` uncut (12 px text). */
export function tagColumnWidth(labels: readonly string[], fontFamily: string, fontSize = 12): number {
  const font = `${fontSize}px ${fontFamily}`;
  const widest = labels.reduce((most, label) => Math.max(most, textWidth(label, font, fontSize)), 0);
  return Math.ceil(widest + TAG_CHROME + HEADER_PADDING + SLACK);
}

/** What a column takes: its width, widened to its header and to its longest tag (DataColumn `tagLabels`). */
export function columnNeed(
  column: { width: number; title: string; sortField?: string; tagLabels?: readonly string[] },
  token: HeaderFontToken & { fontSizeSM: number },
): number {
  const header = headerWidth(column.title, Boolean(column.sortField), headerFont(token), token.fontSize);
  const tags = column.tagLabels?.length ? tagColumnWidth(column.tagLabels, token.fontFamily, token.fontSizeSM) : 0;
  return Math.max(column.width, header, tags);
}
