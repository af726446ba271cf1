/**
 * The contract's entries for `privacyPaths` (privacy.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { AccessLogEntry, AccessLogQuery, ExportPersonalAnswer, ExportPersonalRequest, RevealAnswer, RevealRequest } from './privacy';

export interface PrivacyContract {
  /**
   * The full values of a record's masked personal fields, for a user whose role may see them; logged (who, whose, which fields, when, why).
   * Request: `RevealRequest` {subject, id, fields, auntId? (an order's interview place), reason {kind, text?}} (text required for kind 'other', ≤ 200) Answer: `RevealAnswer` {values}; 40301 for a role without the right
   */
  '/privacy/reveal': { req: RevealRequest; res: RevealAnswer };
  /**
   * The personal-data access log of the company, newest first, paged; for admins only (40301 otherwise).
   * Request: `AccessLogQuery` {userId?, subject?, subjectId?, subjectName?, field?, reasonKind?, action?, at?} + paging Answer: list of `AccessLogEntry` (subjectName masked)
   */
  '/privacy/accessLogs': { req: AccessLogQuery; list: AccessLogEntry };
  /**
   * One list export told to the server (logged: who, which list, how many rows, which personal columns full or masked, when, why); answers the full values of the columns asked full.
   * Request: `ExportPersonalRequest` {list ('aunt.all', 'member'…), subject, ids (≤ 10 000), rows?, fields, masked, reason?} (reason required with fields) Answer: `ExportPersonalAnswer` {values}; 40301 for full columns without personal.export
   */
  '/privacy/export': { req: ExportPersonalRequest; res: ExportPersonalAnswer };
}
