/**
 * The employer filters: keyword (Enter searches at once), the spec's search filter (city,
 * service type, address picker, budget), "follow-up due", and the "more filters" panel
 * (source, owner, created date); reset clears everything.
 */
import { FilterOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, InputNumber, Select, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filter as employerFilterData } from '@/api/employer';
import { useCompanyAuntOptions } from '@/components/aunt';
import { AddressCascader } from '@/components/employer';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { useFreshData } from '@/hooks/useFreshData';
import type { TableController } from '@/hooks/useTable';
import { MoreFilters } from './MoreFilters';
import { budgetRange, moreFilterCount, type EmployerListFilter, type EmployerRow } from './listData';
import styles from './EmployerList.module.css';

interface FilterBarProps {
  table: TableController<EmployerRow, EmployerListFilter>;
}

export function FilterBar({ table }: FilterBarProps) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const { filter, patchFilter } = table;
  const cities = useFreshData('employerCities', (signal) => employerFilterData({ filterField: 'city' }, { signal, silent: true }));
  const moreCount = moreFilterCount(filter);
  const [moreOpen, setMoreOpen] = useState(moreCount > 0);
  const dueId = useId();
  const panelId = useId();
  const [budgetMin, budgetMax] = filter.limitMoney ?? [null, null];
  const f = (key: string) => t(`employer.list.filters.${key}`);

  return (
    <div className={styles.filters} role="search" aria-label={f('label')}>
      <Flex wrap gap={8} align="center">
        <Input
          className={styles.keyword}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          aria-label={f('keyword')}
          placeholder={f('keywordPlaceholder')}
          value={filter.keyword ?? ''}
          maxLength={50}
          onChange={(event) => patchFilter({ keyword: event.target.value })}
          onPressEnter={table.applyFilter}
        />
        <Select<number>
          virtual={false}
          allowClear
          className={styles.select}
          aria-label={f('city')}
          placeholder={f('city')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={cities.loading}
          value={filter.city}
          onChange={(city) => patchFilter({ city })}
          options={(cities.data ?? []).map((city) => ({ value: Number(city.value), label: city.count === undefined ? city.label : `${city.label} (${city.count})` }))}
        />
        <Select<number>
          virtual={false}
          allowClear
          className={styles.select}
          aria-label={f('serviceType')}
          placeholder={f('serviceType')}
          loading={!options}
          showSearch={{ optionFilterProp: 'label' }}
          value={filter.serviceType}
          onChange={(serviceType) => patchFilter({ serviceType })}
          options={(options?.serviceTypes ?? []).map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
        />
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
          <InputNumber<number>
            className={styles.rangeInput}
            aria-label={f('budgetMin')}
            placeholder={f('min')}
            min={0}
            max={EMPLOYER_LIMITS.limitMoneyMax}
            step={500}
            precision={0}
            value={budgetMin}
            onChange={(value) => patchFilter({ limitMoney: budgetRange(value, budgetMax) })}
          />
          <span aria-hidden>–</span>
          <InputNumber<number>
            className={styles.rangeInput}
            aria-label={f('budgetMax')}
            placeholder={f('max')}
            min={0}
            max={EMPLOYER_LIMITS.limitMoneyMax}
            step={500}
            precision={0}
            value={budgetMax}
            onChange={(value) => patchFilter({ limitMoney: budgetRange(budgetMin, value) })}
          />
        </Flex>
        <Flex align="center" gap={6}>
          <Switch id={dueId} size="small" checked={filter.followUpDue === 1} onChange={(due) => patchFilter({ followUpDue: due ? 1 : undefined })} />
          <label htmlFor={dueId} className={styles.switchLabel}>
            {f('followUpDue')}
          </label>
        </Flex>
        <Badge count={moreCount} size="small" offset={[-4, 2]}>
          <Button icon={<FilterOutlined />} aria-expanded={moreOpen} aria-controls={panelId} onClick={() => setMoreOpen((open) => !open)}>
            {moreOpen ? f('less') : f('more')}
          </Button>
        </Badge>
        <Button icon={<UndoOutlined />} onClick={table.resetFilter} disabled={!table.isFiltered && !filter.keyword}>
          {f('reset')}
        </Button>
      </Flex>
      {moreOpen && <MoreFilters id={panelId} filter={filter} patchFilter={patchFilter} />}
    </div>
  );
}
