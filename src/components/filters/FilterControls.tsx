/**
 * The small controls list filter rows share: a labelled switch, the created-date filter, the
 * "more filters" toggle and the reset button.
 */
import { CalendarOutlined, CloseOutlined, FilterOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Switch } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { DateFilterOption, StatisticsFilter } from '@/api/statistics';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import styles from './Filters.module.css';

/** A small switch with its clickable label ("only favourites", "follow-up due"). */
export function SwitchFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Flex align="center" gap={6}>
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
    </Flex>
  );
}

/** What the created-date filter starts at when switched on. */
export const CREATED_DEFAULT: StatisticsFilter = { dateFilter: 'inPastDays', days: 30 };

interface CreatedDateFilterProps {
  value: StatisticsFilter | undefined;
  onChange: (value: StatisticsFilter | undefined) => void;
  /** The text of the button shown while no date filter is set. */
  emptyLabel: string;
  /** The accessible name of the × that clears the filter. */
  clearLabel: string;
  /** Shown before the picker while a date filter is set. */
  prefix?: ReactNode;
  /** The options offered (default: all 18). */
  options?: readonly DateFilterOption[];
}

/** The created-date filter: a button until used, then the 18-option date picker and a ×. */
export function CreatedDateFilter({ value, onChange, emptyLabel, clearLabel, prefix, options }: CreatedDateFilterProps) {
  return value ? (
    <Flex align="center" gap={4}>
      {prefix}
      <DateFilterPicker value={value} onChange={onChange} options={options} />
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label={clearLabel} onClick={() => onChange(undefined)} />
    </Flex>
  ) : (
    <Button icon={<CalendarOutlined />} onClick={() => onChange({ ...CREATED_DEFAULT })}>
      {emptyLabel}
    </Button>
  );
}

/**
 * The open state of a "more filters" panel: open at first when some of its filters are set.
 *
 * @example
 *   const more = useMoreFilters(moreFilterCount(filter));
 *   <MoreFiltersButton more={more} labels={{ more: …, less: … }} />
 *   {more.open && <MoreFilters id={more.panelId} … />}
 */
export function useMoreFilters(count: number) {
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  return { count, open, panelId, toggle: () => setOpen((was) => !was) };
}

export function MoreFiltersButton({ more, labels }: { more: ReturnType<typeof useMoreFilters>; labels: { more: string; less: string } }) {
  return (
    <Badge count={more.count} size="small" offset={[-4, 2]}>
      <Button icon={<FilterOutlined />} aria-expanded={more.open} aria-controls={more.panelId} onClick={more.toggle}>
        {more.open ? labels.less : labels.more}
      </Button>
    </Badge>
  );
}

/** The part of a TableController the reset button uses by default. */
interface ResettableTable {
  filter: { keyword?: string };
  isFiltered: boolean;
  resetFilter: () => void;
}

/**
 * Clears the filters: by default the table's resetFilter, enabled while the filter differs from
 * the initial one or a keyword is typed; a page with its own rule passes `onReset` and `disabled`.
 */
export function ResetFilterButton({ table, label, onReset, disabled }: { table: ResettableTable; label: string; onReset?: () => void; disabled?: boolean }) {
  return (
    <Button icon={<UndoOutlined />} onClick={onReset ?? table.resetFilter} disabled={disabled ?? (!table.isFiltered && !table.filter.keyword)}>
      {label}
    </Button>
  );
}
