/**
 * One tab of "my joint orders": our records in the hall (on the list machinery, keyword
 * filter), each a card with its head (who or what, where, since when, take off) and its merge
 * applications with the steps our side may take.
 */
import { unitedQueries } from '@/api/united.queries';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RequestOptions } from '@/api/http';
import type { ListResult } from '@/api/types';
import type { UnitedMappingAunt, UnitedMappingKind, UnitedOwnerQuery } from '@/api/united.types';
import { useHallShelf } from '@/components/united/useHallShelf';
import { FilterRow, KeywordFilter } from '@/components/filters';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { CardList } from '../shared/CardList';
import { MappingTable } from '../shared/MappingTable';
import { useCompanyId } from '../shared/mergeSide';
import { useMergeStep } from '../shared/useMergeStep';
import styles from '../shared/United.module.css';
import { dateTime } from '@/domain/format';

type OwnerFilter = { keyword?: string };

/** What the list needs to know of a record of its kind. */
export interface OwnerKind<Row> {
  kind: UnitedMappingKind;
  list: (body: UnitedOwnerQuery, options: RequestOptions) => Promise<ListResult<Row>>;
  rowKey: (row: Row) => number;
  name: (row: Row) => string;
  /** Portrait or the like before the name; null for none. */
  lead: (row: Row) => ReactNode;
  /** One line under the name. */
  facts: (row: Row) => string;
  detailPath: (row: Row) => string;
  records: (row: Row) => UnitedMappingAunt[];
  createdTime: (row: Row) => string;
  takeOff: (shelf: ReturnType<typeof useHallShelf>, row: Row) => Promise<boolean>;
}

const INITIAL_FILTER: OwnerFilter = {};

export function OwnerList<Row>({ kind, label }: { kind: OwnerKind<Row>; label: string }) {
  const { t } = useTranslation();
  const fetch: TableFetch<Row, OwnerFilter> = (query, signal) => kind.list(query, { signal, silent: true });
  const table = useTable<Row, OwnerFilter>({
    memoryKey: `owner.${kind.kind}`,
    queryKey: unitedQueries.list('owner', kind.kind),
    fetch,
    initialFilter: INITIAL_FILTER,
    rowKey: kind.rowKey,
  });
  const companyId = useCompanyId();
  const steps = useMergeStep(table.refresh);
  const shelf = useHallShelf();

  const card = (row: Row) => {
    const name = kind.name(row);
    const records = kind.records(row);
    return (
      <article className={styles.ownerRecord} aria-label={name} data-owner-record={kind.rowKey(row)}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            {kind.lead(row)}
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <h3 className={styles.cardTitle}>
                <Link to={kind.detailPath(row)}>{name}</Link>
              </h3>
              <span className={styles.facts}>{kind.facts(row)}</span>
              <Typography.Text type="secondary">{t('united.owner.sharedAt', { time: dateTime(kind.createdTime(row)) })}</Typography.Text>
            </Flex>
          </Flex>
          <Button
            danger
            size="small"
            disabled={shelf.pending}
            aria-label={t('united.owner.takeOffOf', { name })}
            onClick={() => void kind.takeOff(shelf, row).then((done) => done && table.refresh())}
          >
            {t('united.owner.takeOff')}
          </Button>
        </Flex>
        <Typography.Title level={5} style={{ margin: '12px 0 8px' }}>
          {t('united.owner.applications', { count: records.length })}
        </Typography.Title>
        <MappingTable
          records={records}
          kind={kind.kind}
          companyId={companyId}
          steps={steps}
          label={t('united.owner.applications', { count: records.length })}
          emptyText={t('united.owner.noApplications')}
        />
      </article>
    );
  };

  return (
    <>
      <FilterRow label={t('united.records.filters.label')} widths={{ keyword: 280 }}>
        <KeywordFilter table={table} label={t('united.records.filters.keyword')} placeholder={t('united.owner.keywordPlaceholder')} />
      </FilterRow>
      <CardList
        table={table}
        label={label}
        layout="column"
        narrowed={table.isFiltered}
        onClearFilters={table.resetFilter}
        emptyHint={t('united.owner.emptyHint')}
        renderCard={card}
      />
    </>
  );
}
