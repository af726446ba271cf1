/**
 * The bulk import on the mock: 5,000 valid aunt rows (name, mobile, identity number, native
 * place, years) sent through /aunt/import in batches of IMPORT_BATCH_ROWS, one after the other as
 * the import dialog sends them; the seconds from the first request to the last answer (aim 30 s).
 */
import { config } from '@/config';
import { importPaths, type ImportAnswer } from '@/api/imports';
import { checkDigitOf } from '@/domain/idCard';
import { IMPORT_BATCH_ROWS } from '@/domain/importRules';

export const IMPORT_ROWS = 5000;
export const IMPORT_AIM_S = 30;

const DAY_MS = 86_400_000;
const FIRST_BIRTH = Date.UTC(1965, 0, 1);

/** Rows new on every run against the same database: a random run number in each mobile and identity number. */
export function importRows(count: number): Record<string, string>[] {
  const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return Array.from({ length: count }, (_unused, n) => {
    const birth = new Date(FIRST_BIRTH + n * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    const body = `110105${birth}${run}`;
    return {
      auntName: `基准导入${n + 1}`,
      mobile: `16${run}${String(n).padStart(6, '0')}`,
      idCard: body + checkDigitOf(body),
      nativePlace: '四川成都',
      experienceYears: String(n % 20),
    };
  });
}

/** Seconds to import IMPORT_ROWS rows; throws when a batch or a row is refused (the figure would not be of 5,000 rows). */
export async function importSeconds(mockUrl: string, token: string, count = IMPORT_ROWS): Promise<number> {
  const rows = importRows(count);
  const started = performance.now();
  for (let offset = 0; offset < rows.length; offset += IMPORT_BATCH_ROWS) {
    const response = await fetch(`${mockUrl}${config.apiBase}${importPaths.importAunts}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [config.tokenHeader]: token },
      body: JSON.stringify({ rows: rows.slice(offset, offset + IMPORT_BATCH_ROWS) }),
    });
    const envelope = (await response.json()) as { code: number; error: string | null; data: ImportAnswer };
    if (envelope.code !== 200) throw new Error(`bench: aunt import refused: ${envelope.error}`);
    const refused = envelope.data.results.filter((result) => !result.accepted);
    if (refused.length > 0) throw new Error(`bench: aunt import refused ${refused.length} rows: ${JSON.stringify(refused[0].problems)}`);
  }
  return (performance.now() - started) / 1000;
}
