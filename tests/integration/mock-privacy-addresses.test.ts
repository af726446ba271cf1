/**
 * Detailed addresses beyond aunts and employers (issue 38 item 1): employers' jobs, recruitment
 * orders, the mini-program's service requests and purchases are read with the address masked
 * (district kept); /privacy/reveal gives the full one (subjects job, order, miniOrder, appOrder) to
 * whoever may act on the record, logged; writes that send the mask back keep the stored address.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBuyMiniOrder, getCompanyAppOrder, setCompanyAppOrder } from '@/api/companyApp';
import { getJobsByFilterUser } from '@/api/employer';
import { appointmentInterview, create, getOrder, getOrderDetail, list, setOrder } from '@/api/order';
import { getAccessLogs, revealPersonal, type RevealRequest } from '@/api/privacy';
import { removeToken, setToken } from '@/auth/token';
import { maskAddress, maskMobile, maskName } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type AppRequestRow, type JobRow, type MiniOrderRow, type OrderRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

const CONTACT = { kind: 'contact' } as const;
const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const liveEmployer = (employerId: number) => getDb().employers.some((row) => row.employerId === employerId && row.isDeleted === 0);
const job = (keep: (row: JobRow) => boolean = () => true): JobRow =>
  getDb().jobs.find((row) => row.companyId === 1 && maskAddress(row.address) !== row.address && liveEmployer(row.employerId) && keep(row))!;
const order = (keep: (row: OrderRow) => boolean = () => true): OrderRow =>
  getDb().orders.find((row) => row.companyId === 1 && row.isDeleted === 0 && maskAddress(row.address) !== row.address && keep(row))!;
const purchase = (keep: (row: MiniOrderRow) => boolean = () => true): MiniOrderRow =>
  getDb().miniOrders.find((row) => row.companyId === 1 && maskAddress(row.address) !== row.address && keep(row))!;
const request = (keep: (row: AppRequestRow) => boolean = () => true): AppRequestRow =>
  getDb().appRequests.find((row) => row.companyId === 1 && maskAddress(row.address) !== row.address && keep(row))!;
const memberOwner = (row: MiniOrderRow) => getDb().appMembers.find((member) => member.memberId === row.memberId)?.userId ?? 0;

describe('reads answer detailed addresses masked', () => {
  it('masks a job’s, an order’s, a request’s and a purchase’s address, keeping the district', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const aJob = job();
    const jobs = await getJobsByFilterUser({ userId: 0, employerId: aJob.employerId, pageSize: 100 }, silent);
    expect(jobs.list.find((row) => row.jobId === aJob.jobId)).toMatchObject({ district: aJob.district, address: maskAddress(aJob.address) });

    const anOrder = order((row) => /区/.test(row.address));
    const masked = maskAddress(anOrder.address);
    expect(masked).toMatch(/区\*{4}$/);
    expect((await getOrder({ orderId: anOrder.orderId }, silent)).address).toBe(masked);
    expect((await getOrderDetail({ orderId: anOrder.orderId }, silent)).address).toBe(masked);
    const listed = await list({ keyword: anOrder.orderNo, pageSize: 5 }, silent);
    expect(listed.list.map((row) => [row.orderId, row.address])).toContainEqual([anOrder.orderId, masked]);

    const asked = request();
    const requests = await getCompanyAppOrder({ keyword: asked.mobile, pageSize: 50 }, silent);
    expect(requests.list.find((row) => row.appOrderId === asked.appOrderId)?.address).toBe(maskAddress(asked.address));

    const bought = purchase();
    const purchases = await getBuyMiniOrder({ keyword: bought.orderNo, pageSize: 50 }, silent);
    expect(purchases.list.find((row) => row.miniOrderId === bought.miniOrderId)?.address).toBe(maskAddress(bought.address));
  });
});

describe('/privacy/reveal of addresses', () => {
  it('gives an admin the full address of a job, an order, a request and a purchase, logging each under its kind', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const aJob = job();
    const anOrder = order();
    const asked = request();
    const bought = purchase();
    const before = getDb().privacyAccessLogs.length;
    const reveal = (subject: RevealRequest['subject'], id: number, fields: string[]) => revealPersonal({ subject, id, fields, reason: CONTACT }, silent);
    expect((await reveal('job', aJob.jobId, ['address'])).values).toEqual({ address: aJob.address });
    expect((await reveal('order', anOrder.orderId, ['address'])).values).toEqual({ address: anOrder.address });
    expect((await reveal('appOrder', asked.appOrderId, ['mobile', 'address'])).values).toEqual({ mobile: asked.mobile, address: asked.address });
    expect((await reveal('miniOrder', bought.miniOrderId, ['mobile', 'address'])).values).toEqual({ mobile: bought.mobile, address: bought.address });
    expect(
      getDb()
        .privacyAccessLogs.slice(before)
        .map((row) => [row.subject, row.subjectId, row.fields, row.action]),
    ).toEqual([
      ['job', aJob.jobId, ['address'], 'reveal'],
      ['order', anOrder.orderId, ['address'], 'reveal'],
      ['appOrder', asked.appOrderId, ['mobile', 'address'], 'reveal'],
      ['miniOrder', bought.miniOrderId, ['mobile', 'address'], 'reveal'],
    ]);
    const employerName = (employerId: number) => getDb().employers.find((row) => row.employerId === employerId)!.employerName;
    const named = async (subject: RevealRequest['subject']) => (await getAccessLogs({ subject }, silent)).list.map((row) => [row.subjectId, row.subjectName]);
    expect(await named('job')).toEqual([[aJob.jobId, maskName(employerName(aJob.employerId))]]);
    expect(await named('order')).toEqual([[anOrder.orderId, maskName(employerName(anOrder.employerId))]]);
    expect(await named('miniOrder')).toEqual([[bought.miniOrderId, maskName(bought.contactName)]]);
  });

  it('answers 40301 to a staff member for a colleague’s job, order or purchase, logging nothing; her own job and order are revealed', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const colleague = (userId: number) => userId !== 0 && userId !== staffId();
    const bodies: RevealRequest[] = [
      { subject: 'job', id: job((row) => colleague(row.userId)).jobId, fields: ['address'], reason: CONTACT },
      { subject: 'order', id: order((row) => colleague(row.userId)).orderId, fields: ['address'], reason: CONTACT },
      { subject: 'miniOrder', id: purchase((row) => colleague(memberOwner(row))).miniOrderId, fields: ['address'], reason: CONTACT },
    ];
    const before = snapshot();
    for (const body of bodies) expect([body.subject, (await failure(revealPersonal(body, silent))).code]).toEqual([body.subject, 40301]);
    expect(snapshot()).toBe(before);
    const mine = job((row) => row.userId === staffId());
    expect((await revealPersonal({ subject: 'job', id: mine.jobId, fields: ['address'], reason: CONTACT }, silent)).values).toEqual({ address: mine.address });
    const myOrder = order((row) => row.userId === staffId());
    expect((await revealPersonal({ subject: 'order', id: myOrder.orderId, fields: ['address'], reason: CONTACT }, silent)).values).toEqual({
      address: myOrder.address,
    });
  });

  it('refuses a field the kind does not have or an unknown record with an envelope error, storing nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const cases: [RevealRequest, number, RegExp][] = [
      [{ subject: 'job', id: job().jobId, fields: ['mobile'], reason: CONTACT }, 40001, /字段/],
      [{ subject: 'order', id: order().orderId, fields: ['employerMobile'], reason: CONTACT }, 40001, /字段/],
      [{ subject: 'job', id: 999_999, fields: ['address'], reason: CONTACT }, 40401, /职位/],
      [{ subject: 'order', id: 999_999, fields: ['address'], reason: CONTACT }, 40401, /订单/],
      [{ subject: 'miniOrder', id: 999_999, fields: ['address'], reason: CONTACT }, 40401, /购买订单/],
    ];
    const before = snapshot();
    for (const [body, code, message] of cases) {
      const error = await failure(revealPersonal(body, silent));
      expect([body.subject, error.code, error.serverMessage]).toEqual([body.subject, code, expect.stringMatching(message)]);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('writes that send the masked address back keep the stored one', () => {
  it('an order edited with its masked address keeps the stored address; a typed one replaces it', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const anOrder = order((row) => row.phase === 'open');
    const stored = anOrder.address;
    await setOrder({ orderId: anOrder.orderId, address: maskAddress(stored), remarks: '改了备注' }, silent);
    expect(getDb().orders.find((row) => row.orderId === anOrder.orderId)).toMatchObject({ address: stored, remarks: '改了备注' });
    await setOrder({ orderId: anOrder.orderId, address: '浦东新区张杨路100号2室' }, silent);
    expect(getDb().orders.find((row) => row.orderId === anOrder.orderId)?.address).toBe('浦东新区张杨路100号2室');
  });

  it('an order created from a job with the job’s address as shown (district and mask) stores the job’s address', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const aJob = job((row) => row.district !== '');
    const created = await create(
      { employerId: aJob.employerId, jobId: aJob.jobId, serviceType: aJob.serviceType, address: `${aJob.district}${maskAddress(aJob.address)}` },
      silent,
    );
    expect(getDb().orders.find((row) => row.orderId === created.orderId)?.address).toBe(`${aJob.district}${aJob.address}`);
    expect(created.address).toBe(maskAddress(`${aJob.district}${aJob.address}`));
  });

  it('a request converted with its masked mobile and address stores the full ones on the new employer and job', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const asked = request((row) => row.status === 1 && !getDb().employers.some((employer) => employer.mobile === row.mobile));
    const shown = maskAddress(asked.address);
    await setCompanyAppOrder(
      {
        appOrderId: asked.appOrderId,
        action: 'convert',
        employer: { employerName: '林女士', mobile: maskMobile(asked.mobile), address: shown },
        job: { title: '找育儿嫂', serviceType: 2, salaryMin: 7000, salaryMax: 9000, schedule: 1, address: shown },
      },
      silent,
    );
    expect(getDb().employers.at(-1)).toMatchObject({ employerName: '林女士', mobile: asked.mobile, address: asked.address });
    expect(getDb().jobs.at(-1)).toMatchObject({ title: '找育儿嫂', address: asked.address });
  });

  it('refuses a masked interview place (it would store the stars), storing nothing', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const anOrder = order((row) => row.phase === 'open' && row.candidates.length > 0);
    const before = snapshot();
    const error = await failure(
      appointmentInterview(
        { orderId: anOrder.orderId, auntId: anOrder.candidates[0]!.auntId, interviewTime: '2026-12-20T02:00:00.000Z', address: maskAddress(anOrder.address) },
        silent,
      ),
    );
    expect([error.code, error.serverMessage]).toEqual([40001, '面试地点不能是隐藏的地址，请填写地点']);
    expect(snapshot()).toBe(before);
  });
});
