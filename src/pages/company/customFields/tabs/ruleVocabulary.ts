/**
 * The words of the rule editor for one list: every field a condition may test (domain's
 * ruleFieldsOf) with its label, the choices of a field whose values are known (codes, the
 * company's options, staff, a choice field's options), and each value's label, for the editor and
 * for a rule read out in the tab table.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '@/components/useStaffUsers';
import type { CustomTabCondition } from '@/api/companyCustom.types';
import type { StatisticsFilter } from '@/api/statistics';
import { useCompanyAuntOptions } from '@/components/aunt';
import { useCustomFormFields } from '@/components/customFields';
import { CERTIFICATE_EXPIRY_PREFIX, CUSTOM_FIELD_PREFIX, ruleFieldsOf, type RuleFieldInfo, type TabType } from '@/domain/tabRuleFields';

export interface Choice {
  value: string | number;
  label: string;
}

export interface RuleVocabulary {
  /** The fields a new condition may test, with labels. */
  fields: (RuleFieldInfo & { label: string })[];
  fieldLabel: (key: string) => string;
  /** The values a field can hold, when they are known (null: typed in). */
  choicesOf: (key: string) => Choice[] | null;
  /** One condition read out: "工作状态 属于 找工作、面试". */
  describe: (condition: CustomTabCondition) => string;
}

/** Fields whose codes are labelled under codes.<group>. */
const CODE_GROUPS: Readonly<Record<string, string>> = {
  workStatus: 'workStatus',
  education: 'education',
  liveIn: 'liveIn',
  gender: 'gender',
  status: 'orderStatus',
};

export function useRuleVocabulary(tabType: TabType): RuleVocabulary {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const { fields: customFields } = useCustomFormFields(tabType);
  const users = useStaffList();

  return useMemo(() => {
    const context = { customFields: customFields ?? [], certificateIds: (options?.certificates ?? []).map((option) => option.customOptionId) };
    const infos = new Map(ruleFieldsOf(tabType, context).map((info) => [info.key, info]));
    const certificateName = (id: number) => options?.certificateById.get(id)?.optionName ?? String(id);
    const custom = (key: string) => (customFields ?? []).find((field) => `${CUSTOM_FIELD_PREFIX}${field.fieldName}` === key);
    const fieldLabel = (key: string): string => {
      if (key.startsWith(CERTIFICATE_EXPIRY_PREFIX))
        return t('customSettings.rules.certificateExpiry', { name: certificateName(Number(key.slice(CERTIFICATE_EXPIRY_PREFIX.length))) });
      if (key.startsWith(CUSTOM_FIELD_PREFIX)) return custom(key)?.label ?? key;
      return t(`customSettings.rules.fields.${tabType}.${key}`);
    };
    const staff = (users.data ?? []).map((user) => ({ value: user.userId, label: user.contact }));
    const choicesOf = (key: string): Choice[] | null => {
      const group = CODE_GROUPS[key];
      if (group) return (infos.get(key)?.codes ?? []).map((value) => ({ value, label: t(`codes.${group}.${value}`) }));
      if (key === 'isVerified') return [1, 0, 2].map((value) => ({ value, label: t(`customSettings.rules.flag.${key}.${value}`) }));
      if (key === 'isShared') return [1, 0].map((value) => ({ value, label: t(`customSettings.rules.flag.${key}.${value}`) }));
      if (key === 'serviceTypes' || key === 'serviceType')
        return (options?.serviceTypes ?? []).map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }));
      if (key === 'skills')
        return (options?.skills ?? []).flatMap((item) =>
          item.options.map((option) => ({ value: option.skillOptionId, label: `${item.skillItemName} · ${option.optionName}` })),
        );
      if (key === 'certificates') return (options?.certificates ?? []).map((option) => ({ value: option.customOptionId, label: option.optionName }));
      if (key === 'labels') return (options?.labels ?? []).map((label) => ({ value: label.labelOptionId, label: label.labelName }));
      if (key === 'teacherUserId' || key === 'userId') return staff;
      const field = custom(key);
      if (field && (field.fieldType === 'select' || field.fieldType === 'multiSelect'))
        return field.options.map((option) => ({ value: option, label: option }));
      return null;
    };
    const valueLabel = (key: string, value: unknown) => choicesOf(key)?.find((choice) => String(choice.value) === String(value))?.label ?? String(value);
    const dateLabel = (filter: StatisticsFilter) =>
      t(`customSettings.rules.dates.${filter.dateFilter}`, { days: filter.days, start: filter.startDate, end: filter.endDate });
    const describe = (condition: CustomTabCondition): string => {
      const { field, value } = condition;
      // A date "with no date" reads as the field being empty.
      const operator = condition.operator === 'date' && (value as StatisticsFilter | null)?.dateFilter === 'isNull' ? 'empty' : condition.operator;
      const list = Array.isArray(value) ? value : [];
      const ids = infos.get(field)?.kind === 'ids';
      const halfOpen = operator === 'range' && (list[0] === null || list[1] === null);
      const op = halfOpen ? '' : t(`customSettings.rules.${ids && ['eq', 'ne', 'in', 'notIn'].includes(operator) ? 'idsOperators' : 'operators'}.${operator}`);
      let shown = '';
      if (operator === 'in' || operator === 'notIn') shown = list.map((item) => valueLabel(field, item)).join('、');
      else if (operator === 'range')
        shown = t(`customSettings.rules.${list[1] === null ? 'atLeast' : list[0] === null ? 'atMost' : 'rangeText'}`, { min: list[0], max: list[1] });
      else if (operator === 'date') shown = dateLabel(value as StatisticsFilter);
      else if (operator === 'nextDays') shown = t('customSettings.rules.days', { count: value as number });
      else if (operator === 'eq' || operator === 'ne' || operator === 'contains') shown = valueLabel(field, value);
      return [fieldLabel(field), op, shown].filter(Boolean).join(' ');
    };
    const fields = [...infos.values()].map((field) => ({ ...field, label: fieldLabel(field.key) }));
    return { fields, fieldLabel, choicesOf, describe };
  }, [customFields, options, t, tabType, users.data]);
}
