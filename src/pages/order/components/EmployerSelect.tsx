/**
 * A searchable employer choice: typing asks getEmployerByFilter for that keyword (after a short
 * pause, the stale request cancelled); the chosen employer stays among the options.
 */
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmployerByFilter } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { isCancelled } from '@/hooks/loadError';

const SEARCH_DELAY_MS = 300;
const SEARCH_SIZE = 20;

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
  const [found, setFound] = useState<{ keyword: string; list: Employer[] } | null>(null);

  useEffect(() => {
    if (disabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getEmployerByFilter({ keyword: keyword.trim() || undefined, page: 1, pageSize: SEARCH_SIZE }, { signal: controller.signal, silent: true }).then(
        (answer) => setFound({ keyword, list: answer.list }),
        (error: unknown) => {
          if (!isCancelled(error)) setFound({ keyword, list: [] });
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [disabled, keyword]);

  const list = found?.list ?? [];
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
      loading={found?.keyword !== keyword}
      notFoundContent={found?.keyword === keyword ? t('order.create.noEmployer') : null}
      value={value}
      onChange={(employerId) => onChange?.(employerId, options.find((employer) => employer.employerId === employerId) ?? null)}
      options={options.map((employer) => ({ value: employer.employerId, label: `${employer.employerName} ${employer.mobile}` }))}
    />
  );
}
