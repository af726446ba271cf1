/**
 * The jobs list's filters: whose jobs (mine / everyone's, then one owner), the keyword (applied
 * when typing stops, Enter at once), and one select per search parameter the server offers
 * (getJobsSearchParam: labels in the request's language, each choice with its count).
 */
import { Button, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerJob, JobSearchParam } from '@/api/employer.types';
import type { CompanyUser } from '@/api/user.types';
import { FilterRow, KeywordFilter, ResetFilterButton, StaffFilter, filterStyles } from '@/components/filters';
import type { QueryData } from '@/hooks/useQueryData';
import type { TableController } from '@/hooks/useTable';
import { EVERYONE, type JobListFilter } from './listData';
import styles from './Jobs.module.css';

type Scope = 'mine' | 'all';

interface JobsFilterBarProps {
  table: TableController<EmployerJob, JobListFilter>;
  params: QueryData<JobSearchParam[]>;
  users: readonly CompanyUser[];
}

export function JobsFilterBar({ table, params, users }: JobsFilterBarProps) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const scope: Scope = filter.userId === undefined ? 'mine' : 'all';
  // Reset clears everything but the mine / everyone's choice.
  const narrowed = Object.entries(filter).some(([key, value]) => (key === 'userId' ? Boolean(value) : value !== undefined && value !== ''));

  return (
    <FilterRow label={t('jobs.filters.label')} widths={{ select: 170 }}>
      <Segmented<Scope>
        aria-label={t('jobs.scope.label')}
        value={scope}
        onChange={(next) => patchFilter({ userId: next === 'mine' ? undefined : EVERYONE })}
        options={[
          { value: 'mine', label: t('jobs.scope.mine') },
          { value: 'all', label: t('jobs.scope.all') },
        ]}
      />
      {scope === 'all' && (
        <StaffFilter
          label={t('jobs.filters.owner')}
          placeholder={t('jobs.filters.allOwners')}
          users={users}
          value={filter.userId || undefined}
          onChange={(userId) => patchFilter({ userId: userId ?? EVERYONE })}
        />
      )}
      <KeywordFilter table={table} label={t('jobs.filters.keyword')} placeholder={t('jobs.filters.keywordPlaceholder')} />
      {(params.data ?? []).map((param) => (
        <Select<number>
          key={param.field}
          className={filterStyles.select}
          allowClear
          virtual={false}
          aria-label={param.label}
          placeholder={param.label}
          value={filter[param.field]}
          onChange={(value) => patchFilter({ [param.field]: value })}
          options={param.options.map((option) => ({
            value: option.value,
            label: option.count === undefined ? option.label : `${option.label} (${option.count})`,
          }))}
        />
      ))}
      {params.error && (
        <span className={styles.paramsError} role="alert">
          {t('jobs.filters.paramsFailed', { message: params.error })}{' '}
          <Button type="link" size="small" onClick={params.reload}>
            {t('jobs.filters.retry')}
          </Button>
        </span>
      )}
      <ResetFilterButton
        table={table}
        label={t('jobs.filters.reset')}
        disabled={!narrowed}
        onReset={() => table.setFilter(scope === 'mine' ? {} : { userId: EVERYONE })}
      />
    </FilterRow>
  );
}
