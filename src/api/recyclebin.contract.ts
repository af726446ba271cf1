/**
 * The contract's entries for `recyclebinPaths` (recyclebin.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { Employer } from './employer.types';
import type { Order } from './order.types';
import type { EmptyBody } from './contract';
import type { RecycleKeepDays, RecyclebinAuntRequest, RecyclebinEmployerRequest, RecyclebinOrderRequest, RecyclebinQuery, RecycledAunt } from './recyclebin';

export interface RecyclebinContract {
  /** Deleted aunts, newest deletion first (list; empty on failure). */
  '/recyclebin/getAunts': { req: RecyclebinQuery; list: RecycledAunt };
  /** Deletes an aunt for good. */
  '/recyclebin/delAunt': { req: RecyclebinAuntRequest; res: null };
  /** Restores a deleted aunt. */
  '/recyclebin/restoreAunt': { req: RecyclebinAuntRequest; res: null };
  /** Deleted employers (list; empty on failure). */
  '/recyclebin/getEmployers': { req: RecyclebinQuery; list: Employer };
  /** Restores a deleted employer. */
  '/recyclebin/restoreEmployer': { req: RecyclebinEmployerRequest; res: null };
  /** Deletes an employer for good. */
  '/recyclebin/delEmployer': { req: RecyclebinEmployerRequest; res: null };
  /** Deleted orders (list; empty on failure). */
  '/recyclebin/getOrders': { req: RecyclebinQuery; list: Order };
  /** Restores a deleted order. */
  '/recyclebin/restoreOrder': { req: RecyclebinOrderRequest; res: null };
  /** Deletes an order for good. */
  '/recyclebin/delOrder': { req: RecyclebinOrderRequest; res: null };
  /** The company's recycle-bin retention in days (0 = keep until deleted by hand). Our addition. */
  '/recyclebin/getKeepDays': { req: EmptyBody; res: RecycleKeepDays };
  /**
   * Sets the retention (company.manage); records deleted more than keepDays days ago are deleted for good, their files too. Our addition.
   * Request: `RecycleKeepDays` {keepDays} (0, or 7–365)
   */
  '/recyclebin/setKeepDays': { req: RecycleKeepDays; res: RecycleKeepDays };
}
