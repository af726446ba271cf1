/**
 * The filter row of a hall: keyword, service type (our company's types: the server matches
 * them by name), the agency (getUnitedComany for the chosen city, with each one's count),
 * favourites only, and reset (every filter but the city, which the top bar sets).
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { unitedQueries } from '@/api/united.queries';
import { FilterRow, KeywordFilter, ResetFilterButton, ServiceTypeFilter, SwitchFilter, filterStyles } from '@/components/filters';
import { useQueryData } from '@/hooks/useQueryData';
import type { HallTable } from './useHallTable';

interface HallFiltersProps<Row> {
  hall: HallTable<Row>;
  keywordPlaceholder: string;
  /** Which count the agency choice shows. */
  counts: 'auntCount' | 'jobCount';
}

export function HallFilters<Row>({ hall, keywordPlaceholder, counts }: HallFiltersProps<Row>) {
  const { t } = useTranslation();
  const { table, narrowed, clear } = hall;
  const { filter, patchFilter } = table;
  const cityId = filter.cityId;
  const companies = useQueryData(unitedQueries.companies(cityId ?? null));
  const label = (key: string) => t(`united.hall.filters.${key}`);

  return (
    <FilterRow label={label('label')} widths={{ select: 200 }}>
      <KeywordFilter table={table} label={label('keyword')} placeholder={keywordPlaceholder} />
      <ServiceTypeFilter label={label('serviceType')} value={filter.serviceType} onChange={(serviceType) => patchFilter({ serviceType })} />
      <Select<number>
        className={filterStyles.select}
        allowClear
        virtual={false}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={label('company')}
        placeholder={label('company')}
        loading={companies.loading}
        value={filter.companyId}
        onChange={(companyId) => patchFilter({ companyId })}
        options={(companies.data ?? []).map((company) => ({
          value: company.companyId,
          label: t('united.hall.filters.companyOption', { name: company.companyName, count: company[counts] }),
        }))}
      />
      <SwitchFilter label={label('favOnly')} checked={Boolean(filter.favOnly)} onChange={(favOnly) => patchFilter({ favOnly: favOnly || undefined })} />
      <ResetFilterButton table={table} label={label('reset')} disabled={!narrowed} onReset={clear} />
    </FilterRow>
  );
}
