/** The fee list's columns: signed, coloured amounts, links to the aunt / employer / order, inline edit of five fields, delete. */
import { Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AddFinanceOptions } from '@/api/companyOptions.types';
import type { FeeEditField, FeeRecord } from '@/api/finance';
import type { DataColumn } from '@/components/DataTable';
import { RowActions } from '@/components/DataTable/RowActions';
import { exportAmount, inlineStartText, readInlineText, signedAmountText, signedFen } from '../feeText';
import { feeNameOptions, payStyleOptions } from '../useFinanceOptions';
import { InlineCell } from './InlineCell';
import { pageLink } from '@/app/pageLinks';
import styles from './FeeRecords.module.css';
import { dateTime } from '@/domain/format';

export const FEE_TABLE_TYPE = 'financeRecords';

export interface FeeColumnActions {
  options: AddFinanceOptions | null;
  /** Sends one field; resolves once the row shows the answer, rejects with the server's error. */
  save: (row: FeeRecord, field: FeeEditField, value: string | number) => Promise<unknown>;
  remove: (row: FeeRecord) => void;
  /** Its delete is running. */
  deleting: (row: FeeRecord) => boolean;
}

export function useFeeColumns({ options, save, remove, deleting }: FeeColumnActions): DataColumn<FeeRecord>[] {
  const { t } = useTranslation();
  return useMemo((): DataColumn<FeeRecord>[] => {
    const c = (key: string) => t(`finance.records.columns.${key}`);
    const problem = (key: 'badAmount' | 'badDate' | 'tooLong') => t(`finance.records.edit.${key}`, { max: 200 });
    const textCell = (row: FeeRecord, field: 'amount' | 'feeDate' | 'remarks', label: string, display: ReactNode, displayText: string) => (
      <InlineCell
        kind="text"
        label={label}
        display={display}
        displayText={displayText}
        startText={inlineStartText(field, row)}
        maxLength={field === 'remarks' ? 200 : 20}
        read={(text) => {
          const read = readInlineText(field, text);
          return read.ok ? read : { ok: false, message: problem(read.problem) };
        }}
        save={(value) => save(row, field, value)}
      />
    );
    return [
      {
        key: 'feeDate',
        title: c('feeDate'),
        width: 130,
        sortField: 'feeDate',
        render: (_, row) => textCell(row, 'feeDate', c('feeDate'), row.feeDate, row.feeDate),
        exportValue: (row) => row.feeDate,
      },
      {
        key: 'feeType',
        title: c('feeType'),
        width: 80,
        render: (_, row) => <Tag color={row.feeType === 0 ? 'green' : 'red'}>{t(`finance.feeType.${row.feeType}`)}</Tag>,
        exportValue: (row) => t(`finance.feeType.${row.feeType}`),
      },
      {
        key: 'feeName',
        title: c('feeName'),
        width: 140,
        render: (_, row) => (
          <InlineCell
            kind="select"
            label={c('feeName')}
            display={row.feeName}
            displayText={row.feeName}
            value={row.feeNameId}
            options={feeNameOptions(options, row.feeType)}
            save={(value) => save(row, 'feeNameId', value)}
          />
        ),
        exportValue: (row) => row.feeName,
      },
      {
        key: 'amount',
        title: c('amount'),
        width: 140,
        align: 'right',
        sortField: 'amount',
        render: (_, row) => {
          const text = signedAmountText(row);
          const display = <span className={`${styles.amount} ${signedFen(row) < 0 ? styles.expense : styles.income}`}>{text}</span>;
          return textCell(row, 'amount', c('amount'), display, text);
        },
        exportValue: exportAmount,
      },
      {
        key: 'payStyle',
        title: c('payStyle'),
        width: 120,
        render: (_, row) => (
          <InlineCell
            kind="select"
            label={c('payStyle')}
            display={row.payStyleName}
            displayText={row.payStyleName}
            value={row.payStyleId}
            options={payStyleOptions(options)}
            save={(value) => save(row, 'payStyleId', value)}
          />
        ),
        exportValue: (row) => row.payStyleName,
      },
      {
        key: 'aunt',
        title: c('aunt'),
        width: 110,
        render: (_, row) => (row.auntId && row.auntName ? <Link to={pageLink.auntDetail(row.auntId)}>{row.auntName}</Link> : null),
        exportValue: (row) => row.auntName,
      },
      {
        key: 'employer',
        title: c('employer'),
        width: 110,
        render: (_, row) => (row.employerId && row.employerName ? <Link to={pageLink.employerDetail(row.employerId)}>{row.employerName}</Link> : null),
        exportValue: (row) => row.employerName,
      },
      {
        key: 'order',
        title: c('order'),
        width: 170,
        render: (_, row) => (row.orderId && row.orderNo ? <Link to={pageLink.orderDetail(row.orderId)}>{row.orderNo}</Link> : null),
        exportValue: (row) => row.orderNo,
      },
      { key: 'handler', title: c('handler'), width: 100, render: (_, row) => row.userName, exportValue: (row) => row.userName },
      {
        key: 'remarks',
        title: c('remarks'),
        width: 200,
        render: (_, row) => textCell(row, 'remarks', c('remarks'), row.remarks || <span className={styles.empty}>—</span>, row.remarks),
        exportValue: (row) => row.remarks,
      },
      {
        key: 'createdTime',
        title: c('createdTime'),
        width: 150,
        sortField: 'createdTime',
        render: (_, row) => <time dateTime={row.createdTime}>{dateTime(row.createdTime)}</time>,
        exportValue: (row) => dateTime(row.createdTime),
      },
      {
        key: 'actions',
        title: c('actions'),
        width: 80,
        pinned: 'right',
        render: (_, row) => (
          <RowActions actions={[{ key: 'delete', label: t('finance.records.delete.button'), danger: true, busy: deleting(row), onClick: () => remove(row) }]} />
        ),
      },
    ];
  }, [deleting, options, remove, save, t]);
}
