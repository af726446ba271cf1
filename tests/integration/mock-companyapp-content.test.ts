/**
 * What the company publishes in its mini-program, in the mock: news posts (the status rule,
 * pinning, images that must be the company's own, strict bodies) and trainings (the tree with its
 * counts, groups and items created, renamed, moved and reordered, a capacity never below the
 * sign-ups, a full course refusing a sign-up, the sign-ups and paid orders with their total);
 * writes need company.manage and a refusal stores nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import {
  companyAppPaths,
  getCompanyDynamic,
  getCompanyTraining,
  getTrainingJoin,
  getTrainingOrderPay,
  setCompanyDynamic,
  setCompanyTrainingGroup,
  setCompanyTrainingItem,
  type SetTrainingItemRequest,
} from '@/api/companyApp';
import { removeToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { signUpForTraining } from '@/mocks/rules/appTraining';
import { fileUrl } from '@/mocks/rules/files';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs } from './mock-united-helpers';
import { allRefused } from './mock-companyapp-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const today = () => chinaDay(Date.now());
const companyImage = (companyId: number) => fileUrl(getDb().files.find((row) => row.companyId === companyId && row.kind === 'png')!.key);
/** A picture only company 2 uploaded (the seed's pictures are every company's). */
function partnerOnlyImage(): string {
  const db = getDb();
  const key = 'ab'.repeat(16);
  db.files.push({
    fileId: (db.counters.files += 1),
    key,
    name: '门店.png',
    kind: 'png',
    size: 100,
    companyId: 2,
    userId: 0,
    createdTime: new Date().toISOString(),
  });
  return fileUrl(key);
}
const posts = (companyId = 1) => getDb().appDynamics.filter((row) => row.companyId === companyId);
const item = (title: string) => getDb().trainingItems.find((row) => row.companyId === 1 && row.title === title)!;
const newItem = (trainingGroupId: number, over: Partial<SetTrainingItemRequest> = {}): SetTrainingItemRequest => ({
  trainingGroupId,
  title: '整理收纳进阶',
  price: 399.5,
  sessions: 3,
  capacity: 2,
  startDate: addDays(today(), 7),
  endDate: addDays(today(), 9),
  ...over,
});

describe('news posts', () => {
  it('lists pinned posts first, then the newest, with counts per status; filters by status and keyword', async () => {
    const list = await getCompanyDynamic({ pageSize: 50 }, silent);
    expect(list.total).toBe(14);
    expect(list.summary?.counts).toEqual({ all: 14, draft: 2, published: 10, withdrawn: 2 });
    expect(list.list.slice(0, 2).every((row) => row.isTop === 1 && row.status === 1)).toBe(true);
    expect(list.list[0]!.authorName).toBe('王经理');
    const drafts = await getCompanyDynamic({ status: 0 }, silent);
    expect(drafts.list.map((row) => row.status)).toEqual([0, 0]);
    expect((await getCompanyDynamic({ keyword: '月嫂培训' }, silent)).list[0]!.title).toBe('新一期高级月嫂培训班开始报名');
    actAs(THIRD_ACCOUNT);
    expect((await getCompanyDynamic({}, silent)).total).toBe(0);
  });

  it('creates a draft with an image, publishes it (dated), pins it, withdraws it (unpinned) and publishes it again', async () => {
    const image = companyImage(1);
    const draft = await setCompanyDynamic({ title: '端午节放假通知', content: '端午节门店休息一天。\n<b>不是 HTML</b>', images: [image] }, silent);
    expect(draft).toMatchObject({ status: 0, isTop: 0, publishedTime: null, images: [image], content: '端午节门店休息一天。\n<b>不是 HTML</b>' });
    const published = await setCompanyDynamic({ dynamicId: draft.dynamicId, status: 1 }, silent);
    expect(published.publishedTime).not.toBeNull();
    // Two are pinned already: a third is allowed, a fourth is not.
    expect(await setCompanyDynamic({ dynamicId: draft.dynamicId, isTop: 1 }, silent)).toMatchObject({ isTop: 1 });
    const another = posts().find((row) => row.status === 1 && row.isTop === 0)!;
    await allRefused([[() => setCompanyDynamic({ dynamicId: another.dynamicId, isTop: 1 }, silent), 40901, '最多置顶3条动态，请先取消其他置顶']]);
    const withdrawn = await setCompanyDynamic({ dynamicId: draft.dynamicId, status: 2 }, silent);
    expect(withdrawn).toMatchObject({ status: 2, isTop: 0 });
    expect(await setCompanyDynamic({ dynamicId: draft.dynamicId, status: 1 }, silent)).toMatchObject({ status: 1 });
  });

  it('refuses what the rules do not allow, storing nothing', async () => {
    const draft = posts().find((row) => row.status === 0)!;
    const published = posts().find((row) => row.status === 1)!;
    const otherCompany = partnerOnlyImage();
    await allRefused([
      [() => setCompanyDynamic({ dynamicId: published.dynamicId, status: 0 }, silent), 40901, '该动态已发布，不能改为草稿'],
      [() => setCompanyDynamic({ dynamicId: draft.dynamicId, status: 2 }, silent), 40901],
      [() => setCompanyDynamic({ dynamicId: draft.dynamicId, isTop: 1 }, silent), 40901, '只有已发布的动态可以置顶'],
      [() => setCompanyDynamic({ title: '新的', content: '内容', status: 2 }, silent), 40001],
      [() => setCompanyDynamic({ title: '只有标题' }, silent), 40001, '请填写正文'],
      [() => setCompanyDynamic({ title: 'x'.repeat(51), content: '内容' }, silent), 40001, '标题不能超过50个字符'],
      [() => setCompanyDynamic({ title: '图片', content: '内容', images: [otherCompany] }, silent), 40001, '图片必须是本公司上传的 jpg 或 png 图片'],
      [() => setCompanyDynamic({ title: '图片', content: '内容', images: Array(10).fill(companyImage(1)) }, silent), 40001, '图片最多9张'],
      [() => setCompanyDynamic({ dynamicId: draft.dynamicId }, silent), 40001, '没有要修改的内容'],
      [() => postUnchecked(companyAppPaths.setCompanyDynamic, { title: 'a', content: 'b', html: '<p>' }, silent), 40001, '不支持的字段：html'],
      [() => setCompanyDynamic({ dynamicId: posts(2)[0]!.dynamicId, status: 2 }, silent), 40401],
    ]);
    actAs(STAFF_ACCOUNT);
    await allRefused([[() => setCompanyDynamic({ title: '员工', content: '没有公司设置权限' }, silent), 40301]]);
  });
});

describe('the training tree', () => {
  it('answers the groups in order with each course’s sign-ups and paid total, counted from the rows', async () => {
    const tree = await getCompanyTraining(silent);
    expect(tree.map((group) => group.groupName)).toEqual(['月嫂培训', '育婴早教', '养老护理', '免费公开课']);
    const full = tree[0]!.items.find((row) => row.title === '催乳师实操班')!;
    expect(full.joinCount).toBe(full.capacity);
    const pays = getDb().trainingPays.filter((row) => row.trainingItemId === full.trainingItemId);
    expect(full).toMatchObject({ paidCount: pays.length, paidAmount: pays.reduce((sum, row) => sum + row.amountFen, 0) / 100, price: 2680 });
    expect(tree.flatMap((group) => group.items.map((row) => row.sort))).toEqual(tree.flatMap((group) => group.items.map((_, index) => index + 1)));
    actAs(PARTNER_ACCOUNT);
    expect((await getCompanyTraining(silent)).map((group) => group.groupName)).toEqual(['母婴护理']);
  });

  it('adds a group at a place, renames and moves it; names are unique ignoring case', async () => {
    const group = await setCompanyTrainingGroup({ groupName: '收纳整理', sort: 1 }, silent);
    expect(group).toMatchObject({ sort: 1, items: [] });
    expect((await getCompanyTraining(silent)).map((row) => row.groupName)).toEqual(['收纳整理', '月嫂培训', '育婴早教', '养老护理', '免费公开课']);
    await setCompanyTrainingGroup({ trainingGroupId: group.trainingGroupId, groupName: '收纳师', sort: 3 }, silent);
    expect((await getCompanyTraining(silent)).map((row) => `${row.sort}${row.groupName}`)).toEqual([
      '1月嫂培训',
      '2育婴早教',
      '3收纳师',
      '4养老护理',
      '5免费公开课',
    ]);
    await allRefused([
      [() => setCompanyTrainingGroup({ groupName: '月嫂培训' }, silent), 40001, '已有分组“月嫂培训”'],
      [() => setCompanyTrainingGroup({ groupName: '' }, silent), 40001],
      [() => setCompanyTrainingGroup({ trainingGroupId: group.trainingGroupId }, silent), 40001, '没有要修改的内容'],
    ]);
  });

  it('adds a course, moves it to another group and back up; refuses a capacity below its sign-ups and bad fields', async () => {
    const [first, second] = getDb().trainingGroups.filter((row) => row.companyId === 1);
    const created = await setCompanyTrainingItem(newItem(first!.trainingGroupId), silent);
    expect(created).toMatchObject({ price: 399.5, sort: 4, joinCount: 0, isShow: 1 });
    expect(getDb().trainingItems.at(-1)!.priceFen).toBe(39_950);
    const moved = await setCompanyTrainingItem({ trainingItemId: created.trainingItemId, trainingGroupId: second!.trainingGroupId, sort: 1 }, silent);
    expect(moved).toMatchObject({ trainingGroupId: second!.trainingGroupId, sort: 1 });
    const tree = await getCompanyTraining(silent);
    expect(tree[0]!.items.map((row) => row.sort)).toEqual([1, 2, 3]);
    expect(tree[1]!.items[0]!.title).toBe('整理收纳进阶');
    const busy = item('高级月嫂培训班');
    const joined = getDb().trainingJoins.filter((row) => row.trainingItemId === busy.trainingItemId).length;
    const otherCover = partnerOnlyImage();
    await allRefused([
      [
        () => setCompanyTrainingItem({ trainingItemId: busy.trainingItemId, capacity: joined - 1 }, silent),
        40901,
        `已有${joined}人报名，名额不能少于${joined}`,
      ],
      [() => setCompanyTrainingItem(newItem(first!.trainingGroupId, { title: '高级月嫂培训班' }), silent), 40001, '该分组已有课程“高级月嫂培训班”'],
      [() => setCompanyTrainingItem(newItem(first!.trainingGroupId, { price: 1.005 }), silent), 40001],
      [() => setCompanyTrainingItem(newItem(first!.trainingGroupId, { endDate: addDays(today(), 1) }), silent), 40001, '结课日期不能早于开课日期'],
      [() => setCompanyTrainingItem(newItem(first!.trainingGroupId, { startDate: '2026-02-30' }), silent), 40001],
      [() => setCompanyTrainingItem({ ...newItem(first!.trainingGroupId), capacity: undefined }, silent), 40001, '请填写名额'],
      [() => setCompanyTrainingItem(newItem(first!.trainingGroupId, { coverUrl: otherCover }), silent), 40001],
      [() => postUnchecked(companyAppPaths.setCompanyTrainingItem, { ...newItem(first!.trainingGroupId), capacity: '3' }, silent), 40001],
      [() => setCompanyTrainingItem(newItem(getDb().trainingGroups.find((row) => row.companyId === 2)!.trainingGroupId), silent), 40401],
    ]);
    actAs(STAFF_ACCOUNT);
    await allRefused([[() => setCompanyTrainingGroup({ groupName: '员工分组' }, silent), 40301]]);
  });
});

describe('sign-ups and paid orders', () => {
  it('refuses a sign-up for a full course, and takes one when a place is freed by a larger capacity', async () => {
    const full = item('催乳师实操班');
    const member = getDb().appMembers.find(
      (row) => row.companyId === 1 && !getDb().trainingJoins.some((join) => join.trainingItemId === full.trainingItemId && join.mobile === row.mobile),
    )!;
    const before = JSON.stringify(getDb().trainingJoins);
    const now = Date.parse(`${full.startDate}T10:00:00+08:00`);
    expect(() => signUpForTraining(getDb(), { companyId: 1, trainingItemId: full.trainingItemId, memberId: member.memberId }, now)).toThrow(
      /is full \(12\/12\)/,
    );
    expect(JSON.stringify(getDb().trainingJoins)).toBe(before);
    await setCompanyTrainingItem({ trainingItemId: full.trainingItemId, capacity: 13 }, silent);
    const { join, pay } = signUpForTraining(getDb(), { companyId: 1, trainingItemId: full.trainingItemId, memberId: member.memberId }, now);
    expect(pay).toMatchObject({ amountFen: 268_000, joinId: join.joinId });
    expect(() => signUpForTraining(getDb(), { companyId: 1, trainingItemId: full.trainingItemId, memberId: member.memberId }, now)).toThrow(/is full/);
  });

  it('links an aunt’s sign-up to her record; refuses the same mobile twice and a course that is over or off sale', () => {
    const course = item('高级月嫂培训班');
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && !getDb().trainingJoins.some((join) => join.mobile === row.mobile))!;
    const { join } = signUpForTraining(getDb(), { companyId: 1, trainingItemId: course.trainingItemId, auntId: aunt.auntId, pay: false }, Date.now());
    expect(join).toMatchObject({ auntId: aunt.auntId, name: aunt.auntName, mobile: aunt.mobile, memberId: null });
    expect(() => signUpForTraining(getDb(), { companyId: 1, trainingItemId: course.trainingItemId, auntId: aunt.auntId }, Date.now())).toThrow(
      /has already signed up/,
    );
    const over = item('收纳整理入门');
    expect(() => signUpForTraining(getDb(), { companyId: 1, trainingItemId: over.trainingItemId, auntId: aunt.auntId }, Date.now())).toThrow(/is over/);
    expect(() => signUpForTraining(getDb(), { companyId: 1, trainingItemId: item('早教启蒙游戏').trainingItemId, auntId: aunt.auntId }, Date.now())).toThrow(
      /is off sale/,
    );
  });

  it('lists a course’s sign-ups (paid or not, aunts linked) and its paid orders with their total in fen', async () => {
    const course = item('育婴师初级班');
    const joins = await getTrainingJoin({ trainingItemId: course.trainingItemId, pageSize: 100 }, silent);
    const rows = getDb().trainingJoins.filter((row) => row.trainingItemId === course.trainingItemId);
    expect(joins.total).toBe(rows.length);
    expect(joins.list.some((row) => row.auntId !== null && row.auntName !== '')).toBe(true);
    const pays = getDb().trainingPays.filter((row) => row.trainingItemId === course.trainingItemId);
    expect(joins.list.filter((row) => row.paid === 1).length).toBe(pays.length);
    const paid = await getTrainingOrderPay({ trainingItemId: course.trainingItemId, pageSize: 5 }, silent);
    expect(paid.total).toBe(pays.length);
    expect(paid.summary).toEqual({ count: pays.length, totalAmount: (pays.length * 198_000) / 100 });
    expect(paid.list[0]).toMatchObject({ itemTitle: '育婴师初级班', amount: 1980 });
    const all = await getTrainingOrderPay({ pageSize: 1 }, silent);
    expect(all.summary?.totalAmount).toBe(
      getDb()
        .trainingPays.filter((row) => row.companyId === 1)
        .reduce((sum, row) => sum + row.amountFen, 0) / 100,
    );
    await allRefused([
      [() => getTrainingJoin({ trainingItemId: getDb().trainingItems.find((row) => row.companyId === 2)!.trainingItemId }, silent), 40401],
      [() => postUnchecked(companyAppPaths.getTrainingOrderPay, { payTime: { dateFilter: 'nope' } }, silent), 40001],
    ]);
  });
});
