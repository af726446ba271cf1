/**
 * The filters a staff member uses all day: keyword (name, mobile or identity number; Enter
 * searches at once), work status, service type, favourites only, and the collapsible "more
 * filters" panel; reset clears everything (只看可上户 too).
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/readiness';
import type { CompanyUser } from '@/api/user.types';
import {
  FilterRow,
  KeywordFilter,
  MoreFiltersButton,
  ResetFilterButton,
  ServiceTypeFilter,
  SwitchFilter,
  WorkStatusFilter,
  useMoreFilters,
} from '@/components/filters';
import type { TableController } from '@/hooks/useTable';
import { MoreFilters } from './MoreFilters';
import { moreFilterCount, type AuntListFilter, type AuntRow } from './listData';

interface FilterBarProps {
  table: TableController<AuntRow, AuntListFilter>;
  users: readonly CompanyUser[];
  /** 只看可上户, applied by the page to the rows shown (readiness.ts; the server knows no such filter). */
  readyOnly: { checked: boolean; onChange: (checked: boolean) => void; count: number };
}

export function FilterBar({ table, users, readyOnly }: FilterBarProps) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const more = useMoreFilters(moreFilterCount(filter));

  return (
    <FilterRow
      label={t('auntList.filters.label')}
      widths={{ select: 200 }}
      fullWidthOnPhone
      below={more.open && <MoreFilters id={more.panelId} filter={filter} patchFilter={patchFilter} users={users} />}
    >
      <KeywordFilter table={table} label={t('auntList.filters.keyword')} placeholder={t('auntList.filters.keywordPlaceholder')} />
      <WorkStatusFilter label={t('aunt.fields.workStatus')} value={filter.workStatus} onChange={(workStatus) => patchFilter({ workStatus })} />
      <ServiceTypeFilter
        multiple
        label={t('aunt.fields.serviceTypes')}
        value={filter.serviceTypes}
        onChange={(serviceTypes) => patchFilter({ serviceTypes })}
      />
      <SwitchFilter
        label={t('auntList.filters.onlyFav')}
        checked={Boolean(filter.onlyFav)}
        onChange={(onlyFav) => patchFilter({ onlyFav: onlyFav || undefined })}
      />
      <SwitchFilter label={t('readiness.readyOnly')} checked={readyOnly.checked} onChange={readyOnly.onChange} />
      {readyOnly.checked && (
        <Typography.Text type="secondary" aria-live="polite">
          {t('readiness.readyOnlyNote', { count: readyOnly.count })}
        </Typography.Text>
      )}
      <MoreFiltersButton more={more} labels={{ more: t('auntList.filters.moreFilters'), less: t('auntList.filters.lessFilters') }} />
      <ResetFilterButton
        table={table}
        label={t('auntList.filters.reset')}
        onReset={() => {
          readyOnly.onChange(false);
          table.resetFilter();
        }}
        disabled={!table.isFiltered && !filter.keyword && !readyOnly.checked}
      />
    </FilterRow>
  );
}
