/**
 * The mock's employer list through the real client (src/api/employer.ts): every filter and its
 * count agree with the seeded table, sorting, the derived fields of the views, masking,
 * company scoping, the filter values and refused filters.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countEmployerByFilter, filter as filterValues, getEmployerByFilter, type Employer, type EmployerFilter, type EmployerQuery } from '@/api/employer';
import { removeToken, setToken } from '@/auth/token';
import { chinaDay, chinaDayNumber } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, type EmployerRow } from '@/mocks/db';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { addOrder, liveEmployers } from './mock-employer-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

/** Every row of a query (all pages of 200). */
async function all(query: EmployerQuery): Promise<Employer[]> {
  const rows: Employer[] = [];
  for (let page = 1; ; page += 1) {
    const result = await getEmployerByFilter({ ...query, page, pageSize: 200 }, silent);
    rows.push(...result.list);
    if (rows.length >= result.total || result.list.length === 0) return rows;
  }
}

/** The latest follow-up's nextTime of each employer, as the seed stored them. */
function nextTimes(): Map<number, string | null> {
  const latest = new Map<number, { createdTime: string; followUpId: number; nextTime: string | null }>();
  for (const row of getDb().employerFollowUps) {
    const seen = latest.get(row.employerId);
    if (!seen || row.createdTime > seen.createdTime || (row.createdTime === seen.createdTime && row.followUpId > seen.followUpId))
      latest.set(row.employerId, row);
  }
  return new Map([...latest].map(([id, row]) => [id, row.nextTime]));
}

describe('getEmployerByFilter and countEmployerByFilter', () => {
  it('agree with each other and with the table for every filter', async () => {
    const rows = liveEmployers();
    const sample = rows[42]!;
    // Days are China days, whatever the zone of the machine.
    const today = chinaDay(Date.now());
    const next = nextTimes();
    const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    // The days from the seed's day to today: the seed's clock may be in last week (a Monday before 09:00).
    const sinceSeedDay = { dateFilter: 'inPastDays', days: chinaDayNumber(Date.now()) - chinaDayNumber(SEED_NOW) + 1 } as const;
    const cases: [EmployerFilter, (row: EmployerRow) => boolean][] = [
      [{}, () => true],
      [{ status: 2 }, (row) => row.status === 2],
      [{ source: 4 }, (row) => row.source === 4],
      [{ city: 320500 }, (row) => row.cityId === 320500],
      [{ serviceType: sample.serviceType }, (row) => row.serviceType === sample.serviceType],
      [{ addressPicker: [320000] }, (row) => row.addressPicker[0] === 320000],
      [{ addressPicker: [310000, 310100] }, (row) => row.cityId === 310100],
      [{ limitMoney: [8000, null] }, (row) => row.limitMoney >= 8000],
      [{ limitMoney: [null, 6000] }, (row) => row.limitMoney > 0 && row.limitMoney <= 6000],
      [{ limitMoney: [6000, 9000], status: 1 }, (row) => row.limitMoney >= 6000 && row.limitMoney <= 9000 && row.status === 1],
      [{ userId: 0 }, (row) => row.userId === 0],
      [{ userId: userIdOf(STAFF_ACCOUNT.mobile) }, (row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile)],
      [{ keyword: sample.mobile }, (row) => row.mobile === sample.mobile],
      [{ keyword: '浦东' }, (row) => [row.employerName, row.address, row.district, row.requirements].some((text) => text.includes('浦东'))],
      [{ employerId: sample.employerId }, (row) => row.employerId === sample.employerId],
      [{ createdTime: { dateFilter: 'currentWeek' } }, (row) => chinaDay(row.createdTime) >= weekStart],
      [{ createdTime: sinceSeedDay }, (row) => chinaDay(row.createdTime) >= chinaDay(SEED_NOW)],
      [{ followUpDue: 1 }, (row) => (next.get(row.employerId) ?? '9999') <= today],
    ];
    for (const [filter, keep] of cases) {
      const expected = rows
        .filter(keep)
        .map((row) => row.employerId)
        .sort((a, b) => a - b);
      const listed = await all(filter);
      const { count } = await countEmployerByFilter(filter, silent);
      expect([filter, listed.map((row) => row.employerId).sort((a, b) => a - b)]).toEqual([filter, expected]);
      expect([filter, count]).toEqual([filter, expected.length]);
    }
    // The seed makes sure the date and follow-up filters have something to find.
    expect((await countEmployerByFilter({ createdTime: sinceSeedDay }, silent)).count).toBeGreaterThan(0);
    expect((await countEmployerByFilter({ followUpDue: 1 }, silent)).count).toBeGreaterThan(0);
  });

  it('sorts by updatedTime desc by default, and by the chosen field with empty values last', async () => {
    const first = await getEmployerByFilter({ pageSize: 50 }, silent);
    const times = first.list.map((row) => row.updatedTime);
    expect(times).toEqual(times.slice().sort().reverse());
    expect(first.total).toBe(liveEmployers().length);
    const byMoney = await all({ sortField: 'limitMoney', sortOrder: 'asc' });
    const money = byMoney.map((row) => row.limitMoney);
    expect(money).toEqual(money.slice().sort((a, b) => a - b));
    for (const order of ['asc', 'desc'] as const) {
      const byNext = (await all({ sortField: 'nextFollowUpTime', sortOrder: order })).map((row) => row.nextFollowUpTime);
      const filled = byNext.filter((value) => value !== null) as string[];
      expect(byNext.slice(filled.length).every((value) => value === null)).toBe(true);
      expect(filled).toEqual(order === 'asc' ? filled.slice().sort() : filled.slice().sort().reverse());
    }
  });

  it('answers views with the owner, follow-up times, live orders and enabled jobs; never the bin', async () => {
    const db = getDb();
    const job = db.jobs.find(
      (row) => row.isDisabled === 0 && db.employers.some((employer) => employer.employerId === row.employerId && employer.isDeleted === 0),
    )!;
    const employer = db.employers.find((row) => row.employerId === job.employerId)!;
    const open = addOrder(employer, 'open');
    const signed = addOrder(employer, 'signed');
    const cancelled = addOrder(employer, 'cancelled');
    const binned = addOrder(employer, 'open', 1);
    const [view] = (await getEmployerByFilter({ employerId: employer.employerId }, silent)).list;
    const followUps = db.employerFollowUps
      .filter((row) => row.employerId === employer.employerId)
      .sort((a, b) => a.createdTime.localeCompare(b.createdTime) || a.followUpId - b.followUpId);
    const liveOrders = db.orders.filter(
      (row) => row.employerId === employer.employerId && row.isDeleted === 0 && (row.phase === 'open' || row.phase === 'signed'),
    ).length;
    expect(view).toMatchObject({
      employerName: employer.employerName,
      mobile: maskMobile(employer.mobile),
      address: maskAddress(employer.address),
      userName: db.users.find((user) => user.userId === employer.userId)?.contact ?? '',
      lastFollowUpTime: followUps.at(-1)?.createdTime ?? null,
      nextFollowUpTime: followUps.at(-1)?.nextTime ?? null,
      activeOrderCount: liveOrders,
      jobCount: db.jobs.filter((row) => row.employerId === employer.employerId && row.isDisabled === 0).length,
      deletedByName: '',
    });
    expect(liveOrders).toBeGreaterThanOrEqual(2);
    // The live orders themselves (they keep him out of the bin), with the status the order list shows.
    expect(view!.liveOrders).toHaveLength(liveOrders);
    expect(view!.liveOrders).toEqual(
      expect.arrayContaining([
        { orderId: open.orderId, orderNo: open.orderNo, status: 0 },
        { orderId: signed.orderId, orderNo: signed.orderNo, status: 4 },
      ]),
    );
    expect(view!.liveOrders.map((order) => order.orderId)).not.toContain(cancelled.orderId);
    expect(view!.liveOrders.map((order) => order.orderId)).not.toContain(binned.orderId);
    expect(view).not.toHaveProperty('companyId');
    const deleted = db.employers.find((row) => row.companyId === 1 && row.isDeleted === 1)!;
    expect((await getEmployerByFilter({ employerId: deleted.employerId }, silent)).total).toBe(0);
    expect((await countEmployerByFilter({ keyword: deleted.mobile }, silent)).count).toBe(0);
  });

  it("masks every employer's mobile and address, whoever asks (the reveal call gives them), and keeps companies apart", async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const rows = await all({});
    expect(rows).toHaveLength(liveEmployers().length);
    const own = rows.find((row) => row.userId === staffId)!;
    const unowned = rows.find((row) => row.userId === 0)!;
    const others = rows.find((row) => row.userId !== 0 && row.userId !== staffId)!;
    const stored = (row: Employer) => getDb().employers.find((candidate) => candidate.employerId === row.employerId)!.mobile;
    for (const row of [own, unowned, others]) expect(row.mobile).toBe(`${stored(row).slice(0, 3)}****${stored(row).slice(7)}`);
    expect(rows.filter((row) => /^1\d{10}$/.test(row.mobile))).toEqual([]);

    setToken(tokenFor(PARTNER_ACCOUNT));
    const partner = await all({});
    expect(partner.map((row) => row.employerId).sort((a, b) => a - b)).toEqual(
      liveEmployers(2)
        .map((row) => row.employerId)
        .sort((a, b) => a - b),
    );
    expect((await getEmployerByFilter({ employerId: own.employerId }, silent)).total).toBe(0);
  });

  it('refuses a bad filter naming it', async () => {
    const cases: [EmployerQuery, string][] = [
      [{ status: 9 as 1 }, '客户状态不在可选范围内'],
      [{ limitMoney: [9000, 8000] }, '预算上限的最小值不能大于最大值'],
      [{ createdTime: { dateFilter: 'inPastDays' } }, '创建时间：请填写天数（days），inPastDays 需要天数'],
      [{ sortField: 'auntName' }, '排序字段不在可选范围内'],
      [{ pageSize: 500 }, '每页条数不能大于200'],
    ];
    for (const [query, message] of cases) {
      const error = await failure(getEmployerByFilter(query, silent));
      expect([query, error.code, error.serverMessage]).toEqual([query, 40001, message]);
    }
  });
});

describe('filter (values of one field)', () => {
  it('counts every status with its label in the request language, within the given filter', async () => {
    const zh = await filterValues({ filterField: 'status' }, silent);
    expect(zh.map((option) => option.label)).toEqual(['潜在客户', '意向客户', '已签约', '流失客户']);
    expect(zh.map((option) => option.count)).toEqual([1, 2, 3, 4].map((status) => liveEmployers().filter((row) => row.status === status).length));
    await i18n.changeLanguage('en');
    const en = await filterValues({ filterField: 'source', filter: { city: 310100 } }, silent);
    expect(en[0]).toEqual({ label: 'Referral', value: 1, count: liveEmployers().filter((row) => row.source === 1 && row.cityId === 310100).length });
  });

  it('names owners, service types and cities, counts summing to the filter count', async () => {
    const owners = await filterValues({ filterField: 'userId' }, silent);
    expect(owners.find((option) => option.value === 0)?.label).toBe('无归属');
    expect(owners.find((option) => option.value === userIdOf(STAFF_ACCOUNT.mobile))?.label).toBe('李顾问');
    const types = await filterValues({ filterField: 'serviceType', filter: { status: 2 } }, silent);
    expect(types[0]?.label).toBe('月嫂');
    expect(types.reduce((sum, option) => sum + (option.count ?? 0), 0)).toBe((await countEmployerByFilter({ status: 2 }, silent)).count);
    const cities = await filterValues({ filterField: 'city' }, silent);
    expect(cities[0]).toMatchObject({ label: '上海市', value: 310100 });
    expect(cities.map((option) => option.label)).toContain('苏州市');
  });
});
