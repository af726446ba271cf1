/**
 * Bulk import (ours): /aunt/import and /employer/import take up to IMPORT_BATCH_ROWS rows of the
 * import template's fields. Each row is checked by domain/importRules, the module the client's
 * preview uses (required fields, mobile, identity number and its check digit, duplicates in the
 * batch, duplicates of the company's records: aunts by mobile or identity number, the recycle bin
 * included, as addAunt refuses; employers by mobile). A valid row then goes through the add call's
 * own steps (createAunt / createEmployerRow), so it is stored whole or not at all. `dryRun`
 * answers the same verdicts and stores nothing. A malformed body (not 1–500 rows, an unknown
 * field, a value that is not text) is refused whole (40001); a role that may not add is 40301.
 */
import { importPaths, type ImportRowResult } from '@/api/imports';
import { IMPORT_BATCH_ROWS, IMPORT_FIELDS, checkRows, toInput, type ExistingCheck, type ImportKind, type ImportRow } from '@/domain/importRules';
import { getDb, type UserRow } from '../db';
import { MOCK_CODES, MockError, invalid, type Lang } from '../core/errors';
import { isRecord } from '../core/validate';
import { apiWrite, requireSession } from './kit';
import { createAunt } from './auntWrite';
import { createEmployerRow } from './employerWrite';

interface ImportBody {
  rows: ImportRow[];
  dryRun: boolean;
}

function readBody(kind: ImportKind, body: unknown): ImportBody {
  const keys = new Set(IMPORT_FIELDS[kind].map((field) => field.key));
  const rows = isRecord(body) ? body.rows : undefined;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > IMPORT_BATCH_ROWS) {
    throw invalid({ zh: `每次导入 1 到 ${IMPORT_BATCH_ROWS} 行`, en: `Each import call takes 1 to ${IMPORT_BATCH_ROWS} rows` }, 'rows');
  }
  rows.forEach((row: unknown, index) => {
    const ok = isRecord(row) && Object.entries(row).every(([key, value]) => keys.has(key) && typeof value === 'string' && value.length <= 1000);
    if (!ok) throw invalid({ zh: `第 ${index + 1} 行的字段不正确`, en: `Row ${index + 1} has a field that is not valid` }, `rows.${index}`);
  });
  const dryRun = isRecord(body) ? body.dryRun : undefined;
  if (dryRun !== undefined && typeof dryRun !== 'boolean') throw invalid({ zh: '试导入标志不正确', en: 'dryRun must be true or false' }, 'dryRun');
  return { rows: rows as ImportRow[], dryRun: dryRun === true };
}

/** Whether a record of the company already has this value (what addAunt / createEmployer refuse as taken). */
function existingOf(kind: ImportKind, companyId: number): ExistingCheck {
  const db = getDb();
  if (kind === 'aunt') {
    return (field, value) => db.aunts.some((aunt) => aunt.companyId === companyId && (field === 'mobile' ? aunt.mobile === value : aunt.idCard === value));
  }
  return (_field, value) => db.employers.some((row) => row.companyId === companyId && row.isDeleted === 0 && row.mobile === value);
}

const CREATE: Record<ImportKind, (body: unknown, user: UserRow, companyId: number) => { id: number }> = {
  aunt: (body, user, companyId) => ({ id: createAunt(body, user, companyId).auntId }),
  employer: (body, user, companyId) => ({ id: createEmployerRow(body, user, companyId).employerId }),
};

function importRows(kind: ImportKind, body: unknown, user: UserRow, companyId: number, lang: Lang): { results: ImportRowResult[] } {
  const { rows, dryRun } = readBody(kind, body);
  const verdicts = checkRows(kind, rows, existingOf(kind, companyId));
  let stored = 0;
  const results = rows.map((row, index): ImportRowResult => {
    const problems = verdicts[index];
    if (problems.length > 0) return { accepted: false, problems };
    if (dryRun) return { accepted: true, problems: [] };
    try {
      const { id } = CREATE[kind](toInput(kind, row), user, companyId);
      stored += 1;
      return { accepted: true, id, problems: [] };
    } catch (error) {
      // A role that may not add: the whole call is refused while nothing is stored yet.
      if (error instanceof MockError && error.code === MOCK_CODES.forbidden && stored === 0) throw error;
      if (!(error instanceof MockError)) throw error;
      return { accepted: false, problems: [{ reason: 'refused', field: error.fields[0] ?? '', message: error.messages[lang] }] };
    }
  });
  return { results };
}

const importAunts = apiWrite(importPaths.importAunts, (ctx) => {
  const { user, company } = requireSession(ctx);
  return importRows('aunt', ctx.body, user, company.companyId, ctx.lang);
});

const importEmployers = apiWrite(importPaths.importEmployers, (ctx) => {
  const { user, company } = requireSession(ctx);
  return importRows('employer', ctx.body, user, company.companyId, ctx.lang);
});

export const importHandlers = [importAunts, importEmployers];
