/** Field rules of the aunt form, with localised messages. */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { birthDateExists, hasValidCheckDigit, validateIdCard, writtenBirthDate } from '@/domain/idCard';

import { MOBILE_RE } from '@/domain/mobile';

export { MOBILE_RE };

const label = (t: TFunction, field: string) => t(`aunt.fields.${field}`);

export function requiredRule(t: TFunction, field: string, kind: 'required' | 'select' = 'required'): FormRule {
  return { required: true, whitespace: kind === 'required', message: t(`auntForm.rules.${kind}`, { field: label(t, field) }) };
}

export function maxRule(t: TFunction, field: string, max: number): FormRule {
  return { max, message: t('auntForm.rules.max', { field: label(t, field), max }) };
}

export function minRule(t: TFunction, field: string, min: number): FormRule {
  return { min, whitespace: true, message: t('auntForm.rules.min', { field: label(t, field), min }) };
}

/** `unchanged`: the mask the record came with; left as is, it is the stored number (nothing to check). */
export function mobileRules(t: TFunction, unchanged: string | null = null): FormRule[] {
  return [
    requiredRule(t, 'mobile'),
    {
      validator: async (_rule, value: string | undefined) => {
        const digits = (value ?? '').replace(/\s+/g, '');
        if (unchanged !== null && digits === unchanged) return;
        if (digits !== '' && !MOBILE_RE.test(digits)) throw new Error(t('auntForm.rules.mobile'));
      },
    },
  ];
}

/**
 * The spec's identity-number rule (optional field); a birth date not on the calendar and a wrong
 * check digit only warn (the number is saved).
 */
export function idCardRules(t: TFunction, unchanged: string | null = null): FormRule[] {
  const kept = (value: string | undefined) => unchanged !== null && (value ?? '').trim() === unchanged;
  return [
    {
      validator: async (_rule, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (kept(value)) return;
        const problem = validateIdCard(text);
        if (problem === null || problem === 'empty') return;
        throw new Error(t(`auntForm.idCard.${problem}`, { count: text.length }));
      },
    },
    {
      warningOnly: true,
      validator: async (_rule, value: string | undefined) => {
        if (!kept(value) && !birthDateExists(value)) throw new Error(t('auntForm.idCard.date', { date: writtenBirthDate(value) }));
      },
    },
    {
      warningOnly: true,
      validator: async (_rule, value: string | undefined) => {
        const text = (value ?? '').trim();
        if (!kept(value) && validateIdCard(text) === null && !hasValidCheckDigit(text)) throw new Error(t('auntForm.idCard.checkDigit'));
      },
    },
  ];
}
