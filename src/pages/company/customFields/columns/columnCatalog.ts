/**
 * The columns of the aunt, employer and order lists as the settings page names them: each key
 * (domain/customColumns.ts) with the i18n key of the title its list shows. A test keeps these
 * equal to the lists' own columns.
 */
import type { CustomTableType } from '@/domain/customColumns';
import '@/i18n/texts/readiness';

const AUNT_OWN: Readonly<Record<string, string>> = {
  readiness: 'readiness.column',
  tags: 'auntList.columns.tags',
  flags: 'auntList.columns.flags',
  actions: 'auntList.columns.actions',
};
const EMPLOYER_OWN: Readonly<Record<string, string>> = {
  place: 'employer.list.columns.place',
  owner: 'employer.fields.userId',
  actions: 'employer.list.columns.actions',
};
const ORDER_OWN: Readonly<Record<string, string>> = {
  employerName: 'order.fields.employer',
  candidateCount: 'order.fields.candidates',
  auntName: 'order.fields.signedAunt',
  actions: 'order.columns.actions',
};

/** The i18n key of a list column's title. */
export function columnTitleKey(tableType: CustomTableType, key: string): string {
  if (tableType === 'aunt') return AUNT_OWN[key] ?? `aunt.fields.${key}`;
  if (tableType === 'employer') return EMPLOYER_OWN[key] ?? `employer.fields.${key}`;
  return ORDER_OWN[key] ?? `order.fields.${key}`;
}
