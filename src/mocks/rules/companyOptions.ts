/**
 * A company's aunt option sets (service types, skills, labels, certificates/trains/visas) as
 * the client reads them, and id lookups for validating aunt writes. A service type without a
 * colour is answered with the default grey #6B6C70 (second document, section 9).
 *
 * Every list is in its order: offered entries by position, then the retired ones (`isRetired` 1:
 * deleted while records used them; domain/catalogues.ts). Given the uses (catalogueUse.ts), each
 * entry also carries its `useCount` (the settings reads).
 */
import type { AuntCustomField, AuntCustomOption, AuntLabelOption, AuntOptions, AuntSkillItem, CompanyServiceType } from '@/api/company';
import { DEFAULT_SERVICE_TYPE_COLOR } from '@/domain/colour';
import { getDb, type MockDb, type ServiceTypeRow } from '../db';
import { invalid, type Msg } from '../core/errors';
import { ordered } from './catalogueList';
import type { CatalogueUses } from './catalogueUse';

/** `isRetired` and `useCount` of an entry, each only when it has something to say. */
function extras(row: { isRetired?: 0 | 1 }, counts: Map<number, number> | undefined, id: number): { isRetired?: 1; useCount?: number } {
  return { ...(row.isRetired === 1 ? { isRetired: 1 as const } : {}), ...(counts ? { useCount: counts.get(id) ?? 0 } : {}) };
}

export function toServiceType(row: ServiceTypeRow, counts?: Map<number, number>): CompanyServiceType {
  return {
    serviceTypeId: row.serviceTypeId,
    serviceTypeName: row.serviceTypeName,
    color: row.color || DEFAULT_SERVICE_TYPE_COLOR,
    sort: row.sort,
    isEnabled: row.isEnabled,
    ...extras(row, counts, row.serviceTypeId),
  };
}

export function serviceTypesOf(companyId: number, uses?: CatalogueUses): CompanyServiceType[] {
  const rows = getDb().serviceTypes.filter((row) => row.companyId === companyId);
  return ordered({ rows, idOf: (row) => row.serviceTypeId }).map((row) => toServiceType(row, uses?.serviceTypes));
}

export function skillItemsOf(companyId: number, uses?: CatalogueUses): AuntSkillItem[] {
  const db = getDb();
  const items = db.skillItems.filter((row) => row.companyId === companyId);
  return ordered({ rows: items, idOf: (row) => row.skillItemId }).map((item) => {
    const options = ordered({ rows: db.skillOptions.filter((option) => option.skillItemId === item.skillItemId), idOf: (option) => option.skillOptionId }).map(
      (option) => ({
        skillOptionId: option.skillOptionId,
        skillItemId: option.skillItemId,
        optionName: option.optionName,
        sort: option.sort,
        ...extras(option, uses?.skills, option.skillOptionId),
      }),
    );
    return {
      skillItemId: item.skillItemId,
      skillItemName: item.skillItemName,
      sort: item.sort,
      ...extras(item, uses?.skillGroups, item.skillItemId),
      options,
    };
  });
}

export function labelsOf(companyId: number, uses?: CatalogueUses): AuntLabelOption[] {
  const rows = getDb().labelOptions.filter((row) => row.companyId === companyId);
  return ordered({ rows, idOf: (row) => row.labelOptionId }).map((row) => ({
    labelOptionId: row.labelOptionId,
    labelName: row.labelName,
    color: row.color,
    sort: row.sort,
    ...extras(row, uses?.labels, row.labelOptionId),
  }));
}

export function customOptionsOf(companyId: number, field: AuntCustomField, uses?: CatalogueUses): AuntCustomOption[] {
  const rows = getDb().customOptions.filter((row) => row.companyId === companyId && row.field === field);
  const counts = uses ? (field === 'certificate' ? uses.certificates : new Map<number, number>()) : undefined;
  return ordered({ rows, idOf: (row) => row.customOptionId }).map((row) => ({
    customOptionId: row.customOptionId,
    field: row.field,
    optionName: row.optionName,
    sort: row.sort,
    ...extras(row, counts, row.customOptionId),
  }));
}

export function auntOptionsOf(companyId: number): AuntOptions {
  return {
    serviceTypes: serviceTypesOf(companyId),
    skills: skillItemsOf(companyId),
    labels: labelsOf(companyId),
    certificates: customOptionsOf(companyId, 'certificate'),
    trains: customOptionsOf(companyId, 'train'),
    visas: customOptionsOf(companyId, 'visa'),
  };
}

/** id -> name of every option an aunt record refers to, per kind. */
export interface OptionNames {
  serviceTypes: Map<number, string>;
  skills: Map<number, string>;
  labels: Map<number, string>;
  certificates: Map<number, string>;
}

export function optionNamesOf(companyId: number, db: MockDb = getDb()): OptionNames {
  const mine = <T extends { companyId: number }>(rows: T[]) => rows.filter((row) => row.companyId === companyId);
  return {
    serviceTypes: new Map(mine(db.serviceTypes).map((row) => [row.serviceTypeId, row.serviceTypeName])),
    skills: new Map(mine(db.skillOptions).map((row) => [row.skillOptionId, row.optionName])),
    labels: new Map(mine(db.labelOptions).map((row) => [row.labelOptionId, row.labelName])),
    certificates: new Map(
      mine(db.customOptions)
        .filter((row) => row.field === 'certificate')
        .map((row) => [row.customOptionId, row.optionName]),
    ),
  };
}

/** Names of ids in a map, skipping unknown ids. */
export function namesOf(ids: readonly number[], names: Map<number, string>): string[] {
  return ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
}

/** Ids of `source` names found in `target` (copying an aunt across companies), in order. */
export function mapByName(ids: readonly number[], source: Map<number, string>, target: Map<number, string>): number[] {
  const byName = new Map([...target].map(([id, name]) => [name, id]));
  return ids.map((id) => byName.get(source.get(id) ?? '')).filter((id): id is number => id !== undefined);
}

/** Whether a record may be given a service type: one of the company's ('unknown' otherwise), not retired ('retired') unless the record already had it (`previous`). */
export function serviceTypeUse(companyId: number, serviceTypeId: number, previous?: number | null): 'ok' | 'unknown' | 'retired' {
  const row = getDb().serviceTypes.find((type) => type.companyId === companyId && type.serviceTypeId === serviceTypeId);
  if (!row) return 'unknown';
  return row.isRetired !== 1 || previous === serviceTypeId ? 'ok' : 'retired';
}

/** 40001 for a service type a record may not be given (serviceTypeUse), naming the field with `label`. */
export function requireServiceTypeUse(companyId: number, serviceTypeId: number, label: Msg, previous?: number | null): void {
  const use = serviceTypeUse(companyId, serviceTypeId, previous);
  if (use === 'unknown') throw invalid({ zh: `${label.zh}不存在`, en: `${label.en} does not exist` });
  if (use === 'retired') throw invalid({ zh: `${label.zh}已停用，不能用于新记录`, en: `${label.en} is retired: new records cannot use it` });
}
