import { useTranslation } from 'react-i18next';
import type { Employer } from '@/api/employer.types';
import type { Flag } from '@/api/shared';
import { DetailSection, fullDateTime, type DetailItem } from '@/components/DetailGrid';
import { ServiceTypeTags } from '@/components/aunt';
import { EmployerStatusTag, ageRangeText, budgetText, mayChangeEmployer, useRegions } from '@/components/employer';
import { PersonalValue } from '@/components/personal/PersonalValue';
import type { PersonalKind } from '@/domain/personalData';
import { useAccess } from '@/stores/session';
import { CustomFieldsDetail } from '@/components/customFields/CustomFieldsDetail';
import { useCustomFormFields } from '@/components/customFields/store';

/** Every field of the employer, in the form's groups (one shared grid; empty values show the shared mark), then the company's own fields. */
export function ProfileTab({ employer: e }: { employer: Employer }) {
  const { t } = useTranslation();
  const allowed = mayChangeEmployer(useAccess(), e);
  const personal = (kind: PersonalKind, field: 'mobile' | 'address') =>
    e[field] ? <PersonalValue kind={kind} value={e[field]} reveal={{ subject: 'employer', id: e.employerId, field }} allowed={allowed} /> : null;
  const { pickerLabel } = useRegions();
  const custom = useCustomFormFields('employer');
  const flag = (value: Flag) => (value === 1 ? t('employer.common.yes') : t('employer.common.no'));
  const unit = (value: number | null, key: string) => (value === null ? null : `${value} ${t(`employer.units.${key}`)}`);
  const item = (key: string, value: DetailItem['value'], extra: Pick<DetailItem, 'wide' | 'multiline'> = {}): DetailItem => ({
    key,
    label: t(`employer.fields.${key}`),
    value,
    ...extra,
  });

  const groups: { key: string; items: DetailItem[] }[] = [
    {
      key: 'basic',
      items: [
        item('employerName', e.employerName),
        item('gender', t(`codes.gender.${e.gender}`)),
        item('mobile', personal('mobile', 'mobile')),
        item('wechat', e.wechat),
        item('source', t(`codes.employerSource.${e.source}`)),
        item('status', <EmployerStatusTag status={e.status} />),
      ],
    },
    {
      key: 'need',
      items: [
        item('serviceType', e.serviceType ? <ServiceTypeTags value={[e.serviceType]} /> : null),
        item('limitMoney', budgetText(e.limitMoney)),
        item('expectedStart', e.expectedStart),
        item('auntAge', ageRangeText(t, e) || t('employer.common.any')),
        item('liveIn', t(`codes.liveIn.${e.liveIn}`)),
        item('minExperienceYears', e.minExperienceYears === null ? null : t('employer.common.yearsAtLeast', { count: e.minExperienceYears })),
        item('requirements', e.requirements, { wide: true, multiline: true }),
      ],
    },
    {
      key: 'address',
      items: [item('addressPicker', pickerLabel(e.addressPicker)), item('district', e.district), item('address', personal('address', 'address'))],
    },
    {
      key: 'household',
      items: [
        item('houseArea', unit(e.houseArea, 'area')),
        item('familySize', unit(e.familySize, 'people')),
        item('hasElderly', flag(e.hasElderly)),
        item('hasChildren', flag(e.hasChildren)),
        item('hasPets', flag(e.hasPets)),
      ],
    },
    {
      key: 'record',
      items: [
        item('userId', e.userId ? e.userName : t('employer.common.noOwner')),
        item('createdTime', fullDateTime(e.createdTime)),
        item('updatedTime', fullDateTime(e.updatedTime)),
        item('lastFollowUpTime', fullDateTime(e.lastFollowUpTime)),
        item('jobCount', String(e.jobCount)),
        item('activeOrderCount', String(e.activeOrderCount)),
        item('remarks', e.remarks, { wide: true, multiline: true }),
      ],
    },
  ];

  return (
    <div>
      {groups.map((group) => (
        <DetailSection key={group.key} title={t(`employer.detail.sections.${group.key}`)} items={group.items} />
      ))}
      <CustomFieldsDetail fields={custom.fields} values={e.customFields} />
    </div>
  );
}
