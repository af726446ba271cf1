import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Aunt } from '@/api/aunt';
import { ethnicityLabel } from '@/domain/auntCodes';
import { maskIdCard } from '@/domain/idCard';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { ServiceTypeTags, WorkStatusTag, maskMobile } from '@/components/aunt';

/** Every field of the record, in groups. */
export function ResumeTab({ aunt }: { aunt: Aunt }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const none = <Typography.Text type="secondary">{t('auntDetail.resume.none')}</Typography.Text>;
  const show = (value: ReactNode) => (value === null || value === undefined || value === '' ? none : value);
  const label = (field: string) => t(`aunt.fields.${field}`);
  const salary = aunt.expectedSalary
    ? aunt.expectedSalaryMax
      ? t('auntDetail.resume.salaryRange', { min: aunt.expectedSalary, max: aunt.expectedSalaryMax })
      : t('auntDetail.resume.salaryFrom', { min: aunt.expectedSalary })
    : null;

  const groups: { key: string; items: { key: string; label: string; children: ReactNode; span?: number }[] }[] = [
    {
      key: 'identity',
      items: [
        { key: 'auntName', label: label('auntName'), children: aunt.auntName },
        { key: 'gender', label: label('gender'), children: t(`codes.gender.${aunt.gender}`) },
        { key: 'idCard', label: label('idCard'), children: show(aunt.idCard.includes('*') ? aunt.idCard : maskIdCard(aunt.idCard)) },
        { key: 'birthDate', label: label('birthDate'), children: show(aunt.birthDate) },
        { key: 'age', label: label('age'), children: show(aunt.age !== null ? t('auntDetail.header.age', { age: aunt.age }) : null) },
        { key: 'zodiac', label: label('zodiac'), children: show(aunt.zodiac ? t(`codes.zodiac.${aunt.zodiac}`) : null) },
        { key: 'constellation', label: label('constellation'), children: show(aunt.constellation ? t(`codes.constellation.${aunt.constellation}`) : null) },
        { key: 'ethnicity', label: label('ethnicity'), children: show(aunt.ethnicity ? ethnicityLabel(aunt.ethnicity, lang) : null) },
        // A WeChat id that is a mobile number is masked like the mobile (reveal it in the header).
        { key: 'wechat', label: label('wechat'), children: show(/^1\d{10}$/.test(aunt.wechat) ? maskMobile(aunt.wechat) : aunt.wechat) },
      ],
    },
    {
      key: 'personal',
      items: [
        { key: 'education', label: label('education'), children: show(aunt.education ? t(`codes.education.${aunt.education}`) : null) },
        { key: 'maritalStatus', label: label('maritalStatus'), children: t(`codes.marital.${aunt.maritalStatus}`) },
        { key: 'height', label: label('height'), children: show(aunt.height ? t('auntDetail.resume.height', { value: aunt.height }) : null) },
        { key: 'weight', label: label('weight'), children: show(aunt.weight ? t('auntDetail.resume.weight', { value: aunt.weight }) : null) },
        { key: 'experienceYears', label: label('experienceYears'), children: t('auntDetail.resume.years', { value: aunt.experienceYears }) },
      ],
    },
    {
      key: 'intent',
      items: [
        { key: 'serviceTypes', label: label('serviceTypes'), children: aunt.serviceTypes.length ? <ServiceTypeTags value={aunt.serviceTypes} /> : none, span: 2 },
        { key: 'expectedSalary', label: label('expectedSalary'), children: show(salary) },
        { key: 'liveIn', label: label('liveIn'), children: t(`codes.liveIn.${aunt.liveIn}`) },
        { key: 'workStatus', label: label('workStatus'), children: <WorkStatusTag status={aunt.workStatus} /> },
        ...(aunt.workStatus === 6 ? [{ key: 'blacklistReason', label: label('blacklistReason'), children: show(aunt.blacklistReason) }] : []),
      ],
    },
    {
      key: 'address',
      items: [
        { key: 'nativePlace', label: label('nativePlace'), children: show(aunt.nativePlace) },
        { key: 'householdRegister', label: label('householdRegister'), children: show(aunt.householdRegister) },
        { key: 'currentAddress', label: label('currentAddress'), children: show(aunt.currentAddress) },
      ],
    },
    {
      key: 'record',
      items: [
        { key: 'teacherName', label: label('teacherName'), children: show(aunt.teacherUserId ? aunt.teacherName : null) },
        { key: 'createdTime', label: label('createdTime'), children: formatTime(aunt.createdTime, { lang }) },
        { key: 'updatedTime', label: label('updatedTime'), children: formatTime(aunt.updatedTime, { lang }) },
      ],
    },
  ];

  return (
    <div>
      {groups.map((group) => (
        <Descriptions
          key={group.key}
          title={t(`auntDetail.resume.${group.key}`)}
          items={group.items}
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          style={{ marginBottom: 24 }}
        />
      ))}
      <Typography.Title level={5}>{t('auntDetail.resume.introduction')}</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{aunt.introduction || t('auntDetail.resume.none')}</Typography.Paragraph>
    </div>
  );
}
