/**
 * The two catalogue calls that save a whole list at once (/company/):
 * - setCompanyServiceType {companyServiceTypes}: the service types the company offers, in order;
 * - setAuntSkillData {skillData}: the skill items with their options, in order.
 * An entry sent with its id is changed (a retired one is restored); one without is added; one of
 * the company's left out is deleted, or retired when records use it (domain/catalogues.ts). Every
 * item is read strictly and checked, and only then is anything changed.
 */
import { CATALOGUE_LIMITS, sameName } from '@/domain/catalogues';
import { allocateId, type MockDb, type ServiceTypeRow, type SkillItemRow, type SkillOptionRow } from '../db';
import { MockError, invalid, notFound, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { isRetired, renumber } from './catalogueList';
import { usesOf } from './catalogueUse';
import { readColour } from './catalogueWrites';
import { readStrictChoices } from './jobMsgInput';

const L = {
  companyServiceTypes: { zh: '服务类型列表', en: 'Service type list' },
  serviceTypeId: { zh: '服务类型编号', en: 'Service type id' },
  serviceTypeName: { zh: '服务类型名称', en: 'Service type name' },
  color: { zh: '颜色', en: 'Colour' },
  isEnabled: { zh: '启用状态', en: 'Enabled flag' },
  sort: { zh: '排序', en: 'Position' },
  skillData: { zh: '技能列表', en: 'Skill list' },
  skillItemId: { zh: '技能分类编号', en: 'Skill group id' },
  skillItemName: { zh: '技能分类名称', en: 'Skill group name' },
  options: { zh: '技能', en: 'Skills' },
  skillOptionId: { zh: '技能编号', en: 'Skill id' },
  optionName: { zh: '技能名称', en: 'Skill name' },
} as const satisfies Record<string, Msg>;

/** The list field of a whole-list body: an array of at most `max` items, nothing else in the body. */
function readListBody(body: unknown, field: string, label: Msg, max: number): unknown[] {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const unknown = Object.keys(body).find((key) => key !== field);
  if (unknown !== undefined) throw invalid({ zh: `不支持的字段：${unknown}`, en: `Unknown field: ${unknown}` });
  const list = body[field];
  if (!Array.isArray(list)) throw invalid({ zh: `请填写${label.zh}`, en: `${label.en} is required` });
  if (list.length > max) throw invalid({ zh: `${label.zh}最多${max}项`, en: `${label.en}: at most ${max} entries` });
  return list;
}

/** Runs `read` on one item; a refusal names the item's position. */
function atItem<T>(where: Msg, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof MockError) throw new MockError(error.code, { zh: `${where.zh}：${error.messages.zh}`, en: `${where.en}: ${error.messages.en}` });
    throw error;
  }
}

const itemAt = (index: number, of: Msg): Msg => ({ zh: `${of.zh}第${index + 1}项`, en: `${of.en}, entry ${index + 1}` });

function requireUniqueNames(names: readonly string[], what: Msg): void {
  names.forEach((name, index) => {
    if (names.findIndex((other) => sameName(other, name)) !== index)
      throw invalid({ zh: `${what.zh}“${name}”重复`, en: `The ${what.en} “${name}” is listed twice` });
  });
}

/** A new entry may not take the name of an entry of the company that is not in the list (retired, or being retired/deleted). */
function requireNotElsewhere(name: string, others: readonly string[], what: Msg): void {
  const taken = others.find((other) => sameName(other, name));
  if (taken !== undefined) {
    throw invalid({
      zh: `${what.zh}“${taken}”已存在（已停用或正被删除），请恢复它而不是新建`,
      en: `The ${what.en} “${taken}” exists (retired or being removed): restore it instead of adding a new one`,
    });
  }
}

function requireUniqueIds(ids: readonly (number | undefined)[], label: Msg): void {
  const given = ids.filter((id): id is number => id !== undefined);
  if (new Set(given).size !== given.length) throw invalid({ zh: `${label.zh}重复`, en: `${label.en} is listed twice` });
}

// ----- service types ------------------------------------------------------------------------

const SERVICE_TYPE_RULES = {
  serviceTypeId: { type: 'number', integer: true, min: 1, label: L.serviceTypeId },
  serviceTypeName: { type: 'string', required: true, minLength: 1, maxLength: CATALOGUE_LIMITS.serviceTypeName, label: L.serviceTypeName },
  color: { type: 'string', maxLength: 7, label: L.color },
  isEnabled: { type: 'enum', values: [0, 1], required: true, label: L.isEnabled },
  sort: { type: 'number', integer: true, min: 1, max: 1000, label: L.sort },
} as const;

const SERVICE_TYPE: Msg = { zh: '服务类型', en: 'service type' };

export function saveServiceTypes(db: MockDb, companyId: number, body: unknown): void {
  const raw = readListBody(body, 'companyServiceTypes', L.companyServiceTypes, CATALOGUE_LIMITS.serviceTypes);
  const items = raw.map((item, index) =>
    atItem(itemAt(index, L.companyServiceTypes), () => {
      const input = readStrictChoices(item, SERVICE_TYPE_RULES);
      return { ...input, color: readColour(input.color) ?? '' };
    }),
  );
  const mine = db.serviceTypes.filter((row) => row.companyId === companyId);
  requireUniqueIds(
    items.map((item) => item.serviceTypeId),
    L.serviceTypeId,
  );
  requireUniqueNames(
    items.map((item) => item.serviceTypeName),
    SERVICE_TYPE,
  );
  const kept = items.map((item) => {
    if (item.serviceTypeId === undefined) return null;
    const row = mine.find((candidate) => candidate.serviceTypeId === item.serviceTypeId);
    if (!row) throw notFound({ zh: '服务类型', en: 'Service type' });
    return row;
  });
  const leftOut = mine.filter((row) => !kept.includes(row));
  items.forEach((item, index) => {
    if (!kept[index])
      requireNotElsewhere(
        item.serviceTypeName,
        leftOut.map((row) => row.serviceTypeName),
        SERVICE_TYPE,
      );
  });
  // Every check passed: write.
  const uses = usesOf(db, companyId, 'serviceTypes');
  items.forEach((item, index) => {
    const row: ServiceTypeRow = kept[index] ?? {
      serviceTypeId: allocateId(db, 'serviceTypes'),
      companyId,
      serviceTypeName: '',
      color: '',
      sort: 0,
      isEnabled: 1,
    };
    if (!kept[index]) db.serviceTypes.push(row);
    row.serviceTypeName = item.serviceTypeName;
    row.color = item.color;
    row.isEnabled = item.isEnabled;
    row.sort = index + 1;
    delete row.isRetired;
  });
  for (const row of leftOut) {
    if ((uses.get(row.serviceTypeId) ?? 0) > 0) {
      row.isRetired = 1;
      row.isEnabled = 0;
    } else db.serviceTypes = db.serviceTypes.filter((candidate) => candidate !== row);
  }
  renumber({ rows: db.serviceTypes.filter((row) => row.companyId === companyId), idOf: (row) => row.serviceTypeId });
}

// ----- skills -------------------------------------------------------------------------------

const ITEM_RULES = {
  skillItemId: { type: 'number', integer: true, min: 1, label: L.skillItemId },
  skillItemName: { type: 'string', required: true, minLength: 1, maxLength: CATALOGUE_LIMITS.skillItemName, label: L.skillItemName },
} as const;
const OPTION_RULES = {
  skillOptionId: { type: 'number', integer: true, min: 1, label: L.skillOptionId },
  optionName: { type: 'string', required: true, minLength: 1, maxLength: CATALOGUE_LIMITS.skillOptionName, label: L.optionName },
} as const;

const SKILL_ITEM: Msg = { zh: '技能分类', en: 'skill group' };
const SKILL: Msg = { zh: '技能', en: 'skill' };

interface ItemInput {
  skillItemId?: number;
  skillItemName: string;
  options: { skillOptionId?: number; optionName: string }[];
}

function readItem(raw: unknown, where: Msg): ItemInput {
  return atItem(where, () => {
    if (!isRecord(raw)) throw invalid({ zh: '格式不正确', en: 'not valid' });
    const { options, ...rest } = raw;
    const item = readStrictChoices(rest, ITEM_RULES);
    if (!Array.isArray(options)) throw invalid({ zh: `请填写${L.options.zh}`, en: `${L.options.en} is required` });
    if (options.length > CATALOGUE_LIMITS.skillOptions)
      throw invalid({ zh: `最多${CATALOGUE_LIMITS.skillOptions}个技能`, en: `At most ${CATALOGUE_LIMITS.skillOptions} skills` });
    return { ...item, options: options.map((option, index) => atItem(itemAt(index, L.options), () => readStrictChoices(option, OPTION_RULES))) };
  });
}

export function saveSkillData(db: MockDb, companyId: number, body: unknown): void {
  const items = readListBody(body, 'skillData', L.skillData, CATALOGUE_LIMITS.skillItems).map((raw, index) => readItem(raw, itemAt(index, L.skillData)));
  const myItems = db.skillItems.filter((row) => row.companyId === companyId);
  const myOptions = db.skillOptions.filter((row) => row.companyId === companyId);
  requireUniqueIds(
    items.map((item) => item.skillItemId),
    L.skillItemId,
  );
  requireUniqueIds(
    items.flatMap((item) => item.options.map((option) => option.skillOptionId)),
    L.skillOptionId,
  );
  requireUniqueNames(
    items.map((item) => item.skillItemName),
    SKILL_ITEM,
  );
  const keptItems = items.map((item) => {
    if (item.skillItemId === undefined) return null;
    const row = myItems.find((candidate) => candidate.skillItemId === item.skillItemId);
    if (!row) throw notFound({ zh: '技能分类', en: 'Skill group' });
    return row;
  });
  const leftOutItems = myItems.filter((row) => !keptItems.includes(row));
  const keptOptions = items.map((item, index) => {
    requireUniqueNames(
      item.options.map((option) => option.optionName),
      SKILL,
    );
    return item.options.map((option) => {
      if (option.skillOptionId === undefined) return null;
      const row = myOptions.find((candidate) => candidate.skillOptionId === option.skillOptionId);
      if (!row) throw notFound({ zh: '技能', en: 'Skill' });
      if (row.skillItemId !== keptItems[index]?.skillItemId)
        throw invalid({ zh: `技能“${row.optionName}”不能移到其他分类`, en: `The skill “${row.optionName}” stays in its group` });
      return row;
    });
  });
  items.forEach((item, index) => {
    if (!keptItems[index])
      requireNotElsewhere(
        item.skillItemName,
        leftOutItems.map((row) => row.skillItemName),
        SKILL_ITEM,
      );
    const owner = keptItems[index];
    const leftOutOptions = owner ? myOptions.filter((row) => row.skillItemId === owner.skillItemId && !keptOptions[index]!.includes(row)) : [];
    item.options.forEach((option, at) => {
      if (!keptOptions[index]![at])
        requireNotElsewhere(
          option.optionName,
          leftOutOptions.map((row) => row.optionName),
          SKILL,
        );
    });
  });
  // Every check passed: write.
  const uses = usesOf(db, companyId, 'skills');
  const used = (row: SkillOptionRow) => (uses.get(row.skillOptionId) ?? 0) > 0;
  const stillThere = new Set<SkillOptionRow>(keptOptions.flat().filter((row): row is SkillOptionRow => row !== null));
  for (const row of myOptions) {
    if (stillThere.has(row)) continue;
    if (used(row)) row.isRetired = 1;
    else db.skillOptions = db.skillOptions.filter((candidate) => candidate !== row);
  }
  items.forEach((item, index) => {
    const itemRow: SkillItemRow = keptItems[index] ?? { skillItemId: allocateId(db, 'skillItems'), companyId, skillItemName: '', sort: 0 };
    if (!keptItems[index]) db.skillItems.push(itemRow);
    itemRow.skillItemName = item.skillItemName;
    itemRow.sort = index + 1;
    delete itemRow.isRetired;
    item.options.forEach((option, at) => {
      const optionRow: SkillOptionRow = keptOptions[index]![at] ?? {
        skillOptionId: allocateId(db, 'skillOptions'),
        skillItemId: itemRow.skillItemId,
        companyId,
        optionName: '',
        sort: 0,
      };
      if (!keptOptions[index]![at]) db.skillOptions.push(optionRow);
      optionRow.optionName = option.optionName;
      optionRow.sort = at + 1;
      delete optionRow.isRetired;
    });
    renumber({ rows: db.skillOptions.filter((row) => row.skillItemId === itemRow.skillItemId), idOf: (row) => row.skillOptionId });
  });
  for (const row of leftOutItems) {
    const remaining = db.skillOptions.filter((option) => option.skillItemId === row.skillItemId);
    if (remaining.length > 0) {
      row.isRetired = 1;
      renumber({ rows: remaining, idOf: (option) => option.skillOptionId });
    } else db.skillItems = db.skillItems.filter((candidate) => candidate !== row);
  }
  renumber({ rows: db.skillItems.filter((row) => row.companyId === companyId), idOf: (row) => row.skillItemId });
  // A retired group holds only retired options.
  for (const row of db.skillItems)
    if (row.companyId === companyId && isRetired(row)) for (const option of db.skillOptions) if (option.skillItemId === row.skillItemId) option.isRetired = 1;
}
