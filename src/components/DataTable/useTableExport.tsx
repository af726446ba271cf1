/**
 * Export to .xlsx with a progress dialog that can be cancelled: `exportAll` fetches every page
 * of the list's query in force (200 rows a request, at most EXPORT_MAX_ROWS), `exportRows`
 * writes rows already at hand (the selection). Render `dialog` somewhere in the page.
 *
 * @example
 *   const exporter = useTableExport();
 *   <Button onClick={() => exporter.exportAll({ table, columns: settings.visible, fileName, sheetName })}>导出</Button>
 *   {exporter.dialog}
 */
import { App, Button, Modal, Progress } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import type { TableFetch, TableQuery } from '@/hooks/useTable';
import { EXPORT_MAX_ROWS, buildSheet, fetchAllRows, type ExportProgress } from './exportRows';
import type { DataColumn } from './types';
import { useXlsxWriter } from './xlsxWriter';

export interface ExportTarget<Row> {
  columns: readonly DataColumn<Row>[];
  fileName: string;
  sheetName: string;
}

export interface TableExporter<Row> {
  exportAll: <Filter>(target: ExportTarget<Row> & { table: { fetch: TableFetch<Row, Filter>; query: TableQuery & Filter } }) => Promise<void>;
  exportRows: (target: ExportTarget<Row> & { rows: readonly Row[] }) => Promise<void>;
  running: boolean;
  dialog: ReactNode;
}

type Phase = { step: 'fetching'; progress: ExportProgress } | { step: 'writing' };

export function useTableExport<Row>(): TableExporter<Row> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const write = useXlsxWriter();
  const [phase, setPhase] = useState<Phase | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function writeFile(target: ExportTarget<Row>, rows: readonly Row[]) {
    if (rows.length === 0) {
      void message.info(t('table.export.nothing'));
      return false;
    }
    setPhase({ step: 'writing' });
    await write({ fileName: target.fileName, sheetName: target.sheetName, sheet: buildSheet(target.columns, rows) });
    return true;
  }

  async function guarded(task: (signal: AbortSignal) => Promise<void>) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      await task(current.signal);
    } catch (error) {
      if (current.signal.aborted || isCancelled(error)) void message.info(t('table.export.cancelled'));
      else void message.error(t('table.export.failed', { message: loadErrorText(error) }));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPhase(null);
      }
    }
  }

  const exportAll: TableExporter<Row>['exportAll'] = (target) =>
    guarded(async (signal) => {
      setPhase({ step: 'fetching', progress: { done: 0, total: 0 } });
      const result = await fetchAllRows(target.table.fetch, target.table.query, {
        signal,
        onProgress: (progress) => {
          if (!signal.aborted) setPhase({ step: 'fetching', progress });
        },
      });
      if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
      if (!(await writeFile(target, result.rows))) return;
      if (result.truncated) void message.warning(t('table.export.truncated', { max: EXPORT_MAX_ROWS }), 8);
      else void message.success(t('table.export.done', { count: result.rows.length }));
    });

  const exportRows: TableExporter<Row>['exportRows'] = (target) =>
    guarded(async () => {
      if (await writeFile(target, target.rows)) void message.success(t('table.export.done', { count: target.rows.length }));
    });

  const cancel = () => {
    controller.current?.abort();
    setPhase(null);
  };

  const percent = phase?.step === 'fetching' ? (phase.progress.total ? Math.round((phase.progress.done / phase.progress.total) * 100) : 0) : 100;
  const dialog = (
    <Modal
      open={phase !== null}
      title={t('table.export.title')}
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button onClick={cancel} disabled={phase?.step === 'writing'}>
          {t('table.export.cancel')}
        </Button>
      }
      width={420}
    >
      <Progress percent={percent} status={phase?.step === 'writing' ? 'active' : 'normal'} aria-label={t('table.export.title')} />
      <div aria-live="polite">
        {phase?.step === 'fetching' ? t('table.export.fetching', { done: phase.progress.done, total: phase.progress.total || '…' }) : t('table.export.writing')}
      </div>
    </Modal>
  );

  return { exportAll, exportRows, running: phase !== null, dialog };
}
