/**
 * Filters of the recommend-aunt picker: keyword, work status (default 找工作), service types
 * (default the order's; disabled types are listed too, so an order's old type still shows its
 * name) and an age range.
 */
import { Flex, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterRow, KeywordFilter, ResetFilterButton, ServiceTypeFilter, WorkStatusFilter } from '@/components/filters';
import type { TableController } from '@/hooks/useTable';
import type { AuntListFilter } from '@/pages/aunt/list/listData';
import type { PickerRow } from './pickerData';

const AGE_MIN = 16;
const AGE_MAX = 80;

export function PickerFilters({ table }: { table: TableController<PickerRow, AuntListFilter> }) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  return (
    <FilterRow label={t('orderPicker.filters.label')} widths={{ keyword: 240 }} selectsGrow>
      <KeywordFilter table={table} label={t('orderPicker.filters.keyword')} placeholder={t('orderPicker.filters.keywordPlaceholder')} />
      <WorkStatusFilter label={t('aunt.fields.workStatus')} value={filter.workStatus} onChange={(workStatus) => patchFilter({ workStatus })} />
      <ServiceTypeFilter
        multiple
        includeDisabled
        label={t('aunt.fields.serviceTypes')}
        value={filter.serviceTypes}
        onChange={(serviceTypes) => patchFilter({ serviceTypes })}
      />
      <Flex align="center" gap={4}>
        <AgeInput label={t('orderPicker.filters.ageMin')} value={filter.ageMin} onChange={(ageMin) => patchFilter({ ageMin })} />
        <span>{t('orderPicker.filters.ageTo')}</span>
        <AgeInput label={t('orderPicker.filters.ageMax')} value={filter.ageMax} onChange={(ageMax) => patchFilter({ ageMax })} />
      </Flex>
      <ResetFilterButton table={table} label={t('orderPicker.filters.reset')} />
    </FilterRow>
  );
}

/** One end of the age range (cleared: undefined). */
function AgeInput({ label, value, onChange }: { label: string; value: number | undefined; onChange: (value: number | undefined) => void }) {
  return (
    <InputNumber
      style={{ width: 110 }}
      min={AGE_MIN}
      max={AGE_MAX}
      precision={0}
      aria-label={label}
      placeholder={label}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}
