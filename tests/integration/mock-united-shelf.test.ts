/** Into the joint hall and off it (addAunt, removeAunt, addJob, removeJob): isShared follows the shelf, taking off cancels the open merges, refusals change nothing. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as united from '@/api/united';
import { getAunts, setAuntDelete } from '@/api/aunt';
import { disableJobs, getJobsByFilterUser } from '@/api/employer';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, auntOf, auntWithStatus, freeAunt, freeJob, hallAuntOf, mappingOf, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

describe('sharing an aunt', () => {
  it('puts her into the hall as a partner sees her, marks her shared, and a partner finds her in the hall', async () => {
    const aunt = freeAunt(1);
    const hall = await united.addAunt({ auntId: aunt.auntId }, silent);
    expect(hall).toMatchObject({
      auntId: aunt.auntId,
      companyId: 1,
      companyName: '上海安心家政服务有限公司',
      isOnShelf: 1,
      isOwn: 1,
      auntName: aunt.auntName,
      cityId: 310100,
      cityName: '上海市',
      teacherName: '王经理',
      united_mapping_aunts: [],
    });
    expect(hall.mobile).toBe(`${aunt.mobile.slice(0, 3)}****${aunt.mobile.slice(7)}`);
    expect(hall).not.toHaveProperty('idCard');
    expect(auntOf(aunt.auntId)?.isShared).toBe(1);
    expect((await getAunts({ scope: 'share', keyword: aunt.mobile, pageSize: 20 }, silent)).list.map((row) => row.auntId)).toContain(aunt.auntId);

    actAs(PARTNER_ACCOUNT);
    const seen = await united.getAunts({ keyword: aunt.auntName, cityId: 310100, companyId: 1, pageSize: 100 }, silent);
    // Her number only as far as her authorisation goes (the seed's leaves contact details out).
    expect(seen.list.find((row) => row.unitedAuntId === hall.unitedAuntId)).toMatchObject({
      isOwn: 0,
      isFav: 0,
      mobile: '',
      consentScope: ['basic', 'photo', 'certificates'],
    });
  });

  it('puts an aunt taken off back on her old row', async () => {
    const aunt = freeAunt(1);
    const first = await united.addAunt({ auntId: aunt.auntId }, silent);
    await united.removeAunt({ auntId: aunt.auntId }, silent);
    expect([hallAuntOf(first.unitedAuntId)?.isOnShelf, auntOf(aunt.auntId)?.isShared]).toEqual([0, 0]);
    const again = await united.addAunt({ auntId: aunt.auntId }, silent);
    expect([again.unitedAuntId, again.isOnShelf, auntOf(aunt.auntId)?.isShared]).toEqual([first.unitedAuntId, 1, 1]);
  });

  it('refuses working, blacklisted, deleted, already shared, another agency’s aunts and bad bodies, storing nothing', async () => {
    await refused(() => united.addAunt({ auntId: auntWithStatus(1, 5).auntId }, silent), 40901, '该阿姨工作中，不能共享到联盟大厅');
    await refused(() => united.addAunt({ auntId: auntWithStatus(1, 6).auntId }, silent), 40901, '该阿姨在黑名单中，不能共享到联盟大厅');
    const deleted = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 1)!;
    await refused(() => united.addAunt({ auntId: deleted.auntId }, silent), 40401, '阿姨不存在');
    const shared = getDb().unitedAunts.find((row) => row.companyId === 1 && row.isOnShelf === 1)!;
    await refused(() => united.addAunt({ auntId: shared.auntId }, silent), 40901, '该阿姨已在联盟大厅中');
    await refused(() => united.addAunt({ auntId: freeAunt(2).auntId }, silent), 40401, '阿姨不存在');
    await refused(() => united.addAunt({ auntId: '12' as unknown as number }, silent), 40001, '阿姨编号格式不正确');
    await refused(() => united.addAunt({ auntId: 0 }, silent), 40001);
    await refused(() => united.addAunt({ auntId: 1.5 }, silent), 40001);
    await refused(() => united.addAunt({} as { auntId: number }, silent), 40001, '请填写阿姨编号');
    await refused(() => united.addAunt({ auntId: freeAunt(1).auntId, cityId: 1 } as { auntId: number }, silent), 40001, '不支持的字段：cityId');
  });

  it('answers in English when asked', async () => {
    await i18n.changeLanguage('en');
    await refused(() => united.addAunt({ auntId: auntWithStatus(1, 5).auntId }, silent), 40901, 'She is working: a working aunt cannot be shared to the hall');
  });

  it('needs the ownership permission on her: staff cannot share a colleague’s aunt', async () => {
    actAs(STAFF_ACCOUNT);
    const colleague = getDb().users.find((row) => row.mobile === '13800000003')!;
    const theirs = getDb().aunts.find(
      (row) => row.companyId === 1 && row.teacherUserId === colleague.userId && row.workStatus === 1 && row.isDeleted === 0 && row.isShared === 0,
    )!;
    await refused(() => united.addAunt({ auntId: theirs.auntId }, silent), 40301);
  });
});

describe('taking an aunt off', () => {
  it('cancels every open merge on her (cancelledBy takenOff), leaves closed ones, in one write', async () => {
    const aunt = freeAunt(1);
    const hall = await united.addAunt({ auntId: aunt.auntId }, silent);
    actAs(PARTNER_ACCOUNT);
    const fromPartner = await united.unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: aunt.auntId }, silent);
    actAs(THIRD_ACCOUNT);
    const fromThird = await united.unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: aunt.auntId }, silent);
    actAs(ADMIN_ACCOUNT);
    await united.unitedAgree({ mappingAuntId: fromThird.mappingAuntId }, silent);
    actAs(PARTNER_ACCOUNT);
    await united.unitedCancel({ mappingAuntId: fromPartner.mappingAuntId }, silent);
    const again = await united.unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: aunt.auntId }, silent);

    actAs(ADMIN_ACCOUNT);
    expect(await united.removeAunt({ auntId: aunt.auntId }, silent)).toBeNull();
    expect([mappingOf(fromThird.mappingAuntId)?.status, mappingOf(fromThird.mappingAuntId)?.cancelledBy]).toEqual([3, 'takenOff']);
    expect([mappingOf(again.mappingAuntId)?.status, mappingOf(again.mappingAuntId)?.cancelledBy]).toEqual([3, 'takenOff']);
    expect(mappingOf(fromPartner.mappingAuntId)?.cancelledBy).toBe('applicant');
    expect([hallAuntOf(hall.unitedAuntId)?.isOnShelf, auntOf(aunt.auntId)?.isShared]).toEqual([0, 0]);

    actAs(PARTNER_ACCOUNT);
    expect(
      (await united.getAunts({ companyId: 1, keyword: aunt.auntName, pageSize: 100 }, silent)).list.some((row) => row.unitedAuntId === hall.unitedAuntId),
    ).toBe(false);
    // The agency with a merge record still reads it, off the shelf.
    expect((await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent)).isOnShelf).toBe(0);
  });

  it('refuses an aunt not in the hall and another agency’s aunt, changing nothing', async () => {
    await refused(() => united.removeAunt({ auntId: freeAunt(1).auntId }, silent), 40901, '该记录不在联盟大厅中');
    const partners = getDb().unitedAunts.find((row) => row.companyId === 2 && row.isOnShelf === 1)!;
    await refused(() => united.removeAunt({ auntId: partners.auntId }, silent), 40401);
  });

  it('takes her off when she is deleted', async () => {
    const aunt = freeAunt(1);
    const hall = await united.addAunt({ auntId: aunt.auntId }, silent);
    await setAuntDelete({ auntId: aunt.auntId }, silent);
    expect([hallAuntOf(hall.unitedAuntId)?.isOnShelf, auntOf(aunt.auntId)?.isShared]).toEqual([0, 0]);
  });
});

describe('sharing a job', () => {
  it('puts it into the job hall with the district only, shows it shared on the jobs list, and takes it off', async () => {
    const job = freeJob(1);
    const hall = await united.addJob({ jobId: job.jobId }, silent);
    expect(hall).toMatchObject({ jobId: job.jobId, title: job.title, salaryMin: job.salaryMin, isOnShelf: 1, isOwn: 1, cityId: job.cityId });
    expect(hall).not.toHaveProperty('address');
    expect(JSON.stringify(hall)).not.toContain(job.address);
    const listed = await getJobsByFilterUser({ userId: 0, keyword: job.title, pageSize: 100 }, silent);
    expect(listed.list.find((row) => row.jobId === job.jobId)?.isShared).toBe(1);

    actAs(THIRD_ACCOUNT);
    const offered = await united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: freeAunt(3).auntId }, silent);
    actAs(ADMIN_ACCOUNT);
    await united.removeJob({ jobId: job.jobId }, silent);
    expect(getDb().unitedJobs.find((row) => row.unitedJobId === hall.unitedJobId)?.isOnShelf).toBe(0);
    expect([mappingOf(offered.mappingAuntId)?.status, mappingOf(offered.mappingAuntId)?.cancelledBy]).toEqual([3, 'takenOff']);
    expect((await getJobsByFilterUser({ userId: 0, keyword: job.title, pageSize: 100 }, silent)).list.find((row) => row.jobId === job.jobId)?.isShared).toBe(0);
  });

  it('refuses a disabled job, one already shared, another agency’s job and one not in the hall', async () => {
    const job = freeJob(1);
    await disableJobs({ jobId: job.jobId, isDisabled: 1 }, silent);
    await refused(() => united.addJob({ jobId: job.jobId }, silent), 40901, '该职位已停用，不能共享到联盟大厅');
    const shared = getDb().unitedJobs.find((row) => row.companyId === 1 && row.isOnShelf === 1)!;
    await refused(() => united.addJob({ jobId: shared.jobId }, silent), 40901, '该职位已在联盟大厅中');
    await refused(() => united.addJob({ jobId: freeJob(2).jobId }, silent), 40401, '职位不存在');
    await refused(() => united.removeJob({ jobId: freeJob(1, 1).jobId }, silent), 40901, '该记录不在联盟大厅中');
    await refused(() => united.removeJob({ jobId: -3 }, silent), 40001);
  });

  it('takes a job off when it is disabled', async () => {
    const job = freeJob(1);
    const hall = await united.addJob({ jobId: job.jobId }, silent);
    await disableJobs({ jobId: job.jobId, isDisabled: 1 }, silent);
    expect(getDb().unitedJobs.find((row) => row.unitedJobId === hall.unitedJobId)?.isOnShelf).toBe(0);
  });
});
