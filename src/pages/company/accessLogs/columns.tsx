/** The access log's columns: when, who, whose record (kind, masked name, id; an export's list and rows), which fields, what was done, why. */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { AccessLogEntry } from '@/api/privacy';
import type { DataColumn } from '@/components/DataTable';
import { dateTime } from '@/domain/format';
import { exportListText, fieldsText, reasonText } from '@/components/personal/accessText';

export const ACCESS_LOG_TABLE_TYPE = 'privacyAccessLogs';

export function useAccessLogColumns(t: TFunction): DataColumn<AccessLogEntry>[] {
  return useMemo((): DataColumn<AccessLogEntry>[] => {
    const c = (key: string) => t(`personal.log.columns.${key}`);
    // An export names no one record: its list and how many rows it wrote.
    const record = (row: AccessLogEntry) =>
      row.export
        ? t('personal.log.exportRecord', { list: exportListText(t, row.export.list), rows: row.export.rows })
        : `${row.subjectName || '-'} #${row.subjectId}`;
    const fields = (row: AccessLogEntry) => fieldsText(t, row.fields);
    return [
      { key: 'at', title: c('at'), width: 170, priority: 'essential', render: (_, row) => dateTime(row.at), exportValue: (row) => dateTime(row.at) },
      { key: 'user', title: c('user'), width: 110, render: (_, row) => row.userName, exportValue: (row) => row.userName },
      {
        key: 'subject',
        title: c('subject'),
        width: 100,
        render: (_, row) => t(`personal.subject.${row.subject}`),
        exportValue: (row) => t(`personal.subject.${row.subject}`),
      },
      { key: 'record', title: c('record'), width: 140, priority: 'essential', render: (_, row) => record(row), exportValue: record },
      { key: 'fields', title: c('fields'), width: 180, render: (_, row) => fields(row), exportValue: fields },
      {
        key: 'action',
        title: c('action'),
        width: 80,
        render: (_, row) => t(`personal.action.${row.action}`),
        exportValue: (row) => t(`personal.action.${row.action}`),
      },
      { key: 'reason', title: c('reason'), width: 220, render: (_, row) => reasonText(t, row), exportValue: (row) => reasonText(t, row) },
    ];
  }, [t]);
}
