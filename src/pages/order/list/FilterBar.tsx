/**
 * The order list's filters: keyword (order number, employer, address, signed aunt; applied when
 * typing stops or on Enter), service type, owner (a staff member or none), created date; reset.
 */
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/order.types';
import type { CompanyUser } from '@/api/user.types';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton, ServiceTypeFilter, StaffFilter } from '@/components/filters';
import type { TableController } from '@/hooks/useTable';
import type { OrderListFilter } from './listData';
import styles from './OrderList.module.css';

interface FilterBarProps {
  table: TableController<Order, OrderListFilter>;
  staff: readonly CompanyUser[];
}

export function FilterBar({ table, staff }: FilterBarProps) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const label = (name: string) => t(`order.filters.${name}`);
  return (
    <FilterRow label={label('label')}>
      <KeywordFilter table={table} label={label('keyword')} placeholder={label('keywordPlaceholder')} />
      <ServiceTypeFilter label={t('order.fields.serviceType')} value={filter.serviceType} onChange={(serviceType) => patchFilter({ serviceType })} />
      <StaffFilter
        label={t('order.fields.owner')}
        users={staff}
        noOwnerLabel={t('order.noOwner')}
        value={filter.userId}
        onChange={(userId) => patchFilter({ userId })}
      />
      <CreatedDateFilter
        value={filter.createdTime}
        onChange={(createdTime) => patchFilter({ createdTime })}
        emptyLabel={label('createdTime')}
        clearLabel={label('clearCreated')}
        prefix={<span className={styles.muted}>{t('order.fields.createdTime')}</span>}
      />
      <ResetFilterButton
        table={table}
        label={label('reset')}
        onReset={() => table.setFilter({ tabKey: filter.tabKey })}
        disabled={!filter.keyword && !filter.serviceType && filter.userId === undefined && !filter.createdTime}
      />
    </FilterRow>
  );
}
