/** Filters of the recommend-aunt picker: keyword, work status (default 找工作), service types and an age range. */
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
  const age = (value: number | null) => (value === null ? undefined : value);
  return (
    <FilterRow label={t('orderPicker.filters.label')} widths={{ keyword: 240 }} selectsGrow>
      <KeywordFilter table={table} label={t('orderPicker.filters.keyword')} placeholder={t('orderPicker.filters.keywordPlaceholder')} />
      <WorkStatusFilter label={t('aunt.fields.workStatus')} value={filter.workStatus} onChange={(workStatus) => patchFilter({ workStatus })} />
      <ServiceTypeFilter multiple label={t('aunt.fields.serviceTypes')} value={filter.serviceTypes} onChange={(serviceTypes) => patchFilter({ serviceTypes })} />
      <Flex align="center" gap={4}>
        <InputNumber
          style={{ width: 110 }}
          min={AGE_MIN}
          max={AGE_MAX}
          precision={0}
          aria-label={t('orderPicker.filters.ageMin')}
          placeholder={t('orderPicker.filters.ageMin')}
          value={filter.ageMin ?? null}
          onChange={(value) => patchFilter({ ageMin: age(value) })}
        />
        <span>{t('orderPicker.filters.ageTo')}</span>
        <InputNumber
          style={{ width: 110 }}
          min={AGE_MIN}
          max={AGE_MAX}
          precision={0}
          aria-label={t('orderPicker.filters.ageMax')}
          placeholder={t('orderPicker.filters.ageMax')}
          value={filter.ageMax ?? null}
          onChange={(value) => patchFilter({ ageMax: age(value) })}
        />
      </Flex>
      <ResetFilterButton table={table} label={t('orderPicker.filters.reset')} />
    </FilterRow>
  );
}
