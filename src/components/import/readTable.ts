/**
 * Reading an import file: .xlsx through read-excel-file (a lazy chunk, loaded when a file is
 * chosen), .csv as text (UTF-8, a BOM dropped, quoted fields). Bounded: IMPORT_MAX_BYTES and
 * IMPORT_MAX_ROWS (data rows below the header row).
 */
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@/domain/importRules';

export interface ImportTable {
  headers: string[];
  /** The data rows, each as long as `headers` (missing cells ''). */
  rows: string[][];
}

export type ImportFileProblem = 'size' | 'rows' | 'empty' | 'format';

export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(problem);
  }
}

/** A CSV text's rows (RFC 4180 quoting; a comma or semicolon-free line is one cell). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();

async function cellsOf(file: File): Promise<unknown[][]> {
  if (/\.csv$/i.test(file.name)) return parseCsv(await file.text());
  if (!/\.xlsx$/i.test(file.name)) throw new ImportFileError('format');
  const { readSheet } = await import('read-excel-file/browser');
  try {
    return (await readSheet(file)) as unknown[][];
  } catch {
    throw new ImportFileError('format');
  }
}

/** The file's header row and data rows (blank rows dropped). */
export async function readTable(file: File): Promise<ImportTable> {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportFileError('size');
  const cells = (await cellsOf(file)).map((row) => row.map(text)).filter((row) => row.some((cell) => cell !== ''));
  if (cells.length < 2) throw new ImportFileError('empty');
  if (cells.length - 1 > IMPORT_MAX_ROWS) throw new ImportFileError('rows');
  const [headers, ...rows] = cells;
  return { headers, rows: rows.map((row) => headers.map((_header, index) => row[index] ?? '')) };
}
