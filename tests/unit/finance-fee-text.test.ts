/** The finance pages' pure pieces: signed amounts, export cells, summary totals in fen, inline edit reading. */
import { describe, expect, it } from 'vitest';
import { exportAmount, readAmountText, readInlineText, signedAmountText, signedFen, totalsFen } from '@/pages/finance/feeText';

describe('fee amounts', () => {
  it('signs expenses, formats with two decimals and exports unsigned-grouping text', () => {
    expect(signedFen({ amount: 0.3, feeType: 0 })).toBe(30);
    expect(signedFen({ amount: 1234.5, feeType: 1 })).toBe(-123_450);
    expect(signedAmountText({ amount: 1234.5, feeType: 0 })).toBe('+¥1,234.50');
    expect(signedAmountText({ amount: 1234.5, feeType: 1 })).toBe('-¥1,234.50');
    expect(exportAmount({ amount: 99_999_999.99, feeType: 1 })).toBe('-99999999.99');
    expect(exportAmount({ amount: 80, feeType: 0 })).toBe('80.00');
  });

  it('reads the summary in fen, exactly', () => {
    expect(totalsFen({ income: 0.001, expense: 0, net: 0, counts: { all: 0, income: 0, expense: 0 } })).toBeNull();
    expect(totalsFen({ income: 0.3, expense: 0.07, net: 0.23, counts: { all: 3, income: 2, expense: 1 } })).toEqual({ income: 30, expense: 7, net: 23 });
    expect(totalsFen(undefined)).toBeNull();
  });

  it('reads typed amounts by their digits: above 0, at most two decimals, within the cap', () => {
    expect(readAmountText('1,000.5')).toBe(100_050);
    expect(readAmountText('¥0.1')).toBe(10);
    expect(readAmountText('0')).toBeNull();
    expect(readAmountText('-5')).toBeNull();
    expect(readAmountText('1.005')).toBeNull();
    expect(readAmountText('100000000')).toBeNull();
    expect(readAmountText('abc')).toBeNull();
  });
});

describe('inline edit reading', () => {
  it('amount: a yuan number of whole fen', () => {
    expect(readInlineText('amount', '1888.8')).toEqual({ ok: true, value: 1888.8 });
    expect(readInlineText('amount', '0.1')).toEqual({ ok: true, value: 0.1 });
    expect(readInlineText('amount', '0')).toEqual({ ok: false, problem: 'badAmount' });
  });

  it('date: a real day not after today', () => {
    expect(readInlineText('feeDate', ' 2026-11-20 ', '2026-11-24')).toEqual({ ok: true, value: '2026-11-20' });
    expect(readInlineText('feeDate', '2026-11-25', '2026-11-24')).toEqual({ ok: false, problem: 'badDate' });
    expect(readInlineText('feeDate', '2026-02-30', '2026-11-24')).toEqual({ ok: false, problem: 'badDate' });
  });

  it('remarks: trimmed, at most 200 characters (empty allowed)', () => {
    expect(readInlineText('remarks', '  首期 ')).toEqual({ ok: true, value: '首期' });
    expect(readInlineText('remarks', '')).toEqual({ ok: true, value: '' });
    expect(readInlineText('remarks', 'x'.repeat(201))).toEqual({ ok: false, problem: 'tooLong' });
  });
});
