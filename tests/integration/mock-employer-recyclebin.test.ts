/**
 * The recycle bin's employers through the real client (src/api/recyclebin.ts): the list,
 * restore (exactly as he was, follow-ups intact; refused when his mobile is taken again) and
 * permanent delete (his follow-ups, transfers and jobs gone; his orders keep his name).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/employer';
import { delEmployer, getEmployers, restoreEmployer } from '@/api/recyclebin';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, jsonCopy, snapshot, type EmployerRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { addOrder, seededEmployer } from './mock-employer-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const stored = (employerId: number): EmployerRow | undefined => getDb().employers.find((row) => row.employerId === employerId);
const binned = (companyId = 1) => getDb().employers.filter((row) => row.companyId === companyId && row.isDeleted === 1);

describe('getEmployers', () => {
  it('lists the company’s deleted employers, newest deletion first, with who deleted them; by keyword and deleter', async () => {
    const rows = binned();
    const listed = await getEmployers({ pageSize: 50 }, silent);
    expect(listed.total).toBe(rows.length);
    const expected = rows
      .slice()
      .sort((a, b) => (b.deletedTime ?? '').localeCompare(a.deletedTime ?? ''))
      .map((row) => row.employerId);
    expect(listed.list.map((row) => row.employerId)).toEqual(expected);
    const names = new Map(getDb().users.map((user) => [user.userId, user.contact]));
    for (const view of listed.list) {
      expect([view.isDeleted, view.deletedByName]).toEqual([1, names.get(view.deletedBy)]);
      expect(view.deletedTime).not.toBeNull();
    }
    const one = rows[0]!;
    expect((await getEmployers({ keyword: one.mobile }, silent)).list.map((row) => row.employerId)).toEqual([one.employerId]);
    expect((await getEmployers({ deletedBy: one.deletedBy }, silent)).total).toBe(rows.filter((row) => row.deletedBy === one.deletedBy).length);
    setToken(tokenFor(PARTNER_ACCOUNT));
    expect((await getEmployers({}, silent)).total).toBe(binned(2).length);
  });
});

describe('restoreEmployer', () => {
  it('puts a deleted employer back exactly as he was, with his follow-ups and jobs', async () => {
    const db = getDb();
    const row = seededEmployer((candidate) => db.employerFollowUps.filter((item) => item.employerId === candidate.employerId).length >= 2);
    const before = jsonCopy(row);
    const [viewBefore] = (await api.getEmployerByFilter({ employerId: row.employerId }, silent)).list;
    const followUpsBefore = await api.getFollowUpByFilter({ employerId: row.employerId, pageSize: 50 }, silent);
    await api.deleteEmployer({ employerId: row.employerId }, silent);
    // The timeline stays readable in the bin.
    expect(await api.getFollowUpByFilter({ employerId: row.employerId, pageSize: 50 }, silent)).toEqual(followUpsBefore);
    await restoreEmployer({ employerId: row.employerId }, silent);
    expect(stored(row.employerId)).toEqual(before);
    const [viewAfter] = (await api.getEmployerByFilter({ employerId: row.employerId }, silent)).list;
    expect(viewAfter).toEqual(viewBefore);
    expect(await api.getFollowUpByFilter({ employerId: row.employerId, pageSize: 50 }, silent)).toEqual(followUpsBefore);
    expect(followUpsBefore.total).toBeGreaterThanOrEqual(2);
    expect((await getEmployers({ keyword: row.mobile }, silent)).total).toBe(0);
  });

  it('is refused while another employer has his mobile, and for staff on a colleague’s employer', async () => {
    const gone = seededEmployer((row) => row.userId === userIdOf('13800000003'));
    await api.deleteEmployer({ employerId: gone.employerId }, silent);
    await api.createEmployer({ employerName: '新客户', mobile: gone.mobile }, silent);
    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    const error = await failure(restoreEmployer({ employerId: gone.employerId }, silent));
    expect([error.code, error.serverMessage]).toEqual([40001, '该手机号已是客户「新客户」的号码']);
    expect((await failure(restoreEmployer({ employerId: seededEmployer().employerId }, silent))).code).toBe(40401);
    setToken(staffToken);
    expect((await failure(restoreEmployer({ employerId: gone.employerId }, silent))).code).toBe(40301);
    expect((await failure(delEmployer({ employerId: gone.employerId }, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
  });
});

describe('delEmployer', () => {
  it('removes a binned employer with his follow-ups, transfers and jobs for good; his orders keep his name', async () => {
    const db = getDb();
    const row = seededEmployer(
      (candidate) =>
        db.jobs.some((job) => job.employerId === candidate.employerId) && db.employerFollowUps.some((item) => item.employerId === candidate.employerId),
    );
    await api.createTransfer(
      { employerId: row.employerId, toUserId: userIdOf(row.userId === userIdOf('13800000004') ? '13800000003' : '13800000004'), reason: '交接' },
      silent,
    );
    const order = addOrder(row, 'finished');
    order.employerName = '旧名字';
    await api.updateEmployer({ employerId: row.employerId, employerName: '改名后' }, silent);
    expect((await failure(delEmployer({ employerId: row.employerId }, silent))).code).toBe(40401);
    await api.deleteEmployer({ employerId: row.employerId }, silent);
    await delEmployer({ employerId: row.employerId }, silent);
    expect(stored(row.employerId)).toBeUndefined();
    for (const table of [db.employerFollowUps, db.employerTransfers, db.jobs]) expect(table.filter((item) => item.employerId === row.employerId)).toEqual([]);
    expect(getDb().orders.find((item) => item.orderId === order.orderId)).toMatchObject({ employerId: row.employerId, employerName: '改名后' });
    expect((await getEmployers({ keyword: row.mobile }, silent)).total).toBe(0);
    expect((await failure(restoreEmployer({ employerId: row.employerId }, silent))).code).toBe(40401);
    expect((await failure(api.getFollowUpByFilter({ employerId: row.employerId }, silent))).code).toBe(40401);
  });
});
