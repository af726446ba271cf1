/**
 * A list filter choosing one value of a code list (a member's source, a category, a gender...):
 * labels are i18n keys, cleared to "any". The mini-program's lists share it.
 *
 * @example <CodeFilter label={f('source')} values={MEMBER_SOURCES} labelKey={(v) => `companyApp.codes.memberSource.${v}`} value={filter.source} onChange={(source) => patchFilter({ source })} />
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterStyles } from '@/components/filters';

interface CodeFilterProps<V extends number> {
  label: string;
  values: readonly V[];
  labelKey: (value: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

export function CodeFilter<V extends number>({ label, values, labelKey, value, onChange }: CodeFilterProps<V>) {
  const { t } = useTranslation();
  return (
    <Select<V>
      virtual={false}
      allowClear
      className={filterStyles.select}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(next) => onChange(next ?? undefined)}
      options={values.map((item) => ({ value: item, label: t(labelKey(item)) }))}
    />
  );
}
