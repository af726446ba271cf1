/**
 * Writing employers through the real client: create (exactly what was sent plus the defaults),
 * every refused field storing nothing, duplicate mobiles, update, ownership (40301) and company
 * scoping (40401), and delete into the recycle bin (refused, naming the order, while an order of
 * his is recruiting or signed, as for the aunt on that contract).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAuntDelete } from '@/api/aunt';
import * as api from '@/api/employer';
import type { EmployerInput } from '@/api/employer';
import * as orderApi from '@/api/order';
import { getEmployers } from '@/api/recyclebin';
import { removeToken, setToken } from '@/auth/token';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, jsonCopy, snapshot, type EmployerRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { addOrder, seededEmployer } from './mock-employer-helpers';
import { freeAunts, serviceTypeId } from './mock-order-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const stored = (employerId: number): EmployerRow | undefined => getDb().employers.find((row) => row.employerId === employerId);

const FULL: Required<EmployerInput> = {
  employerName: '测试客户',
  mobile: '13312345678',
  gender: 1,
  wechat: 'wx_test',
  avatarUrl: '',
  source: 4,
  status: 2,
  serviceType: 3,
  cityId: 310100,
  addressPicker: [310000, 310100],
  district: '浦东新区',
  address: '张杨路100号1栋101室',
  houseArea: 120,
  familySize: 4,
  hasElderly: 1,
  hasChildren: 1,
  hasPets: 0,
  limitMoney: 8500,
  expectedStart: '2026-12-01',
  auntAgeMin: 30,
  auntAgeMax: 50,
  liveIn: 1,
  minExperienceYears: 3,
  requirements: '会做江浙菜',
  userId: 3,
  remarks: '老客户介绍',
  customFields: { cf3: '家里有一只猫，阿姨不能怕猫' }, // the seeded employer form's 特殊要求 (seedCustom)
};

describe('createEmployer', () => {
  it('stores exactly what was sent and answers the view', async () => {
    const created = await api.createEmployer(FULL, silent);
    const row = stored(created.employerId)!;
    expect(row).toEqual({
      ...FULL,
      employerId: created.employerId,
      companyId: 1,
      isDeleted: 0,
      deletedTime: null,
      deletedBy: 0,
      createdTime: row.createdTime,
      updatedTime: row.createdTime,
    });
    expect(Date.now() - Date.parse(row.createdTime)).toBeLessThan(60_000);
    expect(created).toMatchObject({
      ...FULL,
      mobile: '133****5678',
      address: '****',
      userName: '张顾问',
      lastFollowUpTime: null,
      nextFollowUpTime: null,
      activeOrderCount: 0,
      jobCount: 0,
    });
    expect((await api.getEmployerByFilter({ keyword: FULL.mobile }, silent)).list.map((view) => view.employerId)).toEqual([created.employerId]);
  });

  it('fills the defaults: the creator as owner, potential, entered by hand, and a city from the picker', async () => {
    const created = await api.createEmployer({ employerName: '  周女士 ', mobile: '13312345679', addressPicker: [330000, 330100] }, silent);
    expect(stored(created.employerId)).toMatchObject({
      employerName: '周女士',
      userId: userIdOf(ADMIN_ACCOUNT.mobile),
      status: 1,
      source: 3,
      gender: 0,
      serviceType: 0,
      cityId: 330100,
      addressPicker: [330000, 330100],
      limitMoney: 0,
      liveIn: 2,
      houseArea: null,
      expectedStart: null,
      auntAgeMin: null,
      customFields: {},
    });
    const byCity = await api.createEmployer({ employerName: '吴先生', mobile: '13312345680', cityId: 320500 }, silent);
    expect([byCity.cityId, byCity.addressPicker]).toEqual([320500, [320000, 320500]]);
  });

  it('refuses every bad field naming it and stores nothing', async () => {
    const before = snapshot();
    const cases: [Partial<EmployerInput>, string][] = [
      [{ employerName: '' }, '请填写客户姓名'],
      [{ employerName: '一二三四五六七八九十一二三四五六七八九十一' }, '客户姓名不能超过20个字符'],
      [{ mobile: '' }, '请填写手机号'],
      [{ mobile: '23312345678' }, '手机号格式不正确'],
      [{ mobile: '1331234567' }, '手机号格式不正确'],
      [{ status: 5 as 1 }, '客户状态不在可选范围内'],
      [{ source: 7 as 1 }, '客户来源不在可选范围内'],
      [{ gender: 2 as 0 }, '性别不在可选范围内'],
      [{ hasPets: 2 as 0 }, '家有宠物不在可选范围内'],
      [{ liveIn: 3 as 0 }, '是否住家不在可选范围内'],
      [{ serviceType: 999 }, '服务类型不存在'],
      [{ serviceType: 12 }, '服务类型不存在'],
      [{ cityId: 123 }, '城市不存在'],
      [{ addressPicker: [310000, 330100] }, '所在地区不存在'],
      [{ addressPicker: [310000] }, '所在地区格式不正确'],
      [{ cityId: 320500, addressPicker: [310000, 310100] }, '城市与所在地区不一致'],
      [{ houseArea: 0 }, '房屋面积不能小于1'],
      [{ familySize: 31 }, '家庭人口不能大于30'],
      [{ limitMoney: -1 }, '预算上限不能小于0'],
      [{ auntAgeMin: 15 }, '阿姨最小年龄不能小于16'],
      [{ auntAgeMax: 71 }, '阿姨最大年龄不能大于70'],
      [{ auntAgeMin: 50, auntAgeMax: 40 }, '阿姨最小年龄不能大于阿姨最大年龄'],
      [{ minExperienceYears: 51 }, '最少从业年限不能大于50'],
      [{ expectedStart: '2026-02-30' }, '期望上户日期格式不正确，应为 yyyy-MM-dd 的有效日期'],
      [{ expectedStart: '2026/12/01' }, '期望上户日期格式不正确，应为 yyyy-MM-dd 的有效日期'],
      [{ requirements: '要'.repeat(501) }, '阿姨要求不能超过500个字符'],
      [{ remarks: '备'.repeat(501) }, '备注不能超过500个字符'],
      [{ wechat: 'w'.repeat(51) }, '微信号不能超过50个字符'],
      [{ userId: 999 }, '归属顾问不存在或已停用'],
      [{ userId: userIdOf('13800000005') }, '归属顾问不存在或已停用'],
      [{ userId: userIdOf(PARTNER_ACCOUNT.mobile) }, '归属顾问不存在或已停用'],
      [{ customFields: { nested: { a: 1 } } as unknown as EmployerInput['customFields'] }, '自定义字段「nested」的值格式不正确'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.createEmployer({ ...FULL, ...patch }, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    expect(snapshot()).toBe(before);
  });

  it("answers the name of the refused field (the envelope's fields) and stores nothing", async () => {
    const other = seededEmployer();
    const before = snapshot();
    const cases: [Partial<EmployerInput>, string[]][] = [
      [{ employerName: '' }, ['employerName']],
      [{ mobile: '23312345678' }, ['mobile']],
      [{ mobile: other.mobile }, ['mobile']],
      [{ cityId: 123 }, ['cityId']],
      [{ addressPicker: [310000] }, ['addressPicker']],
      [{ expectedStart: '2026-02-30' }, ['expectedStart']],
    ];
    for (const [patch, fields] of cases) {
      const error = await failure(api.createEmployer({ ...FULL, ...patch }, silent));
      expect([patch, error.code, error.fields]).toEqual([patch, 40001, fields]);
    }
    // A refusal about no one field names none: the form shows it at form level.
    const wholeBody = await failure(api.createEmployer('nonsense' as unknown as EmployerInput, silent));
    expect([wholeBody.code, wholeBody.fields]).toEqual([40001, []]);
    expect(snapshot()).toBe(before);
  });

  it('refuses a mobile another employer has, naming him, in the request language', async () => {
    const other = seededEmployer();
    const before = snapshot();
    expect((await failure(api.createEmployer({ ...FULL, mobile: other.mobile }, silent))).serverMessage).toBe(
      `该手机号已是客户「${other.employerName}」的号码`,
    );
    await i18n.changeLanguage('en');
    expect((await failure(api.createEmployer({ ...FULL, mobile: other.mobile }, silent))).serverMessage).toBe(
      `This mobile number already belongs to the employer "${other.employerName}"`,
    );
    expect(snapshot()).toBe(before);
    // Another company may have a client with the same number.
    setToken(tokenFor(PARTNER_ACCOUNT));
    const same = await api.createEmployer({ employerName: '同号客户', mobile: other.mobile }, silent);
    expect(stored(same.employerId)?.mobile).toBe(other.mobile);
  });

  it('lets a staff member create for himself or without owner, not for a colleague', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    expect((await failure(api.createEmployer({ ...FULL, userId: userIdOf('13800000003') }, silent))).code).toBe(40301);
    expect((await api.createEmployer({ employerName: '自己的', mobile: '13312340001' }, silent)).userId).toBe(staffId);
    expect((await api.createEmployer({ employerName: '无归属', mobile: '13312340002', userId: 0 }, silent)).userId).toBe(0);
  });
});

describe('updateEmployer', () => {
  it('changes the given fields only, bumps updatedTime and answers the view', async () => {
    const row = seededEmployer((candidate) => candidate.userId !== 0);
    const before = jsonCopy(row);
    const updated = await api.updateEmployer(
      { employerId: row.employerId, status: 3, limitMoney: 12000, remarks: '已签约', mobile: row.mobile, userId: row.userId } as never,
      silent,
    );
    expect(stored(row.employerId)).toEqual({ ...before, status: 3, limitMoney: 12000, remarks: '已签约', updatedTime: updated.updatedTime });
    expect(updated.updatedTime > before.updatedTime).toBe(true);
    const moved = await api.updateEmployer({ employerId: row.employerId, cityId: 330200 }, silent);
    expect(moved.addressPicker).toEqual([330000, 330200]);
    const cleared = await api.updateEmployer({ employerId: row.employerId, houseArea: null, expectedStart: null, addressPicker: [] }, silent);
    expect([cleared.houseArea, cleared.expectedStart, cleared.cityId, cleared.addressPicker]).toEqual([null, null, 0, []]);
  });

  it('keeps the stored mobile and address when the form sends back the masks it was shown; a new value replaces them', async () => {
    const row = seededEmployer((candidate) => candidate.userId !== 0 && candidate.address !== '');
    const before = jsonCopy(row);
    const shown = (await api.getEmployerByFilter({ employerId: row.employerId }, silent)).list[0]!;
    expect([shown.mobile, shown.address]).toEqual([maskMobile(before.mobile), maskAddress(before.address)]);
    await api.updateEmployer({ employerId: row.employerId, mobile: shown.mobile, address: shown.address, remarks: '改备注' }, silent);
    expect(stored(row.employerId)).toMatchObject({ mobile: before.mobile, address: before.address, remarks: '改备注' });
    await api.updateEmployer({ employerId: row.employerId, mobile: '13312349999', address: '世纪大道1号' }, silent);
    expect(stored(row.employerId)).toMatchObject({ mobile: '13312349999', address: '世纪大道1号' });
    // A mask that is not the stored value's is refused (not a mobile), nothing stored.
    const snap = snapshot();
    expect((await failure(api.updateEmployer({ employerId: row.employerId, mobile: '133****0000' }, silent))).code).toBe(40001);
    expect(snapshot()).toBe(snap);
  });

  it('refuses a new owner (that is a transfer), a taken mobile and bad fields, storing nothing', async () => {
    const row = seededEmployer((candidate) => candidate.userId !== 0);
    const other = seededEmployer((candidate) => candidate.employerId !== row.employerId);
    const before = snapshot();
    const newOwner = userIdOf(row.userId === userIdOf('13800000003') ? '13800000004' : '13800000003');
    expect((await failure(api.updateEmployer({ employerId: row.employerId, userId: newOwner } as never, silent))).serverMessage).toBe(
      '归属顾问不能在这里修改，请使用「转交」',
    );
    expect((await failure(api.updateEmployer({ employerId: row.employerId, mobile: other.mobile }, silent))).serverMessage).toBe(
      `该手机号已是客户「${other.employerName}」的号码`,
    );
    expect((await failure(api.updateEmployer({ employerId: row.employerId, employerName: ' ' }, silent))).serverMessage).toBe('请填写客户姓名');
    expect((await failure(api.updateEmployer({ employerId: row.employerId, auntAgeMin: 70, auntAgeMax: 20 }, silent))).code).toBe(40001);
    expect(snapshot()).toBe(before);
  });

  it('answers 40301 to the staff account on a colleague’s employer and 40401 across companies', async () => {
    const colleague = seededEmployer((candidate) => candidate.userId === userIdOf('13800000003'));
    const partner = getDb().employers.find((candidate) => candidate.companyId === 2 && candidate.isDeleted === 0)!;
    setToken(tokenFor(STAFF_ACCOUNT));
    const before = snapshot();
    expect((await failure(api.updateEmployer({ employerId: colleague.employerId, remarks: 'x' }, silent))).code).toBe(40301);
    expect((await failure(api.deleteEmployer({ employerId: colleague.employerId }, silent))).code).toBe(40301);
    expect((await failure(api.updateEmployer({ employerId: partner.employerId, remarks: 'x' }, silent))).code).toBe(40401);
    expect((await failure(api.deleteEmployer({ employerId: partner.employerId }, silent))).code).toBe(40401);
    expect((await failure(api.updateEmployer({ employerId: 999_999, remarks: 'x' }, silent))).code).toBe(40401);
    expect(snapshot()).toBe(before);
    const own = seededEmployer((candidate) => candidate.userId === userIdOf(STAFF_ACCOUNT.mobile));
    expect((await api.updateEmployer({ employerId: own.employerId, remarks: '我的客户' }, silent)).remarks).toBe('我的客户');
  });
});

describe('deleteEmployer', () => {
  it('moves him to the recycle bin: gone from the list, his follow-ups and jobs kept, the jobs hidden', async () => {
    const db = getDb();
    const row = seededEmployer(
      (candidate) =>
        db.jobs.some((job) => job.employerId === candidate.employerId) && db.employerFollowUps.some((item) => item.employerId === candidate.employerId),
    );
    const before = jsonCopy(row);
    const followUps = db.employerFollowUps.filter((item) => item.employerId === row.employerId).length;
    const jobs = db.jobs.filter((job) => job.employerId === row.employerId).length;
    await api.deleteEmployer({ employerId: row.employerId }, silent);
    const after = stored(row.employerId)!;
    expect(after).toEqual({ ...before, isDeleted: 1, deletedTime: after.deletedTime, deletedBy: userIdOf(ADMIN_ACCOUNT.mobile) });
    expect((await api.getEmployerByFilter({ employerId: row.employerId }, silent)).total).toBe(0);
    const bin = await getEmployers({ keyword: row.mobile }, silent);
    expect(bin.list.map((view) => [view.employerId, view.deletedByName])).toEqual([[row.employerId, '王经理']]);
    expect(db.employerFollowUps.filter((item) => item.employerId === row.employerId)).toHaveLength(followUps);
    expect(db.jobs.filter((job) => job.employerId === row.employerId)).toHaveLength(jobs);
    expect((await api.getJobsByFilterUser({ userId: 0, employerId: row.employerId }, silent)).total).toBe(0);
    expect((await failure(api.deleteEmployer({ employerId: row.employerId }, silent))).code).toBe(40401);
  });

  it('is refused while his order is still recruiting or signed (a contract in force), naming it like the aunt on that contract; nothing stored', async () => {
    const [aunt] = freeAunts(1);
    const row = seededEmployer();
    const order = await orderApi.create({ employerId: row.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000 }, silent);
    // Orders that no longer need him never block.
    addOrder(row, 'cancelled');
    addOrder(row, 'finished');
    addOrder(row, 'signed', 1);
    const refusal = async () => {
      const error = await failure(api.deleteEmployer({ employerId: row.employerId }, silent));
      return [error.code, error.serverMessage];
    };
    let before = snapshot();
    expect(await refusal()).toEqual([40901, `该客户的订单 ${order.orderNo} 还在招聘中，订单取消或完成后才能删除客户`]);
    expect(snapshot()).toBe(before);

    const auntId = aunt!.auntId;
    await orderApi.recommendAunt({ orderId: order.orderId, auntIds: [auntId] }, silent);
    await orderApi.appointmentInterview({ orderId: order.orderId, auntId, interviewTime: '2026-12-01T02:00:00.000Z' }, silent);
    await orderApi.setInterviewResult({ orderId: order.orderId, auntId, result: 1 }, silent);
    await orderApi.setPolitResult({ orderId: order.orderId, auntId, result: 1 }, silent);
    await orderApi.signComplete({ orderId: order.orderId, auntId, contractStart: '2026-12-01', contractEnd: '2027-11-30', salary: 7500 }, silent);
    // A newer order still recruiting: the contract in force is the reason named.
    const newer = await orderApi.create({ employerId: row.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000 }, silent);
    before = snapshot();
    expect(await refusal()).toEqual([40901, `该客户已签约订单 ${order.orderNo}，合同履行中，阿姨下户后才能删除客户`]);
    const auntRefusal = await failure(setAuntDelete({ auntId }, silent));
    expect([auntRefusal.code, auntRefusal.serverMessage]).toEqual([40901, `该阿姨已签约订单 ${order.orderNo} 并在岗，不能删除`]);
    await i18n.changeLanguage('en');
    expect(await refusal()).toEqual([
      40901,
      `Order ${order.orderNo} of this employer is signed and the contract is in force: the employer can be deleted once the aunt has left`,
    ]);
    expect(snapshot()).toBe(before);

    // The aunt goes out (the order is finished): only the newer order holds him now, until it is cancelled.
    await orderApi.setAuntOutgoing({ orderId: order.orderId, auntId, outgoingDate: '2027-11-30' }, silent);
    expect(await refusal()).toEqual([
      40901,
      `Order ${newer.orderNo} of this employer is still recruiting: the employer can be deleted once it is cancelled or finished`,
    ]);
    await orderApi.cancelOrderHandle({ orderId: newer.orderId, reason: '不需要了' }, silent);
    await api.deleteEmployer({ employerId: row.employerId }, silent);
    expect(stored(row.employerId)?.isDeleted).toBe(1);
  });
});
