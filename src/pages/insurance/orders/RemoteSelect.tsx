/**
 * A select searching the server as one types (aunts, employers): a family's search query keyed
 * by the typed text (useSearchText), asked from the first focus on; the options are its answer's.
 */
import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchText } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';

export interface Option {
  value: number;
  label: string;
}

interface RemoteSelectProps<T, K extends QueryKey> {
  /** The search query of a typed text, e.g. auntQueries.search. */
  search: (keyword: string) => { queryKey: K; queryFn?: QueryFunction<T, K, never> | SkipToken };
  /** The options of an answer (a failed search offers none). */
  toOptions: (answer: T) => Option[];
  placeholder: string;
  value?: number;
  onChange?: (value?: number) => void;
  ariaLabel: string;
}

export function RemoteSelect<T, K extends QueryKey>({ search, toOptions, placeholder, value, onChange, ariaLabel }: RemoteSelectProps<T, K>) {
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const { text, typing } = useSearchText(keyword);
  const found = useQueryData(search(text), { enabled: focused });
  const options = useMemo(() => (found.data ? toOptions(found.data) : []), [found.data, toOptions]);
  return (
    <Select
      onFocus={() => setFocused(true)}
      showSearch
      allowClear
      aria-label={ariaLabel}
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      placeholder={placeholder}
      filterOption={false}
      onSearch={setKeyword}
      loading={focused && (found.loading || typing)}
      options={options}
    />
  );
}
