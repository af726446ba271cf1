/**
 * Trainings of the mini-program: the tree the back office edits (groups and their items, in
 * order, with each item's sign-ups and paid orders counted from the rows on every call) and the
 * sign-up rule of the mini-program (signUpForTraining: the seed, the control route and the tests
 * go through it). A course that is full, off sale or over refuses a sign-up with 40901 and nothing
 * changes; a priced course's sign-up may come with its paid order (the price when paid).
 */
import type { TrainingGroup, TrainingItem } from '@/api/companyApp.types';
import { chinaDay } from '@/domain/chinaTime';
import { yuanOfFen } from '@/domain/fen';
import { allocateId, type MockDb, type TrainingGroupRow, type TrainingItemRow, type TrainingJoinRow, type TrainingPayRow } from '../db';
import { conflict, invalid, notFound, type Msg } from '../core/errors';

export const TRAINING_LABEL = {
  group: { zh: '培训分组', en: 'Training group' },
  item: { zh: '培训课程', en: 'Course' },
  member: { zh: '会员', en: 'Member' },
  aunt: { zh: '阿姨', en: 'Aunt' },
} as const satisfies Record<string, Msg>;

export interface ItemStats {
  joinCount: number;
  paidCount: number;
  paidFen: number;
}

/** Sign-ups and paid orders per item of the company, counted once per answer. */
export function itemStats(db: MockDb, companyId: number): Map<number, ItemStats> {
  const stats = new Map<number, ItemStats>();
  const of = (itemId: number) => {
    let entry = stats.get(itemId);
    if (!entry) stats.set(itemId, (entry = { joinCount: 0, paidCount: 0, paidFen: 0 }));
    return entry;
  };
  for (const join of db.trainingJoins) if (join.companyId === companyId) of(join.trainingItemId).joinCount += 1;
  for (const pay of db.trainingPays) {
    if (pay.companyId !== companyId) continue;
    const entry = of(pay.trainingItemId);
    entry.paidCount += 1;
    entry.paidFen += pay.amountFen;
  }
  return stats;
}

const NO_STATS: ItemStats = { joinCount: 0, paidCount: 0, paidFen: 0 };

export function toTrainingItem(row: TrainingItemRow, stats: Map<number, ItemStats>): TrainingItem {
  const counted = stats.get(row.trainingItemId) ?? NO_STATS;
  return {
    trainingItemId: row.trainingItemId,
    trainingGroupId: row.trainingGroupId,
    title: row.title,
    price: yuanOfFen(row.priceFen),
    sessions: row.sessions,
    capacity: row.capacity,
    startDate: row.startDate,
    endDate: row.endDate,
    coverUrl: row.coverUrl,
    description: row.description,
    isShow: row.isShow,
    sort: row.sort,
    joinCount: counted.joinCount,
    paidCount: counted.paidCount,
    paidAmount: yuanOfFen(counted.paidFen),
  };
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

export const groupsOf = (db: MockDb, companyId: number): TrainingGroupRow[] => db.trainingGroups.filter((row) => row.companyId === companyId).sort(bySort);
export const itemsOfGroup = (db: MockDb, groupId: number): TrainingItemRow[] => db.trainingItems.filter((row) => row.trainingGroupId === groupId).sort(bySort);

export function toTrainingGroup(db: MockDb, group: TrainingGroupRow, stats: Map<number, ItemStats>): TrainingGroup {
  return {
    trainingGroupId: group.trainingGroupId,
    groupName: group.groupName,
    sort: group.sort,
    items: itemsOfGroup(db, group.trainingGroupId).map((row) => toTrainingItem(row, stats)),
  };
}

/** The company's groups with their items, in order. */
export function trainingTree(db: MockDb, companyId: number): TrainingGroup[] {
  const stats = itemStats(db, companyId);
  return groupsOf(db, companyId).map((group) => toTrainingGroup(db, group, stats));
}

export function findItem(db: MockDb, companyId: number, trainingItemId: number): TrainingItemRow {
  const row = db.trainingItems.find((item) => item.trainingItemId === trainingItemId && item.companyId === companyId);
  if (!row) throw notFound(TRAINING_LABEL.item);
  return row;
}

export function findGroup(db: MockDb, companyId: number, trainingGroupId: number): TrainingGroupRow {
  const row = db.trainingGroups.find((group) => group.trainingGroupId === trainingGroupId && group.companyId === companyId);
  if (!row) throw notFound(TRAINING_LABEL.group);
  return row;
}

export interface SignUp {
  companyId: number;
  trainingItemId: number;
  /** A member of the company (the mini-program's user), or an aunt of the company, or both. */
  memberId?: number;
  auntId?: number;
  /** Pay the course's price now (priced courses; default true). */
  pay?: boolean;
}

const payNo = (db: MockDb, time: number) => `PX${chinaDay(time).replace(/-/g, '')}${String(db.counters.trainingPays + 1).padStart(5, '0')}`;

/** A sign-up (and its paid order) at `now`, or 40401 / 40901 with nothing changed. */
export function signUpForTraining(db: MockDb, input: SignUp, now: number): { join: TrainingJoinRow; pay: TrainingPayRow | null } {
  const item = findItem(db, input.companyId, input.trainingItemId);
  const member = input.memberId === undefined ? undefined : db.appMembers.find((row) => row.memberId === input.memberId && row.companyId === input.companyId);
  if (input.memberId !== undefined && !member) throw notFound(TRAINING_LABEL.member);
  const auntById =
    input.auntId === undefined ? undefined : db.aunts.find((row) => row.auntId === input.auntId && row.companyId === input.companyId && row.isDeleted === 0);
  if (input.auntId !== undefined && !auntById) throw notFound(TRAINING_LABEL.aunt);
  if (!member && !auntById) throw invalid({ zh: '请指明报名的会员或阿姨', en: 'Name the member or the aunt who signs up' });
  const mobile = member?.mobile ?? auntById?.mobile ?? '';
  const aunt = auntById ?? db.aunts.find((row) => row.companyId === input.companyId && row.isDeleted === 0 && row.mobile === mobile);
  if (item.isShow === 0) throw conflict({ zh: `课程「${item.title}」已下架，不能报名`, en: `The course "${item.title}" is off sale` });
  if (chinaDay(now) > item.endDate) throw conflict({ zh: `课程「${item.title}」已结束，不能报名`, en: `The course "${item.title}" is over` });
  const joins = db.trainingJoins.filter((row) => row.trainingItemId === item.trainingItemId);
  if (joins.length >= item.capacity) {
    throw conflict({
      zh: `课程「${item.title}」名额已满（${joins.length}/${item.capacity}）`,
      en: `The course "${item.title}" is full (${joins.length}/${item.capacity})`,
    });
  }
  if (joins.some((row) => row.mobile === mobile))
    throw conflict({ zh: `${mobile} 已报名课程「${item.title}」`, en: `${mobile} has already signed up for "${item.title}"` });
  const time = new Date(now).toISOString();
  const join: TrainingJoinRow = {
    joinId: allocateId(db, 'trainingJoins'),
    companyId: input.companyId,
    trainingItemId: item.trainingItemId,
    memberId: member?.memberId ?? null,
    auntId: aunt?.auntId ?? null,
    name: aunt?.auntName ?? (member ? member.realName || member.nickname : ''),
    mobile,
    createdTime: time,
  };
  db.trainingJoins.push(join);
  if (item.priceFen === 0 || input.pay === false) return { join, pay: null };
  const pay: TrainingPayRow = {
    payId: 0,
    companyId: input.companyId,
    payNo: payNo(db, now),
    trainingItemId: item.trainingItemId,
    joinId: join.joinId,
    memberId: join.memberId,
    amountFen: item.priceFen,
    payTime: time,
  };
  pay.payId = allocateId(db, 'trainingPays');
  db.trainingPays.push(pay);
  return { join, pay };
}
