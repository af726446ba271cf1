import { describe, expect, it } from 'vitest';
import { MAX_FEN, fenInputText, fenOfYuan, fenText, parseYuan, percentOf, sumFen, yuanAmountText, yuanOfFen } from '@/domain/fen';

describe('fen: money held exactly', () => {
  it('reads typed amounts by their digits', () => {
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('12.30')).toBe(1230);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan(' ¥1,234.56 ')).toBe(123456);
    expect(parseYuan('-3.05')).toBe(-305);
    expect(parseYuan('-0')).toBe(0);
    expect(parseYuan('80')).toBe(8000);
  });

  it('refuses what is not money', () => {
    for (const text of ['', ' ', '0.005', '1.2.3', 'abc', '1,23', '12,34.5', '1e3', '99999999999', '.5']) expect(parseYuan(text)).toBeNull();
    expect(parseYuan('99999999.99')).toBe(MAX_FEN);
    expect(parseYuan('100000000')).toBeNull();
  });

  it('turns wire yuan into fen only when it is a whole number of fen', () => {
    expect(fenOfYuan(12.3)).toBe(1230);
    expect(fenOfYuan(0.07)).toBe(7);
    expect(fenOfYuan(1.15)).toBe(115);
    expect(fenOfYuan(-45.5)).toBe(-4550);
    expect(fenOfYuan(99999999.99)).toBe(MAX_FEN);
    expect(fenOfYuan(12.345)).toBeNull();
    expect(fenOfYuan(0.001)).toBeNull();
    expect(fenOfYuan(Number.NaN)).toBeNull();
    expect(fenOfYuan(Infinity)).toBeNull();
    expect(fenOfYuan('12')).toBeNull();
    expect(fenOfYuan(1e9)).toBeNull();
  });

  it('round-trips through the wire', () => {
    for (const fen of [0, 1, 7, 10, 99, 115, 1230, 123456, 999999, MAX_FEN, -305]) {
      const wire = JSON.parse(JSON.stringify(yuanOfFen(fen))) as number;
      expect(fenOfYuan(wire)).toBe(fen);
    }
  });

  it('adds in fen: ten dimes make a yuan, unlike floats', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumFen([10, 20])).toBe(30);
    expect(sumFen(Array.from({ length: 10 }, () => parseYuan('0.1') ?? 0))).toBe(100);
    expect(sumFen([])).toBe(0);
    expect(sumFen([MAX_FEN, MAX_FEN, MAX_FEN])).toBe(3 * MAX_FEN);
  });

  it('shows two decimals, the ¥ sign and thousands', () => {
    expect(fenText(0)).toBe('¥0.00');
    expect(fenText(5)).toBe('¥0.05');
    expect(fenText(1230)).toBe('¥12.30');
    expect(fenText(123456789)).toBe('¥1,234,567.89');
    expect(fenText(-123456)).toBe('-¥1,234.56');
    expect(fenText(3 * MAX_FEN)).toBe('¥299,999,999.97');
    expect(yuanAmountText(45.5)).toBe('¥45.50');
    expect(yuanAmountText(null)).toBe('');
    expect(fenInputText(123450)).toBe('1234.50');
    expect(parseYuan(fenInputText(123450))).toBe(123450);
  });

  it('takes percentages from integers', () => {
    expect(percentOf(2, 3)).toBe(66.6);
    expect(percentOf(150000, 100000)).toBe(150);
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(5, 0)).toBeNull();
  });
});
