/** The list's title and total (countEmployerByFilter), the status tabs with their counts, and "new employer". */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EmployerStatus } from '@/api/employer.types';
import type { FilterOption } from '@/api/shared';
import { ListPageHeader } from '@/components/DataTable';
import { ImportButton } from '@/components/import/ImportButton';
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
  /** After an import stored rows. */
  onImported: () => void;
}

/** The label of the status tab in force (全部 when no status). */
export function statusTabLabel(t: TFunction, status: EmployerStatus | undefined): string {
  const code = EMPLOYER_STATUSES.find((item) => item.value === status);
  return code ? t(code.labelKey) : t('employer.list.tabAll');
}

export function ListHeader({ total, statusCounts, activeStatus, onStatusChange, onAdd, onImported }: ListHeaderProps) {
  const { t } = useTranslation();
  const countOf = (status: EmployerStatus) => Number(statusCounts?.find((option) => Number(option.value) === status)?.count ?? 0);
  const allCount = statusCounts ? EMPLOYER_STATUSES.reduce((sum, code) => sum + countOf(code.value), 0) : null;
  return (
    <ListPageHeader
      title={t('employer.list.title')}
      aside={
        total !== null && (
          <span className={styles.total} data-testid="employer-total">
            {t('employer.list.total', { count: total })}
          </span>
        )
      }
      add={{ label: t('employer.list.add'), onClick: onAdd }}
      actions={<ImportButton kind="employer" onImported={onImported} />}
      activeTab={activeStatus === undefined ? ALL_TAB : String(activeStatus)}
      onTabChange={(key) => onStatusChange(key === ALL_TAB ? undefined : (Number(key) as EmployerStatus))}
      tabs={[
        { key: ALL_TAB, label: t('employer.list.tabAll'), count: allCount },
        ...EMPLOYER_STATUSES.map((code) => ({ key: String(code.value), label: t(code.labelKey), count: statusCounts ? countOf(code.value) : null })),
      ]}
    />
  );
}
