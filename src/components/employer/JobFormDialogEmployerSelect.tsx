/**
 * The job form's employer chooser: a searchable select that asks the server
 * (getEmployerByFilter, first 20 matches) as the user types, ~300 ms after typing stops; the
 * request still running is cancelled by the next one. `onPick` hands over the whole chosen
 * employer so the form can default the job's place from it.
 */
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmployerByFilter } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { isCancelled } from '@/hooks/loadError';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PAGE_SIZE = 20;

interface EmployerSelectProps {
  id?: string;
  value?: number;
  onChange?: (employerId: number | undefined) => void;
  onPick: (employer: Employer | undefined) => void;
  'aria-invalid'?: boolean;
}

interface SearchResult {
  /** The keyword this answers (loading while it differs from the keyword typed). */
  keyword: string;
  failed: boolean;
  list: Employer[];
}

export function EmployerSelect({ id, value, onChange, onPick, ...aria }: EmployerSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  // The chosen employer stays listed (and labelled) when the next search leaves it out.
  const [chosen, setChosen] = useState<Employer | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const text = keyword.trim();
    const timer = setTimeout(
      () => {
        getEmployerByFilter({ ...(text ? { keyword: text } : {}), page: 1, pageSize: SEARCH_PAGE_SIZE }, { signal: controller.signal, silent: true }).then(
          (answer) => setResult({ keyword, failed: false, list: answer.list }),
          (error: unknown) => {
            if (!isCancelled(error) && !controller.signal.aborted) setResult({ keyword, failed: true, list: [] });
          },
        );
      },
      keyword ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const loading = result?.keyword !== keyword;
  const list = result?.list ?? [];
  const selected = chosen?.employerId === value ? chosen : undefined;
  const shown = selected && !list.some((employer) => employer.employerId === selected.employerId) ? [selected, ...list] : list;
  const notFound = loading ? <Spin size="small" aria-label={t('jobs.form.searching')} /> : result?.failed ? t('jobs.form.employerFailed') : t('jobs.form.noEmployer');

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
      options={shown.map((employer) => ({ value: employer.employerId, label: `${employer.employerName}（${employer.mobile}）` }))}
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
