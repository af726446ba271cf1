/**
 * The finance family (/finance/): the fund account's balance (more to come: fee records and the
 * fee dictionary). Amounts are fen in the tables and yuan in the answers (domain/fen.ts).
 */
import type { RequestHandler } from 'msw';
import { financePaths, type AccountBalanceAnswer } from '@/api/finance';
import { yuanOfFen } from '@/domain/fen';
import { getDb } from '../db';
import { accountOf } from '../rules/fundAccount';
import { apiPost, invalid, isRecord, requireSession } from './kit';

/** {} (the spec's empty body) → the caller's company's balance and payment-key flag. */
const accountBalance = apiPost(financePaths.accountBalance, (ctx): AccountBalanceAnswer => {
  const { user } = requireSession(ctx);
  if (ctx.body !== undefined && ctx.body !== null && !(isRecord(ctx.body) && Object.keys(ctx.body).length === 0)) {
    throw invalid({ zh: '查询余额不需要参数', en: 'The balance takes no parameters' });
  }
  const account = accountOf(getDb(), user.companyId);
  return { balance: yuanOfFen(account.balanceFen), isPaymentKey: account.isPaymentKey };
});

export const financeHandlers: RequestHandler[] = [accountBalance];
