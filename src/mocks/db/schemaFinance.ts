/**
 * Row types of the money an agency holds and records (/finance/): its fund account (the balance
 * insurance premiums are paid from) with a ledger of every movement, its fee records and its fee
 * dictionary. Part of the schema (schema.ts). Every amount is integer fen (domain/fen.ts); the
 * handlers turn fen into yuan only when they answer.
 */
import type { FeeType, FinanceDictType, FundLedgerReason } from '@/api/finance';

/** One per company. The balance never goes below 0 (rules/fundAccount.ts is the only writer). */
export interface FundAccountRow {
  companyId: number;
  balanceFen: number;
  /** Whether the company has set up its payment key (by the platform's service staff): spending needs it. */
  isPaymentKey: boolean;
}

/** Why the balance moved. */
export type { FundLedgerReason };

/** One movement of a fund account, written in the same write as the balance change. */
export interface FundLedgerRow {
  entryId: number;
  companyId: number;
  /** Signed: a payment is negative, a refund or top-up positive. */
  amountFen: number;
  balanceAfterFen: number;
  reason: FundLedgerReason;
  /** The insurance order paid or refunded; null for a top-up. */
  insuranceOrderId: number | null;
  /** Who spent; null for the platform's top-ups. */
  userId: number | null;
  createdTime: string;
}

/** A fee taken (income) or paid (expense) by the agency. */
export interface FeeRecordRow {
  feeId: number;
  companyId: number;
  feeType: FeeType;
  feeNameId: number;
  payStyleId: number;
  /** > 0; the fee type says which way it went. */
  amountFen: number;
  /** yyyy-MM-dd, China day. */
  feeDate: string;
  orderId: number | null;
  auntId: number | null;
  employerId: number | null;
  remarks: string;
  /** The handler (经办人): a staff member of the company. */
  userId: number;
  createdTime: string;
  updatedTime: string;
}

/** A fee name or pay style of a company's fee dictionary. */
export interface FinanceDictRow {
  dictId: number;
  companyId: number;
  dictType: FinanceDictType;
  dictName: string;
  /** Fee names only: income (0) or expense (1). */
  feeType?: FeeType;
  sort: number;
}

export interface FinanceTables {
  fundAccounts: FundAccountRow[];
  fundLedger: FundLedgerRow[];
  feeRecords: FeeRecordRow[];
  financeDict: FinanceDictRow[];
}

export const FINANCE_TABLE_NAMES = ['fundAccounts', 'fundLedger', 'feeRecords', 'financeDict'] as const satisfies readonly (keyof FinanceTables)[];

export function emptyFinanceTables(): FinanceTables {
  return { fundAccounts: [], fundLedger: [], feeRecords: [], financeDict: [] };
}
