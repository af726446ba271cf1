/**
 * The finance family (/finance/): the fund account's balance and ledger (our addition), fee
 * records and the fee dictionary, and /company/getAddFinanceOptions (the add-fee form's choices).
 * Amounts are fen in the tables and yuan in the answers (domain/fen.ts). Everything but the
 * balance needs the finance.manage permission (the balance is read wherever money is spent).
 */
import type { RequestHandler } from 'msw';
import { companyPaths } from '@/api/company';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import { financePaths, type AccountBalanceAnswer, type FundLedgerEntry } from '@/api/finance';
import { yuanOfFen } from '@/domain/fen';
import { allocateId, getDb } from '../db';
import { deleteDict, dictItems, handleDict, toDictItem } from '../rules/financeDict';
import { FEE_ID_RULES, feeOf, readFieldEdit, readNewFee } from '../rules/financeFeeInput';
import { feeNames, feeSummary, financeUser, matchFees, readFeeQuery, sortFees, toFeeRecord } from '../rules/financeFees';
import { accountOf } from '../rules/fundAccount';
import { readStrictChoices } from '../rules/jobMsgInput';
import { LIST_PAGING_RULES } from '../rules/listQuery';
import { apiPost, apiWrite, invalid, isRecord, listResult, paginate, requireSession } from './kit';

const emptyBodyOnly = (body: unknown, what: { zh: string; en: string }) => {
  if (body !== undefined && body !== null && !(isRecord(body) && Object.keys(body).length === 0)) throw invalid(what);
};

/** {} (the spec's empty body) → the caller's company's balance and payment-key flag. */
const accountBalance = apiPost(financePaths.accountBalance, (ctx): AccountBalanceAnswer => {
  const { user } = requireSession(ctx);
  emptyBodyOnly(ctx.body, { zh: '查询余额不需要参数', en: 'The balance takes no parameters' });
  const account = accountOf(getDb(), user.companyId);
  return { balance: yuanOfFen(account.balanceFen), isPaymentKey: account.isPaymentKey };
});

/** Our addition: {page?, pageSize?} → the account's movements, newest first. */
const accountLedger = apiPost(financePaths.accountLedger, (ctx) => {
  const user = financeUser(ctx);
  const paging = readStrictChoices(ctx.body, LIST_PAGING_RULES);
  const db = getDb();
  const names = new Map(db.users.filter((row) => row.companyId === user.companyId).map((row) => [row.userId, row.contact]));
  const rows = db.fundLedger.filter((row) => row.companyId === user.companyId).sort((a, b) => b.entryId - a.entryId);
  const page = paginate(rows, paging, 20);
  return listResult(
    page.list.map((row): FundLedgerEntry => ({
      entryId: row.entryId,
      amount: yuanOfFen(row.amountFen),
      balanceAfter: yuanOfFen(row.balanceAfterFen),
      reason: row.reason,
      insuranceOrderId: row.insuranceOrderId,
      userId: row.userId,
      userName: row.userId === null ? '' : (names.get(row.userId) ?? ''),
      createdTime: row.createdTime,
    })),
    page.total,
  );
});

const getFeeIOData = apiPost(financePaths.getFeeIOData, (ctx) => {
  const user = financeUser(ctx);
  const query = readFeeQuery(ctx.body);
  const db = getDb();
  const names = feeNames(db, user.companyId);
  const now = new Date();
  const rows = matchFees(db, user.companyId, query, names, now);
  const tabRows = query.feeType === undefined ? rows : matchFees(db, user.companyId, query, names, now, false);
  const page = paginate(sortFees(rows, query), query, 20);
  return listResult(
    page.list.map((row) => toFeeRecord(row, names)),
    page.total,
    feeSummary(rows, tabRows),
  );
});

const addFeeIO = apiWrite(financePaths.addFeeIO, (ctx) => {
  const user = financeUser(ctx);
  const db = getDb();
  const draft = readNewFee(db, ctx.body, user, new Date());
  const row = { feeId: allocateId(db, 'feeRecords'), ...draft };
  db.feeRecords.push(row);
  return toFeeRecord(row, feeNames(db, user.companyId));
});

const setFieldValue = apiWrite(financePaths.setFieldValue, (ctx) => {
  const user = financeUser(ctx);
  const db = getDb();
  const now = new Date();
  const { row, change } = readFieldEdit(db, ctx.body, user.companyId, now);
  Object.assign(row, change, { updatedTime: now.toISOString() });
  return toFeeRecord(row, feeNames(db, user.companyId));
});

const deleteFee = apiWrite(financePaths.deleteFee, (ctx) => {
  const user = financeUser(ctx);
  const db = getDb();
  const { feeId } = readStrictChoices(ctx.body, FEE_ID_RULES);
  const row = feeOf(db, user.companyId, feeId);
  db.feeRecords = db.feeRecords.filter((item) => item !== row);
  return null;
});

const handleDictionnary = apiWrite(financePaths.handleDictionnary, (ctx) => {
  const user = financeUser(ctx);
  return toDictItem(handleDict(getDb(), user.companyId, ctx.body));
});

const deleteDictItem = apiWrite(financePaths.deleteDictItem, (ctx) => {
  const user = financeUser(ctx);
  deleteDict(getDb(), user.companyId, ctx.body);
  return null;
});

/** No body ({}) → the company's fee names and pay styles in their order. */
const getAddFinanceOptions = apiPost(companyPaths.getAddFinanceOptions, (ctx): AddFinanceOptions => {
  const user = financeUser(ctx);
  emptyBodyOnly(ctx.body, { zh: '该请求不需要参数', en: 'This call takes no parameters' });
  const db = getDb();
  return { feeNames: dictItems(db, user.companyId, 'feeName').map(toDictItem), payStyles: dictItems(db, user.companyId, 'payStyle').map(toDictItem) };
});

export const financeHandlers: RequestHandler[] = [
  accountBalance,
  accountLedger,
  getFeeIOData,
  addFeeIO,
  setFieldValue,
  deleteFee,
  handleDictionnary,
  deleteDictItem,
  getAddFinanceOptions,
];
