/** Field rules of the employer form (the limits the mock checks: EMPLOYER_LIMITS), with localised messages. */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { isMasked } from '@/domain/personalData';

/** The mock's mobile rule: 11 digits starting with 1 (spaces ignored). */
export const EMPLOYER_MOBILE_RE = /^1\d{10}$/;

const label = (t: TFunction, field: string) => t(`employer.fields.${field}`);

export function requiredRule(t: TFunction, field: string): FormRule {
  return { required: true, whitespace: true, message: t('employer.form.rules.required', { field: label(t, field) }) };
}

export function maxRule(t: TFunction, field: string, max: number): FormRule {
  return { max, message: t('employer.form.rules.max', { field: label(t, field), max }) };
}

export function mobileRules(t: TFunction): FormRule[] {
  return [
    requiredRule(t, 'mobile'),
    {
      validator: async (_rule, value: string | undefined) => {
        const digits = (value ?? '').replace(/\s+/g, '');
        // The mask an edit opened with (typing keeps digits only): the stored number, unchanged.
        if (isMasked(digits)) return;
        if (digits !== '' && !EMPLOYER_MOBILE_RE.test(digits)) throw new Error(t('employer.form.rules.mobile'));
      },
    },
  ];
}

/** The aunt's maximum age is not below the minimum (either may be empty). */
export function ageOrderRule(t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null | undefined) => {
      const min = getFieldValue('auntAgeMin') as number | null | undefined;
      if (value !== null && value !== undefined && min !== null && min !== undefined && value < min) throw new Error(t('employer.form.rules.ageOrder'));
    },
  });
}
