import { Checkbox, Empty, Space, Tag, Typography } from 'antd';
import type { AuntLabelOption, AuntSkillItem } from '@/api/company';

interface PickerProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  /** Shown when the company has no options of this kind. */
  emptyText: string;
}

/** Skills grouped by the company's skill items; one value (option ids) across every group. */
export function SkillPicker({ value = [], onChange, disabled, emptyText, items }: PickerProps & { items: readonly AuntSkillItem[] }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {[...items]
        .sort((a, b) => a.sort - b.sort)
        .map((item) => {
          const ids = new Set(item.options.map((option) => option.skillOptionId));
          const inGroup = value.filter((id) => ids.has(id));
          return (
            <div key={item.skillItemId} role="group" aria-label={item.skillItemName}>
              <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
                {item.skillItemName}
              </Typography.Text>
              <Checkbox.Group
                disabled={disabled}
                value={inGroup}
                options={[...item.options].sort((a, b) => a.sort - b.sort).map((option) => ({ value: option.skillOptionId, label: option.optionName }))}
                onChange={(next) => onChange?.([...value.filter((id) => !ids.has(id)), ...next])}
              />
            </div>
          );
        })}
    </Space>
  );
}

/** Certificates (or any plain option list) as check boxes. */
export function OptionCheckboxes({ value = [], onChange, disabled, emptyText, options }: PickerProps & { options: readonly { value: number; label: string }[] }) {
  if (options.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <Checkbox.Group disabled={disabled} value={value} options={[...options]} onChange={(next) => onChange?.(next)} />;
}

/** Labels as check boxes, each shown as a tag in the label's colour. */
export function LabelPicker({ value = [], onChange, disabled, emptyText, labels }: PickerProps & { labels: readonly AuntLabelOption[] }) {
  if (labels.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Checkbox.Group
      disabled={disabled}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={[...labels]
        .sort((a, b) => a.sort - b.sort)
        .map((label) => ({
          value: label.labelOptionId,
          label: (
            <Tag color={label.color || undefined} style={{ marginInlineEnd: 0 }}>
              {label.labelName}
            </Tag>
          ),
        }))}
    />
  );
}
