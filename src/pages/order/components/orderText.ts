/** Small display helpers of orders (pure apart from the `t` they are given). */
import type { TFunction } from 'i18next';
import type { Order } from '@/api/order.types';
import { moneyRange } from '@/domain/format';

/** The offered salary (domain/format): "¥7,000–8,500/月", "面议" when none. */
export function salaryRangeText(order: Pick<Order, 'salaryMin' | 'salaryMax'>): string {
  return moneyRange(order.salaryMin, order.salaryMax, { per: 'month' });
}

/** The owner's name, or "无归属". */
export function ownerText(t: TFunction, order: Pick<Order, 'userId' | 'userName'>): string {
  return order.userId ? order.userName : t('order.noOwner');
}
