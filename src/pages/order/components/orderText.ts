/** Small display helpers of orders (pure apart from the `t` they are given). */
import type { TFunction } from 'i18next';
import type { Order } from '@/api/order.types';

/** "6000-8000 元/月", one figure when both ends agree, "面议" when no salary is given. */
export function salaryRangeText(t: TFunction, order: Pick<Order, 'salaryMin' | 'salaryMax'>): string {
  const { salaryMin: min, salaryMax: max } = order;
  if (!min && !max) return t('order.salary.none');
  if (!max || min === max) return t('order.salary.one', { amount: min || max });
  if (!min) return t('order.salary.upTo', { amount: max });
  return t('order.salary.range', { min, max });
}

/** The owner's name, or "无归属". */
export function ownerText(t: TFunction, order: Pick<Order, 'userId' | 'userName'>): string {
  return order.userId ? order.userName : t('order.noOwner');
}
