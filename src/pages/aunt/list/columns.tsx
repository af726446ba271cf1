/**
 * The columns of the aunt list: header texts from aunt.fields.*, the cells, server sort fields,
 * default widths and visibility, and what each writes to an export (the mobile as shown,
 * masked; codes as their labels; times in full); then the company's custom fields.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n';
import type { DataColumn } from '@/components/DataTable';
import { ServiceTypeTagList, useCompanyAuntOptions } from '@/components/aunt';
import { ReadinessBadge, readinessDetail, useReadinessBasis } from '@/components/readiness';
// Straight from their modules: the list needs neither the form inputs nor the upload dialog.
import { customColumns } from '@/components/customFields/customColumns';
import { useCustomFormFields } from '@/components/customFields/store';
import type { AuntScope } from '@/api/aunt.types';
import { FlagsCell } from './cells/FlagsCell';
import { MobileCell } from './cells/MobileCell';
import { NameCell } from './cells/NameCell';
import { RowActions } from './cells/RowActions';
import { SalaryCell, formatSalary } from './cells/SalaryCell';
import { TagListCell, tagItems } from './cells/TagListCell';
import { WorkStatusCell } from './cells/WorkStatusCell';
import { rowReadiness, type AuntRow } from './listData';
import { date, dateTime } from '@/domain/format';

export const AUNT_TABLE_TYPE = 'aunt';

/** The action column's width (RowActions: three links; the 待审核 list's are 通过, 驳回 and 更多). */
const ACTIONS_WIDTH = { zh: 140, en: 156 };
const VERIFY_ACTIONS_WIDTH = { zh: 140, en: 184 };

export function useAuntColumns(scope: AuntScope = 'all'): DataColumn<AuntRow>[] {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const { options } = useCompanyAuntOptions();
  const { fields: customFields } = useCustomFormFields('aunt');
  const basis = useReadinessBasis();

  return useMemo((): DataColumn<AuntRow>[] => {
    const field = (name: string) => t(`aunt.fields.${name}`);
    const code = (group: string, value: string | number | null) => (value === null || value === '' ? '' : t(`codes.${group}.${value}`));
    const serviceNames = (row: AuntRow) => row.serviceTypes.flatMap((id) => options?.serviceTypeById.get(id)?.serviceTypeName ?? []).join('、');
    const flagNames = (row: AuntRow) =>
      [
        row.isTop === 1 && field('isTop'),
        row.isLocked === 1 && field('isLocked'),
        row.isFav === 1 && field('isFav'),
        row.isShared === 1 && t('unitedShelf.state.sharedLong'),
      ]
        .filter(Boolean)
        .join('、');
    return [
      {
        key: 'auntName',
        title: field('auntName'),
        width: 150,
        pinned: 'left',
        sortField: 'auntName',
        render: (_, row) => <NameCell row={row} />,
        exportValue: (row) => row.auntName,
      },
      {
        key: 'gender',
        priority: 'low',
        title: field('gender'),
        width: 64,
        render: (_, row) => code('gender', row.gender),
        exportValue: (row) => code('gender', row.gender),
      },
      { key: 'age', priority: 'low', title: field('age'), width: 76, sortField: 'age', render: (_, row) => row.age ?? '', exportValue: (row) => row.age },
      {
        key: 'zodiac',
        priority: 'low',
        title: field('zodiac'),
        width: 64,
        render: (_, row) => code('zodiac', row.zodiac),
        exportValue: (row) => code('zodiac', row.zodiac),
      },
      {
        key: 'nativePlace',
        priority: 'low',
        title: field('nativePlace'),
        width: 130,
        render: (_, row) => row.nativePlace,
        exportValue: (row) => row.nativePlace,
      },
      {
        key: 'mobile',
        priority: 'essential',
        title: field('mobile'),
        width: 140,
        personal: 'mobile',
        render: (_, row) => <MobileCell row={row} />,
        exportValue: (row) => row.mobile,
      },
      {
        key: 'workStatus',
        priority: 'essential',
        title: field('workStatus'),
        width: 136,
        render: (_, row) => <WorkStatusCell row={row} />,
        exportValue: (row) => code('workStatus', row.workStatus) + (row.workStatus === 6 && row.blacklistReason ? `（${row.blacklistReason}）` : ''),
      },
      {
        key: 'readiness',
        priority: 'essential',
        title: t('readiness.column'),
        width: 100,
        render: (_, row) => <ReadinessBadge readiness={rowReadiness(row, basis)} />,
        exportValue: (row) => {
          const value = rowReadiness(row, basis);
          return [t(value.ready ? 'readiness.ready' : 'readiness.notReady'), ...readinessDetail(value, t)].join(t('readiness.separator'));
        },
      },
      {
        key: 'serviceTypes',
        title: field('serviceTypes'),
        width: 170,
        ellipsis: false,
        render: (_, row) => <ServiceTypeTagList value={row.serviceTypes} max={2} options={options} />,
        exportValue: serviceNames,
      },
      {
        key: 'expectedSalary',
        priority: 'essential',
        title: field('expectedSalary'),
        width: 170,
        sortField: 'expectedSalary',
        render: (_, row) => <SalaryCell row={row} />,
        exportValue: (row) => formatSalary(row),
      },
      {
        key: 'experienceYears',
        priority: 'low',
        title: field('experienceYears'),
        width: 96,
        sortField: 'experienceYears',
        render: (_, row) => t('auntList.years', { count: row.experienceYears }),
        exportValue: (row) => row.experienceYears,
      },
      {
        key: 'tags',
        title: t('auntList.columns.tags'),
        width: 220,
        priority: 'low',
        ellipsis: false,
        render: (_, row) => <TagListCell row={row} options={options} />,
        exportValue: (row) =>
          tagItems(row, options)
            .map((item) => item.name)
            .join('、'),
      },
      {
        key: 'education',
        title: field('education'),
        width: 90,
        defaultHidden: true,
        render: (_, row) => code('education', row.education),
        exportValue: (row) => code('education', row.education),
      },
      {
        key: 'liveIn',
        title: field('liveIn'),
        width: 110,
        defaultHidden: true,
        render: (_, row) => code('liveIn', row.liveIn),
        exportValue: (row) => code('liveIn', row.liveIn),
      },
      {
        key: 'constellation',
        title: field('constellation'),
        width: 84,
        defaultHidden: true,
        render: (_, row) => code('constellation', row.constellation),
        exportValue: (row) => code('constellation', row.constellation),
      },
      {
        key: 'teacherName',
        priority: 'low',
        title: field('teacherName'),
        width: 100,
        render: (_, row) => row.teacherName || t('auntList.noOwner'),
        exportValue: (row) => row.teacherName,
      },
      { key: 'remarks', title: field('remarks'), width: 180, defaultHidden: true, render: (_, row) => row.remarks, exportValue: (row) => row.remarks },
      {
        key: 'createdTime',
        title: field('createdTime'),
        width: 130,
        sortField: 'createdTime',
        render: (_, row) => (
          <time dateTime={row.createdTime} title={dateTime(row.createdTime)}>
            {date(row.createdTime)}
          </time>
        ),
        exportValue: (row) => dateTime(row.createdTime),
      },
      {
        key: 'updatedTime',
        priority: 'essential',
        title: field('updatedTime'),
        width: 130,
        sortField: 'updatedTime',
        render: (_, row) => (
          <time dateTime={row.updatedTime} title={dateTime(row.updatedTime)}>
            {date(row.updatedTime)}
          </time>
        ),
        exportValue: (row) => dateTime(row.updatedTime),
      },
      {
        key: 'flags',
        priority: 'essential',
        title: t('auntList.columns.flags'),
        width: 100,
        render: (_, row) => <FlagsCell row={row} />,
        exportValue: flagNames,
      },
      // The company's own fields (hidden until its layout or the user shows them).
      ...customColumns<AuntRow>(customFields),
      {
        key: 'actions',
        title: t('auntList.columns.actions'),
        width: (scope === 'verify' ? VERIFY_ACTIONS_WIDTH : ACTIONS_WIDTH)[lang],
        pinned: 'right',
        render: (_, row) => <RowActions row={row} />,
      },
    ];
  }, [basis, customFields, lang, options, scope, t]);
}
