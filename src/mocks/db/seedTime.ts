/**
 * The seed's clock: seeded times are offsets from SEED_NOW, never from the real clock.
 *
 * SEED_NOW is Monday 09:00 (China time) of the current week, so the demo data always looks
 * recent (a "this month" or "past 30 days" filter finds aunts) while two seeds made in the same
 * week are identical byte for byte. MOCK_SEED_NOW (an ISO time) pins it for full reproducibility.
 */
import { CHINA_OFFSET_MS as CHINA_OFFSET, DAY_MS as DAY } from '@/domain/chinaTime';
import { mockEnv } from '../env';

const HOUR = 3_600_000;

/** Monday 09:00 China time of the week containing `now` (never later than `now`). */
export function weekAnchor(now: number): number {
  const china = now + CHINA_OFFSET;
  const sinceMonday = (new Date(china).getUTCDay() + 6) % 7;
  const anchor = Math.floor(china / DAY) * DAY - sinceMonday * DAY + 9 * HOUR - CHINA_OFFSET;
  return anchor > now ? anchor - 7 * DAY : anchor;
}

const pinned = mockEnv.seedNow();
export const SEED_NOW = pinned ?? weekAnchor(Date.now());

/** ISO time `offsetMinutes` after SEED_NOW (negative = before). */
export function isoAt(offsetMinutes: number): string {
  return new Date(SEED_NOW + offsetMinutes * 60_000).toISOString();
}
