/**
 * The seeded office data: monthly targets (achievementTargets) for the enabled staff of the main
 * agency (company 1) and the third agency (company 3), for the month of `now` and the two before
 * (China months): an income target of ¥20,000-60,000 in steps of ¥500 and 3-8 signings, set by
 * the agency's own account; about one person in six has no target that month.
 *
 * Own generator, drawn after every other seed step (finance and insurance included): nothing
 * seeded before changes. Reads only the users and `now`, so the data upgrade 12 -> 13
 * (persist/migrate.ts) writes the same rows as a fresh seed. What was achieved is never seeded:
 * it is counted from the fee records and signings (rules/achievement.ts).
 */
import { addMonths, chinaMonth } from '../rules/achievement';
import { createRandom } from './random';
import { allocateId, type MockDb } from './schema';

const OFFICE_SEED = 20260114;
const COMPANIES = [1, 3] as const;
const MONTHS_BACK = 2;
const NO_TARGET_CHANCE = 1 / 6;


export function seedOffice(db: MockDb, now: number): void {
  const random = createRandom(OFFICE_SEED);
  const current = chinaMonth(now);
  const updatedTime = new Date(now).toISOString();
  for (const companyId of COMPANIES) {
    const staff = db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1).sort((a, b) => a.userId - b.userId);
    const owner = staff.find((user) => user.userType === 1) ?? staff[0];
    if (!owner) continue;
    for (let back = MONTHS_BACK; back >= 0; back -= 1) {
      const month = addMonths(current, -back);
      for (const user of staff) {
        if (random.chance(NO_TARGET_CHANCE)) continue;
        db.achievementTargets.push({
          targetId: allocateId(db, 'achievementTargets'),
          companyId,
          userId: user.userId,
          month,
          targetFen: random.int(40, 120) * 500 * 100,
          targetSigned: random.int(3, 8),
          setBy: owner.userId,
          updatedTime,
        });
      }
    }
  }
}
