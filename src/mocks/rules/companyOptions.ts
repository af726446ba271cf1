/**
 * A company's aunt option sets (service types, skills, labels, certificates/trains/visas) as
 * the client reads them, and id lookups for validating aunt writes. A service type without a
 * colour is answered with the default grey #6B6C70 (second document, section 9).
 */
import type { AuntCustomField, AuntCustomOption, AuntLabelOption, AuntOptions, AuntSkillItem, CompanyServiceType } from '@/api/company';
import { getDb, type MockDb, type ServiceTypeRow } from '../db';

export const DEFAULT_SERVICE_TYPE_COLOR = '#6B6C70';

const bySort = <T extends { sort: number }>(idOf: (row: T) => number) => (a: T, b: T) => a.sort - b.sort || idOf(a) - idOf(b);

export function toServiceType(row: ServiceTypeRow): CompanyServiceType {
  return {
    serviceTypeId: row.serviceTypeId,
    serviceTypeName: row.serviceTypeName,
    color: row.color || DEFAULT_SERVICE_TYPE_COLOR,
    sort: row.sort,
    isEnabled: row.isEnabled,
  };
}

export function serviceTypesOf(companyId: number): CompanyServiceType[] {
  return getDb()
    .serviceTypes.filter((row) => row.companyId === companyId)
    .sort(bySort((row) => row.serviceTypeId))
    .map(toServiceType);
}

export function skillItemsOf(companyId: number): AuntSkillItem[] {
  const db = getDb();
  return db.skillItems
    .filter((row) => row.companyId === companyId)
    .sort(bySort((row) => row.skillItemId))
    .map((item) => ({
      skillItemId: item.skillItemId,
      skillItemName: item.skillItemName,
      sort: item.sort,
      options: db.skillOptions
        .filter((option) => option.skillItemId === item.skillItemId)
        .sort(bySort((option) => option.skillOptionId))
        .map(({ skillOptionId, skillItemId, optionName, sort }) => ({ skillOptionId, skillItemId, optionName, sort })),
    }));
}

export function labelsOf(companyId: number): AuntLabelOption[] {
  return getDb()
    .labelOptions.filter((row) => row.companyId === companyId)
    .sort(bySort((row) => row.labelOptionId))
    .map(({ labelOptionId, labelName, color, sort }) => ({ labelOptionId, labelName, color, sort }));
}

export function customOptionsOf(companyId: number, field: AuntCustomField): AuntCustomOption[] {
  return getDb()
    .customOptions.filter((row) => row.companyId === companyId && row.field === field)
    .sort(bySort((row) => row.customOptionId))
    .map(({ customOptionId, field: rowField, optionName, sort }) => ({ customOptionId, field: rowField, optionName, sort }));
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
