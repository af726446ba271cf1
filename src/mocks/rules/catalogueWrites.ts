/**
 * The writes of the aunt catalogues kept one entry at a time (/company/): labels
 * (setAuntLabelOption, delAuntlabelOption), certificates / trainings / visas (setAuntCustomOptions,
 * delAuntCustomOptions), skill items and options (setAuntSkillItem, setAuntSkillOption,
 * delAuntSkillItem, delAuntSkillOption). Bodies are read strictly (an unknown field is 40001 naming
 * it); the list rules are catalogueList.ts (positions, unique names, retire what is in use).
 */
import { CATALOGUE_LIMITS, CUSTOM_OPTION_FIELDS, type CustomOptionField } from '@/domain/catalogues';
import { normaliseHexColour } from '@/domain/colour';
import { allocateId, type CustomOptionRow, type LabelOptionRow, type MockDb, type SkillItemRow, type SkillOptionRow } from '../db';
import { invalid, notFound, type Msg } from '../core/errors';
import { deleteEntry, entryOf, isRetired, renumber, requireOffered, setEntry, type CatalogueList, type DeleteOutcome } from './catalogueList';
import { catalogueUses, usesOf } from './catalogueUse';
import { readStrictChoices } from './jobMsgInput';

const L = {
  labelOptionId: { zh: '标签编号', en: 'Label id' },
  labelName: { zh: '标签名称', en: 'Label name' },
  color: { zh: '颜色', en: 'Colour' },
  customOptionId: { zh: '选项编号', en: 'Option id' },
  field: { zh: '选项类型', en: 'List' },
  optionName: { zh: '名称', en: 'Name' },
  skillItemId: { zh: '技能分类编号', en: 'Skill group id' },
  skillItemName: { zh: '技能分类名称', en: 'Skill group name' },
  skillOptionId: { zh: '技能编号', en: 'Skill id' },
  sort: { zh: '排序', en: 'Position' },
  isRetired: { zh: '停用状态', en: 'Retired flag' },
} as const satisfies Record<string, Msg>;

const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;
const requiredId = (label: Msg) => ({ type: 'number', integer: true, min: 1, label, required: true }) as const;
const name = (label: Msg, max: number) => ({ type: 'string', label, minLength: 1, maxLength: max }) as const;
const SORT = { type: 'number', integer: true, min: 1, max: 1000, label: L.sort } as const;
/** Only 0: restoring a retired entry (retiring is what deleting an entry in use does). */
const RESTORE = {
  type: 'enum',
  values: [0],
  label: L.isRetired,
  message: { zh: '停用状态只能设为0（恢复）；停用请删除', en: 'The retired flag can only be set to 0 (restore); delete an entry to retire it' },
} as const;

const CUSTOM_WHAT: Record<CustomOptionField, Msg> = {
  certificate: { zh: '证书', en: 'certificate' },
  train: { zh: '培训', en: 'training' },
  visa: { zh: '签证', en: 'visa' },
};

// ----- labels -------------------------------------------------------------------------------

function labelList(db: MockDb, companyId: number): CatalogueList<LabelOptionRow> {
  const uses = usesOf(db, companyId, 'labels');
  return {
    rows: db.labelOptions.filter((row) => row.companyId === companyId),
    idOf: (row) => row.labelOptionId,
    nameOf: (row) => row.labelName,
    setName: (row, text) => (row.labelName = text),
    max: CATALOGUE_LIMITS.labels,
    what: { zh: '标签', en: 'label' },
    usesOf: (row) => uses.get(row.labelOptionId) ?? 0,
  };
}

/** '' (no colour) or 3/6 hex digits, stored upper-case. */
export function readColour(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return raw;
  const colour = normaliseHexColour(raw);
  if (colour === null) throw invalid({ zh: '颜色必须是#加3位或6位十六进制数字，如 #1890FF', en: 'A colour is # and 3 or 6 hex digits, e.g. #1890FF' });
  return colour;
}

const LABEL_RULES = {
  labelOptionId: id(L.labelOptionId),
  labelName: name(L.labelName, CATALOGUE_LIMITS.labelName),
  color: { type: 'string', label: L.color, maxLength: 7 },
  sort: SORT,
  isRetired: RESTORE,
} as const;

export function setLabel(db: MockDb, companyId: number, body: unknown): LabelOptionRow {
  const input = readStrictChoices(body, LABEL_RULES);
  const color = readColour(input.color);
  const other = color === undefined ? undefined : (row: LabelOptionRow) => (row.color = color);
  return setEntry(
    labelList(db, companyId),
    { id: input.labelOptionId, name: input.labelName, sort: input.sort, isRetired: input.isRetired, other },
    (labelName) => {
      const created: LabelOptionRow = { labelOptionId: allocateId(db, 'labelOptions'), companyId, labelName, color: '', sort: 0 };
      db.labelOptions.push(created);
      return created;
    },
  );
}

export function deleteLabel(db: MockDb, companyId: number, body: unknown): DeleteOutcome {
  const { labelOptionId } = readStrictChoices(body, { labelOptionId: requiredId(L.labelOptionId) });
  return deleteEntry(labelList(db, companyId), labelOptionId, (row) => {
    db.labelOptions = db.labelOptions.filter((candidate) => candidate !== row);
  });
}

// ----- certificates, trainings, visas -------------------------------------------------------

function customList(db: MockDb, companyId: number, field: CustomOptionField): CatalogueList<CustomOptionRow> {
  const uses = field === 'certificate' ? usesOf(db, companyId, 'certificates') : new Map<number, number>();
  return {
    rows: db.customOptions.filter((row) => row.companyId === companyId && row.field === field),
    idOf: (row) => row.customOptionId,
    nameOf: (row) => row.optionName,
    setName: (row, text) => (row.optionName = text),
    max: CATALOGUE_LIMITS.customOptions,
    what: CUSTOM_WHAT[field],
    usesOf: (row) => uses.get(row.customOptionId) ?? 0,
  };
}

const CUSTOM_RULES = {
  customOptionId: id(L.customOptionId),
  field: { type: 'enum', values: CUSTOM_OPTION_FIELDS, required: true, label: L.field },
  optionName: name(L.optionName, CATALOGUE_LIMITS.customOptionName),
  sort: SORT,
  isRetired: RESTORE,
} as const;

export function setCustomOption(db: MockDb, companyId: number, body: unknown): CustomOptionRow {
  const input = readStrictChoices(body, CUSTOM_RULES);
  const list = customList(db, companyId, input.field);
  return setEntry(list, { id: input.customOptionId, name: input.optionName, sort: input.sort, isRetired: input.isRetired }, (optionName) => {
    const created: CustomOptionRow = { customOptionId: allocateId(db, 'customOptions'), companyId, field: input.field, optionName, sort: 0 };
    db.customOptions.push(created);
    return created;
  });
}

export function deleteCustomOption(db: MockDb, companyId: number, body: unknown): DeleteOutcome {
  const { customOptionId } = readStrictChoices(body, { customOptionId: requiredId(L.customOptionId) });
  const row = db.customOptions.find((candidate) => candidate.customOptionId === customOptionId && candidate.companyId === companyId);
  // An option of another list (a field this page does not edit) reads as unknown too.
  const field = CUSTOM_OPTION_FIELDS.find((candidate) => candidate === row?.field) ?? 'certificate';
  return deleteEntry(customList(db, companyId, field), customOptionId, (found) => {
    db.customOptions = db.customOptions.filter((candidate) => candidate !== found);
  });
}

// ----- skills: items and their options ------------------------------------------------------

export function skillItemList(db: MockDb, companyId: number, uses = catalogueUses(db, companyId, ['skills'])): CatalogueList<SkillItemRow> {
  return {
    rows: db.skillItems.filter((row) => row.companyId === companyId),
    idOf: (row) => row.skillItemId,
    nameOf: (row) => row.skillItemName,
    setName: (row, text) => (row.skillItemName = text),
    max: CATALOGUE_LIMITS.skillItems,
    what: { zh: '技能分类', en: 'skill group' },
    // A group is in use while one of its skills is: by the aunts holding any of them.
    usesOf: (row) => uses.skillGroups.get(row.skillItemId) ?? 0,
  };
}

export function skillOptionList(db: MockDb, item: SkillItemRow, uses = catalogueUses(db, item.companyId, ['skills'])): CatalogueList<SkillOptionRow> {
  return {
    rows: db.skillOptions.filter((row) => row.skillItemId === item.skillItemId),
    idOf: (row) => row.skillOptionId,
    nameOf: (row) => row.optionName,
    setName: (row, text) => (row.optionName = text),
    max: CATALOGUE_LIMITS.skillOptions,
    what: { zh: '技能', en: 'skill' },
    usesOf: (row) => uses.skills.get(row.skillOptionId) ?? 0,
  };
}

const ITEM_RULES = {
  skillItemId: id(L.skillItemId),
  skillItemName: name(L.skillItemName, CATALOGUE_LIMITS.skillItemName),
  sort: SORT,
  isRetired: RESTORE,
} as const;

export function setSkillItem(db: MockDb, companyId: number, body: unknown): SkillItemRow {
  const input = readStrictChoices(body, ITEM_RULES);
  return setEntry(
    skillItemList(db, companyId),
    { id: input.skillItemId, name: input.skillItemName, sort: input.sort, isRetired: input.isRetired },
    (skillItemName) => {
      const created: SkillItemRow = { skillItemId: allocateId(db, 'skillItems'), companyId, skillItemName, sort: 0 };
      db.skillItems.push(created);
      return created;
    },
  );
}

const OPTION_RULES = {
  skillOptionId: id(L.skillOptionId),
  skillItemId: requiredId(L.skillItemId),
  optionName: name(L.optionName, CATALOGUE_LIMITS.skillOptionName),
  sort: SORT,
  isRetired: RESTORE,
} as const;

export function setSkillOption(db: MockDb, companyId: number, body: unknown): SkillOptionRow {
  const input = readStrictChoices(body, OPTION_RULES);
  const item = entryOf(skillItemList(db, companyId), input.skillItemId);
  const list = skillOptionList(db, item);
  if (input.skillOptionId !== undefined) {
    const own = db.skillOptions.find((row) => row.skillOptionId === input.skillOptionId && row.companyId === companyId);
    if (own && own.skillItemId !== item.skillItemId) throw invalid({ zh: '技能不能移到其他分类', en: 'A skill stays in its group' });
  }
  if (input.isRetired === undefined) requireOffered(skillItemList(db, companyId), item);
  const row = setEntry(list, { id: input.skillOptionId, name: input.optionName, sort: input.sort, isRetired: input.isRetired }, (optionName) => {
    const created: SkillOptionRow = { skillOptionId: allocateId(db, 'skillOptions'), skillItemId: item.skillItemId, companyId, optionName, sort: 0 };
    db.skillOptions.push(created);
    return created;
  });
  // Restoring an option of a retired group restores the group with it.
  if (input.isRetired === 0 && isRetired(item)) {
    const items = skillItemList(db, companyId);
    delete item.isRetired;
    renumber(items, item, items.rows.filter((candidate) => !isRetired(candidate)).length);
  }
  return row;
}

export function deleteSkillOption(db: MockDb, companyId: number, body: unknown): DeleteOutcome {
  const { skillOptionId } = readStrictChoices(body, { skillOptionId: requiredId(L.skillOptionId) });
  const own = db.skillOptions.find((row) => row.skillOptionId === skillOptionId && row.companyId === companyId);
  const item = own && db.skillItems.find((row) => row.skillItemId === own.skillItemId);
  if (!item) throw notFound({ zh: '技能', en: 'Skill' });
  return deleteEntry(skillOptionList(db, item), skillOptionId, (row) => {
    db.skillOptions = db.skillOptions.filter((candidate) => candidate !== row);
  });
}

/** A group goes with its options: the unused ones are deleted, the used ones retired, and the group retired while any remains. */
export function deleteSkillItem(db: MockDb, companyId: number, body: unknown): DeleteOutcome {
  const { skillItemId } = readStrictChoices(body, { skillItemId: requiredId(L.skillItemId) });
  const uses = catalogueUses(db, companyId, ['skills']);
  const items = skillItemList(db, companyId, uses);
  const item = entryOf(items, skillItemId);
  const options = skillOptionList(db, item, uses);
  for (const option of [...options.rows]) {
    deleteEntry(options, option.skillOptionId, (row) => {
      db.skillOptions = db.skillOptions.filter((candidate) => candidate !== row);
    });
  }
  return deleteEntry(items, skillItemId, (row) => {
    db.skillItems = db.skillItems.filter((candidate) => candidate !== row);
  });
}
