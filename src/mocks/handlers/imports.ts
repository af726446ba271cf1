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

/**
 * The company's unique values, read once a call (a row's check would otherwise scan every record
 * again): aunts' mobiles and identity numbers, the recycle bin included, as addAunt refuses;
 * employers' mobiles. A row stored by the call adds its own.
 */
interface TakenValues {
  mobile: Set<string>;
  idCard: Set<string>;
}

function takenValues(kind: ImportKind, companyId: number): TakenValues {
  const taken: TakenValues = { mobile: new Set(), idCard: new Set() };
  const db = getDb();
  if (kind === 'aunt') {
    for (const aunt of db.aunts) {
      if (aunt.companyId !== companyId) continue;
      taken.mobile.add(aunt.mobile);
      if (aunt.idCard !== '') taken.idCard.add(aunt.idCard);
    }
  } else {
    for (const row of db.employers) if (row.companyId === companyId && row.isDeleted === 0) taken.mobile.add(row.mobile);
  }
  return taken;
}

/** Whether a record of the company already has this value (what addAunt / createEmployer refuse as taken). */
const existingOf =
  (taken: TakenValues): ExistingCheck =>
  (field, value) =>
    (field === 'idCard' ? taken.idCard : taken.mobile).has(value);

const CREATE: Record<ImportKind, (body: unknown, user: UserRow, companyId: number, taken: TakenValues) => { id: number }> = {
  aunt: (body, user, companyId, taken) => {
    // createAunt's own scan for a taken mobile or identity number runs only when these sets say it may be.
    const row = createAunt(body, user, companyId, (candidate) => taken.mobile.has(candidate.mobile) || taken.idCard.has(candidate.idCard));
    taken.mobile.add(row.mobile);
    if (row.idCard !== '') taken.idCard.add(row.idCard);
    return { id: row.auntId };
  },
  employer: (body, user, companyId, taken) => {
    const row = createEmployerRow(body, user, companyId);
    taken.mobile.add(row.mobile);
    return { id: row.employerId };
  },
};

function importRows(kind: ImportKind, body: unknown, user: UserRow, companyId: number, lang: Lang): { results: ImportRowResult[] } {
  const { rows, dryRun } = readBody(kind, body);
  const taken = takenValues(kind, companyId);
  const verdicts = checkRows(kind, rows, existingOf(taken));
  let stored = 0;
  const results = rows.map((row, index): ImportRowResult => {
    const problems = verdicts[index];
    if (problems.length > 0) return { accepted: false, problems };
    if (dryRun) return { accepted: true, problems: [] };
    try {
      const { id } = CREATE[kind](toInput(kind, row), user, companyId, taken);
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
