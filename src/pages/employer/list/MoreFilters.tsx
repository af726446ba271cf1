/** The "more filters" panel: source, owner (including "no owner") and the created date (the 18 date-filter options). */
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerSource } from '@/api/employer.types';
import { useStaffUsers } from '@/components/useStaffUsers';
import { CreatedDateFilter, StaffFilter, filterStyles } from '@/components/filters';
import { EMPLOYER_SOURCES } from '@/domain/employerCodes';
import type { EmployerListFilter } from './listData';
import styles from './EmployerList.module.css';

interface MoreFiltersProps {
  id: string;
  filter: EmployerListFilter;
  patchFilter: (patch: Partial<EmployerListFilter>) => void;
}

export function MoreFilters({ id, filter, patchFilter }: MoreFiltersProps) {
  const { t } = useTranslation();
  const { users, loading } = useStaffUsers();
  const f = (key: string) => t(`employer.list.filters.${key}`);
  return (
    <div id={id} className={styles.more}>
      <Flex align="center" gap={8}>
        <span className={styles.label}>{f('source')}</span>
        <Select<EmployerSource>
          virtual={false}
          allowClear
          className={filterStyles.select}
          aria-label={f('source')}
          placeholder={t('employer.common.any')}
          value={filter.source}
          onChange={(source) => patchFilter({ source })}
          options={EMPLOYER_SOURCES.map((code) => ({ value: code.value, label: t(code.labelKey) }))}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <span className={styles.label}>{f('owner')}</span>
        <StaffFilter
          label={f('owner')}
          placeholder={t('employer.common.any')}
          loading={loading}
          users={users}
          noOwnerLabel={t('employer.common.noOwner')}
          value={filter.userId}
          onChange={(userId) => patchFilter({ userId })}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <span className={styles.label}>{f('created')}</span>
        <CreatedDateFilter
          value={filter.createdTime}
          onChange={(createdTime) => patchFilter({ createdTime })}
          emptyLabel={f('anyTime')}
          clearLabel={f('clearCreated')}
        />
      </Flex>
    </div>
  );
}
