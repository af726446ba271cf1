/** Reading the joint hall: the halls and their filters, one record and who may read it, the owner's records, the merge record lists, the agencies. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as united from '@/api/united';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, auntOf, quietHallAunt, quietHallJob, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const PRIVATE = ['idCard', 'wechat', 'currentAddress', 'householdRegister', 'remarks', 'idCardPhotos', 'address'];

describe('the aunt hall', () => {
  it('lists on-shelf aunts of every agency, own ones flagged, in the partner view, paged', async () => {
    const page = await united.getAunts({ pageSize: 50 }, silent);
    const onShelf = getDb().unitedAunts.filter((row) => row.isOnShelf === 1).length;
    expect(page.total).toBe(onShelf);
    expect(page.list).toHaveLength(50);
    expect(page.list.every((row) => row.isOnShelf === 1 && row.isOwn === (row.companyId === 1 ? 1 : 0))).toBe(true);
    for (const row of page.list) {
      for (const field of PRIVATE) expect(row).not.toHaveProperty(field);
      // Her own agency sees the masked number; a partner only when her authorisation covers contact details (the seed's do not).
      if (row.isOwn === 1) expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
      else expect([row.mobile, row.consentScope]).toEqual(['', ['basic', 'photo', 'certificates']]);
      expect(row.mobile).not.toBe(auntOf(row.auntId)?.mobile);
    }
    const companies = new Set((await united.getAunts({ pageSize: 200 }, silent)).list.map((row) => row.companyId));
    expect(companies.size).toBeGreaterThanOrEqual(2);
  });

  it('filters by city, agency, work status, service type (the caller’s type, matched by name) and keyword', async () => {
    const nanjing = await united.getAunts({ cityId: 320100, pageSize: 200 }, silent);
    expect(nanjing.total).toBeGreaterThan(0);
    expect(nanjing.list.every((row) => row.cityId === 320100 && row.cityName === '南京市')).toBe(true);
    const suzhou = await united.getAunts({ cityId: 320500, companyId: 3, pageSize: 200 }, silent);
    expect(suzhou.total).toBeGreaterThan(0);
    expect(
      (await united.getAunts({ companyId: 2, workStatus: 1, pageSize: 200 }, silent)).list.every((row) => row.companyId === 2 && row.workStatus === 1),
    ).toBe(true);

    const nanny = getDb().serviceTypes.find((row) => row.companyId === 1 && row.serviceTypeName === '月嫂')!;
    const byType = await united.getAunts({ serviceType: nanny.serviceTypeId, companyId: 2, pageSize: 200 }, silent);
    expect(byType.total).toBeGreaterThan(0);
    expect(byType.list.every((row) => row.serviceTypes.includes(nanny.serviceTypeId))).toBe(true);

    const someone = getDb().unitedAunts.find((row) => row.companyId === 3 && row.isOnShelf === 1)!;
    const name = auntOf(someone.auntId)!.auntName;
    expect((await united.getAunts({ keyword: name, pageSize: 200 }, silent)).list.map((row) => row.unitedAuntId)).toContain(someone.unitedAuntId);
    await refused(() => united.getAunts({ cityId: 'x' as unknown as number }, silent), 40001);
    await refused(() => united.getAunts({ sortField: 'mobile' }, silent), 40001);
  });

  it('sorts by expected salary when asked', async () => {
    const rows = (await united.getAunts({ sortField: 'expectedSalary', sortOrder: 'asc', pageSize: 100 }, silent)).list.map((row) => row.expectedSalary);
    expect(rows).toEqual(rows.slice().sort((a, b) => a - b));
  });
});

describe('one hall record', () => {
  it('reads a hall aunt by the sharing agency’s aunt id or by its hall id; the owner sees every merge, a partner only its own', async () => {
    const merged = getDb().unitedMappings.find(
      (row) => row.kind === 'aunt' && row.ownerCompanyId === 2 && getDb().unitedMappings.filter((other) => other.unitedAuntId === row.unitedAuntId).length > 1,
    )!;
    const hall = getDb().unitedAunts.find((row) => row.unitedAuntId === merged.unitedAuntId)!;
    actAs(PARTNER_ACCOUNT);
    const owner = await united.getAunt({ auntId: hall.auntId }, silent);
    expect(owner.united_mapping_aunts.length).toBe(getDb().unitedMappings.filter((row) => row.unitedAuntId === hall.unitedAuntId).length);
    for (const account of [ADMIN_ACCOUNT, THIRD_ACCOUNT]) {
      actAs(account);
      const seen = await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent);
      const companyId = getDb().users.find((row) => row.mobile === account.mobile)!.companyId;
      expect(seen.united_mapping_aunts.every((row) => row.companyId === companyId)).toBe(true);
    }
  });

  it('hides an off-shelf record from an agency with no merge on it', async () => {
    const gone = getDb().unitedAunts.find((row) => row.companyId === 2 && row.isOnShelf === 0)!;
    const stranger = [ADMIN_ACCOUNT, THIRD_ACCOUNT].find((account) => {
      const companyId = getDb().users.find((row) => row.mobile === account.mobile)!.companyId;
      return !getDb().unitedMappings.some((row) => row.unitedAuntId === gone.unitedAuntId && row.companyId === companyId);
    });
    if (stranger) {
      actAs(stranger);
      await refused(() => united.getUnitedAunt({ unitedAuntId: gone.unitedAuntId }, silent), 40401, '联盟阿姨不存在');
    }
    actAs(PARTNER_ACCOUNT);
    expect((await united.getUnitedAunt({ unitedAuntId: gone.unitedAuntId }, silent)).isOnShelf).toBe(0);
  });

  it('reads a hall job (getJob and getUnitedJob alike) with the district and without the street address', async () => {
    const hall = quietHallJob(3);
    const job = getDb().jobs.find((row) => row.jobId === hall.jobId)!;
    const viaJob = await united.getJob({ unitedJobId: hall.unitedJobId }, silent);
    expect(await united.getUnitedJob({ unitedJobId: hall.unitedJobId }, silent)).toEqual(viaJob);
    expect(viaJob).toMatchObject({ title: job.title, district: job.district, companyName: '南京贴心家政服务有限公司', isOwn: 0 });
    if (job.address) expect(JSON.stringify(viaJob)).not.toContain(job.address);
    await refused(() => united.getJob({ unitedJobId: 999999 }, silent), 40401, '联盟职位不存在');
  });
});

describe('the job hall and the agencies', () => {
  it('lists on-shelf jobs with filters, and the agencies with their counts (in a city when asked)', async () => {
    const jobs = await united.getJobs({ pageSize: 200 }, silent);
    expect(jobs.total).toBe(getDb().unitedJobs.filter((row) => row.isOnShelf === 1).length);
    expect((await united.getJobs({ companyId: 3, pageSize: 200 }, silent)).list.every((row) => row.companyId === 3 && row.isOwn === 0)).toBe(true);
    const companies = await united.getUnitedComany({}, silent);
    expect(companies.map((row) => row.companyId).sort()).toEqual([1, 2, 3]);
    const third = companies.find((row) => row.companyId === 3)!;
    expect(third.auntCount).toBe(getDb().unitedAunts.filter((row) => row.companyId === 3 && row.isOnShelf === 1).length);
    const inNanjing = await united.getUnitedComany({ cityId: 320100 }, silent);
    expect(inNanjing.map((row) => row.companyId)).toEqual([3]);
  });
});

describe('my records', () => {
  it('lists the agency’s own hall aunts and jobs (on the shelf by default) with all their merges', async () => {
    for (const [account, companyId] of [
      [ADMIN_ACCOUNT, 1],
      [PARTNER_ACCOUNT, 2],
      [THIRD_ACCOUNT, 3],
    ] as const) {
      actAs(account);
      const aunts = await united.getOwnerAunts({ pageSize: 20 }, silent);
      expect(aunts.list.every((row) => row.companyId === companyId && row.isOnShelf === 1)).toBe(true);
      // "My joint orders" has applications to act on, on its first page (latest activity first).
      expect(aunts.list.some((row) => row.united_mapping_aunts.some((mapping) => mapping.status === 0))).toBe(true);
      expect(aunts.list.some((row) => row.united_mapping_aunts.some((mapping) => mapping.status === 1))).toBe(true);
      const jobs = await united.getOwnerJobs({ pageSize: 20 }, silent);
      expect(jobs.list.some((row) => row.united_mapping_aunts.some((mapping) => mapping.status === 0))).toBe(true);
      const off = await united.getOwnerAunts({ isOnShelf: 0, pageSize: 200 }, silent);
      expect(off.total).toBeGreaterThan(0);
      expect(off.list.every((row) => row.isOnShelf === 0)).toBe(true);
    }
  });

  it('lists the agency’s merge records of each kind: its applications, or with side any also those on its records; filters by status', async () => {
    const applied = await united.getUnitedAunts({ pageSize: 200 }, silent);
    expect(applied.list.every((row) => row.kind === 'aunt' && row.companyId === 1)).toBe(true);
    const any = await united.getUnitedAunts({ side: 'any', pageSize: 200 }, silent);
    expect(any.list.some((row) => row.ownerCompanyId === 1)).toBe(true);
    expect(any.total).toBeGreaterThan(applied.total);
    const merged = await united.getUnitedJobs({ side: 'any', status: 4, pageSize: 200 }, silent);
    expect(merged.total).toBeGreaterThan(0);
    expect(merged.list.every((row) => row.kind === 'job' && row.status === 4 && row.copiedAuntId > 0)).toBe(true);
    const times = applied.list.map((row) => row.createdTime);
    expect(times).toEqual(times.slice().sort().reverse());
  });

  it('serves the staff role too (it has united.manage)', async () => {
    actAs(STAFF_ACCOUNT);
    expect((await united.getAunts({}, silent)).total).toBeGreaterThan(0);
    const own = quietHallAunt(2);
    expect((await united.getAunt({ auntId: own.auntId }, silent)).unitedAuntId).toBe(own.unitedAuntId);
  });
});
