/** The insurance pages' pure parts: the derived display fields, the spec's current paid order, the people's id rules, the start-date window, the banner's full URL. */
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { checkDigitOf } from '@/domain/idCard';
import { ageOnDay, insuredIdProblem, withinAges } from '@/domain/insuredPerson';
import {
  chinaToday,
  genderKey,
  idTypeKey,
  insuredDateText,
  orderActions,
  premiumText,
  productText,
  shortfallFen,
  shortfallText,
  statusLook,
  unitText,
} from '@/pages/insurance/display';
import { NO_PAID_ORDER, afterPay, afterPayAndInsure } from '@/pages/insurance/paidOrder';
import { insuredDateAllowed } from '@/pages/insurance/orders/orderFormValues';
import { adImageUrl } from '@/pages/insurance/products/adImage';

const idCard = (first17: string) => `${first17}${checkDigitOf(first17)}`;

describe('display fields', () => {
  it('insured date as yyyy-MM-dd from a date or a time', () => {
    expect(insuredDateText('2026-11-24')).toBe('2026-11-24');
    expect(insuredDateText('2026-11-24T16:00:00.000Z')).toBe('2026-11-24');
    expect(insuredDateText('')).toBe('');
    expect(insuredDateText(null)).toBe('');
  });

  it('status text keys and colours: 0 orange, 1 blue, 2 green, 3 red, 4 and 5 grey', () => {
    expect([0, 1, 2, 3, 4, 5].map((status) => statusLook(status as 0).color)).toEqual(['orange', 'blue', 'green', 'red', 'default', 'default']);
    expect(statusLook(4).textKey).toBe('insurance.status.insuranceCancelled');
    expect(statusLook(5).textKey).toBe('insurance.status.orderCancelled');
  });

  it('product as company（plan）, premium as yuan per 1 unit, gender and id-type keys', () => {
    expect(productText({ insuranceCompany: '中国平安', planName: '家政意外险B款' })).toBe('中国平安（家政意外险B款）');
    expect(productText({ insuranceCompany: '中国平安', planName: 'B' }, 'en')).toBe('中国平安 (B)');
    expect(premiumText(25, '月')).toBe('¥25/1月');
    expect(premiumText(180, '年')).toBe('¥180/1年');
    expect(premiumText(1234.5, '年', 'en')).toBe('¥1,234.50/1 year');
    expect(premiumText(0.125, '月')).toBe('');
    expect(unitText('季', 'en')).toBe('季');
    expect([genderKey(0), genderKey(1), idTypeKey(0), idTypeKey(1)]).toEqual([
      'insurance.gender.female',
      'insurance.gender.male',
      'insurance.idType.idCard',
      'insurance.idType.passport',
    ]);
  });

  it('the shortfall in fen, exactly (no float sums)', () => {
    expect(shortfallFen(25, 24.99)).toBe(1);
    expect(shortfallFen(0.3, 0.1)).toBe(20);
    expect(shortfallFen(25, 25)).toBe(0);
    expect(shortfallText(180, 60)).toBe('¥120');
  });

  it('actions the graph allows today', () => {
    expect(orderActions({ insuredStatus: 0, isDeleted: 0, insuredDate: '2026-12-01' }, '2026-11-24')).toEqual([
      'payAndInsure',
      'pay',
      'createPay',
      'correct',
      'cancel',
    ]);
    expect(orderActions({ insuredStatus: 2, isDeleted: 0, insuredDate: '2026-11-20' }, '2026-11-24')).toEqual(['print']);
    expect(orderActions({ insuredStatus: 5, isDeleted: 0, insuredDate: '2026-11-20' }, '2026-11-24')).toEqual(['delete']);
    expect(chinaToday(Date.UTC(2026, 10, 24, 17))).toBe('2026-11-25');
  });
});

describe('the current paid order (second document §4)', () => {
  it('pay and insure: success with a policy number → status 2 with it; failure → id and status 0, policy number empty', () => {
    expect(afterPayAndInsure({ orderId: 7, insuredStatus: 2, policyNo: 'PA2026112400000007' })).toEqual({
      orderId: 7,
      insuredStatus: 2,
      policyNo: 'PA2026112400000007',
    });
    expect(afterPayAndInsure(null)).toEqual({ orderId: 0, insuredStatus: 0, policyNo: '' });
    expect(afterPayAndInsure({ orderId: 7, insuredStatus: 1, policyNo: '' })).toEqual({ orderId: 7, insuredStatus: 1, policyNo: '' });
  });

  it('pay: the status answered is recorded; failure resets', () => {
    expect(afterPay({ orderId: 9, insuredStatus: 1, policyNo: '' })).toEqual({ orderId: 9, insuredStatus: 1, policyNo: '' });
    expect(afterPay(null)).toBe(NO_PAID_ORDER);
  });
});

describe('the create form’s id rules', () => {
  it('identity card: the rule and its check digit; passport: 5–17 letters or digits', () => {
    const valid = idCard('11010519800506002');
    const wrong = `${valid.slice(0, 17)}${valid.endsWith('0') ? '1' : '0'}`;
    expect(insuredIdProblem(0, valid)).toBeNull();
    expect(insuredIdProblem(0, valid.toLowerCase())).toBeNull();
    expect(insuredIdProblem(0, wrong)).toBe('checkDigit');
    expect(insuredIdProblem(0, '11010519801306002X')).toBe('idCard');
    expect(insuredIdProblem(0, '1234')).toBe('idCard');
    expect(insuredIdProblem(0, '  ')).toBe('empty');
    expect(insuredIdProblem(1, 'E1234567')).toBeNull();
    expect(insuredIdProblem(1, 'E123')).toBe('passport');
    expect(insuredIdProblem(1, 'E-1234567')).toBe('passport');
    expect(insuredIdProblem(1, 'A123456789012345678')).toBe('passport');
  });

  it('the age on the start date (a birthday counts on its day); passports carry none', () => {
    const born1950 = idCard('11010519500301002');
    expect(ageOnDay(0, born1950, '2026-02-28')).toBe(75);
    expect(ageOnDay(0, born1950, '2026-03-01')).toBe(76);
    expect(ageOnDay(1, 'E1234567', '2026-03-01')).toBeNull();
    expect(withinAges({ ageMin: 16, ageMax: 65 }, 0, born1950, '2026-11-25')).toBe(false);
    expect(withinAges({ ageMin: 18, ageMax: 70 }, 1, 'E1234567', '2026-11-25')).toBe(true);
  });

  it('the start date: today (China) up to 90 days ahead', () => {
    expect(insuredDateAllowed('2026-11-24', '2026-11-24')).toBe(true);
    expect(insuredDateAllowed('2026-11-23', '2026-11-24')).toBe(false);
    expect(insuredDateAllowed('2027-02-22', '2026-11-24')).toBe(true);
    expect(insuredDateAllowed('2027-02-23', '2026-11-24')).toBe(false);
  });
});

describe('the advertising image', () => {
  it('is a full URL: the path under the API base on this origin; an absolute address is kept', () => {
    expect(adImageUrl('/sys/file/abc', 'https://agency.example')).toBe(`https://agency.example${config.apiBase}/sys/file/abc`);
    expect(adImageUrl('https://cdn.example/a.png', 'https://agency.example')).toBe('https://cdn.example/a.png');
    expect(adImageUrl('')).toBe('');
  });
});
