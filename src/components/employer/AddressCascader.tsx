import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegions } from './useRegions';

export interface AddressCascaderProps {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** A province alone is a complete choice (the list's filter); the form wants a city. */
  provinceAlone?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * The address picker (spec: addressPicker): province → city from /sys/getRegion, searchable.
 * The value is [province_id] or [province_id, city region_id].
 */
export function AddressCascader({ value, onChange, provinceAlone = false, placeholder, ...rest }: AddressCascaderProps) {
  const { t } = useTranslation();
  const { options, loading } = useRegions();
  return (
    <Cascader
      {...rest}
      options={options}
      loading={loading}
      value={value && value.length > 0 ? value : undefined}
      onChange={(next) => onChange?.(((next ?? []) as (string | number)[]).map(Number))}
      changeOnSelect={provinceAlone}
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input.trim())) }}
      placeholder={placeholder ?? t('employer.form.placeholders.select')}
      allowClear
    />
  );
}
