/**
 * The jobs list's filters: whose jobs (mine / everyone's, then one owner), the keyword (applied
 * when typing stops, Enter at once), and one select per search parameter the server offers
 * (getJobsSearchParam: labels in the request's language, each choice with its count).
 */
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerJob, JobSearchParam } from '@/api/employer.types';
import type { CompanyUser } from '@/api/user.types';
import type { FreshData } from '@/hooks/useFreshData';
import type { TableController } from '@/hooks/useTable';
import { EVERYONE, type JobListFilter } from './listData';
import styles from './Jobs.module.css';

type Scope = 'mine' | 'all';

interface JobsFilterBarProps {
  table: TableController<EmployerJob, JobListFilter>;
  params: FreshData<JobSearchParam[]>;
  users: readonly CompanyUser[];
}

export function JobsFilterBar({ table, params, users }: JobsFilterBarProps) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const scope: Scope = filter.userId === undefined ? 'mine' : 'all';
  // Reset clears everything but the mine / everyone's choice.
  const narrowed = Object.entries(filter).some(([key, value]) => (key === 'userId' ? Boolean(value) : value !== undefined && value !== ''));

  return (
    <div className={styles.filters} role="search" aria-label={t('jobs.filters.label')}>
      <Flex wrap gap={8} align="center">
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
          <Select<number>
            className={styles.select}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('jobs.filters.owner')}
            placeholder={t('jobs.filters.allOwners')}
            value={filter.userId || undefined}
            onChange={(userId) => patchFilter({ userId: userId ?? EVERYONE })}
            options={users.map((user) => ({ value: user.userId, label: user.contact }))}
          />
        )}
        <Input
          className={styles.keyword}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-label={t('jobs.filters.keyword')}
          placeholder={t('jobs.filters.keywordPlaceholder')}
          maxLength={50}
          value={filter.keyword ?? ''}
          onChange={(event) => patchFilter({ keyword: event.target.value })}
          onPressEnter={table.applyFilter}
        />
        {(params.data ?? []).map((param) => (
          <Select<number>
            key={param.field}
            className={styles.select}
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
        <Button
          icon={<UndoOutlined />}
          disabled={!narrowed}
          onClick={() => table.setFilter(scope === 'mine' ? {} : { userId: EVERYONE })}
        >
          {t('jobs.filters.reset')}
        </Button>
      </Flex>
    </div>
  );
}
