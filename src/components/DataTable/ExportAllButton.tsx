/**
 * A list page's "export all" button: every page of the filter in force to .xlsx through the
 * page's exporter (whose progress dialog the page renders); disabled while the list is empty.
 *
 * @example
 *   const exporter = useTableExport<Order>();
 *   <ExportAllButton exporter={exporter} table={table} target={{ columns: settings.visible, fileName: datedXlsxName(t('order.export.fileName'), tabLabel), sheetName: title }}>
 *     {t('order.export.all')}
 *   </ExportAllButton>
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { TableFetch, TableQuery } from '@/hooks/useTable';
import type { ExportTarget, TableExporter } from './useTableExport';

interface ExportAllButtonProps<Row, Filter> {
  exporter: TableExporter<Row>;
  table: { total: number; fetch: TableFetch<Row, Filter>; query: TableQuery & Filter };
  target: ExportTarget<Row>;
  children: ReactNode;
}

export function ExportAllButton<Row, Filter>({ exporter, table, target, children }: ExportAllButtonProps<Row, Filter>) {
  return (
    <Button icon={<DownloadOutlined />} loading={exporter.running} disabled={table.total === 0} onClick={() => void exporter.exportAll({ ...target, table })}>
      {children}
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
