/**
 * The search from anywhere (/search, ours): the caller company's aunts by name, mobile tail or
 * identity-number tail, employers, orders by number, other agencies' hall aunts by name, staff for
 * user.manage only; mobiles matched on the stored value and answered masked; another company's
 * records absent; keyword, limit and kinds bounded (envelope error, nothing written).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchRecords, type SearchHit } from '@/api/search';
import { removeToken, setToken } from '@/auth/token';
import { maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type AuntRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const liveAunts = (companyId: number) => getDb().aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0);
/** An aunt of company 1 whose mobile's last 6 digits (and id number's last 5) no other live aunt of it shares. */
function distinctAunt(): AuntRow {
  const rows = liveAunts(1).filter((row) => row.idCard !== '');
  return rows.find((row) => rows.filter((other) => other.mobile.endsWith(row.mobile.slice(-6)) || other.idCard.endsWith(row.idCard.slice(-5))).length === 1)!;
}
const ids = (hits: SearchHit[], kind: SearchHit['kind']) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.id);

describe('/search', () => {
  it('finds an aunt by her mobile’s last digits and answers the mobile masked', async () => {
    const aunt = distinctAunt();
    const answer = await searchRecords({ keyword: aunt.mobile.slice(-6), kinds: ['aunt'] }, silent);
    expect(answer.hits).toEqual([{ kind: 'aunt', id: aunt.auntId, title: aunt.auntName, detail: maskMobile(aunt.mobile), matched: 'mobile' }]);
    expect(answer.hits[0].detail).not.toContain(aunt.mobile.slice(3, 7));
    expect(JSON.stringify(answer)).not.toContain(aunt.mobile);
    // The whole stored number matches too; three digits are not a tail.
    expect(ids((await searchRecords({ keyword: aunt.mobile, kinds: ['aunt'] }, silent)).hits, 'aunt')).toEqual([aunt.auntId]);
    expect((await searchRecords({ keyword: aunt.mobile.slice(-3), kinds: ['aunt'] }, silent)).hits).toEqual([]);
  });

  it('finds an aunt by her identity number’s tail (4–6) and whole, never by a middle part', async () => {
    const aunt = distinctAunt();
    const tail = aunt.idCard.slice(-5).toLowerCase();
    const answer = await searchRecords({ keyword: tail, kinds: ['aunt'] }, silent);
    expect(answer.hits.map(({ id, matched }) => ({ id, matched }))).toEqual([{ id: aunt.auntId, matched: 'idNumber' }]);
    expect(JSON.stringify(answer)).not.toContain(aunt.idCard);
    expect(ids((await searchRecords({ keyword: aunt.idCard, kinds: ['aunt'] }, silent)).hits, 'aunt')).toEqual([aunt.auntId]);
    const middle = aunt.idCard.slice(6, 12);
    expect(ids((await searchRecords({ keyword: middle, kinds: ['aunt'] }, silent)).hits, 'aunt')).not.toContain(aunt.auntId);
  });

  it('finds by name across kinds, newest first, at most `limit` per kind', async () => {
    const surname = liveAunts(1)[0].auntName.slice(0, 1);
    const expected = liveAunts(1)
      .filter((row) => row.auntName.includes(surname))
      .map((row) => row.auntId)
      .sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(3);
    const answer = await searchRecords({ keyword: surname, limit: 3 }, silent);
    expect(ids(answer.hits, 'aunt')).toEqual(expected.slice(0, 3));
    const employers = getDb()
      .employers.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.employerName.includes(surname))
      .map((row) => row.employerId)
      .sort((a, b) => b - a);
    expect(ids(answer.hits, 'employer')).toEqual(employers.slice(0, 3));
    expect(answer.refused).toEqual([]);
  });

  it('finds an order by its number (whole or a 4+ character part) with its employer', async () => {
    const order = getDb().orders.find((row) => row.companyId === 1 && row.isDeleted === 0)!;
    const answer = await searchRecords({ keyword: order.orderNo.toLowerCase(), kinds: ['order'] }, silent);
    const employer = getDb().employers.find((row) => row.employerId === order.employerId)!;
    expect(answer.hits).toEqual([{ kind: 'order', id: order.orderId, title: order.orderNo, detail: employer.employerName, matched: 'orderNo' }]);
  });

  it('leaves out another company’s aunts, employers and orders; its shared hall aunts are found by name only', async () => {
    const other = liveAunts(2)[0];
    const answer = await searchRecords({ keyword: other.mobile }, silent);
    expect(answer.hits.filter((hit) => hit.kind !== 'staff')).toEqual([]);
    const otherOrder = getDb().orders.find((row) => row.companyId === 2)!;
    expect((await searchRecords({ keyword: otherOrder.orderNo, kinds: ['order'] }, silent)).hits).toEqual([]);
    const shared = getDb().unitedAunts.find((row) => row.companyId === 2 && row.isOnShelf === 1)!;
    const name = getDb().aunts.find((row) => row.auntId === shared.auntId)!.auntName;
    const hall = await searchRecords({ keyword: name, kinds: ['hall', 'aunt'] }, silent);
    expect(ids(hall.hits, 'hall')).toContain(shared.auntId);
    expect(ids(hall.hits, 'aunt')).not.toContain(shared.auntId);
  });

  it('searches staff only for a user with user.manage; others get it listed as refused', async () => {
    const staff = getDb().users.find((row) => row.companyId === 1 && row.mobile === STAFF_ACCOUNT.mobile)!;
    const byAdmin = await searchRecords({ keyword: staff.contact, kinds: ['staff'] }, silent);
    expect(byAdmin.hits).toContainEqual({ kind: 'staff', id: staff.userId, title: staff.contact, detail: maskMobile(staff.mobile), matched: 'name' });
    setToken(tokenFor(STAFF_ACCOUNT));
    const byStaff = await searchRecords({ keyword: staff.contact }, silent);
    expect(ids(byStaff.hits, 'staff')).toEqual([]);
    expect(byStaff.refused).toEqual(['staff']);
  });

  it('refuses a bad keyword, limit or kinds with an envelope error and changes nothing; no session: 50008 (session expired)', async () => {
    const before = snapshot();
    const cases: [unknown, RegExp][] = [
      [{ keyword: '' }, /搜索内容/],
      [{ keyword: '   ' }, /搜索内容/],
      [{ keyword: 'x'.repeat(51) }, /搜索内容/],
      [{ keyword: 12 }, /搜索内容/],
      [{ keyword: '张', limit: 0 }, /每类条数/],
      [{ keyword: '张', limit: 21 }, /每类条数/],
      [{ keyword: '张', kinds: ['aunt', 'secret'] }, /种类/],
      [{ keyword: '张', kinds: 'aunt' }, /种类/],
    ];
    for (const [body, message] of cases) {
      const error = await failure(searchRecords(body as never, silent));
      expect([error.code, error.message]).toEqual([40001, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
    removeToken();
    expect((await failure(searchRecords({ keyword: '张' }, silent))).code).toBe(50008);
  });
});
