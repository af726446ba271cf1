/** Small display helpers of orders (pure apart from the `t` they are given). */
import type { TFunction } from 'i18next';
import type { Order } from '@/api/order.types';
import { monthlySalaryText } from '@/domain/money';

/** The offered salary in the one money style (domain/money): "¥7,000–8,500/月", "面议" when none. */
export function salaryRangeText(t: TFunction, order: Pick<Order, 'salaryMin' | 'salaryMax'>): string {
  return monthlySalaryText(t, order.salaryMin, order.salaryMax);
}

/** The owner's name, or "无归属". */
export function ownerText(t: TFunction, order: Pick<Order, 'userId' | 'userName'>): string {
  return order.userId ? order.userName : t('order.noOwner');
}
