/** A select searching the server as one types (aunts, employers): only the latest search's answer is shown. */
import { Select } from 'antd';
import { useCallback, useRef, useState } from 'react';

export interface Option {
  value: number;
  label: string;
}

interface RemoteSelectProps {
  search: (keyword: string) => Promise<Option[]>;
  placeholder: string;
  value?: number;
  onChange?: (value?: number) => void;
  ariaLabel: string;
}

export function RemoteSelect({ search, placeholder, value, onChange, ariaLabel }: RemoteSelectProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const run = useCallback(
    (keyword: string) => {
      const ticket = ++latest.current;
      setLoading(true);
      void search(keyword)
        .then((found) => {
          if (ticket === latest.current) setOptions(found);
        })
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    },
    [search],
  );
  return (
    <Select
      onFocus={() => {
        if (options.length === 0) run('');
      }}
      showSearch
      allowClear
      aria-label={ariaLabel}
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      placeholder={placeholder}
      filterOption={false}
      onSearch={run}
      loading={loading}
      options={options}
    />
  );
}
