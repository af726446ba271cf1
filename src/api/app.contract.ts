/**
 * The contract's entries for `appPaths` (app.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { PaySolutionRequest, Solution, SolutionPayment, XXConfig, XXConfigRequest } from './app';
import type { EmptyBody } from './contract';

export interface AppContract {
  /** The vip plans (no body). */
  '/app/getSolution': { req: EmptyBody; res: Solution[] };
  /**
   * Pays for a vip plan.
   * Answer: `SolutionPayment` {solutionId, expireDate, payOrderNo, codeUrl, amount}; the mock pays at once and sets the company's user cap to the plan's
   */
  '/app/paySolution': { req: PaySolutionRequest; res: SolutionPayment };
  /** Configuration entries (payload not shown in the spec). */
  '/app/getXXConfig': { req: XXConfigRequest; res: XXConfig };
}
