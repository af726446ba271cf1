import { Flex, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomTabOperator } from '@/api/companyCustom.types';
import type { StatisticsFilter } from '@/api/statistics';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import { DAYS_MAX, DAYS_MIN } from '@/domain/dateFilter';
import type { RuleValueKind } from '@/domain/tabRules';
import type { Choice } from './ruleVocabulary';

/** What a new condition's value starts as, for an operator. */
export function startValue(operator: CustomTabOperator | undefined): unknown {
  switch (operator) {
    case 'in':
    case 'notIn':
      return [];
    case 'range':
      return [null, null];
    case 'date':
      return { dateFilter: 'inPastDays', days: 7 } satisfies StatisticsFilter;
    case 'nextDays':
      return 30;
    default:
      return null;
  }
}

interface ConditionValueProps {
  kind: RuleValueKind | null;
  operator: CustomTabOperator | undefined;
  choices: Choice[] | null;
  /** The condition's field, read out (the inputs' accessible names). */
  label: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The value input of one condition, as its operator needs: a choice or choices, a text, a number, a range, a date filter, a number of days. */
export function ConditionValue({ kind, operator, choices, label, value, onChange }: ConditionValueProps) {
  const { t } = useTranslation();
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.rules.${key}`, values);
  const named = k('valueOf', { field: label });
  if (!operator || operator === 'empty' || operator === 'notEmpty') return null;
  if (operator === 'date')
    return <DateFilterPicker value={(value as StatisticsFilter | null) ?? { dateFilter: 'inPastDays', days: 7 }} onChange={(filter) => onChange?.(filter)} />;
  if (operator === 'nextDays') {
    return (
      <InputNumber<number>
        aria-label={named}
        min={DAYS_MIN}
        max={DAYS_MAX}
        precision={0}
        value={value as number | null}
        onChange={(days) => onChange?.(days)}
        suffix={k('daysUnit')}
        style={{ width: 160 }}
      />
    );
  }
  if (operator === 'range') {
    const [min, max] = Array.isArray(value) ? (value as (number | null)[]) : [null, null];
    return (
      <Flex gap={8} align="center">
        <InputNumber<number>
          aria-label={k('rangeMin', { field: label })}
          placeholder={k('rangeMinPlaceholder')}
          value={min}
          onChange={(next) => onChange?.([next ?? null, max ?? null])}
          style={{ width: 130 }}
        />
        <span aria-hidden>~</span>
        <InputNumber<number>
          aria-label={k('rangeMax', { field: label })}
          placeholder={k('rangeMaxPlaceholder')}
          value={max}
          onChange={(next) => onChange?.([min ?? null, next ?? null])}
          style={{ width: 130 }}
        />
      </Flex>
    );
  }
  const many = operator === 'in' || operator === 'notIn';
  if (choices) {
    return (
      <Select<string | number | (string | number)[]>
        aria-label={named}
        mode={many ? 'multiple' : undefined}
        value={(value ?? undefined) as string | number | (string | number)[] | undefined}
        onChange={(next) => onChange?.(next ?? null)}
        options={choices}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={k('choose')}
        style={{ minWidth: 200 }}
        virtual={false}
      />
    );
  }
  if (many)
    return (
      <Select<string[]>
        aria-label={named}
        mode="tags"
        open={false}
        value={(value as string[]) ?? []}
        onChange={(next) => onChange?.(next)}
        placeholder={k('typeValues')}
        style={{ minWidth: 200 }}
      />
    );
  if (kind === 'number')
    return <InputNumber<number> aria-label={named} value={value as number | null} onChange={(next) => onChange?.(next)} style={{ width: 160 }} />;
  return (
    <Input aria-label={named} value={(value as string) ?? ''} onChange={(event) => onChange?.(event.target.value)} maxLength={50} style={{ width: 200 }} />
  );
}
