/** Filters of the recommend-aunt picker: keyword, work status (default 找工作), service types and an age range. */
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuntWorkStatus } from '@/api/aunt.types';
import { useCompanyAuntOptions } from '@/components/aunt';
import { WORK_STATUSES } from '@/domain/auntCodes';
import type { TableController } from '@/hooks/useTable';
import type { AuntListFilter } from '@/pages/aunt/list/listData';
import type { PickerRow } from './pickerData';

const AGE_MIN = 16;
const AGE_MAX = 80;

export function PickerFilters({ table }: { table: TableController<PickerRow, AuntListFilter> }) {
  const { t } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const { filter, patchFilter } = table;
  const age = (value: number | null) => (value === null ? undefined : value);
  return (
    <Flex wrap gap={8} align="center" role="search" aria-label={t('orderPicker.filters.label')} style={{ marginBottom: 12 }}>
      <Input
        style={{ width: 240 }}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        maxLength={50}
        aria-label={t('orderPicker.filters.keyword')}
        placeholder={t('orderPicker.filters.keywordPlaceholder')}
        value={filter.keyword ?? ''}
        onChange={(event) => patchFilter({ keyword: event.target.value })}
        onPressEnter={table.applyFilter}
      />
      <Select<AuntWorkStatus[]>
        virtual={false}
        mode="multiple"
        allowClear
        style={{ minWidth: 180 }}
        aria-label={t('aunt.fields.workStatus')}
        placeholder={t('aunt.fields.workStatus')}
        maxTagCount="responsive"
        value={filter.workStatus ?? []}
        onChange={(workStatus) => patchFilter({ workStatus })}
        options={WORK_STATUSES.map((status) => ({ value: status.value, label: t(status.labelKey) }))}
      />
      <Select<number[]>
        virtual={false}
        mode="multiple"
        allowClear
        style={{ minWidth: 180 }}
        aria-label={t('aunt.fields.serviceTypes')}
        placeholder={t('aunt.fields.serviceTypes')}
        maxTagCount="responsive"
        loading={!options}
        showSearch={{ optionFilterProp: 'label' }}
        value={filter.serviceTypes ?? []}
        onChange={(serviceTypes) => patchFilter({ serviceTypes })}
        options={(options?.serviceTypes ?? []).filter((type) => type.isEnabled === 1).map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
      />
      <Flex align="center" gap={4}>
        <InputNumber
          style={{ width: 110 }}
          min={AGE_MIN}
          max={AGE_MAX}
          precision={0}
          aria-label={t('orderPicker.filters.ageMin')}
          placeholder={t('orderPicker.filters.ageMin')}
          value={filter.ageMin ?? null}
          onChange={(value) => patchFilter({ ageMin: age(value) })}
        />
        <span>{t('orderPicker.filters.ageTo')}</span>
        <InputNumber
          style={{ width: 110 }}
          min={AGE_MIN}
          max={AGE_MAX}
          precision={0}
          aria-label={t('orderPicker.filters.ageMax')}
          placeholder={t('orderPicker.filters.ageMax')}
          value={filter.ageMax ?? null}
          onChange={(value) => patchFilter({ ageMax: age(value) })}
        />
      </Flex>
      <Button icon={<UndoOutlined />} onClick={table.resetFilter} disabled={!table.isFiltered && !filter.keyword}>
        {t('orderPicker.filters.reset')}
      </Button>
    </Flex>
  );
}
