/**
 * The aunt's pick-list attributes: each is a field of the aunt record whose choices are the
 * company's attribute values (/custom/attribute/value/* keyed by attrName). The set of attributes is
 * the product's (each backs a form field); the values are the company's.
 *
 * An aunt keeps the TEXT of the values she was given (`Aunt.attributes[attrName]`), so deleting a
 * value never takes it from anyone (the form shows it as "no longer offered"); renaming a value
 * renames it on every aunt of the company in the same write (the mock does it).
 *
 * @example
 *   AUNT_ATTRIBUTES.find((attribute) => attribute.attrName === 'religion')?.multiple // false
 */
export const AUNT_ATTRIBUTE_NAMES = ['religion', 'dietaryHabits', 'petAttitude', 'dialects', 'restPreference'] as const;
export type AuntAttrName = (typeof AUNT_ATTRIBUTE_NAMES)[number];

/** An aunt's attribute values by attribute (absent: none given); single-choice attributes hold at most one. */
export type AuntAttributes = Partial<Record<AuntAttrName, string[]>>;

export interface AuntAttributeDecl {
  attrName: AuntAttrName;
  /** Several values (check boxes / tags) or one. */
  multiple: boolean;
}

export const AUNT_ATTRIBUTES: readonly AuntAttributeDecl[] = [
  { attrName: 'religion', multiple: false },
  { attrName: 'dietaryHabits', multiple: true },
  { attrName: 'petAttitude', multiple: false },
  { attrName: 'dialects', multiple: true },
  { attrName: 'restPreference', multiple: false },
];

/** Values one aunt may hold of a multiple-choice attribute. */
export const MAX_VALUES_PER_ATTRIBUTE = 10;

export function isAuntAttrName(value: unknown): value is AuntAttrName {
  return typeof value === 'string' && (AUNT_ATTRIBUTE_NAMES as readonly string[]).includes(value);
}

/** The values of one attribute joined for text ('、'), '' when none. */
export function attributeText(attributes: AuntAttributes | undefined, attrName: AuntAttrName): string {
  return (attributes?.[attrName] ?? []).join('、');
}
