/** The staff filters: name or mobile, department (with its sub-departments), enabled / disabled, reset. */
import { Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Flag } from '@/api/shared';
import type { CompanyUser } from '@/api/user';
import { FilterRow, KeywordFilter, ResetFilterButton, filterStyles } from '@/components/filters';
import type { TableController } from '@/hooks/useTable';
import type { StaffListFilter } from './staffList';
import type { DepartmentOption } from './useStaffData';

export function StaffFilterBar({ table, departmentTree }: { table: TableController<CompanyUser, StaffListFilter>; departmentTree: DepartmentOption[] }) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const f = (key: string) => t(`staff.filters.${key}`);
  return (
    <FilterRow label={f('label')} widths={{ keyword: 260, select: 170 }}>
      <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
      <TreeSelect<number>
        allowClear
        treeDefaultExpandAll
        className={filterStyles.select}
        aria-label={f('department')}
        placeholder={f('department')}
        treeData={departmentTree}
        value={filter.departmentId}
        onChange={(departmentId) => patchFilter({ departmentId: departmentId ?? undefined })}
      />
      <Select<Flag>
        virtual={false}
        allowClear
        className={filterStyles.select}
        aria-label={f('state')}
        placeholder={f('state')}
        value={filter.isEnabled}
        onChange={(isEnabled) => patchFilter({ isEnabled })}
        options={[
          { value: 1, label: t('staff.state.1') },
          { value: 0, label: t('staff.state.0') },
        ]}
      />
      <ResetFilterButton table={table} label={f('reset')} />
    </FilterRow>
  );
}
