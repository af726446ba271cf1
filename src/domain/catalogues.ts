/**
 * Limits of the company's catalogues (service types, skills, labels, certificates / trainings /
 * visas, attribute values): shared by the settings pages that check them before sending and the
 * mock that enforces them (docs/DECISIONS.md, "Catalogues, attribute values and templates").
 *
 * An entry that records still use is never taken off them: deleting it RETIRES it (`isRetired` 1):
 * kept on those records, shown greyed, no longer offered for new ones, listed apart on its settings
 * page where it can be restored. An entry nobody uses is deleted.
 *
 * @example
 *   rules={[{ max: CATALOGUE_LIMITS.serviceTypeName }]}
 */
export const CATALOGUE_LIMITS = {
  /** Service type names, characters (trimmed); unique in the company ignoring case. */
  serviceTypeName: 10,
  /** Service types a company offers (retired ones not counted). */
  serviceTypes: 30,
  /** Skill item (group) names and skill option names, characters. */
  skillItemName: 10,
  skillOptionName: 12,
  /** Skill items of a company, and options of one item (retired ones not counted). */
  skillItems: 20,
  skillOptions: 30,
  /** Label names, characters; labels of a company. */
  labelName: 10,
  labels: 50,
  /** Certificate, training and visa names, characters; entries of one list. */
  customOptionName: 20,
  customOptions: 50,
  /** Attribute values (religion, dietary habits ...), characters; values of one attribute. */
  attributeValue: 20,
  attributeValues: 50,
} as const;

/** The lists of /company/getAuntCustomOptions a settings page edits (the aunt form uses the certificates). */
export const CUSTOM_OPTION_FIELDS = ['certificate', 'train', 'visa'] as const;
export type CustomOptionField = (typeof CUSTOM_OPTION_FIELDS)[number];

/** A catalogue entry as the lists answer it: retired ones carry `isRetired` 1. */
export interface RetirableEntry {
  isRetired?: 0 | 1;
}

/** Whether an entry is offered for new records (not retired). */
export function isOffered(entry: RetirableEntry): boolean {
  return entry.isRetired !== 1;
}

/** Same name ignoring case and surrounding spaces (how every catalogue compares names). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
