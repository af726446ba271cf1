/**
 * The seeded joint hall, played through the real rules (rules/unitedHall.ts, rules/unitedMerge.ts)
 * as the orders are played through the order graph:
 * - every aunt the earlier steps marked isShared is put into the hall when the rules allow it
 *   (not deleted, working or blacklisted), else isShared goes back to 0; about a third of the
 *   enabled jobs are shared (all of the third agency's);
 * - for every ordered pair of agencies and both kinds, six merges end in each state (applied,
 *   agreed, rejected, cancelled by the applicant, cancelled by the owner, merged with the copy
 *   made, a third agency's merge on the same record then cancelled as otherMerged), and one
 *   record per agency and kind is taken off with an open merge on it;
 * - favourites for the demo users, one of them on a record that has left the hall.
 * Own generator, drawn in a fixed order: deterministic.
 */
import type { UnitedCancelledBy } from '@/api/united.types';
import type { MergeAction, MergeSide } from '@/domain/unitedGraph';
import { applyForAunt, applyForJob, takeMergeStep } from '../rules/unitedMerge';
import { seedConsents } from '../rules/auntConsent';
import { shareAunt, shareJob, takeOffAunt, takeOffJob } from '../rules/unitedHall';
import { ADMIN_ACCOUNT, COMPANY_IDS, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT } from '../db/demoAccounts';
import { createRandom, type Random } from '../db/random';
import { allocateId, type AuntRow, type MockDb, type UnitedAuntRow, type UnitedJobRow, type UnitedMappingRow, type UserRow } from '../db/schema';
import { SEED_NOW } from '../db/seedTime';

const UNITED_SEED = 20240612;
const MINUTE = 60_000;
const COMPANIES = [COMPANY_IDS.main, COMPANY_IDS.partner, COMPANY_IDS.third] as const;
/** Share of each agency's enabled jobs that are in the job hall. */
const JOB_SHARE: Readonly<Record<number, number>> = { [COMPANY_IDS.main]: 0.3, [COMPANY_IDS.partner]: 0.9, [COMPANY_IDS.third]: 1 };

/** What one seeded merge goes through after the application, and by whom. */
type Script = readonly (readonly [MergeAction, MergeSide])[];
const SCRIPTS: Readonly<Record<string, Script>> = {
  applied: [],
  agreed: [['unitedAgree', 'owner']],
  rejected: [['unitedReject', 'owner']],
  cancelledByApplicant: [['unitedCancel', 'applicant']],
  cancelledByOwner: [
    ['unitedAgree', 'owner'],
    ['unitedCancel', 'owner'],
  ],
  merged: [
    ['unitedAgree', 'owner'],
    ['unitedSuccess', 'owner'],
  ],
};

/** A clock that only moves forward, from a record's last change (or 2-14 days ago, whichever is later) towards, never past, the seed's now. */
class Clock {
  private time: number;
  constructor(
    from: string,
    private readonly random: Random,
  ) {
    this.time = Math.max(Date.parse(from), SEED_NOW - random.int(2 * 24 * 60, 14 * 24 * 60) * MINUTE);
  }
  next(): string {
    const latest = Math.max(this.time + 1, SEED_NOW - MINUTE);
    this.time = Math.min(this.time + this.random.int(10, 60 * 30) * MINUTE, latest);
    return new Date(this.time).toISOString();
  }
}

/** A moment between `from` and the seed's now. */
function timeAfter(random: Random, from: string): string {
  const start = Date.parse(from);
  const minutes = Math.floor((random.next() * Math.max(0, SEED_NOW - MINUTE - start)) / MINUTE);
  return new Date(start + minutes * MINUTE).toISOString();
}

const userOf = (db: MockDb, mobile: string): UserRow | undefined => db.users.find((user) => user.mobile === mobile);
const adminOf = (db: MockDb, companyId: number): UserRow | undefined => db.users.find((user) => user.companyId === companyId && user.userType === 1);
const staffOf = (db: MockDb, companyId: number): UserRow[] => db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1);

/** The aunts marked shared go into the hall when the rules allow it (their authorisations recorded first); the others are not shared. */
function shareAunts(db: MockDb, random: Random): void {
  seedConsents(db);
  for (const aunt of db.aunts) {
    if (aunt.isShared !== 1) continue;
    aunt.isShared = 0;
    if (aunt.isDeleted === 1 || aunt.workStatus === 5 || aunt.workStatus === 6) continue;
    const sharer = staffOf(db, aunt.companyId).find((user) => user.userId === aunt.teacherUserId) ?? adminOf(db, aunt.companyId);
    if (sharer) shareAunt(db, aunt, sharer, timeAfter(random, aunt.updatedTime));
  }
}

function shareJobs(db: MockDb, random: Random): void {
  const employers = new Map(db.employers.map((row) => [row.employerId, row]));
  for (const job of db.jobs) {
    const employer = employers.get(job.employerId);
    if (!employer || employer.isDeleted === 1 || job.isDisabled === 1 || !random.chance(JOB_SHARE[job.companyId] ?? 0)) continue;
    const sharer = staffOf(db, job.companyId).find((user) => user.userId === job.userId) ?? adminOf(db, job.companyId);
    if (sharer) shareJob(db, job, employer, sharer, timeAfter(random, job.updatedTime));
  }
}

interface Party {
  companyId: number;
  users: UserRow[];
}

/** Records of `owner` still free for a scenario: on the shelf, no merge yet, the admin's first. */
class Records<T extends UnitedAuntRow | UnitedJobRow> {
  private readonly free: T[];
  constructor(rows: T[], admin: UserRow | undefined) {
    this.free = rows.filter((row) => row.teacherUserId === admin?.userId).concat(rows.filter((row) => row.teacherUserId !== admin?.userId));
  }
  take(): T | undefined {
    return this.free.shift();
  }
}

class MergePlay {
  private readonly offered = new Set<number>();
  constructor(
    private readonly db: MockDb,
    private readonly random: Random,
  ) {}

  /** A free aunt of the applicant to offer for a job: seeking work, not offered before. */
  private offeredAunt(companyId: number): AuntRow | undefined {
    const aunt = this.db.aunts.find(
      (row) => row.companyId === companyId && row.isDeleted === 0 && row.workStatus === 1 && row.isShared === 0 && !this.offered.has(row.auntId),
    );
    if (aunt) this.offered.add(aunt.auntId);
    return aunt;
  }

  apply(record: UnitedAuntRow | UnitedJobRow, applicant: UserRow, clock: Clock): UnitedMappingRow | undefined {
    if ('unitedAuntId' in record) {
      const aunt = this.db.aunts.find((row) => row.auntId === record.auntId);
      return aunt ? applyForAunt(this.db, record, aunt, applicant, clock.next()) : undefined;
    }
    const aunt = this.offeredAunt(applicant.companyId);
    return aunt ? applyForJob(this.db, record, aunt, applicant, clock.next()) : undefined;
  }

  play(row: UnitedMappingRow, script: Script, actors: Record<MergeSide, UserRow>, clock: Clock): void {
    for (const [action, side] of script) takeMergeStep(this.db, row, side, action, actors[side], clock.next(), new Date(SEED_NOW));
  }

  /** Six records of `owner`, one per script, applied for by `applicant` (merged: `third` applies first). */
  scenarios(records: Records<UnitedAuntRow> | Records<UnitedJobRow>, applicant: Party, owner: Party, third: Party): void {
    const ownerUser = owner.users[0];
    if (!ownerUser) return;
    Object.entries(SCRIPTS).forEach(([name, script], index) => {
      const record = records.take();
      const user = applicant.users[index % applicant.users.length];
      if (!record || !user) return;
      const clock = new Clock(record.updatedTime, this.random);
      const rival = name === 'merged' ? third.users[0] : undefined;
      if (rival) this.apply(record, rival, clock);
      const row = this.apply(record, user, clock);
      if (row) this.play(row, script, { owner: ownerUser, applicant: user }, clock);
    });
  }

  /** One record taken off by its owner while an application is open on it. */
  takenOff(records: Records<UnitedAuntRow> | Records<UnitedJobRow>, applicant: Party, by: UnitedCancelledBy): void {
    const record = records.take();
    const user = applicant.users[0];
    if (!record || !user) return;
    const clock = new Clock(record.updatedTime, this.random);
    if (!this.apply(record, user, clock)) return;
    if ('unitedAuntId' in record) takeOffAunt(this.db, record, by, clock.next());
    else takeOffJob(this.db, record, by, clock.next());
  }
}

function playMerges(db: MockDb, random: Random): void {
  const parties = new Map<number, Party>(
    COMPANIES.map((companyId) => {
      const admin = adminOf(db, companyId);
      const others = staffOf(db, companyId).filter((user) => user !== admin);
      return [companyId, { companyId, users: admin ? [admin, ...others.slice(0, 1)] : others.slice(0, 1) }];
    }),
  );
  const play = new MergePlay(db, random);
  const usable = (auntId: number) => db.aunts.some((aunt) => aunt.auntId === auntId && aunt.workStatus !== 5 && aunt.workStatus !== 6);
  for (const ownerId of COMPANIES) {
    const owner = parties.get(ownerId);
    if (!owner) continue;
    const admin = adminOf(db, ownerId);
    const aunts = new Records(
      db.unitedAunts.filter((row) => row.companyId === ownerId && row.isOnShelf === 1 && usable(row.auntId)),
      admin,
    );
    const jobs = new Records(
      db.unitedJobs.filter((row) => row.companyId === ownerId && row.isOnShelf === 1),
      admin,
    );
    const applicants = COMPANIES.filter((id) => id !== ownerId);
    for (const applicantId of applicants) {
      const applicant = parties.get(applicantId);
      const third = parties.get(applicants.find((id) => id !== applicantId) ?? 0);
      if (!applicant || !third) continue;
      play.scenarios(aunts, applicant, owner, third);
      play.scenarios(jobs, applicant, owner, third);
    }
    const first = parties.get(applicants[0] ?? 0);
    if (first) {
      play.takenOff(aunts, first, 'takenOff');
      play.takenOff(jobs, first, 'takenOff');
    }
  }
}

/** Five hall aunts and three hall jobs of other agencies per demo user; the admins also keep one that has left the hall. */
function seedFavourites(db: MockDb, random: Random): void {
  const add = (user: UserRow, kind: 'aunt' | 'job', id: number, time: string) =>
    db.unitedFavs.push({
      favId: allocateId(db, 'unitedFavs'),
      userId: user.userId,
      kind,
      unitedAuntId: kind === 'aunt' ? id : 0,
      unitedJobId: kind === 'job' ? id : 0,
      createdTime: time,
    });
  for (const account of [ADMIN_ACCOUNT, STAFF_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT]) {
    const user = userOf(db, account.mobile);
    if (!user) continue;
    const aunts = db.unitedAunts.filter((row) => row.companyId !== user.companyId);
    const jobs = db.unitedJobs.filter((row) => row.companyId !== user.companyId);
    for (const row of random.sample(
      aunts.filter((row) => row.isOnShelf === 1),
      5,
    ))
      add(user, 'aunt', row.unitedAuntId, timeAfter(random, row.updatedTime));
    for (const row of random.sample(
      jobs.filter((row) => row.isOnShelf === 1),
      3,
    ))
      add(user, 'job', row.unitedJobId, timeAfter(random, row.updatedTime));
    const gone = aunts.find((row) => row.isOnShelf === 0);
    if (account.roleKey === ADMIN_ACCOUNT.roleKey && gone) add(user, 'aunt', gone.unitedAuntId, gone.createdTime);
  }
}

/** Seed step: the joint hall (needs the aunts as the orders left them, and the jobs). */
export function seedUnited(db: MockDb): void {
  const random = createRandom(UNITED_SEED);
  shareAunts(db, random);
  shareJobs(db, random);
  playMerges(db, random);
  seedFavourites(db, random);
}
