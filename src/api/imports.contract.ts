/**
 * The contract's entries for `importPaths` (imports.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { ImportAnswer, ImportRequest } from './imports';

export interface ImportsContract {
  /**
   * Adds aunts in bulk: each row checked by the import rules (required, mobile, identity number and its check digit, duplicates in the batch and of existing aunts) and stored on its own or refused.
   * Request: `ImportRequest` {rows (1–500), dryRun?} Answer: `ImportAnswer` {results [{accepted, id?, problems}]}
   */
  '/aunt/import': { req: ImportRequest; res: ImportAnswer };
  /**
   * Adds employers in bulk, as /aunt/import (duplicates by mobile).
   * Request: `ImportRequest` {rows (1–500), dryRun?} Answer: `ImportAnswer` {results [{accepted, id?, problems}]}
   */
  '/employer/import': { req: ImportRequest; res: ImportAnswer };
}
