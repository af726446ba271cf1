/**
 * 个人信息访问记录 (role page 'PrivacyAccessLogs', /company/access-logs, component
 * 'company/accessLogs'; admins): every reveal, export and print of personal data, newest first,
 * with filters (user, record kind, record name, field, reason, action, time) and the export of
 * every row of the filter. A server without /privacy/accessLogs: the page says it is unavailable.
 */
import { Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnavailable } from '@/api/errors';
import { useCallOffered } from '@/api/optional';
import { PRIVACY_ACTIONS, PRIVACY_SUBJECTS, REVEAL_REASON_KINDS, getAccessLogs, privacyPaths, type AccessLogEntry, type AccessLogQuery } from '@/api/privacy';
import { privacyQueries } from '@/api/privacy.queries';
import { DataTable, ExportAllButton, ListPageHeader, datedXlsxName, useColumnSettings, useTableExport } from '@/components/DataTable';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton, StaffFilter, filterStyles } from '@/components/filters';
import { useStaffUsers } from '@/components/useStaffUsers';
import { useTable, type ListSource, type TableController } from '@/hooks/useTable';
import { fieldText } from '@/components/personal/accessText';
import { ACCESS_LOG_TABLE_TYPE, useAccessLogColumns } from './columns';
import '@/i18n/texts/personal';

/** The page's filter: the call's, with the record name as the list's keyword. */
type AccessLogFilter = Omit<AccessLogQuery, 'page' | 'pageSize' | 'subjectName'> & { keyword?: string };

/** Every field a reveal may name (the mock's REVEAL_FIELDS, in one list). */
const FIELDS = ['mobile', 'idCard', 'currentAddress', 'wechat', 'address', 'insurerIdNo', 'applicantIdNo', 'applicantMobile', 'interviewAddress'];

const LOGS: ListSource<AccessLogEntry, AccessLogFilter> = {
  queryKey: privacyQueries.list('accessLogs'),
  fetch: ({ keyword, sortField: _sortField, sortOrder: _sortOrder, ...query }, signal) =>
    getAccessLogs({ ...query, subjectName: keyword?.trim() || undefined }, { signal, silent: true }),
  initialFilter: {},
};
const rowKey = (row: AccessLogEntry) => row.logId;

function AccessLogFilters({ table }: { table: TableController<AccessLogEntry, AccessLogFilter> }) {
  const { t } = useTranslation();
  const { users } = useStaffUsers();
  const { filter, patchFilter } = table;
  const f = (key: string) => t(`personal.log.filters.${key}`);
  const select = <V extends string>(key: 'subject' | 'field' | 'reasonKind' | 'action', label: string, options: { value: V; label: string }[]) => (
    <Select<V>
      virtual={false}
      allowClear
      className={filterStyles.select}
      aria-label={label}
      placeholder={label}
      value={filter[key] as V | undefined}
      onChange={(value) => patchFilter({ [key]: value })}
      options={options}
    />
  );
  return (
    <FilterRow label={f('label')} widths={{ keyword: 220, select: 140 }}>
      <KeywordFilter table={table} label={f('name')} placeholder={f('namePlaceholder')} />
      <StaffFilter label={f('user')} users={users} value={filter.userId} onChange={(userId) => patchFilter({ userId })} />
      {select(
        'subject',
        f('subject'),
        PRIVACY_SUBJECTS.map((value) => ({ value, label: t(`personal.subject.${value}`) })),
      )}
      {select(
        'field',
        f('field'),
        FIELDS.map((value) => ({ value, label: fieldText(t, value) })),
      )}
      {select(
        'reasonKind',
        f('reason'),
        REVEAL_REASON_KINDS.map((value) => ({ value, label: t(`personal.reasons.${value}`) })),
      )}
      {select(
        'action',
        f('action'),
        PRIVACY_ACTIONS.map((value) => ({ value, label: t(`personal.action.${value}`) })),
      )}
      <CreatedDateFilter value={filter.at} onChange={(at) => patchFilter({ at })} emptyLabel={f('date')} clearLabel={f('clearDate')} />
      <ResetFilterButton table={table} label={f('reset')} />
    </FilterRow>
  );
}

export default function AccessLogsPage() {
  const { t } = useTranslation();
  const offered = useCallOffered(privacyPaths.accessLogs);
  const table = useTable<AccessLogEntry, AccessLogFilter>({ ...LOGS, memoryKey: 'privacyAccessLogs', rowKey });
  const exporter = useTableExport<AccessLogEntry>();
  const columns = useAccessLogColumns(t);
  const settings = useColumnSettings(ACCESS_LOG_TABLE_TYPE, columns);
  const title = t('personal.log.title');
  const unavailable = !offered || isUnavailable(table.error);

  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { paddingBottom: 0 } }}>
        <ListPageHeader title={title} />
        <Typography.Paragraph type="secondary">{t('personal.log.hint')}</Typography.Paragraph>
      </Card>
      <Card>
        {unavailable ? (
          <FeatureUnavailable testId="access-log-unavailable" />
        ) : (
          <>
            <AccessLogFilters table={table} />
            <DataTable
              table={table}
              settings={settings}
              label={title}
              extra={
                <ExportAllButton
                  exporter={exporter}
                  table={table}
                  target={{
                    columns: settings.visible,
                    fileName: datedXlsxName(t('personal.log.export.fileName')),
                    sheetName: t('personal.log.export.sheet'),
                    privacy: null,
                  }}
                />
              }
              emptyHint={table.isFiltered ? null : t('personal.log.empty')}
            />
          </>
        )}
      </Card>
      {exporter.dialog}
    </Flex>
  );
}
