/**
 * The columns of the employer list: header texts from employer.fields.*, the cells, server sort
 * fields, default widths and visibility, and what each writes to an export (codes as labels,
 * the mobile masked, times in full).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n';
import type { DataColumn } from '@/components/DataTable';
import { ServiceTypeTags, useCompanyAuntOptions } from '@/components/aunt';
// Straight from their modules: the list needs neither the form inputs nor the upload dialog.
import { customColumns } from '@/components/customFields/customColumns';
import { useCustomFormFields } from '@/components/customFields/store';
import { budgetText, employerStatusTag, mayChangeEmployer, useRegions } from '@/components/employer';
import { personalColumn } from '@/components/personal/personalColumn';
import { useAccess } from '@/stores/session';
import { NameCell } from './cells/NameCell';
import { NextFollowUpCell } from './cells/NextFollowUpCell';
import { RowActions } from './cells/RowActions';
import type { EmployerRow } from './listData';
import styles from './EmployerList.module.css';
import { date, dateTime } from '@/domain/format';

export const EMPLOYER_TABLE_TYPE = 'employer';

export function useEmployerColumns(): DataColumn<EmployerRow>[] {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const { options } = useCompanyAuntOptions();
  const { fields: customFields } = useCustomFormFields('employer');
  const { cityName } = useRegions();
  const access = useAccess();

  return useMemo((): DataColumn<EmployerRow>[] => {
    const field = (name: string) => t(`employer.fields.${name}`);
    const serviceName = (row: EmployerRow) => (row.serviceType ? (options?.serviceTypeById.get(row.serviceType)?.serviceTypeName ?? '') : '');
    const place = (row: EmployerRow) => [cityName(row.cityId), row.district].filter(Boolean).join(' ');
    const owner = (row: EmployerRow) => (row.userId ? row.userName : t('employer.common.noOwner'));
    const relative = (value: string | null) =>
      value ? (
        <time dateTime={value} title={dateTime(value)}>
          {date(value)}
        </time>
      ) : null;
    return [
      {
        key: 'employerName',
        title: field('employerName'),
        width: 150,
        pinned: 'left',
        render: (_, row) => <NameCell row={row} />,
        exportValue: (row) => row.employerName,
      },
      {
        key: 'mobile',
        priority: 'essential',
        title: field('mobile'),
        width: 124,
        ...personalColumn<EmployerRow>('mobile', (row) => ({
          value: row.mobile,
          subject: 'employer',
          id: row.employerId,
          allowed: mayChangeEmployer(access, row),
        })),
      },
      {
        key: 'status',
        priority: 'essential',
        title: field('status'),
        width: 96,
        render: (_, row) => employerStatusTag(row.status, t),
        exportValue: (row) => t(`codes.employerStatus.${row.status}`),
      },
      {
        key: 'source',
        priority: 'low',
        title: field('source'),
        width: 96,
        render: (_, row) => t(`codes.employerSource.${row.source}`),
        exportValue: (row) => t(`codes.employerSource.${row.source}`),
      },
      {
        key: 'serviceType',
        title: field('serviceType'),
        width: 120,
        render: (_, row) => (row.serviceType ? <ServiceTypeTags value={[row.serviceType]} /> : null),
        exportValue: serviceName,
      },
      { key: 'place', priority: 'low', title: t('employer.list.columns.place'), width: 150, render: (_, row) => place(row), exportValue: place },
      {
        key: 'limitMoney',
        priority: 'essential',
        title: field('limitMoney'),
        width: 110,
        sortField: 'limitMoney',
        render: (_, row) => <span className={styles.number}>{budgetText(row.limitMoney)}</span>,
        exportValue: (row) => row.limitMoney || '',
      },
      {
        key: 'expectedStart',
        priority: 'essential',
        title: field('expectedStart'),
        width: 112,
        sortField: 'expectedStart',
        render: (_, row) => date(row.expectedStart),
        exportValue: (row) => date(row.expectedStart),
      },
      {
        key: 'requirements',
        priority: 'low',
        title: field('requirements'),
        width: 200,
        render: (_, row) => <span title={row.requirements}>{row.requirements}</span>,
        exportValue: (row) => row.requirements,
      },
      { key: 'owner', priority: 'low', title: field('userId'), width: 100, render: (_, row) => owner(row), exportValue: owner },
      {
        key: 'lastFollowUpTime',
        title: field('lastFollowUpTime'),
        width: 120,
        render: (_, row) => relative(row.lastFollowUpTime),
        exportValue: (row) => dateTime(row.lastFollowUpTime),
      },
      {
        key: 'nextFollowUpTime',
        priority: 'essential',
        title: field('nextFollowUpTime'),
        width: 112,
        sortField: 'nextFollowUpTime',
        render: (_, row) => <NextFollowUpCell value={row.nextFollowUpTime} />,
        exportValue: (row) => date(row.nextFollowUpTime),
      },
      {
        key: 'activeOrderCount',
        priority: 'essential',
        title: field('activeOrderCount'),
        width: 96,
        render: (_, row) => <span className={styles.number}>{row.activeOrderCount}</span>,
        exportValue: (row) => row.activeOrderCount,
      },
      { key: 'wechat', title: field('wechat'), width: 120, defaultHidden: true, render: (_, row) => row.wechat, exportValue: (row) => row.wechat },
      { key: 'remarks', title: field('remarks'), width: 180, defaultHidden: true, render: (_, row) => row.remarks, exportValue: (row) => row.remarks },
      {
        key: 'createdTime',
        title: field('createdTime'),
        width: 120,
        sortField: 'createdTime',
        render: (_, row) => relative(row.createdTime),
        exportValue: (row) => dateTime(row.createdTime),
      },
      // The company's own fields (hidden until its layout or the user shows them).
      ...customColumns<EmployerRow>(customFields),
      {
        key: 'actions',
        title: t('employer.list.columns.actions'),
        width: lang === 'en' ? 156 : 140,
        pinned: 'right',
        render: (_, row) => <RowActions row={row} />,
      },
    ];
  }, [access, cityName, customFields, lang, options, t]);
}
