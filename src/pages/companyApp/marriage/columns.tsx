/** The marriage applications' columns (each with its export value): who, gender, age, height, education, marital status, occupation, where they live, mobile (masked, with an eye), member, applied, details. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/DataTable/RowActions';
import type { MarryApply } from '@/api/companyApp';
import type { DataColumn } from '@/components/DataTable';
import { personalColumn } from '@/components/personal/personalColumn';
import { dateTime } from '@/domain/format';

export function useMarryColumns(details: (apply: MarryApply) => void): DataColumn<MarryApply>[] {
  const { t } = useTranslation();
  return useMemo((): DataColumn<MarryApply>[] => {
    const c = (key: string) => t(`companyApp.marriage.columns.${key}`);
    const gender = (row: MarryApply) => t(`companyApp.codes.gender.${row.gender}`);
    const education = (row: MarryApply) => t(`companyApp.codes.education.${row.education}`);
    const marital = (row: MarryApply) => t(`companyApp.codes.marital.${row.maritalStatus}`);
    return [
      { key: 'name', title: c('name'), width: 100, render: (_, row) => row.name, exportValue: (row) => row.name },
      { key: 'gender', title: c('gender'), width: 70, render: (_, row) => gender(row), exportValue: gender },
      {
        key: 'age',
        title: c('age'),
        width: 80,
        align: 'right',
        render: (_, row) => t('companyApp.marriage.age', { age: row.age }),
        exportValue: (row) => row.age,
      },
      {
        key: 'height',
        title: c('height'),
        width: 90,
        align: 'right',
        render: (_, row) => t('companyApp.marriage.height', { cm: row.heightCm }),
        exportValue: (row) => row.heightCm,
      },
      { key: 'education', title: c('education'), width: 110, render: (_, row) => education(row), exportValue: education },
      { key: 'marital', title: c('marital'), width: 100, render: (_, row) => marital(row), exportValue: marital },
      { key: 'occupation', title: c('occupation'), width: 100, render: (_, row) => row.occupation, exportValue: (row) => row.occupation },
      { key: 'hometown', title: c('hometown'), width: 140, render: (_, row) => row.hometown, exportValue: (row) => row.hometown },
      {
        key: 'mobile',
        title: c('mobile'),
        width: 150,
        // Whoever reads the applications may reveal the applicant's number (the member's is not hers).
        ...personalColumn<MarryApply>('mobile', (row) => ({ value: row.mobile, subject: 'marryApply', id: row.applyId, allowed: true })),
      },
      { key: 'member', title: c('member'), width: 110, render: (_, row) => row.nickname, exportValue: (row) => row.nickname },
      {
        key: 'createdTime',
        title: c('createdTime'),
        width: 150,
        render: (_, row) => dateTime(row.createdTime),
        exportValue: (row) => dateTime(row.createdTime),
      },
      { key: 'introduction', title: c('introduction'), width: 240, render: (_, row) => row.introduction, exportValue: (row) => row.introduction },
      { key: 'expectation', title: c('expectation'), width: 200, render: (_, row) => row.expectation, exportValue: (row) => row.expectation },
      {
        key: 'actions',
        title: c('actions'),
        width: 80,
        pinned: 'right',
        render: (_, row) => <RowActions actions={[{ key: 'details', label: t('companyApp.common.details'), onClick: () => details(row) }]} />,
      },
    ];
  }, [details, t]);
}
