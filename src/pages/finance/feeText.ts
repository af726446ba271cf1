/**
 * Pure pieces of the finance pages: a fee's signed amount in fen and its texts (screen and export),
 * the totals of a list summary in fen, and reading what a person typed into an inline editor or
 * the add form (amounts through parseYuan: never a float).
 */
import { FEE_LIMITS, type FeeEditField, type FeeRecord, type FeeSummary } from '@/api/finance';
import { chinaDay } from '@/domain/chinaTime';
import { isDay } from '@/domain/dateFilter';
import { MAX_FEN, fenInputText, fenOfYuan, parseYuan, yuanOfFen } from '@/domain/fen';
import { moneyOfFen } from '@/domain/format';

/** The fee's amount in fen, negative for an expense. */
export function signedFen(fee: Pick<FeeRecord, 'amount' | 'feeType'>): number {
  const fen = fenOfYuan(fee.amount) ?? 0;
  return fee.feeType === 1 ? -fen : fen;
}

/** "+¥1,280.00" for an income, "-¥99.50" for an expense. */
export function signedAmountText(fee: Pick<FeeRecord, 'amount' | 'feeType'>): string {
  const fen = signedFen(fee);
  return fen < 0 ? moneyOfFen(fen) : `+${moneyOfFen(fen)}`;
}

/** The export cell: two decimals, signed, no grouping ("-99.50"), so a spreadsheet reads it as a number. */
export function exportAmount(fee: Pick<FeeRecord, 'amount' | 'feeType'>): string {
  return fenInputText(signedFen(fee));
}

/** The summary's totals in fen; null without a summary. */
export function totalsFen(summary: FeeSummary | null | undefined): { income: number; expense: number; net: number } | null {
  if (!summary) return null;
  const income = fenOfYuan(summary.income);
  const expense = fenOfYuan(summary.expense);
  const net = fenOfYuan(summary.net);
  return income === null || expense === null || net === null ? null : { income, expense, net };
}

/** A typed amount as fen when it is above 0 and within MAX_FEN, else null. */
export function readAmountText(text: string): number | null {
  const fen = parseYuan(text);
  return fen !== null && fen > 0 && fen <= MAX_FEN ? fen : null;
}

export type InlineRead = { ok: true; value: string | number } | { ok: false; problem: 'badAmount' | 'badDate' | 'tooLong' };

/**
 * What an inline editor of a text field sends to setFieldValue: the amount as a yuan number of
 * exact fen, the date as 'YYYY-MM-DD' (not after `today`), remarks trimmed (at most 200).
 */
export function readInlineText(field: Extract<FeeEditField, 'amount' | 'feeDate' | 'remarks'>, text: string, today: string = chinaDay(Date.now())): InlineRead {
  switch (field) {
    case 'amount': {
      const fen = readAmountText(text);
      return fen === null ? { ok: false, problem: 'badAmount' } : { ok: true, value: yuanOfFen(fen) };
    }
    case 'feeDate': {
      const day = text.trim();
      return isDay(day) && day <= today ? { ok: true, value: day } : { ok: false, problem: 'badDate' };
    }
    case 'remarks': {
      const value = text.trim();
      return value.length > FEE_LIMITS.remarks ? { ok: false, problem: 'tooLong' } : { ok: true, value };
    }
  }
}

/** What an inline text editor starts with. */
export function inlineStartText(field: 'amount' | 'feeDate' | 'remarks', fee: FeeRecord): string {
  if (field === 'amount') return fenInputText(fenOfYuan(fee.amount) ?? 0);
  return field === 'feeDate' ? fee.feeDate : fee.remarks;
}
