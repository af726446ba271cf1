/**
 * Interview places and marriage applicants' mobiles (issue 38 item 1): an order's candidates and its
 * interview history entries answer a place with a house number masked (district kept; a place name such
 * as 门店面试室 as is: maskPlace); /privacy/reveal gives it for one
 * candidate (subject order, field interviewAddress, auntId) to whoever may act on the order, logged; a
 * reschedule sending the mask back keeps the stored place, any other mask is refused with nothing stored.
 * Marriage applications answer the applicant's mobile masked; subject marryApply reveals it, logged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMarryApply } from '@/api/companyApp';
import { appointmentInterview, getOrderDetail } from '@/api/order';
import { exportPersonal, getAccessLogs, revealPersonal, type RevealRequest } from '@/api/privacy';
import { removeToken, setToken } from '@/auth/token';
import { maskAddress, maskMobile, maskName } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type OrderRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

const CONTACT = { kind: 'contact' } as const;
const HOME = '朝阳区建国路88号5栋302室';
const TIME = '2026-12-20T02:00:00.000Z';
const LATER = '2026-12-21T06:30:00.000Z';

/** An open order of company 1 with a candidate not yet given an interview (recommended). */
function openOrder(keep: (row: OrderRow) => boolean = () => true): { order: OrderRow; auntId: number } {
  const order = getDb().orders.find(
    (row) => row.companyId === 1 && row.isDeleted === 0 && row.phase === 'open' && row.candidates.some((c) => c.state === 'recommended') && keep(row),
  )!;
  return { order, auntId: order.candidates.find((c) => c.state === 'recommended')!.auntId };
}
const storedCandidate = (orderId: number, auntId: number) =>
  getDb()
    .orders.find((row) => row.orderId === orderId)!
    .candidates.find((c) => c.auntId === auntId)!;

describe('interview places', () => {
  it('answers the candidate’s place and the interview entry’s place masked, a place name and other history text as stored', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { order, auntId } = openOrder((row) => row.candidates.filter((c) => c.state === 'recommended').length >= 2);
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: TIME, address: HOME }, silent);
    expect(storedCandidate(order.orderId, auntId).interviewAddress).toBe(HOME);
    const detail = await getOrderDetail({ orderId: order.orderId }, silent);
    expect(maskAddress(HOME)).toBe('朝阳区****');
    expect(detail.aunts.find((aunt) => aunt.auntId === auntId)?.interviewAddress).toBe('朝阳区****');
    const interview = detail.history.find((entry) => entry.action === 'appointmentInterview' && entry.auntId === auntId)!;
    expect(interview.detail).toBe('朝阳区****');
    expect(JSON.stringify(detail)).not.toContain(HOME);
    // A place name is no home: answered as typed.
    const other = order.candidates.find((c) => c.auntId !== auntId && c.state === 'recommended')!;
    await appointmentInterview({ orderId: order.orderId, auntId: other.auntId, interviewTime: TIME, address: '门店面试室' }, silent);
    const again = await getOrderDetail({ orderId: order.orderId }, silent);
    expect(again.aunts.find((aunt) => aunt.auntId === other.auntId)?.interviewAddress).toBe('门店面试室');
    // Other entries keep their text (a stored follow-up or remark is not an address).
    const others = getDb().orderHistory.filter((row) => row.orderId === order.orderId && row.action !== 'appointmentInterview' && row.detail !== '');
    for (const row of others) expect(detail.history.find((entry) => entry.historyId === row.historyId)?.detail).toBe(row.detail);
  });

  it('a reschedule sending the masked place back keeps the stored place; the same time and place change nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { order, auntId } = openOrder();
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: TIME, address: HOME }, silent);
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: LATER, address: maskAddress(HOME) }, silent);
    expect(storedCandidate(order.orderId, auntId)).toMatchObject({ interviewTime: LATER, interviewAddress: HOME });
    const last = getDb()
      .orderHistory.filter((row) => row.orderId === order.orderId && row.action === 'appointmentInterview')
      .at(-1);
    expect(last).toMatchObject({ auntId, detail: HOME, interviewTime: LATER });

    // The same step again (same time, the mask): the candidate row is unchanged (orderStep's "same" comparison).
    storedCandidate(order.orderId, auntId).updatedTime = '2020-01-01T00:00:00.000Z';
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: LATER, address: maskAddress(HOME) }, silent);
    expect(storedCandidate(order.orderId, auntId)).toMatchObject({ interviewAddress: HOME, updatedTime: '2020-01-01T00:00:00.000Z' });

    // A typed place replaces it.
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: LATER, address: '门店面试室' }, silent);
    expect(storedCandidate(order.orderId, auntId).interviewAddress).toBe('门店面试室');
  });

  it('refuses a mask that is not the stored place’s (a first appointment, another district), storing nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { order, auntId } = openOrder();
    const before = snapshot();
    const first = await failure(appointmentInterview({ orderId: order.orderId, auntId, interviewTime: TIME, address: '朝阳区****' }, silent));
    expect([first.code, first.serverMessage]).toEqual([40001, '面试地点不能是隐藏的地址，请填写地点']);
    expect(snapshot()).toBe(before);

    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: TIME, address: HOME }, silent);
    const stored = snapshot();
    const foreign = await failure(appointmentInterview({ orderId: order.orderId, auntId, interviewTime: LATER, address: '海淀区****' }, silent));
    expect(foreign.code).toBe(40001);
    expect(snapshot()).toBe(stored);
  });

  it('reveals one candidate’s place to whoever may act on the order, logged under the order', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { order, auntId } = openOrder();
    await appointmentInterview({ orderId: order.orderId, auntId, interviewTime: TIME, address: HOME }, silent);
    const before = getDb().privacyAccessLogs.length;
    const body: RevealRequest = { subject: 'order', id: order.orderId, fields: ['interviewAddress'], auntId, reason: CONTACT };
    expect((await revealPersonal(body, silent)).values).toEqual({ interviewAddress: HOME });
    expect(
      getDb()
        .privacyAccessLogs.slice(before)
        .map((row) => [row.subject, row.subjectId, row.fields, row.action, row.userId]),
    ).toEqual([['order', order.orderId, ['interviewAddress'], 'reveal', userIdOf(ADMIN_ACCOUNT.mobile)]]);
    const employerName = getDb().employers.find((row) => row.employerId === order.employerId)?.employerName ?? order.employerName;
    const logged = await getAccessLogs({ subject: 'order', field: 'interviewAddress' }, silent);
    expect(logged.list.map((row) => [row.subjectId, row.subjectName, row.fields])).toEqual([[order.orderId, maskName(employerName), ['interviewAddress']]]);
  });

  it('refuses a colleague’s order to a staff member (40301) and a malformed reveal or an interview-place column export (40001 / 40401), logging nothing', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const { order: theirs, auntId: theirAunt } = openOrder((row) => row.userId !== 0 && row.userId !== staffId);
    setToken(tokenFor(ADMIN_ACCOUNT));
    await appointmentInterview({ orderId: theirs.orderId, auntId: theirAunt, interviewTime: TIME, address: HOME }, silent);
    const notCandidate = getDb().aunts.find((aunt) => aunt.companyId === 1 && !theirs.candidates.some((c) => c.auntId === aunt.auntId))!.auntId;
    const cases: [RevealRequest, number][] = [
      [{ subject: 'order', id: theirs.orderId, fields: ['interviewAddress'], reason: CONTACT }, 40001],
      [{ subject: 'order', id: theirs.orderId, fields: ['interviewAddress', 'address'], auntId: theirAunt, reason: CONTACT }, 40001],
      [{ subject: 'order', id: theirs.orderId, fields: ['address'], auntId: theirAunt, reason: CONTACT }, 40001],
      [{ subject: 'order', id: theirs.orderId, fields: ['interviewAddress'], auntId: notCandidate, reason: CONTACT }, 40401],
    ];
    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    for (const [body, code] of cases)
      expect([body.fields, body.auntId, (await failure(revealPersonal(body, silent))).code]).toEqual([body.fields, body.auntId, code]);
    const exported = await failure(
      exportPersonal({ list: 'order', subject: 'order', ids: [theirs.orderId], fields: ['interviewAddress'], masked: [], reason: CONTACT }, silent),
    );
    expect(exported.code).toBe(40001);
    setToken(staffToken);
    const refused = await failure(
      revealPersonal({ subject: 'order', id: theirs.orderId, fields: ['interviewAddress'], auntId: theirAunt, reason: CONTACT }, silent),
    );
    expect(refused.code).toBe(40301);
    expect(snapshot()).toBe(before);
  });
});

describe('marriage applicants’ mobiles', () => {
  it('answers them masked and reveals the application’s own number (not the member’s) to a reader, logged', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const apply = getDb().marryApplies.find((row) => row.companyId === 1)!;
    const listed = (await getMarryApply({ pageSize: 100 }, silent)).list.find((row) => row.applyId === apply.applyId)!;
    expect(listed.mobile).toBe(maskMobile(apply.mobile));
    expect(listed.mobile).not.toBe(apply.mobile);
    const before = getDb().privacyAccessLogs.length;
    const answer = await revealPersonal({ subject: 'marryApply', id: apply.applyId, fields: ['mobile'], reason: CONTACT }, silent);
    expect(answer.values).toEqual({ mobile: apply.mobile });
    expect(
      getDb()
        .privacyAccessLogs.slice(before)
        .map((row) => [row.subject, row.subjectId, row.fields, row.userId]),
    ).toEqual([['marryApply', apply.applyId, ['mobile'], userIdOf(STAFF_ACCOUNT.mobile)]]);
    setToken(tokenFor(ADMIN_ACCOUNT));
    const logged = await getAccessLogs({ subject: 'marryApply' }, silent);
    expect(logged.list.map((row) => [row.subjectId, row.subjectName])).toEqual([[apply.applyId, maskName(apply.name)]]);
  });

  it('refuses another company’s application or an unknown one (40401) and a field it lacks (40001), logging nothing', async () => {
    const apply = getDb().marryApplies.find((row) => row.companyId === 1)!;
    const [partner, admin] = [tokenFor(PARTNER_ACCOUNT), tokenFor(ADMIN_ACCOUNT)];
    const before = snapshot();
    setToken(partner);
    expect((await failure(revealPersonal({ subject: 'marryApply', id: apply.applyId, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40401);
    setToken(admin);
    expect((await failure(revealPersonal({ subject: 'marryApply', id: 999_999, fields: ['mobile'], reason: CONTACT }, silent))).code).toBe(40401);
    expect((await failure(revealPersonal({ subject: 'marryApply', id: apply.applyId, fields: ['address'], reason: CONTACT }, silent))).code).toBe(40001);
    expect(snapshot()).toBe(before);
  });
});
