/**
 * The insured person's fields, shared by creating and correcting an order: the start date (today
 * to 90 days ahead, China), name, gender, and an id number of its type — identity card (rule +
 * check digit; a birth date off the calendar warns) or passport (5–17 letters or digits); and a
 * warning, not a block, when the person's age on the start date is outside the product's ages.
 */
import { Alert, DatePicker, Form, Input, Radio, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsuranceIdType } from '@/api/insurance.types';
import { birthDateExists, writtenBirthDate } from '@/domain/idCard';
import { INSURED_NAME, ageOnDay, insuredIdProblem } from '@/domain/insuredPerson';
import { isMasked } from '@/domain/personalData';
import { chinaToday } from '../display';
import { insuredDateAllowed } from './orderFormValues';

type FieldReader = { getFieldValue: (name: string) => unknown };

/**
 * Rules of an id number field reading its type from `typeField` (the insured person's and an
 * employer applicant's): the refusal, then a warning (the order is saved) when an identity card's
 * birth date is not on the calendar.
 */
export function useIdRules(typeField: string) {
  const { t } = useTranslation();
  return useMemo(() => {
    const idTypeOf = ({ getFieldValue }: FieldReader) => (getFieldValue(typeField) as InsuranceIdType | undefined) ?? 0;
    return [
      (form: FieldReader) => ({
        validator: (_: unknown, value: string | undefined) => {
          // A masked number is the stored one left unchanged (the server keeps it): nothing to check.
          if (value && isMasked(value)) return Promise.resolve();
          const problem = insuredIdProblem(idTypeOf(form), value);
          return problem ? Promise.reject(new Error(t(`insurance.form.idProblem.${problem}`))) : Promise.resolve();
        },
      }),
      (form: FieldReader) => ({
        warningOnly: true,
        validator: (_: unknown, value: string | undefined) =>
          idTypeOf(form) === 0 && !isMasked(value ?? '') && !birthDateExists(value)
            ? Promise.reject(new Error(t('insurance.form.idDateWarning', { date: writtenBirthDate(value) })))
            : Promise.resolve(),
      }),
    ];
  }, [t, typeField]);
}

/** The start date: days outside the window are disabled in the picker and refused if typed. */
function InsuredDateField() {
  const { t } = useTranslation();
  const today = chinaToday();
  return (
    <Form.Item
      name="insuredDate"
      label={t('insurance.form.insuredDate')}
      extra={t('insurance.form.insuredDateHint')}
      rules={[
        { required: true, message: t('insurance.form.required', { label: t('insurance.form.insuredDate') }) },
        {
          validator: (_, value?: Dayjs) =>
            !value || insuredDateAllowed(value.format('YYYY-MM-DD'), today) ? Promise.resolve() : Promise.reject(new Error(t('insurance.form.dateRange'))),
        },
      ]}
    >
      <DatePicker style={{ width: '100%' }} disabledDate={(day) => !insuredDateAllowed(day.format('YYYY-MM-DD'), today)} />
    </Form.Item>
  );
}

export function PersonFields({ withDate = true }: { withDate?: boolean }) {
  const { t } = useTranslation();
  const idRules = useIdRules('insurerIdType');
  return (
    <>
      {withDate && <InsuredDateField />}
      <Form.Item
        name="insurerName"
        label={t('insurance.form.name')}
        rules={[
          { required: true, whitespace: true, message: t('insurance.form.required', { label: t('insurance.form.name') }) },
          { min: INSURED_NAME.min, max: INSURED_NAME.max, message: t('insurance.form.nameLength') },
        ]}
      >
        <Input maxLength={INSURED_NAME.max} />
      </Form.Item>
      <Form.Item
        name="insurerGender"
        label={t('insurance.form.gender')}
        rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.gender') }) }]}
      >
        <Radio.Group
          options={[
            { value: 0, label: t('insurance.gender.female') },
            { value: 1, label: t('insurance.gender.male') },
          ]}
        />
      </Form.Item>
      <Form.Item name="insurerIdType" label={t('insurance.form.idType')}>
        <Radio.Group
          options={[
            { value: 0, label: t('insurance.idType.idCard') },
            { value: 1, label: t('insurance.idType.passport') },
          ]}
        />
      </Form.Item>
      <Form.Item name="insurerIdNo" label={t('insurance.form.idNo')} dependencies={['insurerIdType']} rules={idRules}>
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** The warning when the insured person's age on the start date is outside the product's ages. */
export function AgeWarning({ form, product }: { form: FormInstance; product: { ageMin: number; ageMax: number } | undefined }) {
  const { t } = useTranslation();
  const idType = Form.useWatch<InsuranceIdType | undefined>('insurerIdType', form) ?? 0;
  const idNo = Form.useWatch<string | undefined>('insurerIdNo', form) ?? '';
  const date = Form.useWatch<Dayjs | undefined>('insuredDate', form);
  if (!product || insuredIdProblem(idType, idNo) !== null) return null;
  const age = ageOnDay(idType, idNo.trim(), (date ?? dayjs()).format('YYYY-MM-DD'));
  if (age === null || (age >= product.ageMin && age <= product.ageMax)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('insurance.form.ageWarning', { age, min: product.ageMin, max: product.ageMax })}
    />
  );
}
