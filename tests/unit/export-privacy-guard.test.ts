/**
 * Every export is logged (issue 38): each export site in src (an ExportAllButton, an ExportableList,
 * an exporter's exportAll / exportRows call) names its privacy target (useTableExport's `privacy`:
 * which list, whose records), so /privacy/export records who exported what. `privacy: null` only for
 * a list that holds no personal data, listed below with the reason; such a list has no personal column.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
/** The export machinery itself (its own calls pass the target they were given). */
const MACHINERY = 'src/components/DataTable/';

/** Export sites with `privacy: null`, and why they hold no personal data. */
const NOT_PERSONAL: Record<string, string> = {
  'src/pages/company/accessLogs/index.tsx': 'the access log itself: records’ names come masked, the rest is who of the staff looked when',
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The text of a call from its "(" to the matching ")". */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')' && --depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

/** A `const name = …;` declaration's text in the file ('' when there is none). */
function declaration(source: string, name: string): string {
  const start = source.search(new RegExp(`const ${name}\\b`));
  return start < 0 ? '' : source.slice(start, source.indexOf(';\n', start) + 1);
}

interface ExportSite {
  line: number;
  /** 'logged': a privacy target; 'null': `privacy: null`; 'missing': none found. */
  privacy: 'logged' | 'null' | 'missing';
}

/** The export sites of one source file and whether each names a privacy target (directly or through a const it spreads / passes). */
function exportSites(source: string): ExportSite[] {
  const sites: ExportSite[] = [];
  for (const match of source.matchAll(/<ExportAllButton\b|<ExportableList\b|\.export(?:All|Rows)\(/g)) {
    const start = match.index;
    const text = match[0].startsWith('<') ? source.slice(start, source.indexOf('/>', start)) : callText(source, start + match[0].length - 1);
    const named = [...text.matchAll(/(?:target=\{|\.\.\.)(\w+)/g)].map((ref) => declaration(source, ref[1]!));
    const all = [text, ...named].join('\n');
    const privacy = /privacy(?::|=\{)\s*null\b/.test(all) ? 'null' : /\bprivacy\b/.test(all) ? 'logged' : 'missing';
    sites.push({ line: source.slice(0, start).split('\n').length, privacy });
  }
  return sites;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('export privacy guard', () => {
  const files = filesUnder(SRC).filter((file) => !relative(file).startsWith(MACHINERY));
  const sites = files.flatMap((file) => exportSites(readFileSync(file, 'utf8')).map((site) => ({ file: relative(file), ...site })));

  it('finds the export sites (aunts, employers, members, orders, jobs, fees, the access log…)', () => {
    const where = new Set(sites.map((site) => site.file));
    for (const file of [
      'src/pages/aunt/list/AuntListView.tsx',
      'src/pages/employer/list/EmployerListView.tsx',
      'src/pages/companyApp/shared/ExportableList.tsx',
      'src/pages/order/list/index.tsx',
      'src/pages/company/accessLogs/index.tsx',
    ]) {
      expect(where).toContain(file);
    }
  });

  it('every export site names its privacy target; a null one only where the list holds no personal data', () => {
    const offRule = sites
      .filter((site) => site.privacy === 'missing' || (site.privacy === 'null' && !(site.file in NOT_PERSONAL)))
      .map((site) => `${site.file}:${site.line} ${site.privacy}`);
    expect(offRule).toEqual([]);
  });

  it('an exempt list is still exempt and has no personal column', () => {
    for (const file of Object.keys(NOT_PERSONAL)) {
      expect(sites.filter((site) => site.file === file).map((site) => site.privacy)).toContain('null');
      const folder = path.dirname(path.join(ROOT, file));
      const personal = filesUnder(folder).filter((source) => /\bpersonal:\s*'/.test(readFileSync(source, 'utf8')));
      expect(personal.map(relative)).toEqual([]);
    }
  });

  it('the ExportableList sites pass their privacy target on', () => {
    const lists = files.filter((file) => readFileSync(file, 'utf8').includes('<ExportableList'));
    expect(lists.length).toBeGreaterThan(0);
    for (const file of lists) {
      for (const tag of readFileSync(file, 'utf8').matchAll(/<ExportableList\b[^]*?\/>/g)) expect(tag[0]).toMatch(/privacy=\{(?!null)/);
    }
  });

  it('every list a privacy target names has its name in zh and en (the access log shows it)', () => {
    const lists = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:ExportPrivacy<\w+> = |privacy: )\{ list: [`']([A-Za-z]+)/g)].map((match) => match[1]!),
      ),
    );
    expect([...lists]).toEqual(expect.arrayContaining(['aunt', 'employer', 'member', 'marriage', 'miniOrder']));
    for (const lang of ['zh', 'en']) {
      const names = (JSON.parse(readFileSync(path.join(SRC, `i18n/${lang}/personal.json`), 'utf8')) as { exportList: Record<string, string> }).exportList;
      expect([...lists].filter((list) => !names[list])).toEqual([]);
    }
  });

  it('tells a site without a target, a null one and one whose target is a const it passes', () => {
    const source = [
      'const target = { columns, fileName, sheetName, privacy: PRIVACY };',
      '<ExportAllButton exporter={exporter} table={table} target={{ columns, fileName, sheetName }} />',
      '<ExportAllButton exporter={exporter} table={table} target={{ columns, fileName, sheetName, privacy: null }} />',
      '<ExportAllButton exporter={exporter} table={table} target={target} />',
      'exporter.exportRows({ ...target, rows: selection(rows) });',
      'exporter.exportAll({ table, columns, fileName, sheetName });',
    ].join('\n');
    expect(exportSites(source)).toEqual([
      { line: 2, privacy: 'missing' },
      { line: 3, privacy: 'null' },
      { line: 4, privacy: 'logged' },
      { line: 5, privacy: 'logged' },
      { line: 6, privacy: 'missing' },
    ]);
  });
});
