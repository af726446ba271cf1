/**
 * Writing aunts through the real client: add (validation, duplicates, derived fields), edit
 * (log of changed fields), copy, editField, deliver, top, favourite, remarks, delete, and the
 * logs. Every refused write leaves the database as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/aunt';
import type { AuntInput } from '@/api/aunt';
import { getAuntLog as getUserAuntLog } from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { checkDigitOf, deriveFromIdCard } from '@/domain/idCard';
import { maskIdNumber } from '@/domain/personalData';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type AuntRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const row = (auntId: number): AuntRow | undefined => getDb().aunts.find((candidate) => candidate.auntId === auntId);
const seeded = (keep: (aunt: AuntRow) => boolean = () => true): AuntRow =>
  getDb().aunts.find((aunt) => aunt.companyId === 1 && aunt.isDeleted === 0 && aunt.isLocked === 0 && keep(aunt))!;

/** A valid identity number (Chengdu, 1985-03-21, female) with the right check digit. */
const ID_CARD = `51010019850321024${checkDigitOf('51010019850321024')}`;
const NEW_AUNT: AuntInput = { auntName: '测试阿姨', mobile: '13312345678', idCard: ID_CARD, gender: 1, serviceTypes: [1, 2], expectedSalary: 9000 };

describe('addAunt', () => {
  it('creates her with the derived fields, the creator as owner, verified, and a create log', async () => {
    const created = await api.addAunt(NEW_AUNT, silent);
    const facts = deriveFromIdCard(ID_CARD)!;
    expect(created).toMatchObject({
      auntName: '测试阿姨',
      mobile: '133****5678',
      idCard: maskIdNumber(ID_CARD),
      birthDate: '1985-03-21',
      gender: 0,
      zodiac: 'ox',
      constellation: 'aries',
      age: facts.age,
      nativePlace: '四川省 成都市',
      teacherUserId: userIdOf(ADMIN_ACCOUNT.mobile),
      teacherName: '王经理',
      isVerified: 1,
      workStatus: 1,
    });
    expect(created.auntId).toBeGreaterThan(6000);
    expect(row(created.auntId)).toMatchObject({ mobile: '13312345678', idCard: ID_CARD });
    expect(Date.now() - Date.parse(created.createdTime)).toBeLessThan(60_000);
    const log = await api.getAuntLog({ auntId: created.auntId }, silent);
    expect(log.list.map((entry) => entry.action)).toEqual(['create']);
  });

  it('stores the zodiac of the lunar year: born before the Spring Festival is the year before', async () => {
    const idOf = (birth: string) => `510100${birth}024${checkDigitOf(`510100${birth}024`)}`;
    const before = await api.addAunt({ ...NEW_AUNT, idCard: idOf('19900120') }, silent);
    const on = await api.addAunt({ ...NEW_AUNT, mobile: '13312345679', idCard: idOf('19900127') }, silent);
    expect([before.birthDate, before.zodiac, row(before.auntId)?.zodiac]).toEqual(['1990-01-20', 'snake', 'snake']);
    expect([on.birthDate, on.zodiac, row(on.auntId)?.zodiac]).toEqual(['1990-01-27', 'horse', 'horse']);
  });

  it('stores a number whose birth date is not on the calendar (the spec allows day 31 of any month), read as its digits say', async () => {
    const idCard = '510100198502300241';
    const created = await api.addAunt({ ...NEW_AUNT, idCard }, silent);
    expect([created.idCard, created.birthDate, created.zodiac, created.constellation]).toEqual([maskIdNumber(idCard), '1985-02-30', 'ox', 'pisces']);
    expect(row(created.auntId)).toMatchObject({ idCard, birthDate: '1985-02-30', zodiac: 'ox', constellation: 'pisces', gender: 0 });
  });

  it('refuses a bad payload naming the field and stores nothing', async () => {
    const before = snapshot();
    const cases: [Partial<AuntInput>, string][] = [
      [{ auntName: '' }, '请填写姓名'],
      [{ auntName: '王' }, '姓名不能少于2个字符'],
      [{ mobile: '12345' }, '手机号格式不正确'],
      [{ idCard: '510100198513210241' }, '身份证号中的出生月份不正确'],
      [{ idCard: '510100202003210241' }, '身份证号中的出生年份必须在1900到2019之间'],
      [{ idCard: '510100198502320241' }, '身份证号中的出生日期不正确'],
      [{ idCard: '51010019850321024' }, '身份证号必须是18位'],
      [{ height: 250 }, '身高不能大于200'],
      [{ weight: 10 }, '体重不能小于30'],
      [{ experienceYears: 61 }, '从业年限不能大于60'],
      [{ expectedSalary: -1 }, '期望薪资不能小于0'],
      [{ expectedSalary: 9000, expectedSalaryMax: 8000 }, '期望薪资上限不能低于期望薪资'],
      [{ serviceTypes: [999] }, '服务类型中的选项 999 不存在'],
      [{ ethnicity: '火星族' }, '民族必须是56个民族之一'],
      [{ workStatus: 6 }, '拉黑时请填写拉黑原因'],
      [{ teacherUserId: 999 }, '归属顾问不存在或已停用'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.addAunt({ ...NEW_AUNT, ...patch }, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    expect(snapshot()).toBe(before);
  });

  it('accepts a wrong check digit (the spec rule has none) and refuses duplicates naming the aunt', async () => {
    const other = ID_CARD.slice(0, 17) + (ID_CARD.endsWith('1') ? '2' : '1');
    expect((await api.addAunt({ ...NEW_AUNT, idCard: other.replace('0321', '0322') }, silent)).birthDate).toBe('1985-03-22');
    const existing = seeded();
    const byId = await failure(api.addAunt({ ...NEW_AUNT, mobile: '13312340000', idCard: existing.idCard }, silent));
    expect(byId.serverMessage).toBe(`身份证号已被阿姨 ${existing.auntName}（编号 ${existing.auntId}）使用`);
    const byMobile = await failure(api.addAunt({ ...NEW_AUNT, idCard: '', mobile: existing.mobile }, silent));
    expect(byMobile.serverMessage).toBe(`手机号已被阿姨 ${existing.auntName}（编号 ${existing.auntId}）使用`);
  });

  it('does not let a staff member create an aunt for a colleague', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(api.addAunt({ ...NEW_AUNT, teacherUserId: userIdOf('13800000003') }, silent))).code).toBe(40301);
    expect((await api.addAunt({ ...NEW_AUNT, teacherUserId: 0 }, silent)).teacherUserId).toBe(0);
  });
});

describe('editAunt and copyAunt', () => {
  it('logs the changed fields, keeps a masked number sent back, and logs nothing when nothing changed', async () => {
    const aunt = seeded((candidate) => candidate.expectedSalaryMax === null);
    const form = { auntId: aunt.auntId, auntName: aunt.auntName, mobile: `${aunt.mobile.slice(0, 3)}****${aunt.mobile.slice(7)}` };
    const edited = await api.editAunt({ ...form, expectedSalary: aunt.expectedSalary + 1000, labels: [1] }, silent);
    expect([edited.mobile, edited.labels, row(aunt.auntId)?.mobile]).toEqual([form.mobile, [1], aunt.mobile]);
    const log = await api.getAuntLog({ auntId: aunt.auntId }, silent);
    expect(log.list[0]?.action).toBe('edit');
    expect(log.list[0]?.content).toContain(`expectedSalary ${edited.expectedSalary - 1000} -> ${edited.expectedSalary}`);
    const count = getDb().auntLogs.length;
    await api.editAunt({ ...form, expectedSalary: edited.expectedSalary }, silent);
    expect(getDb().auntLogs.length).toBe(count);
  });

  it('copies a partner’s shared aunt with options mapped by name; refuses an unshared one', async () => {
    const shared = getDb().aunts.find((aunt) => aunt.companyId === 2 && aunt.isShared === 1 && aunt.isDeleted === 0)!;
    const copy = await api.copyAunt({ auntId: shared.auntId, auntName: shared.auntName, mobile: shared.mobile }, silent);
    expect([copy.companyId, copy.copiedFromCompanyId, copy.idCard, row(copy.auntId)?.idCard, copy.remarks]).toEqual([
      1,
      2,
      maskIdNumber(shared.idCard),
      shared.idCard,
      '',
    ]);
    const names = (ids: number[]) => ids.map((id) => getDb().serviceTypes.find((type) => type.serviceTypeId === id)?.serviceTypeName).sort();
    expect(names(copy.serviceTypes)).toEqual(names(shared.serviceTypes));
    expect((await api.getAunts({ scope: 'copy', keyword: shared.mobile }, silent)).list.map((aunt) => aunt.auntId)).toContain(copy.auntId);
    const hidden = getDb().aunts.find((aunt) => aunt.companyId === 2 && aunt.isShared === 0)!;
    expect((await failure(api.copyAunt({ auntId: hidden.auntId, auntName: hidden.auntName, mobile: '13312345000' }, silent))).code).toBe(40401);
  });
});

describe('editField', () => {
  it('changes one field, refuses status 6 without a reason, blacklists with one, and refuses unknown fields', async () => {
    const aunt = seeded((candidate) => candidate.workStatus === 1 && candidate.isShared === 0 && candidate.expectedSalaryMax === null);
    expect((await api.editField({ auntId: aunt.auntId, field: 'workStatus', value: 2 }, silent)).workStatus).toBe(2);
    expect((await failure(api.editField({ auntId: aunt.auntId, field: 'workStatus', value: 6 }, silent))).code).toBe(40001);
    const blacklisted = await api.editField({ auntId: aunt.auntId, field: 'blacklistReason', value: '多次爽约' }, silent);
    expect([blacklisted.workStatus, blacklisted.blacklistReason]).toEqual([6, '多次爽约']);
    expect((await api.editField({ auntId: aunt.auntId, field: 'isShared', value: true }, silent)).isShared).toBe(1);
    expect((await api.editField({ auntId: aunt.auntId, field: 'expectedSalaryMax', value: null }, silent)).expectedSalaryMax).toBeNull();
    const before = snapshot();
    expect((await failure(api.editField({ auntId: aunt.auntId, field: 'mobile', value: '13300000000' }, silent))).serverMessage).toBe('不支持行内修改该字段');
    expect((await failure(api.editField({ auntId: aunt.auntId, field: 'labels', value: [999] }, silent))).code).toBe(40001);
    expect((await failure(api.editField({ auntId: aunt.auntId, field: 'liveIn', value: 5 }, silent))).code).toBe(40001);
    expect(snapshot()).toBe(before);
    const log = await api.getAuntLog({ auntId: aunt.auntId, pageSize: 3 }, silent);
    expect(log.list[0]?.content).toBe('isShared 0 -> 1');
    expect(log.list[1]?.content).toBe('workStatus 2 -> 6; blacklistReason "" -> 多次爽约');
  });
});

describe('verification (审核) through editField', () => {
  const pending = (keep: (aunt: AuntRow) => boolean = () => true) => seeded((candidate) => candidate.isVerified === 0 && keep(candidate));
  const inVerifyList = async (auntId: number) =>
    (await api.getAunts({ scope: 'verify', keyword: row(auntId)?.mobile, pageSize: 50, fields: ['auntId'] }, silent)).list.some(
      (item) => item.auntId === auntId,
    );

  it('approves an aunt awaiting it: she leaves the 待审核 list and her log says who approved her and when', async () => {
    const aunt = pending();
    expect(await inVerifyList(aunt.auntId)).toBe(true);
    const answer = await api.editField({ auntId: aunt.auntId, field: 'isVerified', value: 1 }, silent);
    expect(answer.isVerified).toBe(1);
    expect(row(aunt.auntId)?.isVerified).toBe(1);
    expect(await inVerifyList(aunt.auntId)).toBe(false);
    const [entry] = (await api.getAuntLog({ auntId: aunt.auntId }, silent)).list;
    expect([entry?.action, entry?.contact, entry?.userId, entry?.content]).toEqual(['verify', '王经理', userIdOf(ADMIN_ACCOUNT.mobile), 'isVerified 0 -> 1']);
    expect(entry?.createdTime).toBe(row(aunt.auntId)?.updatedTime);
  });

  it('rejects with a trimmed reason: she leaves the list, isVerified 2, the reason in her log', async () => {
    const aunt = pending();
    const answer = await api.editField({ auntId: aunt.auntId, field: 'verifyRejectReason', value: '  身份证照片不清晰; 请重拍  ' }, silent);
    expect(answer.isVerified).toBe(2);
    expect(await inVerifyList(aunt.auntId)).toBe(false);
    const [entry] = (await api.getAuntLog({ auntId: aunt.auntId }, silent)).list;
    expect([entry?.action, entry?.contact, entry?.content]).toEqual(['verify', '王经理', 'isVerified 0 -> 2; verifyRejectReason: 身份证照片不清晰; 请重拍']);
  });

  it('refuses a missing, blank or over-long reason, any other value, a second decision, and staff without the ownership permission; nothing stored', async () => {
    const aunt = pending();
    const decided = seeded((candidate) => candidate.isVerified === 1);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const colleagues = pending((candidate) => candidate.teacherUserId !== 0 && candidate.teacherUserId !== staffId && candidate.auntId !== aunt.auntId);
    // Signed in before the snapshot (a login is stored).
    const [adminToken, staffToken, platformToken] = [tokenFor(ADMIN_ACCOUNT), tokenFor(STAFF_ACCOUNT), tokenFor(PLATFORM_ACCOUNT)];
    setToken(adminToken);
    const before = snapshot();
    const refusal = async (body: Parameters<typeof api.editField>[0]) => {
      const error = await failure(api.editField(body, silent));
      return [error.code, error.serverMessage];
    };
    expect(await refusal({ auntId: aunt.auntId, field: 'verifyRejectReason', value: '   ' })).toEqual([40001, '请填写驳回原因']);
    expect(await refusal({ auntId: aunt.auntId, field: 'verifyRejectReason', value: null })).toEqual([40001, '请填写驳回原因']);
    expect(await refusal({ auntId: aunt.auntId, field: 'verifyRejectReason', value: '很'.repeat(201) })).toEqual([40001, '驳回原因不能超过200个字符']);
    expect((await refusal({ auntId: aunt.auntId, field: 'isVerified', value: 0 }))[0]).toBe(40001);
    expect((await refusal({ auntId: aunt.auntId, field: 'isVerified', value: 2 }))[0]).toBe(40001);
    expect((await refusal({ auntId: aunt.auntId, field: 'isVerified', value: 'yes' }))[0]).toBe(40001);
    expect(await refusal({ auntId: decided.auntId, field: 'isVerified', value: 1 })).toEqual([40901, '这位阿姨已审核通过，不能再次审核']);
    expect(await refusal({ auntId: decided.auntId, field: 'verifyRejectReason', value: '重复' })).toEqual([40901, '这位阿姨已审核通过，不能再次审核']);
    setToken(staffToken);
    expect((await refusal({ auntId: colleagues.auntId, field: 'isVerified', value: 1 }))[0]).toBe(40301);
    expect((await refusal({ auntId: colleagues.auntId, field: 'verifyRejectReason', value: '不合格' }))[0]).toBe(40301);
    setToken(platformToken);
    expect((await refusal({ auntId: aunt.auntId, field: 'isVerified', value: 1 }))[0]).toBe(40401);
    expect(snapshot()).toBe(before);

    // A rejected aunt is not decided again either.
    setToken(adminToken);
    await api.editField({ auntId: aunt.auntId, field: 'verifyRejectReason', value: '信息不全' }, silent);
    const afterReject = snapshot();
    expect(await refusal({ auntId: aunt.auntId, field: 'isVerified', value: 1 })).toEqual([40901, '这位阿姨已被驳回，不能再次审核']);
    expect(snapshot()).toBe(afterReject);
  });

  it('lets staff decide their own aunts awaiting verification', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const aunt = pending((candidate) => candidate.teacherUserId === userIdOf(STAFF_ACCOUNT.mobile));
    expect((await api.editField({ auntId: aunt.auntId, field: 'isVerified', value: 1 }, silent)).isVerified).toBe(1);
    expect((await api.getAuntLog({ auntId: aunt.auntId }, silent)).list[0]).toMatchObject({ action: 'verify', contact: '李顾问' });
  });
});

describe('one-click actions', () => {
  it('delivers to an enabled colleague, recording who and when', async () => {
    const aunt = seeded((candidate) => candidate.teacherUserId === userIdOf(STAFF_ACCOUNT.mobile));
    const target = userIdOf('13800000003');
    expect((await failure(api.deliverAunt({ auntId: aunt.auntId, userId: userIdOf('13800000005') }, silent))).code).toBe(40001);
    expect((await failure(api.deliverAunt({ auntId: aunt.auntId, userId: aunt.teacherUserId }, silent))).code).toBe(40001);
    await api.deliverAunt({ auntId: aunt.auntId, userId: target }, silent);
    expect([row(aunt.auntId)?.teacherUserId, row(aunt.auntId)?.teacherName]).toEqual([target, '张顾问']);
    const [entry] = (await api.getAuntLog({ auntId: aunt.auntId }, silent)).list;
    expect([entry?.action, entry?.contact, entry?.content]).toEqual([
      'deliver',
      '王经理',
      `teacherUserId ${userIdOf(STAFF_ACCOUNT.mobile)} (李顾问) -> ${target} (张顾问)`,
    ]);
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(api.setAuntRemark({ auntId: aunt.auntId, remarks: 'x' }, silent))).code).toBe(40301);
  });

  it('pins to the top of the default order and favourites into the favourites filter', async () => {
    const aunt = seeded((candidate) => candidate.isTop === 0 && candidate.isFav === 0);
    await api.setAuntToTop({ auntId: aunt.auntId, isTop: 1 }, silent);
    await api.favAunt({ auntId: aunt.auntId }, silent);
    const pinned = await api.getAunts({ scope: 'all', pageSize: 200, fields: ['isTop'] }, silent);
    expect(pinned.list.findIndex((item) => item.auntId === aunt.auntId)).toBeLessThan(pinned.list.filter((item) => item.isTop === 1).length);
    const favourites = await api.getAunts({ scope: 'all', onlyFav: true, pageSize: 200 }, silent);
    expect(favourites.list.map((item) => item.auntId)).toContain(aunt.auntId);
    await api.unfavAunt({ auntId: aunt.auntId }, silent);
    expect(row(aunt.auntId)?.isFav).toBe(0);
    const actions = (await api.getAuntLog({ auntId: aunt.auntId }, silent)).list.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['fav', 'fav', 'top']);
  });

  it('keeps remarks up to 500 characters', async () => {
    const aunt = seeded();
    expect(await api.setAuntRemark({ auntId: aunt.auntId, remarks: '周末可加班' }, silent)).toEqual({ auntId: aunt.auntId, remarks: '周末可加班' });
    expect(await api.getAuntRemark({ auntId: aunt.auntId }, silent)).toEqual({ auntId: aunt.auntId, remarks: '周末可加班' });
    expect((await failure(api.setAuntRemark({ auntId: aunt.auntId, remarks: 'x'.repeat(501) }, silent))).serverMessage).toBe('备注不能超过500个字符');
  });

  it('deletes into the recycle bin: gone from the lists, kept with who and when', async () => {
    const aunt = seeded();
    const total = (await api.getAunts({ scope: 'all', pageSize: 1 }, silent)).total;
    await api.setAuntDelete({ auntId: aunt.auntId }, silent);
    expect((await api.getAunts({ scope: 'all', pageSize: 1 }, silent)).total).toBe(total - 1);
    expect((await api.getAunts({ scope: 'all', keyword: aunt.mobile }, silent)).total).toBe(0);
    expect([row(aunt.auntId)?.isDeleted, row(aunt.auntId)?.deletedBy]).toEqual([1, userIdOf(ADMIN_ACCOUNT.mobile)]);
    expect((await failure(api.editField({ auntId: aunt.auntId, field: 'workStatus', value: 2 }, silent))).code).toBe(40401);
    expect((await api.getAuntLog({ auntId: aunt.auntId }, silent)).list[0]?.action).toBe('delete');
  });
});

describe('logs and job applicants', () => {
  it('answers the signed-in staff member’s own aunt log, newest first, and no job applicants yet', async () => {
    const aunt = seeded();
    await api.setAuntToTop({ auntId: aunt.auntId, isTop: 1 }, silent);
    await api.setAuntRemark({ auntId: aunt.auntId, remarks: '新备注' }, silent);
    const mine = await getUserAuntLog({ pageSize: 2 }, silent);
    expect(mine.list.map((entry) => [entry.action, entry.auntId])).toEqual([
      ['remark', aunt.auntId],
      ['top', aunt.auntId],
    ]);
    expect(mine.total).toBeGreaterThan(2);
    expect(await api.getJobApplyAunts({ jobId: 1 }, silent)).toEqual({ list: [], total: 0 });
  });
});
