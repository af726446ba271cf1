/**
 * The contract's entries for `searchPaths` (search.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { SearchAnswer, SearchRequest } from './search';

export interface SearchContract {
  /**
   * One keyword over the company's aunts, employers, orders, joint-hall aunts and staff: names by part, mobiles by value or last 4+ digits, identity-number tail (4–6), order number; personal values answered masked.
   * Request: `SearchRequest` {keyword (1–50), limit? (1–20, per kind), kinds?} Answer: `SearchAnswer` {hits, refused}; staff only with user.manage (else listed in refused)
   */
  '/search': { req: SearchRequest; res: SearchAnswer };
}
