/**
 * Finance family (/finance/): fee income/expense records, the fee dictionary and the
 * fund-account balance. The balance resolves to {balance: 0, isPaymentKey: false} on failure.
 */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import { orFallback, type Flag, type ListQuery } from './shared';
import type { PageQuery } from './types';
import type { DateFilter } from './statistics';

export const financePaths = {
  addFeeIO: '/finance/addFeeIO',
  getFeeIOData: '/finance/getFeeIOData',
  setFieldValue: '/finance/setFieldValue',
  deleteFee: '/finance/deleteFee',
  handleDictionnary: '/finance/handleDictionnary',
  deleteDictItem: '/finance/deleteDictItem',
  accountBalance: '/finance/account/balance',
  /** Our addition (not in the spec): the fund account's movements, newest first. */
  accountLedger: optionalPath('/finance/account/ledger'),
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

/** One fee income/expense record (names of the links and the handler as they are now). */
export interface FeeRecord {
  feeId: number;
  feeType: FeeType;
  /** Fee name (dictionary item). */
  feeNameId: number;
  feeName: string;
  /** Yuan, > 0 (the fee type says which way it went). */
  amount: number;
  /** Pay style (dictionary item). */
  payStyleId: number;
  payStyleName: string;
  orderId: number | null;
  /** The order's display number ('' without an order). */
  orderNo: string;
  auntId: number | null;
  auntName: string;
  employerId: number | null;
  employerName: string;
  remarks: string;
  /** yyyy-MM-dd. */
  feeDate: string;
  /** The handler (经办人). */
  userId: number;
  userName: string;
  createdTime: string;
  updatedTime: string;
}

/** The fields setFieldValue changes (one at a time). */
export const FEE_EDIT_FIELDS = ['amount', 'feeDate', 'remarks', 'feeNameId', 'payStyleId'] as const;
export type FeeEditField = (typeof FEE_EDIT_FIELDS)[number];

/** Limits of a fee record and of the dictionary (the mock enforces them, the forms show them). */
export const FEE_LIMITS = {
  remarks: 200,
  dictName: 20,
  /** Items per dictionary kind (fee names, pay styles) of a company. */
  dictItems: 50,
} as const;

/**
 * getFeeIOData's envelope summary (our addition): income, expense and net in yuan, summed in fen
 * over every row of the filter in force; the counts per tab (all, income, expense) are over the
 * same filter without its feeType.
 */
export interface FeeSummary {
  income: number;
  expense: number;
  net: number;
  counts: { all: number; income: number; expense: number };
}

/** Why a fund account moved (see FundLedgerEntry). */
export type FundLedgerReason = 'insurancePay' | 'insuranceRefund' | 'topUp';

/** One movement of the fund account (our addition: /finance/account/ledger). */
export interface FundLedgerEntry {
  entryId: number;
  /** Yuan, signed: a payment is negative. */
  amount: number;
  balanceAfter: number;
  reason: FundLedgerReason;
  insuranceOrderId: number | null;
  userId: number | null;
  /** '' for the platform's top-ups. */
  userName: string;
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
  /** Over remarks, the linked aunt's and employer's names, the order number and the fee name. */
  keyword?: string;
  feeDate?: DateFilter;
}
/** sortField: feeDate (default, newest first), amount or createdTime. */
export type FeeQuery = ListQuery<FeeFilter>;

/** amount: yuan number; feeDate: yyyy-MM-dd; remarks: string; feeNameId, payStyleId: ids. */
export interface SetFeeFieldRequest {
  feeId: number;
  field: FeeEditField;
  value: string | number;
}

export interface FeeIdRequest {
  feeId: number;
}

/**
 * Creates (no dictId: dictType, dictName, feeType for a fee name, optional sort) or edits an item
 * (dictId with dictType, and dictName and/or sort: sort is the 1-based position among the
 * items of its kind, the others renumbered around it).
 */
export interface HandleDictRequest {
  dictId?: number;
  dictType: FinanceDictType;
  dictName?: string;
  feeType?: FeeType;
  sort?: number;
}

export interface DictIdRequest {
  dictId: number;
}

/** The balance answer as sent (fundAccountBalance accepted as an older name of balance). */
export interface AccountBalanceAnswer {
  /** @spec */
  balance?: number;
  fundAccountBalance?: number;
  /** @spec */
  isPaymentKey?: boolean;
}

/** The fund-account state (the client keeps balance as fundAccountBalance). */
export interface AccountBalance {
  balance: number;
  isPaymentKey: boolean;
}

/** Adds a fee income/expense record. */
export const addFeeIO = (body: FeeInput, options?: RequestOptions) => post(financePaths.addFeeIO, body, options);

/** Fee records (list) with the summary of the filter. */
export const getFeeIOData = (body: FeeQuery, options?: RequestOptions) => postList(financePaths.getFeeIOData, body, options);

/** The fund account's movements, newest first (our addition). */
export const accountLedger = (body: PageQuery, options?: RequestOptions) => postList(financePaths.accountLedger, body, options);

/** Changes one field of a fee record. */
export const setFieldValue = (body: SetFeeFieldRequest, options?: RequestOptions) => post(financePaths.setFieldValue, body, options);

/** Deletes a fee record. */
export const deleteFee = (body: FeeIdRequest, options?: RequestOptions) => post(financePaths.deleteFee, body, options);

/** Creates or renames a fee dictionary item (spec spelling "Dictionnary"). */
export const handleDictionnary = (body: HandleDictRequest, options?: RequestOptions) => post(financePaths.handleDictionnary, body, options);

/** Deletes a fee dictionary item. */
export const deleteDictItem = (body: DictIdRequest, options?: RequestOptions) => post(financePaths.deleteDictItem, body, options);

const NO_BALANCE: AccountBalance = { balance: 0, isPaymentKey: false };

/** Fund-account balance (empty body); {balance: 0, isPaymentKey: false} on failure. */
export const accountBalance = (options?: RequestOptions): Promise<AccountBalance> =>
  orFallback(
    post(financePaths.accountBalance, {}, options).then((data) => ({
      balance: Number(data?.balance ?? data?.fundAccountBalance ?? 0) || 0,
      isPaymentKey: data?.isPaymentKey === true,
    })),
    () => ({ ...NO_BALANCE }),
  );
