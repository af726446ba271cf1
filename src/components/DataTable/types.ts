/** The column definition every list page gives DataTable (antd's ColumnType plus what the machinery needs). */
import type { TableColumnType as ColumnType } from 'antd';
import type { PersonalKind } from '@/domain/personalData';
import type { ColumnSpec } from './columnSettings';

/** A cell value written to an export file. */
export type ExportValue = string | number | null | undefined;

export interface DataColumn<Row> extends Omit<ColumnType<Row>, 'key' | 'title' | 'sorter' | 'sortOrder' | 'width' | 'fixed' | 'minWidth'>, ColumnSpec {
  /** Stable id: the column settings and the export use it. */
  key: string;
  /** Header text (localised); also the label in the column settings and the export header. */
  title: string;
  /** The server's sort field when the column can be sorted (server-side). */
  sortField?: string;
  /** Cells and header end in "…" when too long (default true; false lets the content wrap). */
  ellipsis?: ColumnType<Row>['ellipsis'];
  /** Every text its tag can show (e.g. each status label, localised): the column is never narrower than the longest, so no tag is cut. */
  tagLabels?: readonly string[];
  /** The text or number written to an export file; columns without it are not exported. */
  exportValue?: (row: Row) => ExportValue;
  /**
   * A column of personal data (mobile, identity number, detailed address): its cells render PersonalValue; its export is
   * masked (domain/personalData) unless a user with personal.export gives a reason (its key is then the record's field name).
   */
  personal?: PersonalKind;
}
