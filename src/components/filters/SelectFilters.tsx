/**
 * The selects several lists share: service type (the company's, from useCompanyAuntOptions),
 * work status and owner (a staff member, optionally "no owner" = 0). Each takes its label from
 * the page (the accessible name and, unless given apart, the placeholder).
 *
 * @example
 *   <ServiceTypeFilter label={t('order.fields.serviceType')} value={filter.serviceType} onChange={(serviceType) => patchFilter({ serviceType })} />
 *   <StaffFilter label={t('order.fields.owner')} users={staff} noOwnerLabel={t('order.noOwner')} value={filter.userId} onChange={(userId) => patchFilter({ userId })} />
 */
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuntWorkStatus } from '@/api/aunt.types';
import type { CompanyUser } from '@/api/user.types';
import { useCompanyAuntOptions } from '@/components/aunt';
import { WORK_STATUSES } from '@/domain/auntCodes';
import styles from './Filters.module.css';

type ServiceTypeFilterProps = {
  label: string;
  /** Offer the disabled service types too (default: enabled ones only). */
  includeDisabled?: boolean;
} & (
  | { multiple: true; value: number[] | undefined; onChange: (value: number[]) => void }
  | { multiple?: false; value: number | undefined; onChange: (value: number | undefined) => void }
);

export function ServiceTypeFilter(props: ServiceTypeFilterProps) {
  const { options } = useCompanyAuntOptions();
  const common = {
    virtual: false,
    allowClear: true,
    className: styles.select,
    'aria-label': props.label,
    placeholder: props.label,
    loading: !options,
    showSearch: { optionFilterProp: 'label' },
    options: (options?.serviceTypes ?? [])
      .filter((type) => props.includeDisabled || type.isEnabled === 1)
      .map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName })),
  };
  return props.multiple ? (
    <Select<number[]> {...common} mode="multiple" maxTagCount="responsive" value={props.value ?? []} onChange={props.onChange} />
  ) : (
    <Select<number> {...common} value={props.value} onChange={props.onChange} />
  );
}

export function WorkStatusFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: AuntWorkStatus[] | undefined;
  onChange: (value: AuntWorkStatus[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<AuntWorkStatus[]>
      virtual={false}
      mode="multiple"
      allowClear
      className={styles.select}
      aria-label={label}
      placeholder={label}
      maxTagCount="responsive"
      value={value ?? []}
      onChange={onChange}
      options={WORK_STATUSES.map((status) => ({ value: status.value, label: t(status.labelKey) }))}
    />
  );
}

/** Owner filter value meaning "no owner" (userId / teacherUserId 0). */
export const NO_OWNER = 0;

type StaffFilterProps = Omit<SelectProps<number>, 'mode' | 'options' | 'aria-label'> & {
  label: string;
  users: readonly CompanyUser[];
  /** When given, a first choice "no owner" (value NO_OWNER) with this text. */
  noOwnerLabel?: string;
};

export function StaffFilter({ label, users, noOwnerLabel, placeholder = label, ...props }: StaffFilterProps) {
  const staff = users.map((user) => ({ value: user.userId, label: user.contact }));
  return (
    <Select<number>
      virtual={false}
      allowClear
      className={styles.select}
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={label}
      placeholder={placeholder}
      {...props}
      options={noOwnerLabel === undefined ? staff : [{ value: NO_OWNER, label: noOwnerLabel }, ...staff]}
    />
  );
}
