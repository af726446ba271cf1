/** The list's title and total (countEmployerByFilter), the status tabs with their counts, and "new employer". */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmployerStatus } from '@/api/employer.types';
import type { FilterOption } from '@/api/shared';
import { EMPLOYER_STATUSES } from '@/domain/employerCodes';
import styles from './EmployerList.module.css';

/** The tab that filters no status. */
export const ALL_TAB = 'all';

interface ListHeaderProps {
  total: number | null;
  /** Employers per status within the other filters (null while loading). */
  statusCounts: readonly FilterOption[] | null;
  activeStatus: EmployerStatus | undefined;
  onStatusChange: (status: EmployerStatus | undefined) => void;
  onAdd: () => void;
}

export function ListHeader({ total, statusCounts, activeStatus, onStatusChange, onAdd }: ListHeaderProps) {
  const { t } = useTranslation();
  const countOf = (status: EmployerStatus) => Number(statusCounts?.find((option) => Number(option.value) === status)?.count ?? 0);
  const allCount = statusCounts ? EMPLOYER_STATUSES.reduce((sum, code) => sum + countOf(code.value), 0) : null;
  const label = (text: string, count: number | null) => (
    <span>
      {text} {count !== null && <span className={styles.count}>{count.toLocaleString('en-US')}</span>}
    </span>
  );
  return (
    <div className={styles.header}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="baseline" gap={12}>
          <h1 className={styles.title}>{t('employer.list.title')}</h1>
          {total !== null && (
            <span className={styles.total} data-testid="employer-total">
              {t('employer.list.total', { count: total })}
            </span>
          )}
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('employer.list.add')}
        </Button>
      </Flex>
      <Tabs
        className={styles.tabs}
        activeKey={activeStatus === undefined ? ALL_TAB : String(activeStatus)}
        onChange={(key) => onStatusChange(key === ALL_TAB ? undefined : (Number(key) as EmployerStatus))}
        items={[
          { key: ALL_TAB, label: label(t('employer.list.tabAll'), allCount) },
          ...EMPLOYER_STATUSES.map((code) => ({ key: String(code.value), label: label(t(code.labelKey), statusCounts ? countOf(code.value) : null) })),
        ]}
      />
    </div>
  );
}
