/** The data upgrade 8 -> 9: the dashboard's own counts, the lunar zodiac (one step of migrate/index.ts). */
import { zodiacOfIsoDate } from '@/domain/zodiac';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 8 -> 9, two changes of one release:
 * - the dashboard counts the aunts, employers and orders themselves; the seeded daily activity
 *   table it used to read goes (nothing else refers to it);
 * - the zodiac follows the lunar year (domain/zodiac.ts), not the Gregorian one. Every aunt with a
 *   birth date gets her zodiac again from it; only those born before their year's Spring Festival
 *   change (1990-01-20: horse -> snake). Aunts without a birth date keep null.
 */
export function dashboardAndLunarZodiac(db: Raw, context: MigrationContext): void {
  delete db.dailyActivity;
  let changed = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (typeof aunt.birthDate !== 'string') continue;
    const zodiac = zodiacOfIsoDate(aunt.birthDate);
    if (zodiac === null || zodiac === aunt.zodiac) continue;
    aunt.zodiac = zodiac;
    changed += 1;
  }
  if (changed > 0) context.log(`gave ${changed} aunt(s) born before the Spring Festival the zodiac of the lunar year`);
}
