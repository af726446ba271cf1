/** Option sets the company keeps for its forms (company.ts): service types, aunt skills, labels and custom choices, fee choices. */
import type { Flag } from './shared';
import type { FinanceDictItem } from './finance';

/**
 * Every catalogue entry below may come RETIRED (`isRetired` 1, our addition): deleted while records
 * used it, so it stays on them (shown greyed) and is no longer offered (domain/catalogues.ts).
 * The settings reads (getServiceType, getAuntSkillData, getAuntLabelData, getAuntCustomOptions)
 * also say how many records use each entry (`useCount`, ours); getAuntOptions does not count.
 */
interface CatalogueEntry {
  /** 1: retired (see above); absent or 0 otherwise. */
  isRetired?: Flag;
  /** Records using the entry (aunts; for service types also employers, jobs and orders); settings reads only. */
  useCount?: number;
}

/** A service type of the company; color defaults to grey #6B6C70. A retired one is also disabled. */
export interface CompanyServiceType extends CatalogueEntry {
  serviceTypeId: number;
  serviceTypeName: string;
  color: string;
  sort: number;
  isEnabled: Flag;
}

/**
 * A service type as saved (setCompanyServiceType sends the whole list of offered types in order):
 * new ones have no id; a retired one sent back (with its id) is restored; `sort` is the position
 * in the list whatever is sent. Types left out are deleted, or retired when records use them.
 */
export interface CompanyServiceTypeInput {
  serviceTypeId?: number;
  serviceTypeName: string;
  /** '' for the default grey, else 3 or 6 hex digits. */
  color: string;
  isEnabled: Flag;
  sort?: number;
}

export interface AuntSkillOption extends CatalogueEntry {
  skillOptionId: number;
  skillItemId: number;
  optionName: string;
  sort: number;
}

/** A skill item (group) is retired when it was deleted with options in use; its used options are retired with it. */
export interface AuntSkillItem extends CatalogueEntry {
  skillItemId: number;
  skillItemName: string;
  sort: number;
  options: AuntSkillOption[];
}

export interface AuntLabelOption extends CatalogueEntry {
  labelOptionId: number;
  labelName: string;
  color: string;
  sort: number;
}

/** Aunt fields whose choices the company keeps: certificates, trains, visas, and any other field. */
export type AuntCustomField = 'certificate' | 'train' | 'visa' | (string & {});

export interface AuntCustomOption extends CatalogueEntry {
  customOptionId: number;
  field: AuntCustomField;
  optionName: string;
  sort: number;
}

/** Every option set of the aunt forms. */
export interface AuntOptions {
  serviceTypes: CompanyServiceType[];
  skills: AuntSkillItem[];
  labels: AuntLabelOption[];
  certificates: AuntCustomOption[];
  trains: AuntCustomOption[];
  visas: AuntCustomOption[];
}

export type AuntOptionsKind = keyof AuntOptions;

export interface AuntOptionsRequest {
  /** Option sets wanted; all when absent. */
  kinds?: AuntOptionsKind[];
}

export interface SetCompanyServiceTypeRequest {
  /** @spec */
  companyServiceTypes: CompanyServiceTypeInput[];
}

/** One item of setAuntSkillData: the whole tree of offered items and options, in order (ids of existing ones). */
export interface SkillDataItemInput {
  skillItemId?: number;
  skillItemName: string;
  options: { skillOptionId?: number; optionName: string }[];
}

export interface SetAuntSkillDataRequest {
  /** @spec */
  skillData: SkillDataItemInput[];
}

/**
 * Adds (no id) or changes a skill item: name, position (`sort`, 1-based among the offered items),
 * or `isRetired: 0` to restore a retired one (ours).
 */
export interface SetAuntSkillItemRequest {
  skillItemId?: number;
  skillItemName?: string;
  sort?: number;
  isRetired?: 0;
}

/** Adds (no id) or changes an option of an item (it stays in its item), as setAuntSkillItem. */
export interface SetAuntSkillOptionRequest {
  skillOptionId?: number;
  skillItemId: number;
  optionName?: string;
  sort?: number;
  isRetired?: 0;
}

export interface SkillItemIdRequest {
  skillItemId: number;
}

export interface SkillOptionIdRequest {
  skillOptionId: number;
}

/** Adds (no id) or changes a label: name, colour ('' or 3/6 hex digits), position, or `isRetired: 0` to restore it. */
export interface SetAuntLabelOptionRequest {
  labelOptionId?: number;
  labelName?: string;
  color?: string;
  sort?: number;
  isRetired?: 0;
}

export interface LabelOptionIdRequest {
  labelOptionId: number;
}

/** Choices of the add-fee form. */
export interface AddFinanceOptions {
  feeNames: FinanceDictItem[];
  payStyles: FinanceDictItem[];
}

export interface AuntCustomOptionsRequest {
  field: AuntCustomField;
}

/** Adds (no id) or changes a certificate / training / visa: name, position, or `isRetired: 0` to restore it. */
export interface SetAuntCustomOptionRequest {
  customOptionId?: number;
  field: AuntCustomField;
  optionName?: string;
  sort?: number;
  isRetired?: 0;
}

export interface CustomOptionIdRequest {
  customOptionId: number;
}

/** What a catalogue delete did (ours): removed the entry, or retired it because records use it. */
export interface CatalogueDeleteResult {
  result: 'deleted' | 'retired';
}
