/**
 * The "more filters" panel: age and salary ranges (applied when typing stops), native place
 * (with counts from getAuntFilterData), skills, labels, education, live-in, owner and the
 * created date (the 18 date-filter options).
 */
import { Flex, InputNumber, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import type { EducationCode, LiveIn } from '@/api/aunt.types';
import type { CompanyUser } from '@/api/user.types';
import { useCompanyAuntOptions } from '@/components/aunt';
import { CreatedDateFilter, StaffFilter } from '@/components/filters';
import { EDUCATIONS, LIVE_IN_OPTIONS } from '@/domain/auntCodes';
import { useQueryData } from '@/hooks/useQueryData';
import type { AuntListFilter } from './listData';
import styles from './AuntList.module.css';

interface MoreFiltersProps {
  id: string;
  filter: AuntListFilter;
  patchFilter: (patch: Partial<AuntListFilter>) => void;
  users: readonly CompanyUser[];
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.field} ${styles.wideField}` : styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <div className={styles.fieldControl}>{children}</div>
    </div>
  );
}

/** A labelled filter select: cleared with ×, "any" when empty; `multiple` picks several values. */
function FilterSelect<V>({ label, multiple, ...props }: { label: string; multiple?: boolean } & Omit<SelectProps<V>, 'mode'>) {
  const { t } = useTranslation();
  return (
    <Field label={label}>
      <Select<V>
        virtual={false}
        allowClear
        aria-label={label}
        placeholder={t('auntList.filters.any')}
        mode={multiple ? 'multiple' : undefined}
        maxTagCount={multiple ? 'responsive' : undefined}
        {...props}
      />
    </Field>
  );
}

export function MoreFilters({ id, filter, patchFilter, users }: MoreFiltersProps) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  // Retired entries stay in the filters (aunts still hold them), marked.
  const entryName = (name: string, retired?: 0 | 1) => (retired === 1 ? t('aunt.retiredEntry', { name }) : name);
  const places = useQueryData(auntQueries.filterData({ filterField: 'nativePlace' }));
  const num = (value: number | null) => (value === null ? undefined : value);
  const range = (minKey: 'ageMin' | 'salaryMin', maxKey: 'ageMax' | 'salaryMax', label: string, max: number, step: number) => (
    <Flex align="center" gap={4}>
      <InputNumber<number>
        aria-label={t('auntList.filters.min', { label })}
        placeholder={t('auntList.filters.minShort')}
        min={0}
        max={max}
        step={step}
        precision={0}
        value={filter[minKey] ?? null}
        onChange={(value) => patchFilter({ [minKey]: num(value) })}
        className={styles.rangeInput}
      />
      <span aria-hidden>–</span>
      <InputNumber<number>
        aria-label={t('auntList.filters.max', { label })}
        placeholder={t('auntList.filters.maxShort')}
        min={0}
        max={max}
        step={step}
        precision={0}
        value={filter[maxKey] ?? null}
        onChange={(value) => patchFilter({ [maxKey]: num(value) })}
        className={styles.rangeInput}
      />
    </Flex>
  );

  return (
    <div id={id} className={styles.more}>
      <Field label={t('aunt.fields.age')}>{range('ageMin', 'ageMax', t('aunt.fields.age'), 120, 1)}</Field>
      <Field label={t('aunt.fields.expectedSalary')}>{range('salaryMin', 'salaryMax', t('aunt.fields.expectedSalary'), 100_000, 500)}</Field>
      <FilterSelect<string[]>
        label={t('aunt.fields.nativePlace')}
        multiple
        showSearch={{ optionFilterProp: 'label' }}
        loading={places.loading}
        notFoundContent={places.error ?? undefined}
        value={filter.nativePlace ?? []}
        onChange={(nativePlace) => patchFilter({ nativePlace })}
        options={(places.data ?? []).map((place) => ({
          value: String(place.value),
          label: place.count === undefined ? place.label : `${place.label} (${place.count})`,
        }))}
      />
      <FilterSelect<number[]>
        label={t('aunt.fields.skills')}
        multiple
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('auntList.filters.allOf')}
        value={filter.skills ?? []}
        onChange={(skills) => patchFilter({ skills })}
        options={(options?.skills ?? []).map((item) => ({
          label: item.skillItemName,
          title: item.skillItemName,
          options: item.options.map((option) => ({ value: option.skillOptionId, label: entryName(option.optionName, option.isRetired) })),
        }))}
      />
      <FilterSelect<number[]>
        label={t('aunt.fields.labels')}
        multiple
        value={filter.labels ?? []}
        onChange={(labels) => patchFilter({ labels })}
        options={(options?.labels ?? []).map((label) => ({ value: label.labelOptionId, label: entryName(label.labelName, label.isRetired) }))}
      />
      <FilterSelect<EducationCode[]>
        label={t('aunt.fields.education')}
        multiple
        value={filter.education ?? []}
        onChange={(education) => patchFilter({ education })}
        options={EDUCATIONS.map((item) => ({ value: item.value, label: t(item.labelKey) }))}
      />
      <FilterSelect<LiveIn>
        label={t('aunt.fields.liveIn')}
        value={filter.liveIn}
        onChange={(liveIn) => patchFilter({ liveIn })}
        options={LIVE_IN_OPTIONS.map((item) => ({ value: item.value, label: t(item.labelKey) }))}
      />
      <Field label={t('aunt.fields.teacherName')}>
        <StaffFilter
          label={t('aunt.fields.teacherName')}
          placeholder={t('auntList.filters.any')}
          users={users}
          noOwnerLabel={t('auntList.noOwner')}
          value={filter.teacherUserId}
          onChange={(teacherUserId) => patchFilter({ teacherUserId })}
        />
      </Field>
      <Field label={t('aunt.fields.createdTime')} wide>
        <CreatedDateFilter
          value={filter.createdTime}
          onChange={(createdTime) => patchFilter({ createdTime })}
          emptyLabel={t('auntList.filters.anyTime')}
          clearLabel={t('auntList.filters.clearCreated')}
        />
      </Field>
    </div>
  );
}
