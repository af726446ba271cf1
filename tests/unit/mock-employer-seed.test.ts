/** The seeded employers, follow-ups, transfers and jobs: determinism, sizes, unique mobiles and valid references. */
import { describe, expect, it } from 'vitest';
import { chinaDay } from '@/domain/chinaTime';
import { isDay } from '@/domain/dateFilter';
import { getDb, jsonCopy, type EmployerRow, type MockDb } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { REGIONS } from '@/mocks/db/regions';
import { SEED_DELETED_EMPLOYERS, SEED_EMPLOYER_COUNTS, forgetEmployerTemplate, seedEmployers } from '@/mocks/db/seedEmployers';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const employersOf = (companyId: number): EmployerRow[] => getDb().employers.filter((row) => row.companyId === companyId);
const HOME = { 1: 310100, 2: 330100 } as const;
const TABLES = ['employers', 'employerFollowUps', 'employerTransfers', 'jobs'] as const;

/** A copy of the seeded database without its employer tables, to seed them again. */
function withoutEmployers(): MockDb {
  const db = jsonCopy(getDb());
  db.employers = [];
  db.employerFollowUps = [];
  db.employerTransfers = [];
  db.jobs = [];
  for (const table of TABLES) db.counters[table] = 0;
  return db;
}

describe('employer seed', () => {
  it('is deterministic whether drawn afresh or reused', () => {
    // Seeded again on copies of the database as it was before the employer step (later steps may move statuses).
    const tables = (from: MockDb) =>
      JSON.stringify([from.employers, from.employerFollowUps, from.employerTransfers, from.jobs, TABLES.map((name) => from.counters[name])]);
    const [drawn, reused] = [withoutEmployers(), withoutEmployers()];
    forgetEmployerTemplate();
    seedEmployers(drawn);
    seedEmployers(reused);
    expect(tables(reused)).toBe(tables(drawn));
    // The copies are the template's, not shared rows.
    reused.employers[0]!.addressPicker.push(1);
    reused.jobs[0]!.title = 'changed';
    const again = withoutEmployers();
    seedEmployers(again);
    expect(tables(again)).toBe(tables(drawn));
    expect(drawn.employers.map((row) => row.mobile)).toEqual(getDb().employers.map((row) => row.mobile));
    expect(JSON.stringify(createSeededDb().employerFollowUps)).toBe(JSON.stringify(getDb().employerFollowUps));
  });

  it('has about 600 employers for the main agency and 80 for the partner, ten of the main agency in the recycle bin', () => {
    expect(employersOf(1)).toHaveLength(SEED_EMPLOYER_COUNTS[1] ?? 0);
    expect(employersOf(2)).toHaveLength(SEED_EMPLOYER_COUNTS[2] ?? 0);
    expect(employersOf(1).filter((row) => row.isDeleted === 1)).toHaveLength(SEED_DELETED_EMPLOYERS);
    expect(employersOf(2).filter((row) => row.isDeleted === 1)).toHaveLength(0);
    const ids = getDb().employers.map((row) => row.employerId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getDb().counters.employers).toBe(Math.max(...ids));
  });

  it('gives every employer a valid, company-unique mobile and a mostly-potential or intended status', () => {
    for (const companyId of [1, 2]) {
      const rows = employersOf(companyId);
      const mobiles = rows.map((row) => row.mobile);
      expect(new Set(mobiles).size).toBe(mobiles.length);
      for (const mobile of mobiles) expect(mobile).toMatch(/^1\d{10}$/);
      const count = (status: number) => rows.filter((row) => row.status === status).length;
      expect(count(1) + count(2)).toBeGreaterThan(count(3) + count(4));
      for (const status of [1, 2, 3, 4]) expect(count(status)).toBeGreaterThan(0);
    }
    for (const row of getDb().employers) {
      expect(row.employerName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(row.source).toBeGreaterThanOrEqual(1);
      expect(row.source).toBeLessThanOrEqual(6);
    }
  });

  it('refers only to real staff, service types and regions, mostly in the home city', () => {
    const db = getDb();
    for (const companyId of [1, 2] as const) {
      const rows = employersOf(companyId);
      const staff = new Set(db.users.filter((user) => user.companyId === companyId && user.isEnabled === 1).map((user) => user.userId));
      const types = new Set(db.serviceTypes.filter((type) => type.companyId === companyId).map((type) => type.serviceTypeId));
      for (const row of rows) {
        if (row.userId !== 0) expect(staff.has(row.userId)).toBe(true);
        if (row.serviceType !== 0) expect(types.has(row.serviceType)).toBe(true);
        const region = REGIONS.find((candidate) => candidate.region_id === row.cityId);
        expect(row.addressPicker).toEqual([region?.province_id, row.cityId]);
        expect(row.district).not.toBe('');
        if (row.limitMoney !== 0) expect(row.limitMoney % 500 === 0 && row.limitMoney >= 4000 && row.limitMoney <= 15000).toBe(true);
        if (row.expectedStart !== null) expect(isDay(row.expectedStart)).toBe(true);
        if (row.auntAgeMin !== null) expect(row.auntAgeMin).toBeLessThanOrEqual(row.auntAgeMax ?? 0);
        expect(row.createdTime <= row.updatedTime).toBe(true);
        if (row.isDeleted) expect(row.deletedTime! > row.updatedTime && staff.has(row.deletedBy)).toBe(true);
      }
      const unowned = rows.filter((row) => row.userId === 0).length / rows.length;
      expect(unowned).toBeGreaterThan(0.04);
      expect(unowned).toBeLessThan(0.2);
      expect(rows.filter((row) => row.cityId === HOME[companyId]).length / rows.length).toBeGreaterThan(0.8);
    }
  });

  it('creates them over the past year, some in the current week', () => {
    const rows = getDb().employers;
    const yearAgo = new Date(SEED_NOW - 367 * 86_400_000).toISOString();
    for (const row of rows) expect(row.createdTime >= yearAgo && row.createdTime <= new Date(SEED_NOW).toISOString()).toBe(true);
    expect(rows.filter((row) => chinaDay(Date.parse(row.createdTime)) === chinaDay(SEED_NOW)).length).toBeGreaterThan(3);
  });

  it('has follow-ups (0-6 each), transfers with their type-6 follow-up, and jobs of about a third of the employers', () => {
    const db = getDb();
    const byId = new Map(db.employers.map((row) => [row.employerId, row]));
    const perEmployer = new Map<number, number>();
    for (const row of db.employerFollowUps) {
      const employer = byId.get(row.employerId);
      expect(employer?.companyId).toBe(row.companyId);
      expect(row.createdTime > employer!.createdTime).toBe(true);
      expect(db.users.some((user) => user.userId === row.userId && user.companyId === row.companyId)).toBe(true);
      if (row.nextTime !== null) expect(isDay(row.nextTime)).toBe(true);
      if (row.type !== 6) perEmployer.set(row.employerId, (perEmployer.get(row.employerId) ?? 0) + 1);
    }
    expect(Math.max(...perEmployer.values())).toBeLessThanOrEqual(6);
    const today = chinaDay(SEED_NOW);
    expect(db.employerFollowUps.some((row) => row.nextTime === today)).toBe(true);
    expect(db.employerFollowUps.some((row) => row.nextTime !== null && row.nextTime < today)).toBe(true);

    expect(db.employerTransfers.length).toBeGreaterThan(db.employers.length * 0.03);
    expect(db.employerTransfers.length).toBeLessThan(db.employers.length * 0.08);
    const names = new Map(db.users.map((user) => [user.userId, user.contact]));
    for (const transfer of db.employerTransfers) {
      expect(byId.get(transfer.employerId)?.userId).toBe(transfer.toUserId);
      expect(transfer.fromUserId).not.toBe(transfer.toUserId);
      const note = db.employerFollowUps.find((row) => row.employerId === transfer.employerId && row.type === 6);
      expect(note?.content).toBe(`${names.get(transfer.fromUserId)} → ${names.get(transfer.toUserId)}：${transfer.reason}`);
      expect(note?.createdTime).toBe(transfer.createdTime);
    }

    const withJobs = new Set(db.jobs.map((job) => job.employerId));
    expect(withJobs.size / db.employers.length).toBeGreaterThan(0.25);
    expect(withJobs.size / db.employers.length).toBeLessThan(0.45);
    for (const job of db.jobs) {
      const employer = byId.get(job.employerId)!;
      expect([job.companyId, job.userId, job.cityId]).toEqual([employer.companyId, employer.userId, employer.cityId]);
      expect(job.salaryMin).toBeGreaterThan(0);
      expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax);
      expect(job.title.length).toBeLessThanOrEqual(50);
      expect(db.serviceTypes.some((type) => type.serviceTypeId === job.serviceType && type.companyId === job.companyId)).toBe(true);
      expect(job.workHours.length).toBeLessThanOrEqual(30);
    }
    expect(db.jobs.some((job) => job.isTop === 1)).toBe(true);
    expect(db.jobs.some((job) => job.isDisabled === 1)).toBe(true);
  });
});
