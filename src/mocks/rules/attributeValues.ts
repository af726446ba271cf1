/**
 * The values of the aunt's pick-list attributes (/custom/attribute/value/*, keyed by attrName:
 * domain/auntAttributes.ts), a list per company and attribute kept by catalogueList.ts (positions,
 * names unique ignoring case, at most 50). An aunt holds a value's TEXT:
 * - renaming a value renames it on every aunt of the company holding it, in the same write;
 * - deleting a value takes it from no one (the aunt keeps the text; it is no longer offered).
 * Bodies are read strictly; every check runs before anything changes.
 */
import type { AttributeValue } from '@/api/custom';
import { AUNT_ATTRIBUTE_NAMES, type AuntAttrName } from '@/domain/auntAttributes';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { allocateId, type AttributeValueRow, type MockDb } from '../db';
import type { Msg } from '../core/errors';
import { entryOf, ordered, renumber, setEntry, type CatalogueList } from './catalogueList';
import { readStrictChoices } from './jobMsgInput';

const L = {
  attributeValueId: { zh: '属性值编号', en: 'Value id' },
  attrName: { zh: '属性', en: 'Attribute' },
  value: { zh: '属性值', en: 'Value' },
  sort: { zh: '排序', en: 'Position' },
} as const satisfies Record<string, Msg>;

const ATTR_NAME = { type: 'enum', values: AUNT_ATTRIBUTE_NAMES, required: true, label: L.attrName } as const;
const VALUE = { type: 'string', label: L.value, minLength: 1, maxLength: CATALOGUE_LIMITS.attributeValue } as const;
const SORT = { type: 'number', integer: true, min: 1, max: 1000, label: L.sort } as const;
const ID = { type: 'number', integer: true, min: 1, required: true, label: L.attributeValueId } as const;

/** How many of the company's aunts hold each value text of the attribute. */
function holders(db: MockDb, companyId: number, attrName: AuntAttrName): Map<string, number> {
  const counts = new Map<string, number>();
  for (const aunt of db.aunts) {
    if (aunt.companyId !== companyId) continue;
    for (const value of aunt.attributes[attrName] ?? []) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

function valueList(db: MockDb, companyId: number, attrName: AuntAttrName): CatalogueList<AttributeValueRow> {
  return {
    rows: db.attributeValues.filter((row) => row.companyId === companyId && row.attrName === attrName),
    idOf: (row) => row.attributeValueId,
    nameOf: (row) => row.value,
    setName: (row, text) => (row.value = text),
    max: CATALOGUE_LIMITS.attributeValues,
    what: { zh: '属性值', en: 'value' },
    // Values are never retired: an aunt keeps the text anyway.
    usesOf: () => 0,
  };
}

export function toAttributeValue(row: AttributeValueRow, counts: Map<string, number>): AttributeValue {
  return { attributeValueId: row.attributeValueId, attrName: row.attrName, value: row.value, sort: row.sort, useCount: counts.get(row.value) ?? 0 };
}

/** The values of one attribute in their order; `withCounts` adds how many aunts hold each. */
export function attributeValuesOf(db: MockDb, companyId: number, attrName: AuntAttrName): AttributeValue[] {
  const counts = holders(db, companyId, attrName);
  return ordered(valueList(db, companyId, attrName)).map((row) => toAttributeValue(row, counts));
}

export function readAttrName(body: unknown): AuntAttrName {
  return readStrictChoices(body, { attrName: ATTR_NAME }).attrName;
}

export function createAttributeValue(db: MockDb, companyId: number, body: unknown): AttributeValue {
  const input = readStrictChoices(body, { attrName: ATTR_NAME, value: { ...VALUE, required: true }, sort: SORT });
  const row = setEntry(valueList(db, companyId, input.attrName), { name: input.value, sort: input.sort }, (value) => {
    const created: AttributeValueRow = { attributeValueId: allocateId(db, 'attributeValues'), companyId, attrName: input.attrName, value, sort: 0 };
    db.attributeValues.push(created);
    return created;
  });
  return toAttributeValue(row, holders(db, companyId, input.attrName));
}

/** The company's value of this id (any attribute), or 404. */
function valueOf(db: MockDb, companyId: number, id: number): AttributeValueRow {
  const own = db.attributeValues.find((row) => row.attributeValueId === id && row.companyId === companyId);
  return entryOf(valueList(db, companyId, own?.attrName ?? 'religion'), own ? id : 0);
}

export function updateAttributeValue(db: MockDb, companyId: number, body: unknown): AttributeValue {
  const input = readStrictChoices(body, { attributeValueId: ID, value: VALUE, sort: SORT });
  const row = valueOf(db, companyId, input.attributeValueId);
  const before = row.value;
  setEntry(valueList(db, companyId, row.attrName), { id: row.attributeValueId, name: input.value, sort: input.sort }, () => row);
  if (row.value !== before) {
    for (const aunt of db.aunts) {
      const values = aunt.companyId === companyId ? aunt.attributes[row.attrName] : undefined;
      if (values?.includes(before)) aunt.attributes = { ...aunt.attributes, [row.attrName]: values.map((value) => (value === before ? row.value : value)) };
    }
  }
  return toAttributeValue(row, holders(db, companyId, row.attrName));
}

export function deleteAttributeValue(db: MockDb, companyId: number, body: unknown): void {
  const { attributeValueId } = readStrictChoices(body, { attributeValueId: ID });
  const row = valueOf(db, companyId, attributeValueId);
  db.attributeValues = db.attributeValues.filter((candidate) => candidate !== row);
  renumber(valueList(db, companyId, row.attrName));
}

/** The offered value texts of every attribute of a company (the aunt writes check against them). */
export function offeredAttributeValues(db: MockDb, companyId: number): Map<AuntAttrName, Set<string>> {
  const out = new Map<AuntAttrName, Set<string>>(AUNT_ATTRIBUTE_NAMES.map((name) => [name, new Set<string>()]));
  for (const row of db.attributeValues) if (row.companyId === companyId) out.get(row.attrName)?.add(row.value);
  return out;
}
