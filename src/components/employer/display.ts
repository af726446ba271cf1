/** Texts of employer values shared by the list, the detail page and the export. */
import type { TFunction } from 'i18next';
import type { Employer } from '@/api/employer.types';
import { money } from '@/domain/format';

/** The budget as "¥8,000/月" (domain/format), '' when not given. */
export function budgetText(limitMoney: number): string {
  return limitMoney > 0 ? money(limitMoney, { per: 'month' }) : '';
}

/** The aunt's age range wanted ('' when any). */
export function ageRangeText(t: TFunction, employer: Pick<Employer, 'auntAgeMin' | 'auntAgeMax'>): string {
  const { auntAgeMin: min, auntAgeMax: max } = employer;
  if (min !== null && max !== null) return t('employer.common.ageRange', { min, max });
  if (min !== null) return t('employer.common.ageFrom', { min });
  if (max !== null) return t('employer.common.ageTo', { max });
  return '';
}

/** A stored next follow-up (date or time) is due on or before today. */
export function isFollowUpDue(nextFollowUpTime: string | null, today: string): boolean {
  return nextFollowUpTime !== null && nextFollowUpTime.slice(0, 10) <= today;
}
