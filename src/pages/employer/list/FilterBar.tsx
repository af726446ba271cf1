/**
 * The employer filters: keyword (Enter searches at once), the spec's search filter (city,
 * service type, address picker, budget), "follow-up due", and the "more filters" panel
 * (source, owner, created date); reset clears everything.
 */
import { Flex, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { employerQueries } from '@/api/employer.queries';
import { AddressCascader } from '@/components/employer';
import {
  FilterRow,
  KeywordFilter,
  MoreFiltersButton,
  ResetFilterButton,
  ServiceTypeFilter,
  SwitchFilter,
  filterStyles,
  useMoreFilters,
} from '@/components/filters';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { useQueryData } from '@/hooks/useQueryData';
import type { TableController } from '@/hooks/useTable';
import { MoreFilters } from './MoreFilters';
import { budgetRange, moreFilterCount, type EmployerListFilter, type EmployerRow } from './listData';
import styles from './EmployerList.module.css';

interface FilterBarProps {
  table: TableController<EmployerRow, EmployerListFilter>;
}

export function FilterBar({ table }: FilterBarProps) {
  const { t } = useTranslation();
  const { filter, patchFilter } = table;
  const cities = useQueryData(employerQueries.filterData({ filterField: 'city' }));
  const more = useMoreFilters(moreFilterCount(filter));
  const [budgetMin, budgetMax] = filter.limitMoney ?? [null, null];
  const f = (key: string) => t(`employer.list.filters.${key}`);

  return (
    <FilterRow
      label={f('label')}
      widths={{ keyword: 240, select: 160 }}
      below={more.open && <MoreFilters id={more.panelId} filter={filter} patchFilter={patchFilter} />}
    >
      <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
      <Select<number>
        virtual={false}
        allowClear
        className={filterStyles.select}
        aria-label={f('city')}
        placeholder={f('city')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={cities.loading}
        value={filter.city}
        onChange={(city) => patchFilter({ city })}
        options={(cities.data ?? []).map((city) => ({
          value: Number(city.value),
          label: city.count === undefined ? city.label : `${city.label} (${city.count})`,
        }))}
      />
      <ServiceTypeFilter includeDisabled label={f('serviceType')} value={filter.serviceType} onChange={(serviceType) => patchFilter({ serviceType })} />
      <AddressCascader
        provinceAlone
        className={styles.cascader}
        aria-label={f('addressPicker')}
        placeholder={f('addressPicker')}
        value={filter.addressPicker}
        onChange={(addressPicker) => patchFilter({ addressPicker: addressPicker.length > 0 ? addressPicker : undefined })}
      />
      <Flex align="center" gap={4}>
        <span className={styles.label}>{f('budget')}</span>
        <BudgetInput
          label={f('budgetMin')}
          placeholder={f('min')}
          value={budgetMin}
          onChange={(value) => patchFilter({ limitMoney: budgetRange(value, budgetMax) })}
        />
        <span aria-hidden>–</span>
        <BudgetInput
          label={f('budgetMax')}
          placeholder={f('max')}
          value={budgetMax}
          onChange={(value) => patchFilter({ limitMoney: budgetRange(budgetMin, value) })}
        />
      </Flex>
      <SwitchFilter label={f('followUpDue')} checked={filter.followUpDue === 1} onChange={(due) => patchFilter({ followUpDue: due ? 1 : undefined })} />
      <MoreFiltersButton more={more} labels={{ more: f('more'), less: f('less') }} />
      <ResetFilterButton table={table} label={f('reset')} />
    </FilterRow>
  );
}

interface BudgetInputProps {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (value: number | null) => void;
}

/** One end of the budget range. */
function BudgetInput({ label, placeholder, value, onChange }: BudgetInputProps) {
  return (
    <InputNumber<number>
      className={styles.rangeInput}
      aria-label={label}
      placeholder={placeholder}
      min={0}
      max={EMPLOYER_LIMITS.limitMoneyMax}
      step={500}
      precision={0}
      value={value}
      onChange={onChange}
    />
  );
}
