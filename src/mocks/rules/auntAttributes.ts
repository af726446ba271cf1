/**
 * Reading an aunt's `attributes` (add, edit, copy): an object of the product's attributes
 * (domain/auntAttributes.ts), each a list of value texts: at most one for a single-choice attribute,
 * at most 10 otherwise, each among the company's values of that attribute or already held by the
 * record (a value deleted since stays on her). An empty list clears the attribute. The whole object
 * replaces the stored one (attributes not named are cleared).
 */
import { AUNT_ATTRIBUTES, MAX_VALUES_PER_ATTRIBUTE, isAuntAttrName, type AuntAttributes } from '@/domain/auntAttributes';
import { getDb } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { offeredAttributeValues } from './attributeValues';

const NAMES: Readonly<Record<string, Msg>> = {
  religion: { zh: '宗教信仰', en: 'Religion' },
  dietaryHabits: { zh: '饮食习惯', en: 'Dietary habits' },
  petAttitude: { zh: '对宠物态度', en: 'Attitude to pets' },
  dialects: { zh: '会说的方言', en: 'Dialects' },
  restPreference: { zh: '休息方式', en: 'Days off' },
};

export function readAuntAttributes(raw: unknown, companyId: number, previous: AuntAttributes = {}): AuntAttributes {
  if (!isRecord(raw)) throw invalid({ zh: '个人偏好格式不正确', en: 'Preferences are not valid' });
  const offered = offeredAttributeValues(getDb(), companyId);
  const read: AuntAttributes = {};
  for (const [attrName, values] of Object.entries(raw)) {
    if (!isAuntAttrName(attrName)) throw invalid({ zh: `不支持的个人偏好：${attrName}`, en: `Unknown preference: ${attrName}` });
    const label = NAMES[attrName]!;
    if (values === null) continue;
    if (!Array.isArray(values) || values.some((value) => typeof value !== 'string'))
      throw invalid({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
    const texts = [...new Set((values as string[]).map((value) => value.trim()).filter(Boolean))];
    const multiple = AUNT_ATTRIBUTES.find((decl) => decl.attrName === attrName)?.multiple ?? false;
    const max = multiple ? MAX_VALUES_PER_ATTRIBUTE : 1;
    if (texts.length > max) throw invalid({ zh: `${label.zh}最多选${max}项`, en: `${label.en}: at most ${max}` });
    const held = previous[attrName] ?? [];
    const stranger = texts.find((text) => !offered.get(attrName)?.has(text) && !held.includes(text));
    if (stranger !== undefined)
      throw invalid({ zh: `${label.zh}中没有“${stranger}”这一项`, en: `${label.en}: “${stranger}” is not one of the company's values` });
    if (texts.length > 0) read[attrName] = texts;
  }
  // In the product's order, whatever order they came in (a record compares equal to itself).
  const out: AuntAttributes = {};
  for (const { attrName } of AUNT_ATTRIBUTES) if (read[attrName]) out[attrName] = read[attrName];
  return out;
}
