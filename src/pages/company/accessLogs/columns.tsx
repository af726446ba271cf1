/** The access log's columns: when, who, whose record (kind, masked name, id), which fields, what was done, why. */
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import type { AccessLogEntry } from '@/api/privacy';
import type { DataColumn } from '@/components/DataTable';
import { dateTime } from '@/domain/format';

export const ACCESS_LOG_TABLE_TYPE = 'privacyAccessLogs';

/** A field's name in the user's language ('mobile' -> 手机号); an unknown one as sent. */
export const fieldText = (t: TFunction, field: string): string => t(`personal.fieldName.${field}`, { defaultValue: field });

export const reasonText = (t: TFunction, entry: Pick<AccessLogEntry, 'reason'>): string => {
  const kind = t(`personal.reasons.${entry.reason.kind}`);
  return entry.reason.text ? `${kind}：${entry.reason.text}` : kind;
};

export function useAccessLogColumns(t: TFunction): DataColumn<AccessLogEntry>[] {
  return useMemo((): DataColumn<AccessLogEntry>[] => {
    const c = (key: string) => t(`personal.log.columns.${key}`);
    const record = (row: AccessLogEntry) => `${row.subjectName || '-'} #${row.subjectId}`;
    const fields = (row: AccessLogEntry) => row.fields.map((field) => fieldText(t, field)).join('、');
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
