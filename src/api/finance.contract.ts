/**
 * The contract's entries for `financePaths` (finance.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody } from './contract';
import type {
  AccountBalanceAnswer,
  DictIdRequest,
  FeeIdRequest,
  FeeInput,
  FeeQuery,
  FeeRecord,
  FeeSummary,
  FinanceDictItem,
  FundLedgerEntry,
  HandleDictRequest,
  SetFeeFieldRequest,
} from './finance';
import type { PageQuery } from './types';

export interface FinanceContract {
  /** Adds a fee income/expense record. */
  '/finance/addFeeIO': { req: FeeInput; res: FeeRecord };
  /** Fee records (list) with the summary of the filter. */
  '/finance/getFeeIOData': { req: FeeQuery; list: FeeRecord; summary: FeeSummary };
  /** Changes one field of a fee record. */
  '/finance/setFieldValue': { req: SetFeeFieldRequest; res: FeeRecord };
  /** Deletes a fee record. */
  '/finance/deleteFee': { req: FeeIdRequest; res: null };
  /** Creates or renames a fee dictionary item (spec spelling "Dictionnary"). */
  '/finance/handleDictionnary': { req: HandleDictRequest; res: FinanceDictItem };
  /** Deletes a fee dictionary item. */
  '/finance/deleteDictItem': { req: DictIdRequest; res: null };
  /** Fund-account balance (empty body); the client reads balance (or fundAccountBalance) and isPaymentKey. */
  '/finance/account/balance': { req: EmptyBody; res: AccountBalanceAnswer | null };
  /** The fund account's movements, newest first (our addition). */
  '/finance/account/ledger': { req: PageQuery; list: FundLedgerEntry };
}
