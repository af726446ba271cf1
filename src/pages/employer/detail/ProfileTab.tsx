import { Descriptions, Flex, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Employer } from '@/api/employer.types';
import type { Flag } from '@/api/shared';
import { ServiceTypeTags } from '@/components/aunt';
import { EmployerStatusTag, ageRangeText, budgetText, useRegions } from '@/components/employer';

const fullTime = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '');

/** Every field of the employer, in the form's groups. */
export function ProfileTab({ employer: e }: { employer: Employer }) {
  const { t } = useTranslation();
  const { pickerLabel } = useRegions();
  const field = (name: string) => t(`employer.fields.${name}`);
  const flag = (value: Flag) => (value === 1 ? t('employer.common.yes') : t('employer.common.no'));
  const unit = (value: number | null, key: string) => (value === null ? '' : `${value} ${t(`employer.units.${key}`)}`);
  const item = (key: string, children: React.ReactNode, span?: number): NonNullable<DescriptionsProps['items']>[number] => ({
    key,
    label: field(key),
    children: children === '' || children === null ? <span aria-label={t('employer.common.notGiven')}>—</span> : children,
    span,
  });

  const groups: { key: string; items: DescriptionsProps['items'] }[] = [
    {
      key: 'basic',
      items: [
        item('employerName', e.employerName),
        item('gender', t(`codes.gender.${e.gender}`)),
        item('mobile', e.mobile),
        item('wechat', e.wechat),
        item('source', t(`codes.employerSource.${e.source}`)),
        item('status', <EmployerStatusTag status={e.status} />),
      ],
    },
    {
      key: 'need',
      items: [
        item('serviceType', e.serviceType ? <ServiceTypeTags value={[e.serviceType]} /> : ''),
        item('limitMoney', budgetText(t, e.limitMoney)),
        item('expectedStart', e.expectedStart ?? ''),
        item('auntAge', ageRangeText(t, e) || t('employer.common.any')),
        item('liveIn', t(`codes.liveIn.${e.liveIn}`)),
        item('minExperienceYears', e.minExperienceYears === null ? '' : t('employer.common.yearsAtLeast', { count: e.minExperienceYears })),
        item('requirements', e.requirements ? <span style={{ whiteSpace: 'pre-wrap' }}>{e.requirements}</span> : '', 3),
      ],
    },
    {
      key: 'address',
      items: [item('addressPicker', pickerLabel(e.addressPicker)), item('district', e.district), item('address', e.address)],
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
        item('createdTime', fullTime(e.createdTime)),
        item('updatedTime', fullTime(e.updatedTime)),
        item('lastFollowUpTime', fullTime(e.lastFollowUpTime)),
        item('jobCount', String(e.jobCount)),
        item('activeOrderCount', String(e.activeOrderCount)),
        item('remarks', e.remarks ? <span style={{ whiteSpace: 'pre-wrap' }}>{e.remarks}</span> : '', 3),
      ],
    },
  ];

  return (
    <Flex vertical gap={24}>
      {groups.map((group) => (
        <Descriptions key={group.key} title={t(`employer.detail.sections.${group.key}`)} column={{ xs: 1, sm: 2, lg: 3 }} size="small" items={group.items} />
      ))}
    </Flex>
  );
}
