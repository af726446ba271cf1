/** Columns of the recommend-aunt picker: portrait and name, age, native place, work status (with why she cannot be chosen), service types, expected salary. */
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/DataTable';
import { AuntAvatar, ServiceTypeTags, WorkStatusTag } from '@/components/aunt';
import { formatSalaryRange, type BlockReason, type PickerRow } from './pickerData';

export function usePickerColumns(reasonOf: (row: PickerRow) => BlockReason | null): DataColumn<PickerRow>[] {
  const { t } = useTranslation();
  return useMemo((): DataColumn<PickerRow>[] => {
    const field = (name: string) => t(`aunt.fields.${name}`);
    return [
      {
        key: 'auntName',
        title: field('auntName'),
        width: 150,
        pinned: 'left',
        render: (_, row) => (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
            <AuntAvatar portrait={row.portrait} name={row.auntName} size={28} />
            <span>{row.auntName}</span>
          </span>
        ),
      },
      { key: 'age', title: field('age'), width: 70, render: (_, row) => row.age ?? '' },
      { key: 'nativePlace', title: field('nativePlace'), width: 130, render: (_, row) => row.nativePlace },
      {
        key: 'workStatus',
        title: field('workStatus'),
        width: 170,
        ellipsis: false,
        render: (_, row) => {
          const reason = reasonOf(row);
          return (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
              <WorkStatusTag status={row.workStatus} />
              {reason && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`orderPicker.reasons.${reason}`)}
                </Typography.Text>
              )}
            </span>
          );
        },
      },
      { key: 'serviceTypes', title: field('serviceTypes'), width: 180, render: (_, row) => <ServiceTypeTags value={row.serviceTypes} max={2} /> },
      { key: 'expectedSalary', title: field('expectedSalary'), width: 120, render: (_, row) => formatSalaryRange(row) },
    ];
  }, [reasonOf, t]);
}
