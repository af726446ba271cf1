/**
 * Marriage-introduction applications from the mini-program (role page 'CompanyAppMarriage',
 * /company-app/marriage, component 'companyApp/marriage'): keyword, gender, marital status and
 * applied-date filters on the shared list machinery, each application's details, and the export
 * of every row of the filter. Applications come from the mini-program: the back office reads them.
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMarryApply, type MarryApply, type MarryApplyQuery } from '@/api/companyApp';
import { PersonalValue } from '@/components/personal/PersonalValue';
import { ListPageHeader, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { ExportableList } from '../shared/ExportableList';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton } from '@/components/filters';
import { MARITAL_STATUSES } from '@/domain/companyAppCodes';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { CodeFilter } from '../shared/CodeFilter';
import { FactsDrawer } from '../shared/FactsDrawer';
import { useMarryColumns } from './columns';
import '@/i18n/texts/companyApp';
import { dateTime } from '@/domain/format';

type MarryFilter = Omit<MarryApplyQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
const INITIAL_FILTER: MarryFilter = {};
const MARRIAGE: ListSource<MarryApply, MarryFilter> = {
  queryKey: companyAppQueries.list('marriage'),
  fetch: (query, signal) => getMarryApply(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(MARRIAGE);

/** Applicants' names and mobiles (the application's, not the member's): every export is logged. */
const EXPORT_PRIVACY: ExportPrivacy<MarryApply> = { list: 'marriage', subject: 'marryApply', idOf: (row) => row.applyId };

export default function CompanyAppMarriagePage() {
  const { t } = useTranslation();
  const table = useTable<MarryApply, MarryFilter>({ ...MARRIAGE, memoryKey: 'companyApp.marriage', rowKey: (row) => row.applyId });
  const { filter, patchFilter } = table;
  const [shown, setShown] = useState<MarryApply | null>(null);
  const columns = useMarryColumns(setShown);
  const settings = useColumnSettings('companyAppMarriage', columns);
  const exporter = useTableExport<MarryApply>();
  const f = (key: string) => t(`companyApp.marriage.filters.${key}`);
  const c = (key: string) => t(`companyApp.marriage.columns.${key}`);

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader title={t('companyApp.marriage.title')} />
        <FilterRow label={f('label')} widths={{ keyword: 260, select: 130 }}>
          <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
          <CodeFilter
            label={f('gender')}
            values={[0, 1] as const}
            labelKey={(value) => `companyApp.codes.gender.${value}`}
            value={filter.gender}
            onChange={(gender) => patchFilter({ gender })}
          />
          <CodeFilter
            label={f('marital')}
            values={MARITAL_STATUSES}
            labelKey={(value) => `companyApp.codes.marital.${value}`}
            value={filter.maritalStatus}
            onChange={(maritalStatus) => patchFilter({ maritalStatus })}
          />
          <CreatedDateFilter
            value={filter.createdTime}
            onChange={(createdTime) => patchFilter({ createdTime })}
            emptyLabel={f('date')}
            clearLabel={t('companyApp.common.clearDate')}
          />
          <ResetFilterButton table={table} label={f('reset')} />
        </FilterRow>
        <ExportableList section="marriage" table={table} settings={settings} exporter={exporter} privacy={EXPORT_PRIVACY} />
      </Card>
      <FactsDrawer
        title={t('companyApp.marriage.detailsTitle')}
        name={shown?.name}
        onClose={() => setShown(null)}
        access={shown ? { subject: 'marryApply', id: shown.applyId } : undefined}
        items={
          shown && [
            { key: 'gender', label: c('gender'), value: t(`companyApp.codes.gender.${shown.gender}`) },
            { key: 'age', label: c('age'), value: `${t('companyApp.marriage.age', { age: shown.age })}（${shown.birthYear}）` },
            { key: 'height', label: c('height'), value: t('companyApp.marriage.height', { cm: shown.heightCm }) },
            { key: 'education', label: c('education'), value: t(`companyApp.codes.education.${shown.education}`) },
            { key: 'marital', label: c('marital'), value: t(`companyApp.codes.marital.${shown.maritalStatus}`) },
            { key: 'occupation', label: c('occupation'), value: shown.occupation },
            { key: 'hometown', label: c('hometown'), value: shown.hometown },
            {
              key: 'mobile',
              label: c('mobile'),
              value: <PersonalValue kind="mobile" value={shown.mobile} reveal={{ subject: 'marryApply', id: shown.applyId, field: 'mobile' }} allowed />,
            },
            { key: 'member', label: c('member'), value: shown.nickname },
            { key: 'createdTime', label: c('createdTime'), value: dateTime(shown.createdTime) },
            { key: 'introduction', label: c('introduction'), value: shown.introduction, wide: true, multiline: true },
            { key: 'expectation', label: c('expectation'), value: shown.expectation, wide: true, multiline: true },
          ]
        }
      />
      {exporter.dialog}
    </Flex>
  );
}
