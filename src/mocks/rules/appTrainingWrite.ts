/**
 * Editing the training tree (/companyApp/setCompanyTrainingGroup, setCompanyTrainingItem): bodies
 * read strictly, names unique (a group's in the company, an item's in its group, ignoring case),
 * prices read from yuan into fen, dates in order, a capacity never below the sign-ups already
 * there (40901), a cover that is the company's own image, and positions: `sort` is the 1-based
 * place among the siblings, every write renumbers the siblings it touched (rules/positions.ts);
 * a new trainingGroupId moves an item to the end of that group unless a place is given.
 */
import { COMPANY_APP_LIMITS as LIMIT } from '@/domain/companyAppCodes';
import { isDay } from '@/domain/dateFilter';
import { fenOfYuan } from '@/domain/fen';
import { allocateId, type MockDb, type TrainingGroupRow, type TrainingItemRow } from '../db';
import { conflict, invalid, type Msg } from '../core/errors';
import { readImageUrl } from './files';
import { readStrictChoices } from './jobMsgInput';
import { placeAt, renumber } from './positions';
import { findGroup, findItem, groupsOf, itemsOfGroup } from './appTraining';

const LABEL = {
  trainingGroupId: { zh: '培训分组', en: 'Training group' },
  trainingItemId: { zh: '课程编号', en: 'Course id' },
  groupName: { zh: '分组名称', en: 'Group name' },
  title: { zh: '课程名称', en: 'Course name' },
  price: { zh: '价格', en: 'Price' },
  sessions: { zh: '课时', en: 'Lessons' },
  capacity: { zh: '名额', en: 'Places' },
  startDate: { zh: '开课日期', en: 'Start date' },
  endDate: { zh: '结课日期', en: 'End date' },
  coverUrl: { zh: '封面', en: 'Cover' },
  description: { zh: '课程介绍', en: 'Description' },
  isShow: { zh: '上架', en: 'On sale' },
  sort: { zh: '排序', en: 'Position' },
} as const satisfies Record<string, Msg>;

const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;
const SORT = { type: 'number', integer: true, min: 1, max: 1000, label: LABEL.sort } as const;

const GROUP_RULES = {
  trainingGroupId: id(LABEL.trainingGroupId),
  groupName: { type: 'string', minLength: 1, maxLength: LIMIT.groupNameMax, label: LABEL.groupName },
  sort: SORT,
} as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Creates, renames or moves a group. */
export function saveGroup(db: MockDb, companyId: number, body: unknown): TrainingGroupRow {
  const input = readStrictChoices(body ?? {}, GROUP_RULES);
  const groups = groupsOf(db, companyId);
  const existing = input.trainingGroupId === undefined ? undefined : findGroup(db, companyId, input.trainingGroupId);
  if (existing && input.groupName === undefined && input.sort === undefined) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  if (!existing && input.groupName === undefined) throw invalid({ zh: `请填写${LABEL.groupName.zh}`, en: `${LABEL.groupName.en} is required` });
  if (input.groupName !== undefined && groups.some((row) => row !== existing && same(row.groupName, input.groupName ?? ''))) {
    throw invalid({ zh: `已有分组“${input.groupName}”`, en: `There is already a group “${input.groupName}”` });
  }
  if (existing) {
    if (input.groupName !== undefined) existing.groupName = input.groupName;
    if (input.sort !== undefined) placeAt(groups, existing, input.sort);
    return existing;
  }
  if (groups.length >= LIMIT.groupsMax) throw conflict({ zh: `最多${LIMIT.groupsMax}个分组`, en: `At most ${LIMIT.groupsMax} groups` });
  const row: TrainingGroupRow = { trainingGroupId: allocateId(db, 'trainingGroups'), companyId, groupName: input.groupName ?? '', sort: groups.length + 1 };
  placeAt([...groups, row], row, input.sort);
  db.trainingGroups.push(row);
  return row;
}

const ITEM_RULES = {
  trainingItemId: id(LABEL.trainingItemId),
  trainingGroupId: id(LABEL.trainingGroupId),
  title: { type: 'string', minLength: 1, maxLength: LIMIT.itemTitleMax, label: LABEL.title },
  price: { type: 'number', min: 0, label: LABEL.price },
  sessions: { type: 'number', integer: true, min: 1, max: LIMIT.sessionsMax, label: LABEL.sessions },
  capacity: { type: 'number', integer: true, min: 1, max: LIMIT.capacityMax, label: LABEL.capacity },
  startDate: { type: 'string', label: LABEL.startDate },
  endDate: { type: 'string', label: LABEL.endDate },
  coverUrl: { type: 'string', maxLength: 500, label: LABEL.coverUrl },
  description: { type: 'string', maxLength: LIMIT.itemDescriptionMax, label: LABEL.description },
  isShow: { type: 'enum', values: [0, 1], label: LABEL.isShow },
  sort: SORT,
} as const;

const REQUIRED_ON_CREATE = ['trainingGroupId', 'title', 'price', 'sessions', 'capacity', 'startDate', 'endDate'] as const;

function readDate(value: string | undefined, label: Msg): string | undefined {
  if (value !== undefined && !isDay(value))
    throw invalid({ zh: `${label.zh}应为 yyyy-MM-dd 的有效日期`, en: `${label.en} must be a real date written yyyy-MM-dd` });
  return value;
}

function readPrice(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const fen = fenOfYuan(value);
  if (fen === null || fen < 0 || fen > LIMIT.itemPriceMaxFen)
    throw invalid({ zh: `${LABEL.price.zh}应为 0 到 99999.99 元，最多两位小数`, en: `${LABEL.price.en} must be ¥0 to ¥99,999.99 with at most two decimals` });
  return fen;
}

/** Creates or changes an item (moving it between groups with a new trainingGroupId). */
export function saveItem(db: MockDb, companyId: number, body: unknown, now: Date): TrainingItemRow {
  const input = readStrictChoices(body ?? {}, ITEM_RULES);
  const existing = input.trainingItemId === undefined ? undefined : findItem(db, companyId, input.trainingItemId);
  if (!existing) {
    const missing = REQUIRED_ON_CREATE.find((field) => input[field] === undefined);
    if (missing) throw invalid({ zh: `请填写${LABEL[missing].zh}`, en: `${LABEL[missing].en} is required` });
  } else if (Object.keys(input).length === 1) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  const group = findGroup(db, companyId, input.trainingGroupId ?? existing?.trainingGroupId ?? 0);
  const siblings = itemsOfGroup(db, group.trainingGroupId);
  const title = input.title ?? existing?.title ?? '';
  if (siblings.some((row) => row !== existing && same(row.title, title)))
    throw invalid({ zh: `该分组已有课程“${title}”`, en: `The group already has a course “${title}”` });
  const startDate = readDate(input.startDate, LABEL.startDate) ?? existing?.startDate ?? '';
  const endDate = readDate(input.endDate, LABEL.endDate) ?? existing?.endDate ?? '';
  if (startDate > endDate)
    throw invalid({ zh: `${LABEL.endDate.zh}不能早于${LABEL.startDate.zh}`, en: `${LABEL.endDate.en} must not be before ${LABEL.startDate.en}` });
  const priceFen = readPrice(input.price) ?? existing?.priceFen ?? 0;
  const capacity = input.capacity ?? existing?.capacity ?? 1;
  const joined = existing ? db.trainingJoins.filter((row) => row.trainingItemId === existing.trainingItemId).length : 0;
  if (capacity < joined)
    throw conflict({ zh: `已有${joined}人报名，名额不能少于${joined}`, en: `${joined} have signed up: places cannot be fewer than ${joined}` });
  const coverUrl = input.coverUrl === undefined ? (existing?.coverUrl ?? '') : readImageUrl(input.coverUrl, companyId, LABEL.coverUrl);
  const moving = existing !== undefined && group.trainingGroupId !== existing.trainingGroupId;
  if ((!existing || moving) && siblings.length >= LIMIT.itemsPerGroupMax)
    throw conflict({ zh: `每个分组最多${LIMIT.itemsPerGroupMax}门课程`, en: `At most ${LIMIT.itemsPerGroupMax} courses per group` });
  const time = now.toISOString();
  const fields = {
    trainingGroupId: group.trainingGroupId,
    title,
    priceFen,
    sessions: input.sessions ?? existing?.sessions ?? 1,
    capacity,
    startDate,
    endDate,
    coverUrl,
    description: input.description ?? existing?.description ?? '',
    isShow: (input.isShow ?? existing?.isShow ?? 1) as 0 | 1,
    updatedTime: time,
  };
  if (existing) {
    const from = existing.trainingGroupId;
    Object.assign(existing, fields);
    if (moving) {
      renumber(itemsOfGroup(db, from));
      placeAt([...siblings, existing], existing, input.sort);
    } else if (input.sort !== undefined) placeAt(siblings, existing, input.sort);
    return existing;
  }
  const row: TrainingItemRow = { trainingItemId: allocateId(db, 'trainingItems'), companyId, ...fields, sort: siblings.length + 1, createdTime: time };
  placeAt([...siblings, row], row, input.sort);
  db.trainingItems.push(row);
  return row;
}
