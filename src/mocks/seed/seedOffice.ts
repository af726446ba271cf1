/**
 * The seeded office data: monthly targets (achievementTargets) for the enabled staff of the main
 * agency (company 1) and the third agency (company 3), for the `current` month (the China month
 * the seed is made in, seedTime.ts SEED_MONTH: the month of `now`, or the one after before 09:00
 * on a first) and the two before, set by the agency's own account; about one person in six has
 * no target that month. A target is what the person really achieved (income fees handled,
 * signings) in that month, or for the current month (still running) in the month before, times
 * 0.8-1.3: so the percentages spread around 100% as an agency's would (¥5,000 and 1 signing at
 * least; income in steps of ¥500).
 *
 * Own generator, drawn after every other seed step (finance and insurance included): nothing
 * seeded before changes. Reads the users, fee records, orders and their history, `now` and
 * `current`, all of which the data upgrade 12 -> 13 (persist/migrate/v12to13.ts) has as a fresh
 * seed has them when it runs this step, so it writes the same rows. What was achieved is never seeded:
 * it is counted from the fee records and signings (rules/achievement.ts).
 */
import { addMonths, monthTallies } from '../rules/achievement';
import { createRandom } from '../db/random';
import { allocateId, type MockDb } from '../db/schema';

const OFFICE_SEED = 20260114;
const COMPANIES = [1, 3] as const;
const MONTHS_BACK = 2;
const NO_TARGET_CHANCE = 1 / 6;
const MIN_TARGET_FEN = 500_000;
const STEP_FEN = 50_000;

export function seedOffice(db: MockDb, now: number, current: string): void {
  const random = createRandom(OFFICE_SEED);
  const updatedTime = new Date(now).toISOString();
  for (const companyId of COMPANIES) {
    const staff = db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1).sort((a, b) => a.userId - b.userId);
    const owner = staff.find((user) => user.userType === 1) ?? staff[0];
    if (!owner) continue;
    for (let back = MONTHS_BACK; back >= 0; back -= 1) {
      const targetMonth = addMonths(current, -back);
      const basis = monthTallies(db, companyId, back === 0 ? addMonths(current, -1) : targetMonth);
      for (const user of staff) {
        if (random.chance(NO_TARGET_CHANCE)) continue;
        const factor = random.int(80, 130) / 100;
        const incomeFen = (basis.incomeFen.get(user.userId) ?? 0) * factor;
        db.achievementTargets.push({
          targetId: allocateId(db, 'achievementTargets'),
          companyId,
          userId: user.userId,
          month: targetMonth,
          targetFen: Math.max(MIN_TARGET_FEN, Math.round(incomeFen / STEP_FEN) * STEP_FEN),
          targetSigned: Math.max(1, Math.round((basis.signed.get(user.userId) ?? 0) * factor)),
          setBy: owner.userId,
          updatedTime,
        });
      }
    }
  }
}
