/** Pieces of the human detail strings stored on history rows (Chinese; the rows keep structured fields too). */

const CHINA_OFFSET = 8 * 3_600_000;

/** 'yyyy-MM-dd HH:mm' of an ISO time in China time. */
export function chinaTime(iso: string): string {
  return new Date(Date.parse(iso) + CHINA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

/** 'yyyy-MM-dd' of an ISO time in China time. */
export function chinaDay(iso: string): string {
  return chinaTime(iso).slice(0, 10);
}
