/** The seeded aunts and company settings: size, determinism, valid identity numbers and consistent derived fields. */
import { describe, expect, it } from 'vitest';
import { ETHNIC_GROUPS } from '@/domain/auntCodes';
import { deriveFromIdCard, hasValidCheckDigit, validateIdCard } from '@/domain/idCard';
import { getDb, resetDb, snapshot, type AuntRow } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { REGIONS } from '@/mocks/db/regions';
import { forgetAuntTemplate } from '@/mocks/db/seedAunts';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const DAY = 24 * 60 * 60 * 1000;
const auntsOf = (companyId: number): AuntRow[] => getDb().aunts.filter((row) => row.companyId === companyId);
const share = (rows: AuntRow[], keep: (row: AuntRow) => boolean) => rows.filter(keep).length / rows.length;

describe('aunt seed', () => {
  it('is deterministic whether drawn afresh or reused', () => {
    forgetAuntTemplate();
    resetDb();
    const drawn = snapshot();
    resetDb();
    expect(snapshot()).toBe(drawn);
    expect(JSON.stringify(createSeededDb().aunts)).toBe(JSON.stringify(getDb().aunts));
  });

  it('has at least 5,000 aunts for the main agency and about 800 for the partner', () => {
    expect(auntsOf(1).length).toBeGreaterThanOrEqual(5000);
    expect(auntsOf(2).length).toBeGreaterThanOrEqual(700);
    expect(auntsOf(2).length).toBeLessThanOrEqual(900);
    const ids = getDb().aunts.map((row) => row.auntId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getDb().counters.aunts).toBe(Math.max(...ids));
  });

  it('gives every aunt a valid identity number whose derived fields agree', () => {
    const provinces = new Map(REGIONS.map((region) => [String(region.region_id).slice(0, 2), region.province_name]));
    const seedDay = new Date(SEED_NOW);
    for (const row of getDb().aunts) {
      expect(validateIdCard(row.idCard)).toBeNull();
      expect(hasValidCheckDigit(row.idCard)).toBe(true);
      const facts = deriveFromIdCard(row.idCard, seedDay);
      expect([row.birthDate, row.gender, row.zodiac, row.constellation, row.age]).toEqual([
        facts?.birthDate,
        facts?.gender,
        facts?.zodiac,
        facts?.constellation,
        facts?.age,
      ]);
      expect(Number(row.idCard.slice(6, 10))).toBeGreaterThanOrEqual(1960);
      expect(Number(row.idCard.slice(6, 10))).toBeLessThanOrEqual(2000);
      expect(row.nativePlace.startsWith(provinces.get(row.idCard.slice(0, 2)) ?? '?')).toBe(true);
    }
    // Unique within an agency: a merge's copy repeats the person's number in the receiving agency.
    for (const companyId of new Set(getDb().aunts.map((row) => row.companyId))) {
      const idCards = auntsOf(companyId).map((row) => row.idCard);
      expect(new Set(idCards).size).toBe(idCards.length);
    }
  });

  it('has realistic people: mostly women, mostly Han, valid mobiles, ethnic groups from the 56', () => {
    const rows = auntsOf(1);
    expect(share(rows, (row) => row.gender === 0)).toBeGreaterThan(0.9);
    expect(share(rows, (row) => row.ethnicity === '汉族')).toBeGreaterThan(0.85);
    const groups = new Set(ETHNIC_GROUPS.map((group) => group.value));
    expect(rows.every((row) => groups.has(row.ethnicity))).toBe(true);
    expect(rows.every((row) => /^1[3-9]\d{9}$/.test(row.mobile))).toBe(true);
    expect(new Set(rows.map((row) => row.mobile)).size).toBe(rows.length);
    expect(rows.every((row) => /^[\u4e00-\u9fa5]{3}$/.test(row.auntName))).toBe(true);
    expect(rows.every((row) => row.height === null || (row.height >= 120 && row.height <= 200))).toBe(true);
  });

  it('ties work fields to the company settings and keeps salaries by service type', () => {
    const db = getDb();
    for (const companyId of [1, 2]) {
      const types = new Map(db.serviceTypes.filter((row) => row.companyId === companyId).map((row) => [row.serviceTypeId, row.serviceTypeName]));
      const skills = new Set(db.skillOptions.filter((row) => row.companyId === companyId).map((row) => row.skillOptionId));
      const labels = new Set(db.labelOptions.filter((row) => row.companyId === companyId).map((row) => row.labelOptionId));
      for (const row of auntsOf(companyId)) {
        expect(row.serviceTypes.length).toBeGreaterThanOrEqual(1);
        expect(row.serviceTypes.length).toBeLessThanOrEqual(3);
        expect(row.serviceTypes.every((id) => types.has(id))).toBe(true);
        expect(row.skills.every((id) => skills.has(id))).toBe(true);
        expect(row.labels.every((id) => labels.has(id))).toBe(true);
        if (types.get(row.serviceTypes[0] ?? 0) === '月嫂') {
          expect(row.expectedSalary).toBeGreaterThanOrEqual(8000);
          expect(row.expectedSalary).toBeLessThanOrEqual(18000);
        }
        expect(row.expectedSalaryMax === null || row.expectedSalaryMax >= row.expectedSalary).toBe(true);
      }
    }
  });

  it('spreads statuses, owners, flags and times as agencies see them', () => {
    const rows = auntsOf(1);
    const users = new Set(
      getDb()
        .users.filter((row) => row.companyId === 1)
        .map((row) => row.userId),
    );
    expect(share(rows, (row) => row.workStatus === 1)).toBeGreaterThan(0.45);
    for (const status of [2, 3, 4, 5, 6]) expect(rows.some((row) => row.workStatus === status)).toBe(true);
    expect(rows.filter((row) => row.workStatus === 6).every((row) => row.blacklistReason !== '')).toBe(true);
    expect(rows.every((row) => row.teacherUserId === 0 || users.has(row.teacherUserId))).toBe(true);
    expect(share(rows, (row) => row.teacherUserId === 0)).toBeGreaterThan(0.18);
    expect(share(rows, (row) => row.teacherUserId === 0)).toBeLessThan(0.32);
    expect(rows.some((row) => row.isVerified === 0)).toBe(true);
    expect(rows.some((row) => row.isShared === 1)).toBe(true);
    expect(rows.some((row) => row.copiedFromCompanyId === 2)).toBe(true);
    expect(share(rows, (row) => row.isTop === 1 || row.isLocked === 1 || row.isFav === 1)).toBeLessThan(0.1);
    for (const row of rows) {
      const created = Date.parse(row.createdTime);
      expect(created).toBeLessThan(SEED_NOW);
      expect(created).toBeGreaterThan(SEED_NOW - 731 * DAY);
      expect(row.updatedTime >= row.createdTime).toBe(true);
    }
  });

  it('seeds the option sets of both companies, one service type without a colour', () => {
    const db = getDb();
    const main = db.serviceTypes.filter((row) => row.companyId === 1).map((row) => row.serviceTypeName);
    expect(main).toEqual(expect.arrayContaining(['月嫂', '育儿嫂', '住家保姆', '不住家保姆', '钟点工', '护工', '保洁', '厨师']));
    expect(db.serviceTypes.some((row) => row.companyId === 1 && row.color === '')).toBe(true);
    expect(db.serviceTypes.some((row) => row.companyId === 2)).toBe(true);
    expect(db.customOptions.filter((row) => row.companyId === 1 && row.field === 'certificate').map((row) => row.optionName)).toEqual(
      expect.arrayContaining(['母婴护理证', '育婴师证', '健康证', '家政服务员证', '养老护理员证', '营养师证']),
    );
    expect(db.auntLogs.length).toBeGreaterThanOrEqual(db.aunts.length);
  });
});
