/**
 * Finance family (/finance/): fee income/expense records, the fee dictionary and the
 * fund-account balance. The balance resolves to {balance: 0, isPaymentKey: false} on failure.
 */
import { post, postList, type RequestOptions } from './http';
import { orFallback, type Flag, type ListQuery } from './shared';
import type { DateFilter } from './statistics';

export const financePaths = {
  addFeeIO: '/finance/addFeeIO',
  getFeeIOData: '/finance/getFeeIOData',
  setFieldValue: '/finance/setFieldValue',
  deleteFee: '/finance/deleteFee',
  handleDictionnary: '/finance/handleDictionnary',
  deleteDictItem: '/finance/deleteDictItem',
  accountBalance: '/finance/account/balance',
} as const;

/**
 * Business codes of spending from the fund account (answered by /insurance/order/pay and
 * payAndInsure; nothing is charged): the pages explain each (a top-up, how to get a payment key).
 */
export const FUND_CODES = {
  /** The balance is less than the amount. */
  balanceShort: 40902,
  /** The company has no payment key yet: spending from the account needs one. */
  noPaymentKey: 40302,
} as const;

/** 0 income, 1 expense. */
export type FeeType = Flag;

/** A fee dictionary kind: fee names and pay styles. */
export type FinanceDictType = 'feeName' | 'payStyle';

export interface FinanceDictItem {
  dictId: number;
  dictType: FinanceDictType;
  dictName: string;
  /** For fee names: whether the fee is income (0) or expense (1). */
  feeType?: FeeType;
  sort: number;
}

/** One fee income/expense record. */
export interface FeeRecord {
  feeId: number;
  feeType: FeeType;
  /** Fee name (dictionary item). */
  feeNameId: number;
  feeName: string;
  /** Yuan. */
  amount: number;
  /** Pay style (dictionary item). */
  payStyleId: number;
  payStyleName: string;
  orderId: number | null;
  auntId: number | null;
  employerId: number | null;
  remarks: string;
  /** yyyy-MM-dd. */
  feeDate: string;
  userId: number;
  createdTime: string;
}

export interface FeeInput {
  feeType: FeeType;
  feeNameId: number;
  amount: number;
  payStyleId: number;
  feeDate: string;
  orderId?: number | null;
  auntId?: number | null;
  employerId?: number | null;
  remarks?: string;
}

export interface FeeFilter {
  feeType?: FeeType;
  feeNameId?: number;
  payStyleId?: number;
  userId?: number;
  feeDate?: DateFilter;
}
export type FeeQuery = ListQuery<FeeFilter>;

export interface SetFeeFieldRequest {
  feeId: number;
  field: string;
  value: string | number | null;
}

export interface FeeIdRequest {
  feeId: number;
}

/** Creates (no dictId) or renames a dictionary item. */
export interface HandleDictRequest {
  dictId?: number;
  dictType: FinanceDictType;
  dictName: string;
  feeType?: FeeType;
  sort?: number;
}

export interface DictIdRequest {
  dictId: number;
}

/** The balance answer as sent (fundAccountBalance accepted as an older name of balance). */
export interface AccountBalanceAnswer {
  balance?: number;
  fundAccountBalance?: number;
  isPaymentKey?: boolean;
}

/** The fund-account state (the client keeps balance as fundAccountBalance). */
export interface AccountBalance {
  balance: number;
  isPaymentKey: boolean;
}

/** Adds a fee income/expense record. */
export const addFeeIO = (body: FeeInput, options?: RequestOptions) => post<FeeRecord>(financePaths.addFeeIO, body, options);

/** Fee records (list). */
export const getFeeIOData = (body: FeeQuery, options?: RequestOptions) => postList<FeeRecord>(financePaths.getFeeIOData, body, options);

/** Changes one field of a fee record. */
export const setFieldValue = (body: SetFeeFieldRequest, options?: RequestOptions) =>
  post<FeeRecord>(financePaths.setFieldValue, body, options);

/** Deletes a fee record. */
export const deleteFee = (body: FeeIdRequest, options?: RequestOptions) => post<null>(financePaths.deleteFee, body, options);

/** Creates or renames a fee dictionary item (spec spelling "Dictionnary"). */
export const handleDictionnary = (body: HandleDictRequest, options?: RequestOptions) =>
  post<FinanceDictItem>(financePaths.handleDictionnary, body, options);

/** Deletes a fee dictionary item. */
export const deleteDictItem = (body: DictIdRequest, options?: RequestOptions) => post<null>(financePaths.deleteDictItem, body, options);

const NO_BALANCE: AccountBalance = { balance: 0, isPaymentKey: false };

/** Fund-account balance (empty body); {balance: 0, isPaymentKey: false} on failure. */
export const accountBalance = (options?: RequestOptions): Promise<AccountBalance> =>
  orFallback(
    post<AccountBalanceAnswer | null>(financePaths.accountBalance, {}, options).then((data) => ({
      balance: Number(data?.balance ?? data?.fundAccountBalance ?? 0) || 0,
      isPaymentKey: data?.isPaymentKey === true,
    })),
    () => ({ ...NO_BALANCE }),
  );
