/**
 * Export to .xlsx with a progress dialog that can be cancelled: `exportAll` fetches every page
 * of the list's query in force (200 rows a request, at most EXPORT_MAX_ROWS), `exportRows`
 * writes rows already at hand (the selection). Render `dialog` somewhere in the page.
 *
 * Personal columns (`personal`) go out masked. A target with `privacy` (every list with personal
 * data, names included) tells the server of every export (/privacy/export, logged; a server without it changes nothing); a user with
 * personal.export is first asked a reason (RevealReasonDialog) and gets the full values from
 * that call (a server without it: masked, and the user is told). When the company has the
 * watermark on (components/personal/watermark), the file's first line says who exported it and when.
 *
 * @example
 *   const exporter = useTableExport();
 *   <Button onClick={() => exporter.exportAll({ table, columns: settings.visible, fileName, sheetName })}>导出</Button>
 *   {exporter.dialog}
 */
import { App, Button, Modal, Progress } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnavailable } from '@/api/errors';
import { useCallOffered } from '@/api/optional';
import { exportPersonal, privacyPaths, type ExportPersonalAnswer, type PrivacySubject, type RevealReason } from '@/api/privacy';
import { hasPermission } from '@/auth/permission';
import { RevealReasonDialog } from '@/components/personal/RevealReasonDialog';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import type { TableFetch, TableQuery } from '@/hooks/useTable';
import { dateTime } from '@/domain/format';
import { useAccess, useSession } from '@/stores/session';
import { EXPORT_MAX_ROWS, buildSheet, fetchAllRows, personalColumns, type ExportProgress, type FullValueOf } from './exportRows';
import type { DataColumn } from './types';
import { useXlsxWriter } from './xlsxWriter';

/** Whose records a list with personal columns holds, for the export log and full values. */
export interface ExportPrivacy<Row> {
  /** Which list, for the log: 'aunt.all', 'employer.mine'… */
  list: string;
  subject: PrivacySubject;
  /** The row's record of `subject` (null: the row has none, e.g. a fee record without an employer). */
  idOf: (row: Row) => number | null;
}

export interface ExportTarget<Row> {
  columns: readonly DataColumn<Row>[];
  fileName: string;
  sheetName: string;
  /** Required: a list holding personal data (mobiles, identity numbers, addresses, people's names) logs its export; null only for one that holds none (tests/unit/export-privacy-guard). */
  privacy: ExportPrivacy<Row> | null;
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
  const [askReason, setAskReason] = useState<((reason: RevealReason) => void) | null>(null);
  const controller = useRef<AbortController | null>(null);
  const access = useAccess();
  const fullOffered = useCallOffered(privacyPaths.export);
  const mayExportFull = fullOffered && access !== null && hasPermission(access, FEATURE_PERMISSIONS.personalExport);
  const user = useSession((state) => state.user);

  /** The watermark line above the header when the company has it on (its code loads with the first export). */
  async function caption(): Promise<string | undefined> {
    if (!user) return undefined;
    const { viewerOf, watermarkOn } = await import('@/components/personal/watermark');
    return (await watermarkOn()) ? t('table.export.watermark', { ...viewerOf(user), time: dateTime(Date.now()) }) : undefined;
  }

  /** Tells the server of the export; the full values when a reason was given (undefined: the file stays masked). */
  async function logged(target: ExportTarget<Row>, rows: readonly Row[], reason: RevealReason | null): Promise<FullValueOf<Row> | undefined> {
    const privacy = target.privacy;
    const keys = personalColumns(target.columns).map((column) => column.key);
    if (!privacy) return undefined;
    const ids = rows.map(privacy.idOf).filter((id): id is number => id !== null && id > 0);
    let answer: ExportPersonalAnswer;
    try {
      answer = await exportPersonal(
        {
          list: privacy.list,
          subject: privacy.subject,
          ids,
          rows: rows.length,
          fields: reason ? keys : [],
          masked: reason ? [] : keys,
          ...(reason ? { reason } : {}),
        },
        { silent: true },
      );
    } catch (error) {
      if (reason && !isUnavailable(error)) throw error;
      if (reason) void message.warning(t('table.export.fullUnavailable'), 8);
      return undefined;
    }
    return reason ? (row, column) => answer.values[String(privacy.idOf(row))]?.[column.key] : undefined;
  }

  /** Writes the file: false when there is nothing, else whether its personal columns went out masked. */
  async function writeFile(target: ExportTarget<Row>, rows: readonly Row[], reason: RevealReason | null): Promise<false | 'masked' | 'full'> {
    if (rows.length === 0) {
      void message.info(t('table.export.nothing'));
      return false;
    }
    setPhase({ step: 'writing' });
    const full = await logged(target, rows, reason);
    const sheet = { ...buildSheet(target.columns, rows, full), caption: await caption() };
    await write({ fileName: target.fileName, sheetName: target.sheetName, sheet });
    return !full && personalColumns(target.columns).length > 0 ? 'masked' : 'full';
  }

  const doneText = (written: 'masked' | 'full', count: number) => t(written === 'masked' ? 'table.export.doneMasked' : 'table.export.done', { count });

  /** Asks the reason first when this user may export personal columns full; `run` gets it (null: masked). */
  const withReason = (target: ExportTarget<Row>, run: (reason: RevealReason | null) => Promise<void>): Promise<void> => {
    if (!mayExportFull || !target.privacy || personalColumns(target.columns).length === 0) return run(null);
    setAskReason(() => (reason: RevealReason) => {
      setAskReason(null);
      void run(reason);
    });
    return Promise.resolve();
  };

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
    withReason(target, (reason) =>
      guarded(async (signal) => {
        setPhase({ step: 'fetching', progress: { done: 0, total: 0 } });
        const result = await fetchAllRows(target.table.fetch, target.table.query, {
          signal,
          onProgress: (progress) => {
            if (!signal.aborted) setPhase({ step: 'fetching', progress });
          },
        });
        if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
        const written = await writeFile(target, result.rows, reason);
        if (!written) return;
        if (result.truncated) void message.warning(t('table.export.truncated', { max: EXPORT_MAX_ROWS }), 8);
        else void message.success(doneText(written, result.rows.length));
      }),
    );

  const exportRows: TableExporter<Row>['exportRows'] = (target) =>
    withReason(target, (reason) =>
      guarded(async () => {
        const written = await writeFile(target, target.rows, reason);
        if (written) void message.success(doneText(written, target.rows.length));
      }),
    );

  const cancel = () => {
    controller.current?.abort();
    setPhase(null);
  };

  const percent = phase?.step === 'fetching' ? (phase.progress.total ? Math.round((phase.progress.done / phase.progress.total) * 100) : 0) : 100;
  const dialog = (
    <>
      {askReason && <RevealReasonDialog onExportReason={askReason} onClose={() => setAskReason(null)} />}
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
          {phase?.step === 'fetching'
            ? t('table.export.fetching', { done: phase.progress.done, total: phase.progress.total || '…' })
            : t('table.export.writing')}
        </div>
      </Modal>
    </>
  );

  return { exportAll, exportRows, running: phase !== null, dialog };
}
