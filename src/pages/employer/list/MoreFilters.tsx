/** The "more filters" panel: source, owner (including "no owner") and the created date (the 18 date-filter options). */
import { CalendarOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerSource } from '@/api/employer.types';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import { useStaffUsers } from '@/components/employer';
import { EMPLOYER_SOURCES } from '@/domain/employerCodes';
import type { EmployerListFilter } from './listData';
import styles from './EmployerList.module.css';

/** Owner filter value meaning "no owner" (userId 0). */
const NO_OWNER = 0;

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
          className={styles.select}
          aria-label={f('source')}
          placeholder={t('employer.common.any')}
          value={filter.source}
          onChange={(source) => patchFilter({ source })}
          options={EMPLOYER_SOURCES.map((code) => ({ value: code.value, label: t(code.labelKey) }))}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <span className={styles.label}>{f('owner')}</span>
        <Select<number>
          virtual={false}
          allowClear
          className={styles.select}
          aria-label={f('owner')}
          placeholder={t('employer.common.any')}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.userId}
          onChange={(userId) => patchFilter({ userId })}
          options={[{ value: NO_OWNER, label: t('employer.common.noOwner') }, ...users.map((user) => ({ value: user.userId, label: user.contact }))]}
        />
      </Flex>
      <Flex align="center" gap={8}>
        <span className={styles.label}>{f('created')}</span>
        {filter.createdTime ? (
          <Flex align="center" gap={4}>
            <DateFilterPicker value={filter.createdTime} onChange={(createdTime) => patchFilter({ createdTime })} />
            <Button type="text" size="small" icon={<CloseOutlined />} aria-label={f('clearCreated')} onClick={() => patchFilter({ createdTime: undefined })} />
          </Flex>
        ) : (
          <Button icon={<CalendarOutlined />} onClick={() => patchFilter({ createdTime: { dateFilter: 'inPastDays', days: 30 } })}>
            {f('anyTime')}
          </Button>
        )}
      </Flex>
    </div>
  );
}
