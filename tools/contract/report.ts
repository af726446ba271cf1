/** The contract kit's report as text: a table, one line per call, and every finding of the calls that differ. */
import { formatFinding, type Finding } from '@/api/schemaCheck';
import type { KitReport } from './kit';

function column(findings: Finding[], kinds: Finding['kind'][]): string {
  const names = findings.filter((finding) => kinds.includes(finding.kind)).map((finding) => finding.field);
  if (names.length === 0) return '';
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} +${names.length - 3}` : shown;
}

/** The report as a fixed-width table, one line per call, then the totals. */
export function formatReport(report: KitReport): string {
  const rows = report.calls.map((call) => [
    call.path,
    call.optional && call.result !== 'ok' ? `${call.result} (optional)` : call.result,
    column(call.findings, ['missing']),
    column(call.findings, ['extra']),
    column(call.findings, ['type', 'value']),
    call.message ?? '',
  ]);
  const header = ['call', 'result', 'missing', 'extra', 'other type / value', 'note'];
  const widths = header.map((title, index) => Math.min(48, Math.max(title.length, ...rows.map((row) => row[index]!.length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.slice(0, widths[index]).padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  const counts = new Map<string, number>();
  for (const call of report.calls) counts.set(call.result, (counts.get(call.result) ?? 0) + 1);
  const summary = [...counts].map(([result, count]) => `${count} ${result}`).join(', ');
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `${report.calls.length} calls: ${summary}. ${report.failed ? 'FAILED: the app needs a call above that failed or differs.' : 'The app’s calls answer as the contract says.'}`,
  ].join('\n');
}

/** Every finding in full, for the calls that differ (the table shows the first three names). */
export function formatDetails(report: KitReport): string {
  return report.calls
    .filter((call) => call.findings.length > 0)
    .map((call) => [`${call.path}:`, ...call.findings.map((finding) => `  ${formatFinding(finding)}`)].join('\n'))
    .join('\n');
}
