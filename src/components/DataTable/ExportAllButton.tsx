/**
 * THE list page's export button (docs/UI-PATTERNS.md): one label (导出 / Export), every page of
 * the filter in force to .xlsx through the page's exporter (whose progress dialog the page
 * renders); disabled while the list is empty.
 *
 * @example
 *   const exporter = useTableExport<Order>();
 *   <ExportAllButton exporter={exporter} table={table} target={{ columns: settings.visible, fileName: datedXlsxName(t('order.export.fileName'), tabLabel), sheetName: title }} />
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/table';
import type { TableFetch, TableQuery } from '@/hooks/useTable';
import type { ExportTarget, TableExporter } from './useTableExport';

interface ExportAllButtonProps<Row, Filter> {
  exporter: TableExporter<Row>;
  table: { total: number; fetch: TableFetch<Row, Filter>; query: TableQuery & Filter };
  target: ExportTarget<Row>;
}

export function ExportAllButton<Row, Filter>({ exporter, table, target }: ExportAllButtonProps<Row, Filter>) {
  const { t } = useTranslation();
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.running} disabled={table.total === 0} onClick={() => void exporter.exportAll({ ...target, table })}>
      {t('table.export.button')}
    </Button>
  );
}

/**
 * An export's file name: the parts joined by "-", then today's date (`招聘订单-已签约-20260501.xlsx`).
 * A list with tabs names the tab in force among the parts. Characters no file system takes
 * (\ / : * ? " < > |) become "_" (tab names come from the server).
 */
export function datedXlsxName(...parts: string[]): string {
  const safe = parts.map((part) => part.trim().replace(/[\\/:*?"<>|]/g, '_')).filter((part) => part !== '');
  return `${[...safe, dayjs().format('YYYYMMDD')].join('-')}.xlsx`;
}
