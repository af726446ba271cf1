import { useTranslation } from 'react-i18next';
import type { Aunt } from '@/api/aunt';
import { DetailSection, fullDateTime, type DetailItem } from '@/components/DetailGrid';
import { ethnicityLabel } from '@/domain/auntCodes';
import { AUNT_ATTRIBUTES, attributeText } from '@/domain/auntAttributes';
import { type PersonalKind } from '@/domain/personalData';
import { PersonalValue } from '@/components/personal/PersonalValue';
import type { Language } from '@/i18n';
import { ServiceTypeTags, WorkStatusTag, maskMobile } from '@/components/aunt';
import { CustomFieldsDetail } from '@/components/customFields/CustomFieldsDetail';
import { useCustomFormFields } from '@/components/customFields/store';
import { moneyRange } from '@/domain/format';

/** Every field of the record, in groups (one shared grid; empty values show the shared mark), then the company's own fields. */
/** `mayReveal`: the user may see her full identity number and address (the reveal rule of her mobile). */
export function ResumeTab({ aunt, mayReveal }: { aunt: Aunt; mayReveal: boolean }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const custom = useCustomFormFields('aunt');
  const item = (key: string, value: DetailItem['value'], extra: Pick<DetailItem, 'wide' | 'multiline'> = {}): DetailItem => ({
    key,
    label: t(`aunt.fields.${key}`),
    value,
    ...extra,
  });
  const personal = (kind: PersonalKind, field: 'idCard' | 'currentAddress') =>
    aunt[field] ? <PersonalValue kind={kind} value={aunt[field]} reveal={{ subject: 'aunt', id: aunt.auntId, field }} allowed={mayReveal} /> : null;
  const salary = aunt.expectedSalary ? moneyRange(aunt.expectedSalary, aunt.expectedSalaryMax, { per: 'month' }) : null;

  const groups: { key: string; items: DetailItem[] }[] = [
    {
      key: 'identity',
      items: [
        item('auntName', aunt.auntName),
        item('gender', t(`codes.gender.${aunt.gender}`)),
        item('idCard', personal('idNumber', 'idCard')),
        item('birthDate', aunt.birthDate),
        item('age', aunt.age !== null ? t('auntDetail.header.age', { age: aunt.age }) : null),
        item('zodiac', aunt.zodiac ? t(`codes.zodiac.${aunt.zodiac}`) : null),
        item('constellation', aunt.constellation ? t(`codes.constellation.${aunt.constellation}`) : null),
        item('ethnicity', aunt.ethnicity ? ethnicityLabel(aunt.ethnicity, lang) : null),
        // A WeChat id that is a mobile number is masked like the mobile (reveal it in the header).
        item('wechat', /^1\d{10}$/.test(aunt.wechat) ? maskMobile(aunt.wechat) : aunt.wechat),
      ],
    },
    {
      key: 'personal',
      items: [
        item('education', aunt.education ? t(`codes.education.${aunt.education}`) : null),
        // Marital status 0 is "not given".
        item('maritalStatus', aunt.maritalStatus ? t(`codes.marital.${aunt.maritalStatus}`) : null),
        item('height', aunt.height ? t('auntDetail.resume.height', { value: aunt.height }) : null),
        item('weight', aunt.weight ? t('auntDetail.resume.weight', { value: aunt.weight }) : null),
        item('experienceYears', t('auntDetail.resume.years', { value: aunt.experienceYears })),
        ...AUNT_ATTRIBUTES.map(({ attrName }) => item(attrName, attributeText(aunt.attributes, attrName) || null)),
        item('introduction', aunt.introduction, { wide: true, multiline: true }),
      ],
    },
    {
      key: 'intent',
      items: [
        item('serviceTypes', aunt.serviceTypes.length ? <ServiceTypeTags value={aunt.serviceTypes} /> : null),
        item('expectedSalary', salary),
        item('liveIn', t(`codes.liveIn.${aunt.liveIn}`)),
        item('workStatus', <WorkStatusTag status={aunt.workStatus} />),
        ...(aunt.workStatus === 6 ? [item('blacklistReason', aunt.blacklistReason)] : []),
      ],
    },
    {
      key: 'address',
      items: [
        item('nativePlace', aunt.nativePlace),
        item('householdRegister', aunt.householdRegister),
        item('currentAddress', personal('address', 'currentAddress')),
      ],
    },
    {
      key: 'record',
      items: [
        item('teacherName', aunt.teacherUserId ? aunt.teacherName : t('auntDetail.header.noOwner')),
        item('createdTime', fullDateTime(aunt.createdTime)),
        item('updatedTime', fullDateTime(aunt.updatedTime)),
      ],
    },
  ];

  return (
    <div>
      {groups.map((group) => (
        <DetailSection key={group.key} title={t(`auntDetail.resume.${group.key}`)} items={group.items} />
      ))}
      <CustomFieldsDetail fields={custom.fields} values={aunt.customFields} />
    </div>
  );
}
