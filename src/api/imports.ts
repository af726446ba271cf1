/**
 * Importing aunts and employers in bulk, calls of ours (docs/API.md, "Optional calls"): up to
 * IMPORT_BATCH_ROWS rows a call, each row checked by domain/importRules (the rules the preview
 * shows) and stored on its own or refused with a reason code. `dryRun` checks without storing.
 * A server that answers 404: the import adds the rows one by one through the spec's add calls.
 */
import type { ImportProblem } from '@/domain/importRules';
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const importPaths = {
  importAunts: optionalPath('/aunt/import'),
  importEmployers: optionalPath('/employer/import'),
} as const;

export interface ImportRequest {
  /** 1–500 rows: field key -> text (the import template's fields: domain/importRules IMPORT_FIELDS). */
  rows: Record<string, string>[];
  /** Check only: answers what storing would, stores nothing. */
  dryRun?: boolean;
}

/** One row's outcome, in the order sent. */
export interface ImportRowResult {
  accepted: boolean;
  /** The new record's id (auntId / employerId); absent on a dry run and for a refused row. */
  id?: number;
  /** Why it was refused (empty when accepted). */
  problems: ImportProblem[];
}

export interface ImportAnswer {
  results: ImportRowResult[];
}

export const importAunts = (body: ImportRequest, options?: RequestOptions) => post(importPaths.importAunts, body, options);
export const importEmployers = (body: ImportRequest, options?: RequestOptions) => post(importPaths.importEmployers, body, options);
