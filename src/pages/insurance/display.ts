/**
 * The derived display fields of insurance orders and products (second document §3), pure:
 * insured date yyyy-MM-dd, status text key and colour, product "company（plan）", premium as yuan
 * per 1 unit ("¥25/1月"), gender and id-type text keys, masked ids, the actions open today.
 */
import type { InsuranceGender, InsuranceIdType, InsuranceOrder, InsuredStatus } from '@/api/insurance.types';
import { chinaDay } from '@/domain/chinaTime';
import { fenOfYuan } from '@/domain/fen';
import { INSURED_STATUS_LOOK, allowedInsuranceActions, type InsuranceAction } from '@/domain/insuranceGraph';
import { money, moneyOfFen } from '@/domain/format';

/** yyyy-MM-dd of a date or time text ('' when there is none). */
export function insuredDateText(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return match ? match[1]! : '';
}

/** i18n key and tag colour of a status. */
export function statusLook(status: InsuredStatus): { textKey: string; color: string } {
  const look = INSURED_STATUS_LOOK[status];
  return { textKey: `insurance.status.${look.key}`, color: look.color };
}

/** "中国平安（家政意外险B款）": the company with the plan in full-width brackets (zh) or plain ones (en). */
export function productText(product: { insuranceCompany: string; planName: string }, lang: 'zh' | 'en' = 'zh'): string {
  return lang === 'en' ? `${product.insuranceCompany} (${product.planName})` : `${product.insuranceCompany}（${product.planName}）`;
}

/** Known units in English; any other unit is shown as sent. */
const UNIT_EN: Record<string, string> = { 月: 'month', 年: 'year', 天: 'day' };

export function unitText(unit: string, lang: 'zh' | 'en' = 'zh'): string {
  return lang === 'en' ? (UNIT_EN[unit] ?? unit) : unit;
}

/** "¥25/1月" (en "¥25/1 month"): the premium in yuan per 1 unit; '' when the amount is not money. */
export function premiumText(premium: unknown, unit: string, lang: 'zh' | 'en' = 'zh'): string {
  const amount = money(premium);
  if (amount === '') return '';
  return lang === 'en' ? `${amount}/1 ${unitText(unit, lang)}` : `${amount}/1${unit}`;
}

/** i18n keys of the code tables: gender 0 female 1 male; id type 0 identity card 1 passport. */
export const genderKey = (gender: InsuranceGender): string => (gender === 1 ? 'insurance.gender.male' : 'insurance.gender.female');
export const idTypeKey = (idType: InsuranceIdType): string => (idType === 1 ? 'insurance.idType.passport' : 'insurance.idType.idCard');

/** The shortfall (fen) when `premium` (yuan) exceeds `balance` (yuan); 0 when the balance covers it. */
export function shortfallFen(premium: number, balance: number): number {
  const premiumFen = fenOfYuan(premium) ?? 0;
  const balanceFen = fenOfYuan(balance) ?? 0;
  return premiumFen > balanceFen ? premiumFen - balanceFen : 0;
}

export const shortfallText = (premium: number, balance: number): string => moneyOfFen(shortfallFen(premium, balance));

/** Today in China (the graph's "before cover starts" is judged on China's calendar). */
export const chinaToday = (now: number = Date.now()): string => chinaDay(now);

/** The actions the order's status allows today, in the order the page shows them. */
export function orderActions(order: Pick<InsuranceOrder, 'insuredStatus' | 'isDeleted' | 'insuredDate'>, today: string = chinaToday()): InsuranceAction[] {
  return allowedInsuranceActions(order, today);
}
