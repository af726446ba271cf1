import type { TFunction } from 'i18next';
import type { UnitedAunt } from '@/api/united.types';

/** A hall aunt's facts in one line: "女 · 45岁 · 安徽 · 8年经验". */
export function auntFacts(t: TFunction, aunt: Pick<UnitedAunt, 'gender' | 'age' | 'nativePlace' | 'workYears'>): string {
  return [
    t(`codes.gender.${aunt.gender}`),
    aunt.age ? t('united.auntHall.age', { age: aunt.age }) : null,
    aunt.nativePlace || null,
    aunt.workYears ? t('united.auntHall.workYears', { count: aunt.workYears }) : t('united.auntHall.noWorkYears'),
  ]
    .filter(Boolean)
    .join(' · ');
}
