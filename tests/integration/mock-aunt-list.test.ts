/**
 * The mock's aunt lists through the real client (src/api/aunt.ts): scopes, every filter,
 * sorting, paging, returned fields, masking, filter values, tab counts, and the company's
 * aunt option calls. Expected counts come from the seeded table itself.
 */
import { SEED_NOW } from '@/mocks/db/seedTime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuntCustomTabData, getAuntFilterData, getAunts, type Aunt, type AuntListQuery } from '@/api/aunt';
import { getAuntCustomOptions, getAuntLabelData, getAuntOptions, getAuntSkillData, getServiceType } from '@/api/company';
import { removeToken, setToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, type AuntRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const list = (query: Partial<AuntListQuery>) => getAunts({ scope: 'all', ...query }, silent);
const live = (companyId = 1): AuntRow[] => getDb().aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0);

/** Every row of a query (all pages of 200). */
async function all(query: Partial<AuntListQuery>): Promise<Partial<Aunt>[]> {
  const first = await list({ ...query, page: 1, pageSize: 200 });
  const rows = first.list.slice();
  for (let page = 2; rows.length < first.total; page += 1) rows.push(...(await list({ ...query, page, pageSize: 200 })).list);
  return rows;
}

describe('getAunts: scopes, company and masking', () => {
  it('needs a session', async () => {
    removeToken();
    expect((await failure(list({}))).code).toBe(50008);
  });

  it('counts each scope as decided, never deleted aunts, only the caller company', async () => {
    const rows = live();
    expect(getDb().aunts.some((row) => row.companyId === 1 && row.isDeleted === 1)).toBe(true);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    setToken(tokenFor(STAFF_ACCOUNT));
    const expected: Record<AuntListQuery['scope'], number> = {
      all: rows.length,
      verify: rows.filter((row) => row.isVerified === 0).length,
      copy: rows.filter((row) => row.copiedFromCompanyId !== 0).length,
      public: rows.filter((row) => row.teacherUserId === 0).length,
      owner: rows.filter((row) => row.teacherUserId === staffId).length,
      share: rows.filter((row) => row.isShared === 1).length,
    };
    for (const [scope, total] of Object.entries(expected)) {
      const answer = await list({ scope: scope as AuntListQuery['scope'], pageSize: 5 });
      expect([scope, answer.total]).toEqual([scope, total]);
      expect(answer.list.length).toBe(Math.min(5, total));
      expect(total).toBeGreaterThan(0);
    }
    setToken(tokenFor(PARTNER_ACCOUNT));
    const partner = await list({ pageSize: 200 });
    expect(partner.total).toBe(live(2).length);
    expect(partner.list.every((row) => row.companyId === 2)).toBe(true);
  });

  it('masks mobiles and identity numbers, defaults to 20 rows, and limits the keys to `fields`', async () => {
    const answer = await list({});
    expect(answer.list).toHaveLength(20);
    for (const row of answer.list) {
      expect(row.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(row.idCard).toMatch(/^\*{14}\d{3}[\dX]$/);
    }
    const slim = await list({ fields: ['auntName', 'workStatus', 'notAField'] });
    expect(Object.keys(slim.list[0] ?? {}).sort()).toEqual(['auntId', 'auntName', 'workStatus']);
  });
});

describe('getAunts: filters', () => {
  it('finds by keyword in the name, the mobile or the identity number (x in any case)', async () => {
    const target = live().find((row) => row.idCard.endsWith('X')) ?? live()[0]!;
    const byMobile = await all({ keyword: target.mobile.slice(3) });
    expect(byMobile.map((row) => row.auntId)).toContain(target.auntId);
    const byId = await all({ keyword: target.idCard.slice(-8).toLowerCase() });
    expect(byId.map((row) => row.auntId)).toContain(target.auntId);
    const surname = target.auntName.slice(0, 2);
    const byName = await list({ keyword: surname, pageSize: 200 });
    expect(byName.total).toBe(live().filter((row) => row.auntName.includes(surname) || row.mobile.includes(surname)).length);
    expect(byName.list.every((row) => row.auntName?.includes(surname))).toBe(true);
  });

  it('filters by work status, service types (any), skills (all), labels (any), education and live-in', async () => {
    const rows = live();
    const cases: [Partial<AuntListQuery>, (row: AuntRow) => boolean][] = [
      [{ workStatus: [2, 3] }, (row) => row.workStatus === 2 || row.workStatus === 3],
      [{ serviceTypes: [1, 5] }, (row) => row.serviceTypes.includes(1) || row.serviceTypes.includes(5)],
      [{ skills: [1, 2] }, (row) => row.skills.includes(1) && row.skills.includes(2)],
      [{ labels: [3, 4] }, (row) => row.labels.includes(3) || row.labels.includes(4)],
      [{ education: [5, 6, 7] }, (row) => row.education !== null && row.education >= 5],
      [{ liveIn: 1 }, (row) => row.liveIn === 1 || row.liveIn === 2],
      [{ liveIn: 2 }, (row) => row.liveIn === 2],
      [{ teacherUserId: 0 }, (row) => row.teacherUserId === 0],
      [{ onlyFav: true }, (row) => row.isFav === 1],
      [{ tabKey: 'workStatus-5' }, (row) => row.workStatus === 5],
      [{ tabKey: 'workStatus-5', workStatus: [1] }, () => false],
    ];
    for (const [query, keep] of cases) {
      const answer = await list({ ...query, pageSize: 1 });
      expect([query, answer.total]).toEqual([query, rows.filter(keep).length]);
    }
  });

  it('filters by age range, native place (province or city) and salary overlap', async () => {
    const ages = await all({ ageMin: 40, ageMax: 45, fields: ['age'] });
    expect(ages.length).toBeGreaterThan(0);
    expect(ages.every((row) => (row.age ?? 0) >= 40 && (row.age ?? 99) <= 45)).toBe(true);
    const sichuan = await list({ nativePlace: ['四川省'], pageSize: 1 });
    expect(sichuan.total).toBe(live().filter((row) => row.nativePlace.startsWith('四川省')).length);
    const cities = await all({ nativePlace: ['成都市', '合肥市'], fields: ['nativePlace'] });
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((row) => /成都市|合肥市/.test(row.nativePlace ?? ''))).toBe(true);
    const salary = await list({ salaryMin: 10000, salaryMax: 12000, pageSize: 1 });
    const overlap = (row: AuntRow) => (row.expectedSalaryMax ?? row.expectedSalary) >= 10000 && row.expectedSalary <= 12000;
    expect(salary.total).toBe(live().filter(overlap).length);
  });

  it('filters by created and updated time with the date filter options', async () => {
    // A calendar month three months before the seed clock (the seed spans two years before it).
    const month = new Date(SEED_NOW);
    month.setDate(1);
    month.setMonth(month.getMonth() - 3);
    const year = month.getFullYear();
    const monthIndex = month.getMonth();
    const pad = (value: number) => String(value).padStart(2, '0');
    const lastDay = new Date(year, monthIndex + 1, 0).getDate();
    const range = await list({
      createdTime: {
        dateFilter: 'specifyTimeRange',
        startDate: `${year}-${pad(monthIndex + 1)}-01`,
        endDate: `${year}-${pad(monthIndex + 1)}-${pad(lastDay)}`,
      },
      pageSize: 1,
    });
    // Days are China days (domain/chinaTime), whatever the machine's zone.
    const inThatMonth = (row: AuntRow) => chinaDay(row.createdTime).slice(0, 7) === `${year}-${pad(monthIndex + 1)}`;
    expect(range.total).toBe(live().filter(inThatMonth).length);
    expect(range.total).toBeGreaterThan(0);
    expect((await list({ createdTime: { dateFilter: 'isNull' } })).total).toBe(0);
    const target = live()[10]!;
    target.updatedTime = new Date().toISOString();
    const today = await all({ updatedTime: { dateFilter: 'today' }, fields: ['auntId', 'updatedTime'] });
    expect(today.map((row) => row.auntId)).toContain(target.auntId);
    expect(today.every((row) => chinaDay(row.updatedTime ?? '') === chinaDay(Date.now()))).toBe(true);
  });

  it('refuses a bad filter with 40001 naming it', async () => {
    expect((await failure(list({ workStatus: [9 as 1] }))).serverMessage).toBe('工作状态格式不正确');
    expect((await failure(list({ pageSize: 201 }))).serverMessage).toBe('每页条数不能大于200');
    expect((await failure(list({ ageMin: 50, ageMax: 30 }))).serverMessage).toBe('最小年龄不能大于最大年龄');
    expect((await failure(list({ createdTime: { dateFilter: 'inPastDays' } }))).code).toBe(40001);
    expect((await failure(list({ tabKey: 'nope' }))).code).toBe(40001);
    expect((await failure(getAunts({ scope: 'mine' as 'all' }, silent))).code).toBe(40001);
  });
});

describe('getAunts: sorting and paging', () => {
  it('puts pinned aunts first, then the latest updated', async () => {
    const pinned = live().filter((row) => row.isTop === 1).length;
    expect(pinned).toBeGreaterThan(0);
    const answer = await list({ pageSize: pinned + 5, fields: ['isTop', 'updatedTime'] });
    expect(answer.list.slice(0, pinned).every((row) => row.isTop === 1)).toBe(true);
    const rest = answer.list.slice(pinned).map((row) => row.updatedTime ?? '');
    expect(rest).toEqual(rest.slice().sort().reverse());
  });

  it('sorts by each field in both directions and keeps the total across pages', async () => {
    const salaries = (await list({ sortField: 'expectedSalary', sortOrder: 'asc', pageSize: 200 })).list.map((row) => row.expectedSalary ?? 0);
    expect(salaries).toEqual(salaries.slice().sort((a, b) => a - b));
    const ages = (await list({ sortField: 'age', sortOrder: 'desc', pageSize: 50 })).list.map((row) => row.age ?? 0);
    expect(ages).toEqual(ages.slice().sort((a, b) => b - a));
    const years = (await list({ sortField: 'experienceYears', sortOrder: 'desc', pageSize: 50 })).list.map((row) => row.experienceYears ?? 0);
    expect(years[0]).toBe(Math.max(...live().map((row) => row.experienceYears)));
    const created = (await list({ sortField: 'createdTime', sortOrder: 'asc', pageSize: 3 })).list.map((row) => row.auntId);
    expect(created).toEqual(
      live()
        .slice(0, 3)
        .map((row) => row.auntId),
    );
    const names = (await list({ sortField: 'auntName', sortOrder: 'asc', pageSize: 30 })).list.map((row) => row.auntName ?? '');
    expect(names).toEqual(names.slice().sort(new Intl.Collator('zh-CN').compare));

    const first = await list({ workStatus: [1], page: 1, pageSize: 50 });
    const second = await list({ workStatus: [1], page: 2, pageSize: 50 });
    expect(second.total).toBe(first.total);
    const ids = new Set(first.list.map((row) => row.auntId));
    expect(second.list.some((row) => ids.has(row.auntId))).toBe(false);
    const beyond = await list({ workStatus: [1], page: 1000, pageSize: 50 });
    expect([beyond.list.length, beyond.total]).toEqual([0, first.total]);
  });
});

describe('filter values and tab counts', () => {
  it('answers distinct values with counts for each filter field', async () => {
    const places = await getAuntFilterData({ filterField: 'nativePlace' }, silent);
    expect(places.reduce((sum, option) => sum + (option.count ?? 0), 0)).toBe(live().length);
    expect(places[0]?.label).toMatch(/省|市|自治区/);
    const types = await getAuntFilterData({ filterField: 'serviceTypes' }, silent);
    expect(types.map((option) => option.label)).toContain('月嫂');
    const owners = await getAuntFilterData({ filterField: 'teacherUserId' }, silent);
    expect(owners.find((option) => option.value === 0)?.label).toBe('无归属');
    expect(owners.find((option) => option.value === userIdOf(STAFF_ACCOUNT.mobile))?.label).toBe('李顾问');
    for (const field of ['skills', 'labels', 'education', 'workStatus', 'liveIn', 'ethnicity']) {
      expect((await getAuntFilterData({ filterField: field }, silent)).length).toBeGreaterThan(0);
    }
    expect((await failure(getAuntFilterData({ filterField: 'mobile' }, silent))).code).toBe(40001);
  });

  it('counts all and each work status within the scope, then the company’s own tabs', async () => {
    const tabs = await getAuntCustomTabData({ scope: 'public' }, silent);
    const unowned = live().filter((row) => row.teacherUserId === 0);
    expect(tabs.map((tab) => tab.tabKey)).toEqual([
      'all',
      'workStatus-1',
      'workStatus-2',
      'workStatus-3',
      'workStatus-4',
      'workStatus-5',
      'workStatus-6',
      'c_goldnanny',
      'c_new7days',
      'c_nohealth',
    ]);
    expect(tabs[0]?.count).toBe(unowned.length);
    expect(tabs[6]).toEqual({ tabKey: 'workStatus-6', tabName: '黑名单', count: unowned.filter((row) => row.workStatus === 6).length });
  });
});

describe('company aunt options', () => {
  it('serves service types (default grey when no colour), skills, labels, all sets and custom options', async () => {
    const types = await getServiceType(silent);
    expect(types.find((type) => type.serviceTypeName === '保洁')?.color).toBe('#6B6C70');
    expect(types.find((type) => type.serviceTypeName === '月嫂')?.color).toBe('#E8618C');
    const skills = await getAuntSkillData(silent);
    expect(skills.find((item) => item.skillItemName === '烹饪')?.options.map((option) => option.optionName)).toEqual(
      expect.arrayContaining(['川菜', '粤菜', '面食']),
    );
    expect((await getAuntLabelData(silent)).map((label) => label.labelName)).toContain('带过双胞胎');
    const some = await getAuntOptions({ kinds: ['labels'] }, silent);
    expect([some.labels.length > 0, some.serviceTypes.length]).toEqual([true, 0]);
    expect((await getAuntOptions({}, silent)).certificates.length).toBeGreaterThan(5);
    expect((await getAuntCustomOptions({ field: 'certificate' }, silent)).map((option) => option.optionName)).toContain('健康证');
    setToken(tokenFor(PARTNER_ACCOUNT));
    expect((await getServiceType(silent)).find((type) => type.serviceTypeName === '月嫂')?.color).toBe('#D4380D');
  });
});
