import { useTranslation } from 'react-i18next';
import { DataTable, ExportAllButton, datedXlsxName, type DataTableProps, type ExportPrivacy, type TableExporter } from '@/components/DataTable';

/** The company-app lists that are read and exported only (their texts live under companyApp.<section>). */
type ExportSection = 'marriage' | 'members' | 'miniOrders';

interface ExportableListProps<Row extends object, Filter extends object> {
  section: ExportSection;
  table: DataTableProps<Row, Filter>['table'];
  settings: DataTableProps<Row, Filter>['settings'];
  exporter: TableExporter<Row>;
  /** Whose personal data the list holds: every export is logged (/privacy/export). */
  privacy: ExportPrivacy<Row>;
  /** Named in the file after the section's name (the purchases' tab in force). */
  fileNamePart?: string;
}

/**
 * A company-app list with its "export all" button: the section's label, file and sheet names and
 * empty hint (none while a filter is in force: the table's own empty state says so).
 */
export function ExportableList<Row extends object, Filter extends object>({
  section,
  table,
  settings,
  exporter,
  privacy,
  fileNamePart,
}: ExportableListProps<Row, Filter>) {
  const { t } = useTranslation();
  const text = (key: string) => t(`companyApp.${section}.${key}`);
  return (
    <DataTable
      table={table}
      settings={settings}
      label={text('listLabel')}
      extra={
        <ExportAllButton
          exporter={exporter}
          table={table}
          target={{
            columns: settings.visible,
            fileName: datedXlsxName(text('exportName'), ...(fileNamePart ? [fileNamePart] : [])),
            sheetName: text('exportSheet'),
            privacy,
          }}
        />
      }
      emptyHint={table.isFiltered ? null : text('emptyHint')}
    />
  );
}
