/**
 * The contract's entries for `companyAppPaths` (companyApp.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  CompanyDynamic,
  CompanyDynamicQuery,
  CompanyDynamicSummary,
  SetCompanyDynamicRequest,
  SetTrainingGroupRequest,
  SetTrainingItemRequest,
  TrainingGroup,
  TrainingItem,
  TrainingJoin,
  TrainingJoinQuery,
  TrainingOrderPay,
  TrainingOrderPayQuery,
  TrainingOrderPaySummary,
} from './companyApp.content.types';
import type {
  MarryApply,
  MarryApplyQuery,
  Member,
  MemberQuery,
  MiniOrder,
  MiniOrderQuery,
  MiniOrderSummary,
  ReplySuggestRequest,
  SuggestQuery,
  SuggestSummary,
  Suggestion,
} from './companyApp.members.types';
import type { CompanyAppOrder, CompanyAppOrderQuery, CompanyAppOrderSummary, SetCompanyAppOrderRequest } from './companyApp.requests.types';
import type { EmptyBody } from './contract';

export interface CompanyAppContract {
  /**
   * Mini-program service requests (list; summary: rows per status).
   * Answer: list of `CompanyAppOrder` (+ `summary`: `CompanyAppOrderSummary` {counts: all, pending, following, converted, closed} over the filter without its status). Who may write: –
   */
  '/companyApp/getCompanyAppOrder': { req: CompanyAppOrderQuery; list: CompanyAppOrder; summary: CompanyAppOrderSummary };
  /**
   * One step on a service request (accept, assign, convert, close, reopen); answers the request.
   * Request: one step, `SetCompanyAppOrderRequest`: {appOrderId, action: 'accept'} · {…, 'assign', assigneeId} · {…, 'close', closeReason 1-5, closeRemark? (required for 5)} · {…, 'reopen'} · {…, 'convert', employer: `ConvertEmployerInput` | employerId, job: `ConvertJobInput`}. Answer: the request after the step (`CompanyAppOrder`, with `employerId`/`jobId` after a conversion). Who may write: employer ownership permissions (`employer.own` / `unowned` / `others`) on the request's assignee; a step the graph does not allow: 40901
   */
  '/companyApp/setCompanyAppOrder': { req: SetCompanyAppOrderRequest; res: CompanyAppOrder };
  /**
   * Creates or changes a news post.
   * Request: `SetCompanyDynamicRequest` {dynamicId? (absent: new; title and content required), title? ≤50, content? ≤5000 plain text, images? ≤9 of the company's jpg/png uploads, status? 0/1/2, isTop?} – absent fields are kept. Answer: the post (`CompanyDynamic`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyDynamic': { req: SetCompanyDynamicRequest; res: CompanyDynamic };
  /**
   * News posts (list; summary: rows per status).
   * Answer: list of `CompanyDynamic` (pinned first, then newest; + `summary`: {counts: all, draft, published, withdrawn}). Who may write: –
   */
  '/companyApp/getCompanyDynamic': { req: CompanyDynamicQuery; list: CompanyDynamic; summary: CompanyDynamicSummary };
  /**
   * Creates, renames or moves a training group; answers the group with its items.
   * Answer: the group (`TrainingGroup`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyTrainingGroup': { req: SetTrainingGroupRequest; res: TrainingGroup };
  /**
   * Creates or changes a training item.
   * Answer: the item (`TrainingItem`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyTrainingItem': { req: SetTrainingItemRequest; res: TrainingItem };
  /**
   * Training groups with their items, in order.
   * Answer: `TrainingGroup[]` in order, each with its `items` in order and per item `joinCount`, `paidCount`, `paidAmount`. Who may write: –
   */
  '/companyApp/getCompanyTraining': { req: EmptyBody; res: TrainingGroup[] };
  /**
   * Mini-program members (list).
   * Answer: list of `Member` (requestCount, orderCount, spend, rank derived on each call; `employerId` when an employer has the member's mobile). Who may write: –
   */
  '/companyApp/getMembers': { req: MemberQuery; list: Member };
  /**
   * Paid training orders (list; summary: count and total).
   * Answer: list of `TrainingOrderPay` (+ `summary`: `TrainingOrderPaySummary` {count, totalAmount} of the whole filter, summed in fen). Who may write: –
   */
  '/companyApp/getTrainingOrderPay': { req: TrainingOrderPayQuery; list: TrainingOrderPay; summary: TrainingOrderPaySummary };
  /**
   * Members' suggestions (list; summary: rows per status).
   * Who may write: –
   */
  '/companyApp/getSuggest': { req: SuggestQuery; list: Suggestion; summary: SuggestSummary };
  /**
   * Training sign-ups (list).
   * Answer: list of `TrainingJoin` (a member or an aunt; `auntId` links the aunt's record; `paid`). Who may write: –
   */
  '/companyApp/getTrainingJoin': { req: TrainingJoinQuery; list: TrainingJoin };
  /**
   * Mini-program purchases (list; summary: rows per status and the paid amount).
   * Who may write: –
   */
  '/companyApp/getBuyMiniOrder': { req: MiniOrderQuery; list: MiniOrder; summary: MiniOrderSummary };
  /**
   * Marriage-introduction applications (list).
   * Who may write: –
   */
  '/companyApp/getMarryApply': { req: MarryApplyQuery; list: MarryApply };
  /**
   * Our addition: replies to a suggestion and marks it handled; answers the suggestion.
   * Answer: the suggestion, now handled (`status` 1, reply, repliedBy, repliedTime); answered already: 40901. Who may write: `company.manage`
   */
  '/companyApp/replySuggest': { req: ReplySuggestRequest; res: Suggestion };
}
