import { Checkbox, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuntLabelOption, AuntSkillItem } from '@/api/company';
import { CatalogueTag, RETIRED_STYLE } from '@/components/aunt';
import { isOffered } from '@/domain/catalogues';

interface PickerProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  /** Shown when the company has no options of this kind. */
  emptyText: string;
}

/** A choice: offered ones, and a retired one only while the record holds it (greyed, so it can be taken off but not given). */
export interface PickerChoice {
  value: number;
  label: string;
  retired?: boolean;
}

/** The entries to offer: not retired, or held (`chosen`). */
function shown<T extends { isRetired?: 0 | 1 }>(entries: readonly T[], id: (entry: T) => number, chosen: readonly number[]): T[] {
  return [...entries].filter((entry) => isOffered(entry) || chosen.includes(id(entry)));
}

function useRetiredLabel() {
  const { t } = useTranslation();
  return (label: string, retired: boolean | undefined) => (retired ? <span style={RETIRED_STYLE}>{t('aunt.retiredEntry', { name: label })}</span> : label);
}

/** Skills grouped by the company's skill items; one value (option ids) across every group. */
export function SkillPicker({ value = [], onChange, disabled, emptyText, items }: PickerProps & { items: readonly AuntSkillItem[] }) {
  const retiredLabel = useRetiredLabel();
  const groups = items
    .map((item) => ({ item, options: shown(item.options, (option) => option.skillOptionId, value) }))
    .filter((group) => group.options.length > 0 && (isOffered(group.item) || group.options.some((option) => value.includes(option.skillOptionId))));
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {groups.map(({ item, options }) => {
        const ids = new Set(item.options.map((option) => option.skillOptionId));
        const inGroup = value.filter((id) => ids.has(id));
        return (
          <div key={item.skillItemId} role="group" aria-label={item.skillItemName}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 4, ...(isOffered(item) ? {} : RETIRED_STYLE) }}>
              {item.skillItemName}
            </Typography.Text>
            <Checkbox.Group
              disabled={disabled}
              value={inGroup}
              options={options.map((option) => ({ value: option.skillOptionId, label: retiredLabel(option.optionName, !isOffered(option)) }))}
              onChange={(next) => onChange?.([...value.filter((id) => !ids.has(id)), ...next])}
            />
          </div>
        );
      })}
    </Space>
  );
}

/** Certificates (or any plain option list) as check boxes. */
export function OptionCheckboxes({ value = [], onChange, disabled, emptyText, options }: PickerProps & { options: readonly PickerChoice[] }) {
  const retiredLabel = useRetiredLabel();
  const choices = options.filter((option) => !option.retired || value.includes(option.value));
  if (choices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Checkbox.Group
      disabled={disabled}
      value={value}
      options={choices.map((option) => ({ value: option.value, label: retiredLabel(option.label, option.retired) }))}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** Labels as check boxes, each shown as a tag in the label's colour (a retired one held by the record greyed). */
export function LabelPicker({ value = [], onChange, disabled, emptyText, labels }: PickerProps & { labels: readonly AuntLabelOption[] }) {
  const { t } = useTranslation();
  const choices = shown(labels, (label) => label.labelOptionId, value);
  if (choices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Checkbox.Group
      disabled={disabled}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={choices.map((label) => ({
        value: label.labelOptionId,
        label: isOffered(label) ? (
          <CatalogueTag name={label.labelName} color={label.color} />
        ) : (
          <Tag style={{ marginInlineEnd: 0, ...RETIRED_STYLE }}>{t('aunt.retiredEntry', { name: label.labelName })}</Tag>
        ),
      }))}
    />
  );
}
