/**
 * A searchable employer choice: typing asks the server for that keyword (useEmployerSearch);
 * the chosen employer stays among the options.
 */
import { maskMobile } from '@/domain/personalData';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employer } from '@/api/employer.types';
import { useEmployerSearch } from '@/components/employer/useEmployerSearch';

interface EmployerSelectProps {
  id?: string;
  value?: number;
  /** The employer chosen (its record), or null when cleared. */
  onChange?: (employerId: number | undefined, employer: Employer | null) => void;
  /** The chosen employer when known beforehand (a prefilled form). */
  selected?: Employer | null;
  disabled?: boolean;
}

export function EmployerSelect({ id, value, onChange, selected, disabled }: EmployerSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { loading, list } = useEmployerSearch(keyword, !disabled);
  const options = selected && !list.some((employer) => employer.employerId === selected.employerId) ? [selected, ...list] : list;
  return (
    <Select<number>
      id={id}
      virtual={false}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear={!disabled}
      disabled={disabled}
      aria-label={t('order.fields.employer')}
      placeholder={t('order.create.employerPlaceholder')}
      loading={loading}
      notFoundContent={loading ? null : t('order.create.noEmployer')}
      value={value}
      onChange={(employerId) => onChange?.(employerId, options.find((employer) => employer.employerId === employerId) ?? null)}
      options={options.map((employer) => ({ value: employer.employerId, label: `${employer.employerName} ${maskMobile(employer.mobile)}` }))}
    />
  );
}
