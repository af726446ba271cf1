/**
 * A useTable list shown as cards (the halls, my joint orders): a skeleton at first, the error
 * with retry, the empty state (what to try: switch the city, clear the filters), the cards with
 * a spinner over them while a new page loads, and the lists' one pagination.
 */
import { Pagination, Skeleton, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableEmpty, TableError } from '@/components/DataTable';
import { listPagination } from '@/components/DataTable/pagination';
import type { TableController } from '@/hooks/useTable';
import styles from './United.module.css';

interface CardListProps<Row, Filter extends object> {
  table: TableController<Row, Filter>;
  /** Accessible name of the list. */
  label: string;
  renderCard: (row: Row) => ReactNode;
  /** Filters other than the city are set: the empty state offers to clear them. */
  narrowed: boolean;
  onClearFilters: () => void;
  /** Under the empty state's title. */
  emptyHint: string;
  /** 'grid' (cards side by side) or 'column' (one wide card a row). */
  layout?: 'grid' | 'column';
}

export function CardList<Row, Filter extends object>({
  table,
  label,
  renderCard,
  narrowed,
  onClearFilters,
  emptyHint,
  layout = 'grid',
}: CardListProps<Row, Filter>) {
  const { t } = useTranslation();
  if (table.error) return <TableError message={table.error.message} onRetry={table.error.retry} />;
  if (table.loading && table.loadedAt === null)
    return (
      <div data-testid="united-list-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  if (table.rows.length === 0 && !table.loading)
    return (
      <TableEmpty filtered={narrowed} onClearFilters={onClearFilters}>
        <div>{emptyHint}</div>
      </TableEmpty>
    );
  const paging = listPagination(t, { page: table.page, pageSize: table.pageSize, total: table.total });
  return (
    <Spin spinning={table.loading} delay={120}>
      <ul className={layout === 'grid' ? styles.grid : styles.ownerList} aria-label={label} aria-busy={table.loading}>
        {table.rows.map((row) => (
          <li key={table.rowKey(row) as Key}>{renderCard(row)}</li>
        ))}
      </ul>
      {table.total > 0 && (
        <nav className={styles.pager} aria-label={t('united.hall.pageLabel')}>
          <Pagination {...paging} onChange={(page, pageSize) => table.setPage(page, pageSize)} />
        </nav>
      )}
    </Spin>
  );
}
