/** The data upgrade 9 -> 10: the joint hall (one step of migrate/index.ts). */
import { auntCity } from '../../rules/unitedHall';
import { BLACKLISTED, WORKING } from '@/domain/orderGraph';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 9 -> 10: the joint hall's tables (hall aunts and jobs, merge records, favourites) arrive empty.
 * An aunt's isShared now means "on the shelf of the aunt hall": every aunt the file marks shared
 * that the hall would take (not deleted, working or blacklisted) gets her hall row, shared by her
 * owner (else the company's administrator) at her last change; the others are no longer shared.
 * The third seeded agency is not added to an existing file (npm run mock:reset brings it).
 */
export function jointHall(db: Raw, context: MigrationContext): void {
  // A file that already holds the tables (made from a newer seed for a test) keeps them.
  if (Array.isArray(db.unitedAunts)) return;
  db.unitedAunts = [];
  db.unitedJobs = [];
  db.unitedMappings = [];
  db.unitedFavs = [];
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { unitedAunts: 0, unitedJobs: 0, unitedMappings: 0, unitedFavs: 0 });
  db.counters = counters;
  const adminOf = new Map<unknown, unknown>();
  for (const user of rows(db, 'users')) if (user.userType === 1 && !adminOf.has(user.companyId)) adminOf.set(user.companyId, user.userId);
  const hall = db.unitedAunts as Raw[];
  let unshared = 0;
  for (const aunt of rows(db, 'aunts')) {
    if (aunt.isShared !== 1) continue;
    if (aunt.isDeleted === 1 || aunt.workStatus === WORKING || aunt.workStatus === BLACKLISTED) {
      aunt.isShared = 0;
      unshared += 1;
      continue;
    }
    const unitedAuntId = hall.length + 1;
    const city = auntCity({ currentAddress: String(aunt.currentAddress ?? ''), companyId: Number(aunt.companyId) });
    const teacherUserId = Number(aunt.teacherUserId) || Number(adminOf.get(aunt.companyId) ?? 0);
    hall.push({
      unitedAuntId,
      companyId: aunt.companyId,
      auntId: aunt.auntId,
      teacherUserId,
      cityId: city,
      isOnShelf: 1,
      createdTime: aunt.updatedTime,
      updatedTime: aunt.updatedTime,
    });
  }
  counters.unitedAunts = hall.length;
  context.log(
    `put ${hall.length} shared aunt(s) into the joint hall${unshared > 0 ? `; ${unshared} deleted, working or blacklisted aunt(s) are no longer shared` : ''}`,
  );
}
