/**
 * What one staff member did to aunts (/user/getAuntLog {userId}), newest first, on the list
 * machinery in a DetailsDrawer (阿姨操作日志 · the staff member): when, the aunt (a link to her
 * page), the action and what changed (in words, as the aunt's own log reads it).
 */
import { companyQueries } from '@/api/company.queries';
import { Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuntLog } from '@/api/aunt';
import { getAuntLog, type CompanyUser } from '@/api/user';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { humanizeLogContent } from '@/pages/aunt/detail/logText';
import { pageLink } from '@/app/pageLinks';
import '@/i18n/texts/auntDetail';
import { dateTime } from '@/domain/format';

const AUNT_LOG_TABLE_TYPE = 'staffAuntLog';
const rowKey = (row: AuntLog) => row.logId;
const fullTime = (value: string) => dateTime(value, { seconds: true });

export function AuntLogDrawer({ row, onClose }: { row: CompanyUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const fetch = useCallback<TableFetch<AuntLog, object>>(
    (query, signal) =>
      getAuntLog({ page: query.page, pageSize: query.pageSize, userId: row.userId, sortField: 'createdTime', sortOrder: 'desc' }, { signal, silent: true }),
    [row.userId],
  );
  const table = useTable<AuntLog, object>({ memoryKey: false, queryKey: companyQueries.list('auntLog', row.userId), fetch, initialFilter: {}, rowKey });
  const columns = useMemo((): DataColumn<AuntLog>[] => {
    const c = (key: string) => t(`staff.auntLog.columns.${key}`);
    const actionLabel = (action: string) => (i18n.exists(`auntDetail.log.actions.${action}`) ? t(`auntDetail.log.actions.${action}`) : action);
    const fieldLabel = (field: string) => (i18n.exists(`aunt.fields.${field}`) ? t(`aunt.fields.${field}`) : null);
    return [
      {
        key: 'createdTime',
        title: c('time'),
        width: 170,
        render: (_, log) => <time dateTime={log.createdTime}>{fullTime(log.createdTime)}</time>,
        exportValue: (log) => fullTime(log.createdTime),
      },
      {
        key: 'aunt',
        title: c('aunt'),
        width: 110,
        render: (_, log) => <Link to={pageLink.auntDetail(log.auntId)}>{log.auntName}</Link>,
        exportValue: (log) => log.auntName,
      },
      {
        key: 'action',
        title: c('action'),
        width: 110,
        render: (_, log) => <Tag>{actionLabel(log.action)}</Tag>,
        exportValue: (log) => actionLabel(log.action),
      },
      {
        key: 'content',
        title: c('content'),
        width: 280,
        ellipsis: false,
        render: (_, log) => humanizeLogContent(log.content, fieldLabel),
        exportValue: (log) => log.content,
      },
    ];
  }, [i18n, t]);
  const settings = useColumnSettings(AUNT_LOG_TABLE_TYPE, columns);
  const title = t('staff.auntLog.title');
  return (
    <DetailsDrawer title={title} name={row.contact} onClose={onClose}>
      <DataTable table={table} settings={settings} label={`${title} · ${row.contact}`} stickyOffset={0} emptyHint={t('staff.auntLog.empty')} />
    </DetailsDrawer>
  );
}
