/**
 * The merge flow through the real client: applying for a hall aunt or offering an aunt for a hall
 * job, each step by the side the graph allows, success cancelling the others, taking the record
 * off and making the copy; an aunt the receiving agency already holds refused at the application;
 * every refused step leaves the whole database as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as united from '@/api/united';
import { getAunt, getAunts, getJobApplyAunts } from '@/api/aunt';
import { removeToken } from '@/auth/token';
import { maskIdNumber, maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, auntOf, auntWithStatus, freeAunt, hallAuntOf, mappingOf, quietHallAunt, quietHallJob, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

/** A partner (company 2) hall aunt with applications from company 1 (admin) and company 3. */
async function contested() {
  const hall = quietHallAunt(2);
  const pair = { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
  actAs(ADMIN_ACCOUNT);
  const mine = await united.unitedAunt(pair, silent);
  actAs(THIRD_ACCOUNT);
  const theirs = await united.unitedAunt(pair, silent);
  actAs(PARTNER_ACCOUNT);
  return { hall, pair, mine, theirs };
}

describe('an aunt merge', () => {
  it('applies, agrees and succeeds: the other agency’s merge is cancelled, the aunt leaves the hall, the applicant holds her copy', async () => {
    const { hall, mine, theirs } = await contested();
    expect(mine).toMatchObject({
      kind: 'aunt',
      status: 0,
      companyId: 1,
      companyName: '上海安心家政服务有限公司',
      ownerCompanyId: 2,
      client_user: { contact: '王经理' },
      cityId: hall.cityId,
      copiedAuntId: 0,
    });

    // The owner sees both applications on her record, each applicant only its own.
    const owned = await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent);
    expect(owned.united_mapping_aunts.map((row) => row.mappingAuntId).sort()).toEqual([mine.mappingAuntId, theirs.mappingAuntId].sort());

    expect((await united.unitedAgree({ mappingAuntId: mine.mappingAuntId }, silent)).status).toBe(1);
    const success = await united.unitedSuccess({ mappingAuntId: mine.mappingAuntId }, silent);
    expect(success).toMatchObject({ status: 4, cancelledBy: null, copiedAuntId: expect.any(Number) });
    expect([mappingOf(theirs.mappingAuntId)?.status, mappingOf(theirs.mappingAuntId)?.cancelledBy]).toEqual([3, 'otherMerged']);
    expect([hallAuntOf(hall.unitedAuntId)?.isOnShelf, auntOf(hall.auntId)?.isShared]).toEqual([0, 0]);

    actAs(ADMIN_ACCOUNT);
    const source = auntOf(hall.auntId)!;
    const copies = await getAunts({ scope: 'copy', keyword: source.auntName, pageSize: 100 }, silent);
    const copy = copies.list.find((row) => row.auntId === success.copiedAuntId);
    expect(copy).toMatchObject({ auntName: source.auntName, copiedFromCompanyId: 2, companyId: 1, teacherUserId: mine.teacherUserId, isShared: 0 });
    // The copy holds her numbers (stored); reads answer them masked.
    expect(auntOf(success.copiedAuntId)).toMatchObject({ idCard: source.idCard, mobile: source.mobile });
    expect(await getAunt({ auntId: success.copiedAuntId }, silent)).toMatchObject({ idCard: maskIdNumber(source.idCard), mobile: maskMobile(source.mobile) });

    actAs(THIRD_ACCOUNT);
    expect(
      (await united.getUnitedAunts({ status: 3, pageSize: 100 }, silent)).list.find((row) => row.mappingAuntId === theirs.mappingAuntId)?.cancelledBy,
    ).toBe('otherMerged');
  });

  it('refuses steps by the wrong side or in the wrong state, and hides the record from a third agency', async () => {
    const { mine, theirs } = await contested();
    const id = { mappingAuntId: mine.mappingAuntId };
    actAs(ADMIN_ACCOUNT);
    await refused(() => united.unitedAgree(id, silent), 40301, '只有共享方可以同意合单');
    await i18n.changeLanguage('en');
    await refused(() => united.unitedAgree(id, silent), 40301, 'Only the sharing agency can agree to the merge');
    await refused(() => united.unitedDelete(id, silent), 40901, 'This merge is applied: you cannot delete the merge record');
    await i18n.changeLanguage('zh');
    await refused(() => united.unitedReject(id, silent), 40301, '只有共享方可以拒绝合单');
    await refused(() => united.unitedSuccess(id, silent), 40301, '只有共享方可以确认合单成功');
    await refused(() => united.unitedDelete(id, silent), 40901, '该合单已申请，不能删除合单记录');
    actAs(THIRD_ACCOUNT);
    for (const step of [united.unitedAgree, united.unitedReject, united.unitedCancel, united.unitedSuccess, united.unitedDelete]) {
      await refused(() => step(id, silent), 40401, '合单记录不存在');
    }
    actAs(PARTNER_ACCOUNT);
    await refused(() => united.unitedSuccess(id, silent), 40901, '该合单已申请，不能确认合单成功');
    await united.unitedReject({ mappingAuntId: theirs.mappingAuntId }, silent);
    await refused(() => united.unitedAgree({ mappingAuntId: theirs.mappingAuntId }, silent), 40901, '该合单已拒绝，不能同意合单');
    await refused(() => united.unitedCancel({ mappingAuntId: theirs.mappingAuntId }, silent), 40901, '该合单已拒绝，不能取消合单');
    await refused(() => united.unitedAgree({ mappingAuntId: 999999 }, silent), 40401);
    await refused(() => united.unitedAgree({ mappingAuntId: '1' } as unknown as { mappingAuntId: number }, silent), 40001);
    await refused(
      () => united.unitedAgree({ mappingAuntId: mine.mappingAuntId, status: 1 } as { mappingAuntId: number }, silent),
      40001,
      '不支持的字段：status',
    );
  });

  it('lets either side cancel (recorded as that side), and either side delete a closed record for both', async () => {
    const { mine, theirs } = await contested();
    await united.unitedAgree({ mappingAuntId: mine.mappingAuntId }, silent);
    expect((await united.unitedCancel({ mappingAuntId: mine.mappingAuntId }, silent)).cancelledBy).toBe('owner');
    actAs(THIRD_ACCOUNT);
    expect((await united.unitedCancel({ mappingAuntId: theirs.mappingAuntId }, silent)).cancelledBy).toBe('applicant');
    expect(await united.unitedDelete({ mappingAuntId: theirs.mappingAuntId }, silent)).toBeNull();
    expect(mappingOf(theirs.mappingAuntId)).toBeUndefined();
    actAs(PARTNER_ACCOUNT);
    await refused(() => united.unitedDelete({ mappingAuntId: theirs.mappingAuntId }, silent), 40401);
    await united.unitedDelete({ mappingAuntId: mine.mappingAuntId }, silent);
    actAs(ADMIN_ACCOUNT);
    expect((await united.getUnitedAunts({ side: 'any', pageSize: 200 }, silent)).list.some((row) => row.mappingAuntId === mine.mappingAuntId)).toBe(false);
  });

  it('refuses success, changing nothing, when the aunt to copy started working meanwhile', async () => {
    const { hall, mine } = await contested();
    await united.unitedAgree({ mappingAuntId: mine.mappingAuntId }, silent);
    auntOf(hall.auntId)!.workStatus = 5;
    await refused(() => united.unitedSuccess({ mappingAuntId: mine.mappingAuntId }, silent), 40901, '阿姨工作中，不能合单');
    auntOf(hall.auntId)!.workStatus = 6;
    await refused(() => united.unitedSuccess({ mappingAuntId: mine.mappingAuntId }, silent), 40901, '阿姨在黑名单中，不能合单');
  });

  it('refuses a second merge of an aunt the applicant already holds at the application, says why, and stores nothing', async () => {
    // A first merge: company 1 holds her copy, and the partner shares her again (back on her old hall row).
    const { hall, mine } = await contested();
    await united.unitedAgree({ mappingAuntId: mine.mappingAuntId }, silent);
    const { copiedAuntId } = await united.unitedSuccess({ mappingAuntId: mine.mappingAuntId }, silent);
    await united.addAunt({ auntId: hall.auntId }, silent);
    expect(hallAuntOf(hall.unitedAuntId)?.isOnShelf).toBe(1);
    const copy = auntOf(copiedAuntId)!;

    actAs(ADMIN_ACCOUNT);
    const pair = { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
    const before = getDb().unitedMappings.length;
    await refused(() => united.unitedAunt(pair, silent), 40901, `贵公司已有这位阿姨（手机号相同）：阿姨 ${copy.auntName}（编号 ${copy.auntId}），不能再合单`);
    await i18n.changeLanguage('en');
    await refused(
      () => united.unitedAunt(pair, silent),
      40901,
      `Your agency already holds this aunt (same mobile number): aunt ${copy.auntName} (id ${copy.auntId}), so she cannot be merged again`,
    );
    // Held in the recycle bin counts too: restoring her would meet the same wall.
    copy.isDeleted = 1;
    await refused(
      () => united.unitedAunt(pair, silent),
      40901,
      /\(same mobile number\): aunt .+ \(id \d+\), in the recycle bin, so she cannot be merged again$/,
    );
    expect(getDb().unitedMappings).toHaveLength(before);

    // Once company 1 no longer holds her, it may apply again.
    getDb().aunts.splice(getDb().aunts.indexOf(copy), 1);
    expect(await united.unitedAunt(pair, silent)).toMatchObject({ status: 0, companyId: 1 });
  });

  it('refuses at the application an aunt whose identity number the receiving agency holds, naming only its own aunt', async () => {
    const hall = quietHallAunt(2);
    const theirs = auntOf(hall.auntId)!;
    const mine = freeAunt(1);
    mine.idCard = theirs.idCard;
    expect(theirs.idCard).not.toBe('');
    await refused(
      () => united.unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, silent),
      40901,
      `贵公司已有这位阿姨（身份证号相同）：阿姨 ${mine.auntName}（编号 ${mine.auntId}），不能再合单`,
    );
    // A job merge copies the offered aunt into the job's agency: the applicant is told, without that agency's record.
    const job = quietHallJob(2);
    await refused(
      () => united.unitedJob({ unitedJobId: job.unitedJobId, auntId: mine.auntId }, silent),
      40901,
      '对方公司已有这位阿姨（身份证号相同），不能合单',
    );
  });

  it('refuses success, in the same words, when the receiving agency came to hold her after the application', async () => {
    const { hall, mine } = await contested();
    await united.unitedAgree({ mappingAuntId: mine.mappingAuntId }, silent);
    const held = freeAunt(1);
    held.mobile = auntOf(hall.auntId)!.mobile;
    await refused(() => united.unitedSuccess({ mappingAuntId: mine.mappingAuntId }, silent), 40901, '对方公司已有这位阿姨（手机号相同），不能合单');
    expect(mappingOf(mine.mappingAuntId)?.status).toBe(1);
  });

  it('cannot apply to its own record, twice, off the shelf, with a working or blacklisted aunt, or with a pair that does not match', async () => {
    const own = quietHallAunt(1);
    await refused(() => united.unitedAunt({ unitedAuntId: own.unitedAuntId, auntId: own.auntId }, silent), 40301, '不能与本公司共享的记录合单');
    const { pair } = await contested();
    actAs(ADMIN_ACCOUNT);
    await refused(() => united.unitedAunt(pair, silent), 40901, '贵公司已申请过该记录的合单，请勿重复申请');
    const other = quietHallAunt(2, 1);
    await refused(() => united.unitedAunt({ unitedAuntId: other.unitedAuntId, auntId: other.auntId + 1 }, silent), 40401, '联盟阿姨不存在');
    auntOf(other.auntId)!.workStatus = 5;
    await refused(() => united.unitedAunt({ unitedAuntId: other.unitedAuntId, auntId: other.auntId }, silent), 40901, '阿姨工作中，不能合单');
    auntOf(other.auntId)!.workStatus = 6;
    await refused(() => united.unitedAunt({ unitedAuntId: other.unitedAuntId, auntId: other.auntId }, silent), 40901, '阿姨在黑名单中，不能合单');
    // Off the shelf and never merged with: the applicant cannot even see it.
    const gone = getDb().unitedAunts.find(
      (row) => row.companyId === 2 && row.isOnShelf === 0 && !getDb().unitedMappings.some((m) => m.unitedAuntId === row.unitedAuntId && m.companyId === 1),
    );
    if (gone) await refused(() => united.unitedAunt({ unitedAuntId: gone.unitedAuntId, auntId: gone.auntId }, silent), 40401);
  });
});

describe('a job merge', () => {
  it('offers an aunt for a hall job; the owner lists her on the job; success copies her into the owner’s aunts', async () => {
    const hall = quietHallJob(2);
    const offered = freeAunt(1);
    const offer = await united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: offered.auntId }, silent);
    expect(offer).toMatchObject({
      kind: 'job',
      unitedAuntId: 0,
      unitedJobId: hall.unitedJobId,
      auntId: offered.auntId,
      auntName: offered.auntName,
      companyId: 1,
      ownerCompanyId: 2,
      status: 0,
    });
    actAs(THIRD_ACCOUNT);
    const rival = await united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: freeAunt(3).auntId }, silent);

    actAs(PARTNER_ACCOUNT);
    const applicants = await getJobApplyAunts({ jobId: hall.jobId, pageSize: 20 }, silent);
    expect(applicants.total).toBe(2);
    const listed = applicants.list.find((row) => row.auntId === offered.auntId)!;
    expect(listed).toMatchObject({
      auntName: offered.auntName,
      idCard: '',
      wechat: '',
      currentAddress: '',
      householdRegister: '',
      remarks: '',
      mobile: `${offered.mobile.slice(0, 3)}****${offered.mobile.slice(7)}`,
    });

    await united.unitedAgree({ mappingAuntId: offer.mappingAuntId }, silent);
    const success = await united.unitedSuccess({ mappingAuntId: offer.mappingAuntId }, silent);
    expect([mappingOf(rival.mappingAuntId)?.status, mappingOf(rival.mappingAuntId)?.cancelledBy]).toEqual([3, 'otherMerged']);
    expect(getDb().unitedJobs.find((row) => row.unitedJobId === hall.unitedJobId)?.isOnShelf).toBe(0);
    const copies = await getAunts({ scope: 'copy', keyword: offered.auntName, pageSize: 100 }, silent);
    expect(copies.list.find((row) => row.auntId === success.copiedAuntId)).toMatchObject({
      companyId: 2,
      copiedFromCompanyId: 1,
      teacherUserId: hall.teacherUserId,
    });
    // The merged offer stays listed on the job; the cancelled one does not.
    expect((await getJobApplyAunts({ jobId: hall.jobId }, silent)).list.map((row) => row.auntId)).toEqual([offered.auntId]);
  });

  it('refuses an offer of another agency’s aunt, a working or blacklisted one, a second open offer, and its own job', async () => {
    const hall = quietHallJob(2);
    await refused(() => united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: freeAunt(3).auntId }, silent), 40401, '阿姨不存在');
    await refused(() => united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: auntWithStatus(1, 5).auntId }, silent), 40901, '阿姨工作中，不能合单');
    await refused(() => united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: auntWithStatus(1, 6).auntId }, silent), 40901, '阿姨在黑名单中，不能合单');
    await united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: freeAunt(1).auntId }, silent);
    await refused(
      () => united.unitedJob({ unitedJobId: hall.unitedJobId, auntId: freeAunt(1, 1).auntId }, silent),
      40901,
      '贵公司已申请过该记录的合单，请勿重复申请',
    );
    const own = quietHallJob(1);
    await refused(() => united.unitedJob({ unitedJobId: own.unitedJobId, auntId: freeAunt(1).auntId }, silent), 40301);
    await refused(() => getJobApplyAunts({ jobId: hall.jobId }, silent), 40401);
  });
});
