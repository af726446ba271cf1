/**
 * Row types of the aunt tables and of the company settings the aunt record refers to
 * (service types, skills, labels, certificates/trains/visas). Part of the schema (schema.ts).
 */
import { jsonCopy } from './tracking';
import type { Aunt } from '@/api/aunt';
import type { AuntCustomField, CompanyServiceType } from '@/api/company';
import type { Flag } from '@/api/shared';

/**
 * Catalogue rows may be RETIRED (`isRetired` 1, data version 15): deleted while records used them,
 * kept so those records keep them (domain/catalogues.ts). Absent = 0. A retired service type is
 * also disabled.
 */
type Retirable = { isRetired?: Flag };

/** A service type of one company. `color` '' = none set: the API answers the default grey. */
export interface ServiceTypeRow extends Omit<CompanyServiceType, 'useCount'> {
  companyId: number;
}

export interface SkillItemRow extends Retirable {
  skillItemId: number;
  companyId: number;
  skillItemName: string;
  sort: number;
}

export interface SkillOptionRow extends Retirable {
  skillOptionId: number;
  skillItemId: number;
  companyId: number;
  optionName: string;
  sort: number;
}

export interface LabelOptionRow extends Retirable {
  labelOptionId: number;
  companyId: number;
  labelName: string;
  color: string;
  sort: number;
}

/** A choice of a company-kept aunt field (certificate, train, visa, ...). */
export interface CustomOptionRow extends Retirable {
  customOptionId: number;
  companyId: number;
  field: AuntCustomField;
  optionName: string;
  sort: number;
}

/**
 * An aunt as stored: the client's Aunt with the full mobile and identity number, plus who
 * deleted her and when. `age` is the age at the last write; views recompute it for today.
 */
export interface AuntRow extends Aunt {
  deletedTime: string | null;
  /** userId of the staff member who deleted her; 0 while not deleted. */
  deletedBy: number;
}

/** One entry of an aunt's operation log. `auntName` is her name when it was written. */
export interface AuntLogRow {
  logId: number;
  companyId: number;
  auntId: number;
  auntName: string;
  userId: number;
  contact: string;
  action: AuntLogAction;
  content: string;
  createdTime: string;
}

export type AuntLogAction =
  | 'create'
  | 'copy'
  | 'edit'
  | 'editField'
  | 'top'
  | 'lock'
  | 'deliver'
  | 'remark'
  | 'fav'
  | 'delete'
  | 'revealMobile'
  /** Her work status moved by a recruitment order step (content: 'workStatus a -> b; orderNo ...; step ...'). */
  | 'order'
  /** Restored from the recycle bin ('isDeleted 1 -> 0'). */
  | 'restore'
  /** The verification decision ('isVerified 0 -> 1', or 'isVerified 0 -> 2; verifyRejectReason: <reason>'). */
  | 'verify';

export interface AuntTables {
  serviceTypes: ServiceTypeRow[];
  skillItems: SkillItemRow[];
  skillOptions: SkillOptionRow[];
  labelOptions: LabelOptionRow[];
  customOptions: CustomOptionRow[];
  aunts: AuntRow[];
  auntLogs: AuntLogRow[];
}

export const AUNT_TABLE_NAMES = [
  'serviceTypes',
  'skillItems',
  'skillOptions',
  'labelOptions',
  'customOptions',
  'aunts',
  'auntLogs',
] as const satisfies readonly (keyof AuntTables)[];

export function emptyAuntTables(): AuntTables {
  return { serviceTypes: [], skillItems: [], skillOptions: [], labelOptions: [], customOptions: [], aunts: [], auntLogs: [] };
}

/** A deep copy of a row (arrays and nested objects too), so a copy never shares state
 * with its source (the seed template, or an answer built from a stored row). */
export function cloneAunt(row: AuntRow): AuntRow {
  return {
    ...row,
    serviceTypes: row.serviceTypes.slice(),
    skills: row.skills.slice(),
    certificates: row.certificates.slice(),
    certificateExpiries: row.certificateExpiries.map((entry) => ({ ...entry })),
    labels: row.labels.slice(),
    portrait: row.portrait ? { ...row.portrait } : null,
    idCardPhotos: row.idCardPhotos.map((photo) => ({ ...photo })),
    workPhotos: row.workPhotos.map((photo) => ({ ...photo })),
    workHistory: row.workHistory.map((entry) => ({ ...entry })),
    attributes: jsonCopy(row.attributes),
    customFields: jsonCopy(row.customFields),
  };
}
