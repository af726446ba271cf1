/** Favourites of the joint hall: per user, never the own agency's records, not twice, removing only what is there. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as united from '@/api/united';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, quietHallAunt, quietHallJob, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const favAuntIds = async () => (await united.getFavAunts({ pageSize: 100 }, silent)).list.map((row) => row.unitedAuntId);

describe('favourite hall aunts', () => {
  it('favourites for the user only: the hall and the list show it, a colleague does not have it, removing takes it away', async () => {
    const hall = quietHallAunt(2);
    const pair = { unitedAuntId: hall.unitedAuntId, auntId: hall.auntId };
    expect(await united.favAunt(pair, silent)).toBeNull();
    expect((await favAuntIds())[0]).toBe(hall.unitedAuntId);
    expect((await united.getAunt({ auntId: hall.auntId }, silent)).isFav).toBe(1);

    actAs(STAFF_ACCOUNT);
    expect(await favAuntIds()).not.toContain(hall.unitedAuntId);
    expect((await united.getUnitedAunt({ unitedAuntId: hall.unitedAuntId }, silent)).isFav).toBe(0);

    actAs(ADMIN_ACCOUNT);
    await united.removeFavAunt(pair, silent);
    expect(await favAuntIds()).not.toContain(hall.unitedAuntId);
  });

  it('keeps a favourite that left the hall in the list, flagged off the shelf', async () => {
    const seeded = await united.getFavAunts({ pageSize: 100 }, silent);
    expect(seeded.list.some((row) => row.isOnShelf === 0 && row.isFav === 1)).toBe(true);
  });

  it('refuses the own agency’s record, a second time, a pair that does not match, and removing what is not there', async () => {
    const own = quietHallAunt(1);
    await refused(() => united.favAunt({ unitedAuntId: own.unitedAuntId, auntId: own.auntId }, silent), 40301, '不能关注本公司共享的记录');
    const hall = quietHallAunt(2);
    await refused(() => united.removeFavAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, silent), 40401, '关注记录不存在');
    await refused(() => united.favAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId + 1 }, silent), 40401, '联盟阿姨不存在');
    await united.favAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, silent);
    await refused(() => united.favAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, silent), 40901, '已关注，请勿重复关注');
    await refused(() => united.favAunt({ unitedAuntId: hall.unitedAuntId } as { unitedAuntId: number; auntId: number }, silent), 40001, '请填写阿姨编号');
  });
});

describe('favourite hall jobs', () => {
  it('favourites and unfavourites a partner’s job, refusing the own ones and a wrong job id', async () => {
    const hall = quietHallJob(2);
    const pair = { unitedJobId: hall.unitedJobId, jobId: hall.jobId };
    await united.favJob(pair, silent);
    const favs = await united.getFavJobs({ pageSize: 100 }, silent);
    expect(favs.list[0]).toMatchObject({ unitedJobId: hall.unitedJobId, isFav: 1 });
    actAs(PARTNER_ACCOUNT);
    await refused(() => united.favJob(pair, silent), 40301);
    actAs(ADMIN_ACCOUNT);
    await refused(() => united.removeFavJob({ unitedJobId: hall.unitedJobId, jobId: hall.jobId + 100000 }, silent), 40401, '联盟职位不存在');
    await united.removeFavJob(pair, silent);
    expect(getDb().unitedFavs.some((row) => row.userId === userIdOf(ADMIN_ACCOUNT.mobile) && row.unitedJobId === hall.unitedJobId)).toBe(false);
    await refused(() => united.removeFavJob(pair, silent), 40401, '关注记录不存在');
  });
});
