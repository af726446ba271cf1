/**
 * The shared list machinery (STYLE rule 8): every list page builds on useTable (src/hooks),
 * useColumnSettings and DataTable, and exports with useTableExport.
 */
export { DataTable, type DataTableProps } from './DataTable';
export type { DataColumn, ExportValue } from './types';
export { useColumnSettings, type ColumnSettingsController } from './useColumnSettings';
export { useTableExport, type ExportPrivacy, type ExportTarget, type TableExporter } from './useTableExport';
export { ExportAllButton, datedXlsxName } from './ExportAllButton';
export { ListPageHeader, type ListPageTab } from './ListPageHeader';
export { XlsxWriterContext, downloadXlsx, type XlsxFile, type XlsxWriter } from './xlsxWriter';
export { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, buildSheet, fetchAllRows } from './exportRows';
export { safeCell, safeCellText } from './formulaSafety';
export { TableEmpty, TableError } from './TableStates';
