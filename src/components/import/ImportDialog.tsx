/**
 * The import flow (a lazy chunk, opened by ImportButton): a file → its columns mapped to the
 * import's fields (by their zh or en headers; each editable) → a preview with every row's
 * problems (domain/importRules, the rules the server's bulk call applies; a dry run of the bulk
 * call adds the duplicates of existing records) → the valid rows imported with progress and a
 * stop → counts and the refused rows as an .xlsx with reasons. Also the template (.xlsx).
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Result, Steps, Typography, Upload } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { importAunts, importEmployers } from '@/api/imports';
import { useXlsxWriter } from '@/components/DataTable/xlsxWriter';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  autoMap,
  checkRows,
  unmappedRequired,
  type ImportKind,
  type ImportProblem,
  type ImportRow,
} from '@/domain/importRules';
import '@/i18n/texts/import';
import { ImportFileError, readTable, type ImportTable } from './readTable';
import { batchesOf, runImport } from './runImport';
import { fieldHeader, MappingStep, PreviewStep, problemText } from './ImportSteps';

const MB = IMPORT_MAX_BYTES / 1024 / 1024;

type Step = 'file' | 'mapping' | 'preview' | 'running' | 'result';

interface Outcome {
  accepted: number;
  refused: { row: number; cells: string[]; reasons: string }[];
  stopped: boolean;
}

/** Rows of the file as the mapping reads them. */
function mappedRows(table: ImportTable, mapping: readonly (string | null)[]): ImportRow[] {
  return table.rows.map((cells) => Object.fromEntries(mapping.flatMap((key, index) => (key ? [[key, cells[index]]] : []))));
}

export interface ImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  /** After rows were stored (the list refreshes). */
  onImported: () => void;
}

export default function ImportDialog({ kind, open, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const writeXlsx = useXlsxWriter();
  const [step, setStep] = useState<Step>('file');
  const [table, setTable] = useState<ImportTable | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [mapping, setMapping] = useState<(string | null)[]>([]);
  const [existingProblems, setExistingProblems] = useState<(ImportProblem[] | null)[] | null>(null);
  const [bulkMissing, setBulkMissing] = useState(false);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef(false);

  const rows = useMemo(() => (table ? mappedRows(table, mapping) : []), [table, mapping]);
  const problems = useMemo(() => {
    const local = checkRows(kind, rows);
    return local.map((own, index) => (own.length > 0 ? own : (existingProblems?.[index] ?? [])));
  }, [kind, rows, existingProblems]);
  const validCount = problems.filter((list) => list.length === 0).length;
  const missing = unmappedRequired(kind, mapping);

  const chooseFile = async (file: File) => {
    setFileProblem(null);
    setBusy(true);
    try {
      const read = await readTable(file);
      setTable(read);
      setMapping(autoMap(kind, read.headers));
      setExistingProblems(null);
      setStep('mapping');
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      setFileProblem(t(`import.file.problem.${error.problem}`, { mb: MB, rows: IMPORT_MAX_ROWS }));
    } finally {
      setBusy(false);
    }
  };

  /** A dry run of the bulk call over the rows the local rules pass: the duplicates of existing records. */
  const toPreview = async () => {
    setStep('preview');
    setBusy(true);
    const local = checkRows(kind, rows);
    const candidates = rows.map((row, index) => ({ row, index })).filter(({ index }) => local[index].length === 0);
    const found: (ImportProblem[] | null)[] = rows.map(() => null);
    const bulk = kind === 'aunt' ? importAunts : importEmployers;
    try {
      let offset = 0;
      for (const batch of batchesOf(candidates.map(({ row }) => row))) {
        const { results } = await bulk({ rows: batch as Record<string, string>[], dryRun: true }, { silent: true });
        results.forEach((result, index) => (found[candidates[offset + index].index] = result.problems));
        offset += batch.length;
      }
      setExistingProblems(found);
      setBulkMissing(false);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'unavailable') throw error;
      setBulkMissing(true);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    const sending = rows.map((row, index) => ({ row, index })).filter(({ index }) => problems[index].length === 0);
    cancelRef.current = false;
    setStep('running');
    const results = await runImport(
      kind,
      sending.map(({ row }) => row),
      { onProgress: setProgress, cancelled: () => cancelRef.current },
    ).finally(() => onImported());
    const refused: Outcome['refused'] = [];
    const reasonsOf = (list: ImportProblem[]) => list.map((problem) => problemText(t, kind, problem, english)).join('；');
    problems.forEach((list, index) => {
      if (list.length > 0) refused.push({ row: index + 2, cells: table!.rows[index], reasons: reasonsOf(list) });
    });
    sending.forEach(({ index }, position) => {
      const result = results[position];
      if (result && result.accepted) return;
      refused.push({ row: index + 2, cells: table!.rows[index], reasons: result ? reasonsOf(result.problems) : t('import.result.notSent') });
    });
    refused.sort((a, b) => a.row - b.row);
    setOutcome({ accepted: results.filter((result) => result.accepted).length, refused, stopped: results.length < sending.length });
    setStep('result');
  };

  const downloadRefused = () =>
    writeXlsx({
      fileName: `${t('import.result.refusedName')}.xlsx`,
      sheetName: t('import.result.refusedName'),
      sheet: {
        header: [t('import.preview.row'), ...table!.headers, t('import.result.reasonColumn')],
        widths: [8, ...table!.headers.map(() => 16), 40],
        rows: outcome!.refused.map((item) => [item.row, ...item.cells, item.reasons]),
      },
    });

  const downloadTemplate = () =>
    writeXlsx({
      fileName: `${t(`import.file.templateName.${kind}`)}.xlsx`,
      sheetName: t(`import.file.templateName.${kind}`),
      sheet: {
        header: IMPORT_FIELDS[kind].map((field) => fieldHeader(field, english) + (field.required ? '*' : '')),
        widths: IMPORT_FIELDS[kind].map(() => 18),
        rows: [],
      },
    });

  const stepIndex = { file: 0, mapping: 1, preview: 2, running: 3, result: 3 }[step];
  const footer = (
    <Flex justify="end" gap={8}>
      {(step === 'mapping' || step === 'preview') && <Button onClick={() => setStep(step === 'preview' ? 'mapping' : 'file')}>{t('import.run.back')}</Button>}
      {step === 'mapping' && (
        <Button type="primary" disabled={missing.length > 0} onClick={() => void toPreview()}>
          {t('import.run.next')}
        </Button>
      )}
      {step === 'preview' && (
        <Button type="primary" disabled={busy || validCount === 0} onClick={() => void start()}>
          {t('import.run.start', { count: validCount })}
        </Button>
      )}
      {step === 'running' && (
        <Button danger onClick={() => (cancelRef.current = true)}>
          {t('import.run.cancel')}
        </Button>
      )}
      {step === 'result' && (
        <Button type="primary" onClick={onClose}>
          {t('import.result.close')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Modal
      open={open}
      title={t(`import.title.${kind}`)}
      width={960}
      onCancel={step === 'running' ? undefined : onClose}
      closable={step !== 'running'}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={stepIndex}
        items={[
          { title: t('import.steps.file') },
          { title: t('import.steps.mapping') },
          { title: t('import.steps.preview') },
          { title: t('import.steps.result') },
        ]}
        style={{ margin: '16px 0' }}
      />
      {step === 'file' && (
        <Flex vertical gap={12}>
          <Upload.Dragger
            accept=".xlsx,.csv"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void chooseFile(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{busy ? t('import.file.reading') : t('import.file.drop')}</p>
            <Typography.Text type="secondary">{t('import.file.hint', { rows: IMPORT_MAX_ROWS, mb: MB })}</Typography.Text>
          </Upload.Dragger>
          {fileProblem && <Alert type="error" showIcon message={fileProblem} />}
          <div>
            <Button onClick={() => void downloadTemplate()}>{t('import.file.template')}</Button>
          </div>
        </Flex>
      )}
      {step === 'mapping' && table && <MappingStep kind={kind} table={table} mapping={mapping} missing={missing} onChange={setMapping} />}
      {step === 'preview' && <PreviewStep kind={kind} rows={rows} problems={problems} mapping={mapping} bulkMissing={bulkMissing} loading={busy} />}
      {step === 'running' && (
        <Flex vertical gap={8} align="center">
          <Typography.Text>{t('import.run.progress', progress)}</Typography.Text>
          <Progress percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0} />
        </Flex>
      )}
      {step === 'result' && outcome && (
        <Result
          status={outcome.stopped || outcome.refused.length > 0 ? 'warning' : 'success'}
          title={outcome.stopped ? t('import.result.stopped') : t('import.result.done')}
          subTitle={t('import.result.counts', { accepted: outcome.accepted, refused: outcome.refused.length })}
          extra={outcome.refused.length > 0 && <Button onClick={() => void downloadRefused()}>{t('import.result.download')}</Button>}
        />
      )}
    </Modal>
  );
}
