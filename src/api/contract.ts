/**
 * The contract: every path of the server API (each `<family>Paths` value, the chat service's and
 * the optional calls of ours included) mapped to what the app sends and what it reads back. It is
 * the one place a call's shapes are named: http.ts types `post` / `postList` / `upload` by it, the
 * mock's `apiPost` / `apiWrite` type their handlers' answers by it, `npm run contract:schema`
 * turns it into contract/schema.json and `npm run docs:api` into docs/API.md. The entries live
 * beside their family, one interface per family (`AuntContract` in aunt.contract.ts, ...);
 * `Contract` joins them, in the order the schema and docs/API.md list the calls.
 *
 * An entry is one of:
 * - `{ req: Body; res: Answer }` — a call answering `data` = Answer;
 * - `{ req: Body; list: Row; summary?: Summary }` — a list call: `data` = Row[], the envelope's
 *   `total` the rows across pages, `summary` (when named) figures over the whole filter;
 * - `{ req: UploadForm; res: Answer; upload: true }` — a multipart upload (one field `file`);
 * - `projected: true` on a list — a row carries only the `fields` the request names (all without);
 * - `query: Params` beside `req` — what the call carries in its query string (its body is `{}`).
 * `EmptyBody` = the app sends `{}`. A property tagged `@spec` in the types is a field the spec
 * names; every other field is our choice.
 */
import type { AppContract } from './app.contract';
import type { AuntContract } from './aunt.contract';
import type { AuntConsentContract } from './auntConsent.contract';
import type { ChatContract } from './chat.contract';
import type { CompanyContract } from './company.contract';
import type { CompanyAppContract } from './companyApp.contract';
import type { CustomContract } from './custom.contract';
import type { EmployerContract } from './employer.contract';
import type { FinanceContract } from './finance.contract';
import type { ImportsContract } from './imports.contract';
import type { InsuranceContract } from './insurance.contract';
import type { JobMsgContract } from './jobMsg.contract';
import type { NoticeContract } from './notice.contract';
import type { OfficeContract } from './office.contract';
import type { OrderContract } from './order.contract';
import type { PageManageContract } from './pageManage.contract';
import type { PrivacyContract } from './privacy.contract';
import type { RecyclebinContract } from './recyclebin.contract';
import type { SearchContract } from './search.contract';
import type { StatisticsContract } from './statistics.contract';
import type { SysContract } from './sys.contract';
import type { UnitedContract } from './united.contract';
import type { UserContract } from './user.contract';

/** A call without a body: the app sends `{}`. */
export type EmptyBody = Record<string, never>;

/** getUserInfo's query string. */
export interface TokenQuery {
  /**
   * The session token (the spec: the token as a query parameter).
   * @spec
   */
  token: string;
}

/** A multipart/form-data upload. */
export interface UploadForm {
  /**
   * The file's bytes (the spec: form data with the field `file`).
   * @spec
   * @contentMediaType application/octet-stream
   */
  file: string;
}

export interface Contract
  extends
    UserContract,
    SysContract,
    CompanyContract,
    StatisticsContract,
    AuntContract,
    AuntConsentContract,
    UnitedContract,
    OrderContract,
    RecyclebinContract,
    PageManageContract,
    JobMsgContract,
    ChatContract,
    EmployerContract,
    InsuranceContract,
    ImportsContract,
    FinanceContract,
    OfficeContract,
    CustomContract,
    CompanyAppContract,
    AppContract,
    PrivacyContract,
    NoticeContract,
    SearchContract {}

/** Every path of the contract. */
export type ContractPath = keyof Contract;
/** Paths answering `data` as it is (`post`). */
export type CallPath = { [P in ContractPath]: Contract[P] extends { res: unknown; upload?: never } ? P : never }[ContractPath];
/** Calls without a body (`req: EmptyBody`). */
export type EmptyBodyPath = { [P in CallPath]: Contract[P]['req'] extends EmptyBody ? P : never }[CallPath];
/** List paths (`postList`). */
export type ListPath = { [P in ContractPath]: Contract[P] extends { list: unknown } ? P : never }[ContractPath];
/** Multipart upload paths (`upload`). */
export type UploadPath = { [P in ContractPath]: Contract[P] extends { upload: true } ? P : never }[ContractPath];

/** The body a path takes. */
export type ReqOf<P extends ContractPath> = Contract[P]['req'];
/** The `data` a call (or upload) path answers. */
export type ResOf<P extends CallPath | UploadPath> = Contract[P] extends { res: infer R } ? R : never;
/** The row of a list path. */
export type RowOf<P extends ListPath> = Contract[P] extends { list: infer R } ? R : never;
/** List paths whose rows carry only the request's `fields` when it names some. */
export type ProjectedPath = { [P in ContractPath]: Contract[P] extends { projected: true } ? P : never }[ContractPath];
/** The envelope summary of a list path (`unknown` when the contract names none). */
export type SummaryOf<P extends ListPath> = Contract[P] extends { summary: infer S } ? S : unknown;
