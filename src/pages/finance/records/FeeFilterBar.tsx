/** The fee filters: keyword, fee name, pay style, handler, the date filter (18 options) and reset. */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton, StaffFilter, filterStyles } from '@/components/filters';
import { useStaffUsers } from '@/components/useStaffUsers';
import type { TableController } from '@/hooks/useTable';
import type { FeeRecord } from '@/api/finance';
import { feeNameOptions, payStyleOptions } from '../useFinanceOptions';
import type { FeeListFilter } from './index';

export function FeeFilterBar({ table, options }: { table: TableController<FeeRecord, FeeListFilter>; options: AddFinanceOptions | null }) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const { users } = useStaffUsers();
  const f = (key: string) => t(`finance.records.filters.${key}`);
  return (
    <FilterRow label={f('label')} widths={{ keyword: 280, select: 150 }}>
      <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
      <Select<number>
        virtual={false}
        allowClear
        className={filterStyles.select}
        aria-label={f('feeName')}
        placeholder={f('feeName')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={!options}
        value={filter.feeNameId}
        onChange={(feeNameId) => patchFilter({ feeNameId })}
        options={feeNameOptions(options, filter.feeType)}
      />
      <Select<number>
        virtual={false}
        allowClear
        className={filterStyles.select}
        aria-label={f('payStyle')}
        placeholder={f('payStyle')}
        loading={!options}
        value={filter.payStyleId}
        onChange={(payStyleId) => patchFilter({ payStyleId })}
        options={payStyleOptions(options)}
      />
      <StaffFilter label={f('handler')} users={users} value={filter.userId} onChange={(userId) => patchFilter({ userId })} />
      <CreatedDateFilter value={filter.feeDate} onChange={(feeDate) => patchFilter({ feeDate })} emptyLabel={f('date')} clearLabel={f('clearDate')} />
      <ResetFilterButton table={table} label={f('reset')} />
    </FilterRow>
  );
}
