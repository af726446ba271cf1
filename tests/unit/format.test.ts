/** The one display formatter (src/domain/format.ts) in both languages: money, ranges, periods, dates, counts, nothing. */
import { describe, expect, it } from 'vitest';
import { amountDigits, count, date, dateTime, money, moneyOfFen, moneyRange } from '@/domain/format';
import { loadLanguagePack } from '@/i18n';

await loadLanguagePack('en');

describe('money', () => {
  it('writes ¥ and grouped yuan, the fen only when the amount has fen', () => {
    expect([money(0), money(950), money(8500), money(1_000_000)]).toEqual(['¥0', '¥950', '¥8,500', '¥1,000,000']);
    expect([money(8000.5), money(0.07), money(1234567.89)]).toEqual(['¥8,000.50', '¥0.07', '¥1,234,567.89']);
    expect([moneyOfFen(650000), moneyOfFen(123456), moneyOfFen(5), moneyOfFen(-123456)]).toEqual(['¥6,500', '¥1,234.56', '¥0.05', '-¥1,234.56']);
    expect(amountDigits(1980)).toBe('1,980');
  });

  it('adds the period in the language asked', () => {
    expect(money(6500, { per: 'month', lang: 'zh' })).toBe('¥6,500/月');
    expect(money(6500, { per: 'month', lang: 'en' })).toBe('¥6,500/month');
    expect(money(120000, { per: 'year', lang: 'zh' })).toBe('¥120,000/年');
    expect(money(300.5, { per: 'day', lang: 'en' })).toBe('¥300.50/day');
    expect(money(50, { per: 'hour', lang: 'zh' })).toBe('¥50/小时');
  });

  it.each([
    ['a range', 7000, 9000, '¥7,000–9,000/月', '¥7,000–9,000/month'],
    ['a range with fen', 7000.5, 8500.25, '¥7,000.50–8,500.25/月', '¥7,000.50–8,500.25/month'],
    ['equal ends', 8000, 8000, '¥8,000/月', '¥8,000/month'],
    ['only the lower end', 5500, 0, '¥5,500/月', '¥5,500/month'],
    ['only the upper end', 0, 9000, '≤¥9,000/月', '≤¥9,000/month'],
    ['neither', 0, 0, '面议', 'Negotiable'],
    ['nulls', null, null, '面议', 'Negotiable'],
  ])('a monthly range: %s', (_label, min, max, zhText, enText) => {
    expect(moneyRange(min, max, { per: 'month', lang: 'zh' })).toBe(zhText);
    expect(moneyRange(min, max, { per: 'month', lang: 'en' })).toBe(enText);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '8500'],
    ['a third decimal', 2.675],
    ['NaN', Number.NaN],
  ])('shows nothing for %s', (_label, value) => {
    expect(money(value)).toBe('');
    expect(money(value, { per: 'month', lang: 'en' })).toBe('');
    expect(amountDigits(value)).toBe('');
  });

  it('shows nothing for fen that are not a whole number', () => {
    expect([moneyOfFen(null), moneyOfFen(undefined), moneyOfFen(12.5)]).toEqual(['', '', '']);
  });
});

describe('dates and counts', () => {
  // Built from local components so the tests pass in any time zone.
  const at = new Date(2025, 10, 24, 7, 5, 9);

  it('writes YYYY-MM-DD and YYYY-MM-DD HH:mm from any time input', () => {
    expect([date(at), date(at.getTime()), date(at.toISOString()), date(Math.floor(at.getTime() / 1000))]).toEqual([
      '2025-11-24',
      '2025-11-24',
      '2025-11-24',
      '2025-11-24',
    ]);
    expect(date('2026-12-17')).toBe('2026-12-17');
    expect(dateTime(at)).toBe('2025-11-24 07:05');
    expect(dateTime(at, { seconds: true })).toBe('2025-11-24 07:05:09');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['garbage', 'not a date'],
    ['empty', ''],
    ['invalid Date', new Date('x')],
  ])('shows nothing for %s', (_label, value) => {
    expect(date(value)).toBe('');
    expect(dateTime(value)).toBe('');
  });

  it('groups counts', () => {
    expect([count(0), count(7), count(12345), count(1_000_000)]).toEqual(['0', '7', '12,345', '1,000,000']);
    expect([count(null), count(Number.NaN)]).toEqual(['', '']);
  });
});
