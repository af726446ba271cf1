/**
 * The order list's filters: keyword (order number, employer, address, signed aunt; applied when
 * typing stops or on Enter), service type, owner (a staff member or none), created date; reset.
 */
import { CalendarOutlined, CloseOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/order.types';
import type { CompanyUser } from '@/api/user.types';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import { useCompanyAuntOptions } from '@/components/aunt';
import type { TableController } from '@/hooks/useTable';
import type { OrderListFilter } from './listData';
import styles from './OrderList.module.css';

interface FilterBarProps {
  table: TableController<Order, OrderListFilter>;
  staff: readonly CompanyUser[];
}

export function FilterBar({ table, staff }: FilterBarProps) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const { filter, patchFilter } = table;
  const label = (name: string) => t(`order.filters.${name}`);
  return (
    <div className={styles.filters} role="search" aria-label={label('label')}>
      <Flex wrap gap={8} align="center">
        <Input
          className={styles.keyword}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-label={label('keyword')}
          placeholder={label('keywordPlaceholder')}
          value={filter.keyword ?? ''}
          maxLength={50}
          onChange={(event) => patchFilter({ keyword: event.target.value })}
          onPressEnter={table.applyFilter}
        />
        <Select<number>
          virtual={false}
          allowClear
          className={styles.select}
          aria-label={t('order.fields.serviceType')}
          placeholder={t('order.fields.serviceType')}
          loading={!options}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.serviceType}
          onChange={(serviceType) => patchFilter({ serviceType })}
          options={(options?.serviceTypes ?? []).filter((type) => type.isEnabled === 1).map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
        />
        <Select<number>
          virtual={false}
          allowClear
          className={styles.select}
          aria-label={t('order.fields.owner')}
          placeholder={t('order.fields.owner')}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.userId}
          onChange={(userId) => patchFilter({ userId })}
          options={[{ value: 0, label: t('order.noOwner') }, ...staff.map((user) => ({ value: user.userId, label: user.contact }))]}
        />
        {filter.createdTime ? (
          <Flex align="center" gap={4}>
            <span className={styles.muted}>{t('order.fields.createdTime')}</span>
            <DateFilterPicker value={filter.createdTime} onChange={(createdTime) => patchFilter({ createdTime })} />
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={label('clearCreated')} onClick={() => patchFilter({ createdTime: undefined })} />
          </Flex>
        ) : (
          <Button icon={<CalendarOutlined />} onClick={() => patchFilter({ createdTime: { dateFilter: 'inPastDays', days: 30 } })}>
            {label('createdTime')}
          </Button>
        )}
        <Button icon={<UndoOutlined />} onClick={() => table.setFilter({ tabKey: filter.tabKey })} disabled={!filter.keyword && !filter.serviceType && filter.userId === undefined && !filter.createdTime}>
          {label('reset')}
        </Button>
      </Flex>
    </div>
  );
}
