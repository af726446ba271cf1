/**
 * The job form's employer chooser: a searchable select that asks the server as the user types
 * (useEmployerSearch). `onPick` hands over the whole chosen employer so the form can default the
 * job's place from it.
 */
import { maskMobile } from '@/domain/personalData';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employer } from '@/api/employer.types';
import { useEmployerSearch } from './useEmployerSearch';

interface EmployerSelectProps {
  id?: string;
  value?: number;
  onChange?: (employerId: number | undefined) => void;
  onPick: (employer: Employer | undefined) => void;
  'aria-invalid'?: boolean;
}

export function EmployerSelect({ id, value, onChange, onPick, ...aria }: EmployerSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  // The chosen employer stays listed (and labelled) when the next search leaves it out.
  const [chosen, setChosen] = useState<Employer | undefined>(undefined);

  const { loading, failed, list } = useEmployerSearch(keyword);
  const selected = chosen?.employerId === value ? chosen : undefined;
  const shown = selected && !list.some((employer) => employer.employerId === selected.employerId) ? [selected, ...list] : list;
  const notFound = loading ? <Spin size="small" aria-label={t('jobs.form.searching')} /> : failed ? t('jobs.form.employerFailed') : t('jobs.form.noEmployer');

  return (
    <Select<number>
      id={id}
      {...aria}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      virtual={false}
      placeholder={t('jobs.form.placeholders.employerId')}
      value={value}
      loading={loading}
      notFoundContent={notFound}
      options={shown.map((employer) => ({ value: employer.employerId, label: `${employer.employerName}（${maskMobile(employer.mobile)}）` }))}
      onChange={(next) => {
        const employer = shown.find((candidate) => candidate.employerId === next);
        setChosen(employer);
        onChange?.(next);
        onPick(employer);
      }}
      onClear={() => setKeyword('')}
    />
  );
}
