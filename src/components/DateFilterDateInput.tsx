/**
 * The date inputs of DateFilterPicker (a day, or a range of days), loaded only when an option
 * that needs a date is chosen: antd's date picker weighs ~28 kB gzip, more than everything
 * else on the pages that use the filter.
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT } from '@/domain/dateFilter';

export interface DateFilterDateInputProps {
  /** One day or a range of two days. */
  mode: 'date' | 'range';
  startDate?: string;
  endDate?: string;
  /** Called with the chosen day(s) as 'YYYY-MM-DD' (undefined when cleared). */
  onChange: (startDate: string | undefined, endDate: string | undefined) => void;
  disabled?: boolean;
}

const toDay = (value: string | undefined): Dayjs | null => (value ? dayjs(value) : null);
const fromDay = (value: Dayjs | null | undefined): string | undefined => (value ? value.format(DAY_FORMAT) : undefined);

export default function DateFilterDateInput({ mode, startDate, endDate, onChange, disabled }: DateFilterDateInputProps) {
  const { t } = useTranslation();
  if (mode === 'date') {
    return (
      <DatePicker
        aria-label={t('dateFilter.date')}
        placeholder={t('dateFilter.date')}
        value={toDay(startDate)}
        format={DAY_FORMAT}
        onChange={(day) => onChange(fromDay(day), undefined)}
        disabled={disabled}
      />
    );
  }
  return (
    <DatePicker.RangePicker
      aria-label={t('dateFilter.label')}
      placeholder={[t('dateFilter.startDate'), t('dateFilter.endDate')]}
      value={[toDay(startDate), toDay(endDate)]}
      format={DAY_FORMAT}
      onChange={(days) => onChange(fromDay(days?.[0]), fromDay(days?.[1]))}
      disabled={disabled}
    />
  );
}
