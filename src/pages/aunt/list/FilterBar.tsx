/**
 * The filters a staff member uses all day: keyword (name, mobile or identity number; Enter
 * searches at once), work status, service type, favourites only, and the collapsible "more
 * filters" panel; reset clears everything.
 */
import { FilterOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Select, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuntWorkStatus } from '@/api/aunt.types';
import type { CompanyUser } from '@/api/user.types';
import { useCompanyAuntOptions } from '@/components/aunt';
import { WORK_STATUSES } from '@/domain/auntCodes';
import type { TableController } from '@/hooks/useTable';
import { MoreFilters } from './MoreFilters';
import { moreFilterCount, type AuntListFilter, type AuntRow } from './listData';
import styles from './AuntList.module.css';

interface FilterBarProps {
  table: TableController<AuntRow, AuntListFilter>;
  users: readonly CompanyUser[];
}

export function FilterBar({ table, users }: FilterBarProps) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const { filter, patchFilter } = table;
  const moreCount = moreFilterCount(filter);
  const [moreOpen, setMoreOpen] = useState(moreCount > 0);
  const favId = useId();
  const panelId = useId();

  return (
    <div className={styles.filters} role="search" aria-label={t('auntList.filters.label')}>
      <Flex wrap gap={8} align="center">
        <Input
          className={styles.keyword}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-label={t('auntList.filters.keyword')}
          placeholder={t('auntList.filters.keywordPlaceholder')}
          value={filter.keyword ?? ''}
          maxLength={50}
          onChange={(event) => patchFilter({ keyword: event.target.value })}
          onPressEnter={table.applyFilter}
        />
        <Select<AuntWorkStatus[]>
          virtual={false}
          mode="multiple"
          allowClear
          className={styles.select}
          aria-label={t('aunt.fields.workStatus')}
          placeholder={t('aunt.fields.workStatus')}
          maxTagCount="responsive"
          value={filter.workStatus ?? []}
          onChange={(workStatus) => patchFilter({ workStatus })}
          options={WORK_STATUSES.map((status) => ({ value: status.value, label: t(status.labelKey) }))}
        />
        <Select<number[]>
          virtual={false}
          mode="multiple"
          allowClear
          className={styles.select}
          aria-label={t('aunt.fields.serviceTypes')}
          placeholder={t('aunt.fields.serviceTypes')}
          maxTagCount="responsive"
          loading={!options}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.serviceTypes ?? []}
          onChange={(serviceTypes) => patchFilter({ serviceTypes })}
          options={(options?.serviceTypes ?? []).filter((type) => type.isEnabled === 1).map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
        />
        <Flex align="center" gap={6}>
          <Switch id={favId} size="small" checked={Boolean(filter.onlyFav)} onChange={(onlyFav) => patchFilter({ onlyFav: onlyFav || undefined })} />
          <label htmlFor={favId} className={styles.switchLabel}>
            {t('auntList.filters.onlyFav')}
          </label>
        </Flex>
        <Badge count={moreCount} size="small" offset={[-4, 2]}>
          <Button icon={<FilterOutlined />} aria-expanded={moreOpen} aria-controls={panelId} onClick={() => setMoreOpen((open) => !open)}>
            {moreOpen ? t('auntList.filters.lessFilters') : t('auntList.filters.moreFilters')}
          </Button>
        </Badge>
        <Button icon={<UndoOutlined />} onClick={table.resetFilter} disabled={!table.isFiltered && !filter.keyword}>
          {t('auntList.filters.reset')}
        </Button>
      </Flex>
      {moreOpen && <MoreFilters id={panelId} filter={filter} patchFilter={patchFilter} users={users} />}
    </div>
  );
}
