/**
 * The cells of a list's personal column (DataColumn.personal): PersonalValue with its eye, and the
 * stored value for the export (which masks it unless the user exports in full with a reason).
 *
 * @example { key: 'mobile', title, width: 124, ...personalColumn('mobile', (row) => ({ value: row.mobile, subject: 'employer', id: row.employerId, allowed: mayChange(row) })) }
 */
import type { PrivacySubject } from '@/api/privacy';
import type { DataColumn } from '@/components/DataTable/types';
import type { PersonalKind } from '@/domain/personalData';
import { PersonalValue } from './PersonalValue';

export interface PersonalCell {
  value: string | null | undefined;
  /** The record the eye reveals; the field revealed is the column's kind. */
  subject: PrivacySubject;
  id: number;
  allowed: boolean;
  /** Shown unmasked before the value (an address's city and district). */
  prefix?: string;
}

export function personalColumn<Row>(kind: PersonalKind, cell: (row: Row) => PersonalCell): Pick<DataColumn<Row>, 'personal' | 'render' | 'exportValue'> {
  return {
    personal: kind,
    render: (_, row) => {
      const { value, subject, id, allowed, prefix } = cell(row);
      return <PersonalValue kind={kind} value={value} prefix={prefix} reveal={{ subject, id, field: kind }} allowed={allowed} />;
    },
    exportValue: (row) => cell(row).value,
  };
}
