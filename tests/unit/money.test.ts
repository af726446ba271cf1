/** The one money style (src/domain/money.ts) in both languages: ranges, single figures, open ends, none. */
import { describe, expect, it } from 'vitest';
import { groupedYuan, monthlyAmountText, monthlySalaryText, yuanText } from '@/domain/money';
import { i18n } from '@/i18n';

const zh = i18n.getFixedT('zh');
const en = i18n.getFixedT('en');

describe('money', () => {
  it('groups thousands and adds the yuan sign', () => {
    expect([groupedYuan(0), groupedYuan(950), groupedYuan(8500), groupedYuan(1_000_000)]).toEqual(['0', '950', '8,500', '1,000,000']);
    expect(yuanText(12000)).toBe('¥12,000');
  });

  it('shows fen with two decimals (a salary of ¥8,000.50, not ¥8,000.5)', () => {
    expect([groupedYuan(8000.5), groupedYuan(0.07), groupedYuan(1234567.89)]).toEqual(['8,000.50', '0.07', '1,234,567.89']);
    expect(monthlySalaryText(zh, 7000.5, 8500.25)).toBe('¥7,000.50–8,500.25/月');
  });

  it.each([
    ['a range', 7000, 8500, '¥7,000–8,500/月', '¥7,000–8,500/month'],
    ['equal ends', 8000, 8000, '¥8,000/月', '¥8,000/month'],
    ['only the lower end', 6000, 0, '¥6,000/月', '¥6,000/month'],
    ['only the upper end', 0, 9000, '≤¥9,000/月', '≤¥9,000/month'],
    ['neither', 0, 0, '面议', 'Negotiable'],
  ])('monthly salary: %s', (_label, min, max, zhText, enText) => {
    expect(monthlySalaryText(zh, min, max)).toBe(zhText);
    expect(monthlySalaryText(en, min, max)).toBe(enText);
  });

  it('a monthly amount, or nothing without one', () => {
    expect(monthlyAmountText(zh, 8500)).toBe('¥8,500/月');
    expect(monthlyAmountText(en, 8500)).toBe('¥8,500/month');
    expect([monthlyAmountText(zh, 0), monthlyAmountText(zh, null)]).toEqual(['', '']);
  });
});
