/**
 * The China-time day of an ISO time: order numbers ('DD' + yyyyMMdd of creation) and the seed's
 * contract and outgoing days are China-time days. History rows store no formatted times: the
 * page formats their ISO times in the browser's zone.
 */

const CHINA_OFFSET = 8 * 3_600_000;

/** 'yyyy-MM-dd' of an ISO time in China time. */
export function chinaDay(iso: string): string {
  return new Date(Date.parse(iso) + CHINA_OFFSET).toISOString().slice(0, 10);
}
