/** Shared by the insurance mock and page tests: a company's account set directly, valid identity cards, a new order's body. */
import { orderCreate, type InsuranceOrder, type InsuranceOrderInput } from '@/api/insurance';
import { chinaDay, dayOfNumber, numberOfDay } from '@/domain/chinaTime';
import { checkDigitOf } from '@/domain/idCard';
import { getDb } from '@/mocks/db';
import { silent } from './mock-helpers';

export function setAccount(companyId: number, balanceFen: number, isPaymentKey: boolean): void {
  const db = getDb();
  db.fundAccounts = db.fundAccounts.filter((row) => row.companyId !== companyId);
  db.fundAccounts.push({ companyId, balanceFen, isPaymentKey });
}

export const balanceOf = (companyId: number): number => getDb().fundAccounts.find((row) => row.companyId === companyId)?.balanceFen ?? 0;

/** A valid identity card (check digit included) of a woman born on `birth` (yyyy-MM-dd). */
export function idCardBorn(birth: string, sequence = '002'): string {
  const first17 = `110105${birth.replace(/-/g, '')}${sequence}`;
  return `${first17}${checkDigitOf(first17)}`;
}

/** Today (China) plus `days`. */
export const dayFromToday = (days: number): string => dayOfNumber(numberOfDay(chinaDay(Date.now())) + days);

/** Product 2: 中国平安 家政意外险B款, ¥25 a month, ages 16–65. */
export const PRODUCT_B = 2;

export function orderInput(overrides: Partial<InsuranceOrderInput> = {}): InsuranceOrderInput {
  return {
    productId: PRODUCT_B,
    insuredDate: dayFromToday(3),
    applicantType: 0,
    applicantName: '上海安心家政服务有限公司',
    applicantMobile: '13800000001',
    insurerName: '李秀英',
    insurerGender: 0,
    insurerIdType: 0,
    insurerIdNo: idCardBorn('1980-05-06'),
    ...overrides,
  } as InsuranceOrderInput;
}

export const createOrder = (overrides: Partial<InsuranceOrderInput> = {}): Promise<InsuranceOrder> => orderCreate(orderInput(overrides), silent);

/** A body the typed api would refuse to build (for the mock's strictness). */
export const loose = (body: Record<string, unknown>) => body as unknown as InsuranceOrderInput;

/** The stored row of an insurance order. */
export const orderRow = (orderId: number) => getDb().insOrders.find((order) => order.orderId === orderId)!;
/** The fund ledger's rows of an insurance order. */
export const ledgerOf = (orderId: number) => getDb().fundLedger.filter((entry) => entry.insuranceOrderId === orderId);
