import { describe, expect, it } from 'vitest';
import { MAX_FEN, amountFen, fenInputText, fenOfYuan, parseYuan, percentOf, sumFen, yuanOfFen } from '@/domain/fen';

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

  // The one rule of money (issue 34): the same answer for text and number, at every size. Before,
  // the number side went through value * 100 with a relative tolerance: 2.675 was refused while
  // 12345.678 passed as 12345.68.
  it.each([
    ['2.675', 2.675],
    ['12345.678', 12345.678],
    ['0.001', 0.001],
    ['99999999.999', 99999999.999],
    ['1.005', 1.005],
    ['-12.345', -12.345],
    ['8000.5000001', 8000.5000001],
  ])('refuses a third decimal, typed (%s) or sent as a number, at any size', (text, value) => {
    expect(amountFen(text)).toBeNull();
    expect(amountFen(value)).toBeNull();
    expect(fenOfYuan(value)).toBeNull();
  });

  it('refuses the floats arithmetic makes, and what is not a finite amount', () => {
    expect(amountFen(0.1 + 0.2)).toBeNull();
    expect(amountFen(1.1 * 3)).toBeNull();
    for (const value of [1e21, -1e21, 1e-7, 5e-324, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity]) expect(amountFen(value)).toBeNull();
    for (const value of [null, undefined, true, {}, [], 12n]) expect(amountFen(value)).toBeNull();
    expect(amountFen('1e21')).toBeNull();
    expect(amountFen('0.1000000000000000001')).toBeNull();
    // Two decimals, but beyond ¥99,999,999.99.
    expect(amountFen(100000000)).toBeNull();
    expect(amountFen('100000000.00')).toBeNull();
  });

  it.each([
    ['12.30', 1230],
    ['12.3', 1230],
    [12.3, 1230],
    [12.3, 1230],
    [0.1, 10],
    [0.07, 7],
    [2.67, 267],
    [2.68, 268],
    [12345.67, 1234567],
    [99999999.99, MAX_FEN],
    ['99999999.99', MAX_FEN],
    [-3.05, -305],
    ['-3.05', -305],
    [0, 0],
    [-0, 0],
    [8000, 800000],
    [' ¥1,234.56 ', 123456],
  ])('reads %j as exactly %d fen', (value, fen) => {
    expect(amountFen(value)).toBe(fen);
  });

  it('agrees with itself on every amount of fen a person can type, as text or as the number it makes', () => {
    // Whole ranges at three magnitudes, then every third-decimal neighbour of them refused.
    for (const base of [0, 1_234_500, MAX_FEN - 999]) {
      for (let fen = base; fen < base + 1000; fen += 1) {
        const text = fenInputText(fen);
        expect(amountFen(text)).toBe(fen);
        expect(amountFen(Number(text))).toBe(fen);
        expect(amountFen(yuanOfFen(fen))).toBe(fen);
        const third = `${text}5`;
        expect(amountFen(third)).toBeNull();
        expect(amountFen(Number(third))).toBeNull();
      }
    }
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

  it("writes an input's text that reads back", () => {
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
