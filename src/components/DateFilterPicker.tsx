/**
 * Picks one of the 18 date filter options and, when the option needs it, a number of days
 * (1-3650), a date or a date range. Emits a complete StatisticsFilter ({dateFilter, days?,
 * startDate?, endDate?}) whenever the choice is complete; while an input is still missing it
 * emits nothing. Options that need days start at the last days entered (30 at first).
 *
 * @example
 *   const [filter, setFilter] = useState<StatisticsFilter>({ dateFilter: 'inPastDays', days: 30 });
 *   <DateFilterPicker value={filter} onChange={setFilter} />
 */
import { Button, Dropdown, InputNumber, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFilterOption, StatisticsFilter } from '@/api/statistics';
import { DATE_FILTER_CHOICES, DAYS_MAX, DAYS_MIN, checkDateFilter, dateFilterParam } from '@/domain/dateFilter';

// The date picker is heavy and needed only by the date options: fetched when first shown.
const DateFilterDateInput = lazy(() => import('./DateFilterDateInput'));

export interface DateFilterPickerProps {
  /** The filter in force (complete). */
  value: StatisticsFilter;
  /** Called with each new complete filter. */
  onChange: (filter: StatisticsFilter) => void;
  /** The options offered, in display order (default: all 18). */
  options?: readonly DateFilterOption[];
  disabled?: boolean;
}

const DEFAULT_DAYS = 30;

const labelKeyOf = (option: DateFilterOption) => DATE_FILTER_CHOICES.find((choice) => choice.value === option)?.labelKey ?? 'dateFilter.label';

export function DateFilterPicker({ value, onChange, options, disabled }: DateFilterPickerProps) {
  const { t } = useTranslation();
  // The draft may be incomplete (an option chosen, its date not yet); it follows `value` when that changes.
  const [draft, setDraft] = useState<StatisticsFilter>(value);
  const [shown, setShown] = useState<StatisticsFilter>(value);
  const [lastDays, setLastDays] = useState<number>(value.days ?? DEFAULT_DAYS);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const param = dateFilterParam(draft.dateFilter);
  const chosenLabel = t(labelKeyOf(draft.dateFilter));
  const choices = options ? DATE_FILTER_CHOICES.filter((choice) => options.includes(choice.value)) : DATE_FILTER_CHOICES;

  function update(next: StatisticsFilter) {
    setDraft(next);
    const checked = checkDateFilter(next);
    if (checked.ok) onChange(checked.filter);
  }

  function chooseOption(option: DateFilterOption) {
    const nextParam = dateFilterParam(option);
    if (nextParam === 'days') update({ dateFilter: option, days: draft.days ?? lastDays });
    else if (nextParam === 'date') update({ dateFilter: option, startDate: draft.startDate });
    else if (nextParam === 'range') update({ dateFilter: option, startDate: draft.startDate, endDate: draft.endDate });
    else update({ dateFilter: option });
  }

  function chooseDays(days: number | null) {
    if (days !== null) setLastDays(days);
    update({ dateFilter: draft.dateFilter, days: days ?? undefined });
  }

  return (
    <Space wrap size="small">
      {/* A menu button rather than antd Select: the dropdown and menu code is already loaded by
          the top bar, Select would add ~20 kB of gzip JS to the dashboard (issue 11). */}
      <Dropdown
        trigger={['click']}
        disabled={disabled}
        menu={{
          items: choices.map((choice) => ({ key: choice.value, label: t(choice.labelKey) })),
          selectable: true,
          selectedKeys: [draft.dateFilter],
          onClick: ({ key }) => chooseOption(key as DateFilterOption),
          style: { maxHeight: 360, overflowY: 'auto' },
        }}
      >
        <Button aria-label={t('dateFilter.chosen', { label: chosenLabel })} style={{ minWidth: 150, justifyContent: 'space-between' }}>
          {chosenLabel}
          <DownOutlined style={{ fontSize: 12 }} />
        </Button>
      </Dropdown>
      {param === 'days' && (
        <InputNumber<number>
          aria-label={t('dateFilter.days')}
          min={DAYS_MIN}
          max={DAYS_MAX}
          precision={0}
          value={draft.days ?? null}
          onChange={chooseDays}
          suffix={t('dateFilter.daysUnit')}
          disabled={disabled}
          style={{ width: 130 }}
        />
      )}
      {(param === 'date' || param === 'range') && (
        // While the date inputs load, a disabled box of their size (InputNumber: already loaded with the days box; antd Input would add ~10 kB to the dashboard).
        <Suspense fallback={<InputNumber disabled controls={false} style={{ width: param === 'date' ? 150 : 260 }} aria-label={t('common.loading')} />}>
          <DateFilterDateInput
            mode={param}
            startDate={draft.startDate}
            endDate={draft.endDate}
            onChange={(startDate, endDate) => update({ dateFilter: draft.dateFilter, startDate, endDate })}
            disabled={disabled}
          />
        </Suspense>
      )}
    </Space>
  );
}
