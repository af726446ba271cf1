/**
 * The seed's clock: seeded times are offsets from SEED_NOW, never from the real clock.
 *
 * SEED_NOW is 09:00 (China time) of the latest Monday or first of a month that is not after now,
 * so the demo data always looks recent (a "this month" or "past 30 days" filter finds records, and
 * from the first of a month on, "this month" holds the seed's day) while two seeds made between
 * two such mornings are identical byte for byte. SEED_MONTH is the China month of now itself:
 * month-keyed data (the staff targets) reach it, also from midnight to 09:00 on the first of a
 * month, when SEED_NOW is still in the month before. MOCK_SEED_NOW (an ISO time) pins SEED_NOW,
 * and SEED_MONTH is then its month, for full reproducibility.
 */
import { CHINA_OFFSET_MS as CHINA_OFFSET, DAY_MS as DAY, chinaDay } from '@/domain/chinaTime';
import { mockEnv } from '../env';

const HOUR = 3_600_000;

/** Monday 09:00 China time of the week containing `now` (never later than `now`). */
export function weekAnchor(now: number): number {
  const china = now + CHINA_OFFSET;
  const sinceMonday = (new Date(china).getUTCDay() + 6) % 7;
  const anchor = Math.floor(china / DAY) * DAY - sinceMonday * DAY + 9 * HOUR - CHINA_OFFSET;
  return anchor > now ? anchor - 7 * DAY : anchor;
}

/** The seed's clock at `now`: the later of weekAnchor(now) and 09:00 China time of the first of now's China month, when that has come. */
export function seedClock(now: number): number {
  const china = new Date(now + CHINA_OFFSET);
  const monthAnchor = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) + 9 * HOUR - CHINA_OFFSET;
  const week = weekAnchor(now);
  return monthAnchor <= now && monthAnchor > week ? monthAnchor : week;
}

const pinned = mockEnv.seedNow();
const madeAt = Date.now();
export const SEED_NOW = pinned ?? seedClock(madeAt);
/** The China month (yyyy-MM) the seed is made in (see above). */
export const SEED_MONTH = chinaDay(pinned ?? madeAt).slice(0, 7);

/** ISO time `offsetMinutes` after SEED_NOW (negative = before). */
export function isoAt(offsetMinutes: number): string {
  return new Date(SEED_NOW + offsetMinutes * 60_000).toISOString();
}
