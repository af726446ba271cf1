/**
 * The applicant of a new order: the agency (its name and the user's mobile prefilled, the name
 * read-only) or an employer (picked: name, gender and his mobile (revealForOrder) filled; the id typed).
 */
import { maskMobile } from '@/domain/personalData';
import { Form, Input, Radio, type FormInstance } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmployerByFilter, type Employer } from '@/api/employer';
import { employerQueries } from '@/api/employer.queries';
import type { ListResult } from '@/api/types';
import { INSURED_NAME, MOBILE_RE } from '@/domain/insuredPerson';
import { useSession } from '@/stores/session';
import { agencyOf, type CreateValues } from './orderFormValues';
import { useIdRules } from './PersonFields';
import { RemoteSelect, type Option } from './RemoteSelect';
import { revealForOrder } from './revealForOrder';

const employerOptions = (answer: ListResult<Employer>): Option[] =>
  answer.list.map((employer) => ({
    value: employer.employerId,
    label: `${employer.employerName}${employer.mobile ? ` · ${maskMobile(employer.mobile)}` : ''}`,
  }));

export function ApplicantFields({ form }: { form: FormInstance<CreateValues> }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const agency = useMemo(() => agencyOf(user), [user]);
  const applicantType = Form.useWatch('applicantType', form) ?? 0;
  const applicantIdRules = useIdRules('applicantIdType');
  const required = (label: string) => ({ required: true, whitespace: true, message: t('insurance.form.required', { label }) });

  const pickEmployer = useCallback(
    async (id?: number) => {
      if (!id) return;
      const { list } = await getEmployerByFilter({ employerId: id, page: 1, pageSize: 1 }, { silent: true }).catch(() => ({ list: [] }));
      const employer = list[0];
      if (!employer) return;
      const applicantMobile = await revealForOrder('employer', employer.employerId, 'mobile', employer.mobile);
      form.setFieldsValue({ applicantName: employer.employerName, applicantGender: employer.gender, applicantMobile, applicantIdType: 0 });
    },
    [form],
  );

  return (
    <>
      <Form.Item name="applicantType" label={t('insurance.form.applicantType')}>
        <Radio.Group
          onChange={(event) => {
            if (event.target.value === 0) form.setFieldsValue({ employerId: undefined, ...agency });
            else form.setFieldsValue({ applicantName: '', applicantMobile: '' });
          }}
          options={[
            { value: 0, label: t('insurance.applicantType.agency') },
            { value: 1, label: t('insurance.applicantType.employer') },
          ]}
        />
      </Form.Item>
      {applicantType === 1 && (
        <Form.Item
          name="employerId"
          label={t('insurance.form.employer')}
          rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.employer') }) }]}
        >
          <RemoteSelect
            search={employerQueries.search}
            toOptions={employerOptions}
            ariaLabel={t('insurance.form.employer')}
            placeholder={t('insurance.form.employerPlaceholder')}
            onChange={(id) => void pickEmployer(id)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="applicantName"
        label={t('insurance.form.name')}
        rules={[required(t('insurance.form.name')), { min: INSURED_NAME.min, max: INSURED_NAME.max, message: t('insurance.form.nameLength') }]}
      >
        <Input maxLength={INSURED_NAME.max} readOnly={applicantType === 0} />
      </Form.Item>
      {applicantType === 1 && (
        <>
          <Form.Item
            name="applicantGender"
            label={t('insurance.form.gender')}
            rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.gender') }) }]}
          >
            <Radio.Group
              options={[
                { value: 0, label: t('insurance.gender.female') },
                { value: 1, label: t('insurance.gender.male') },
              ]}
            />
          </Form.Item>
          <Form.Item name="applicantIdType" label={t('insurance.form.idType')} initialValue={0}>
            <Radio.Group
              options={[
                { value: 0, label: t('insurance.idType.idCard') },
                { value: 1, label: t('insurance.idType.passport') },
              ]}
            />
          </Form.Item>
          <Form.Item name="applicantIdNo" label={t('insurance.form.idNo')} dependencies={['applicantIdType']} rules={applicantIdRules}>
            <Input maxLength={18} autoComplete="off" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="applicantMobile"
        label={t('insurance.form.mobile')}
        rules={[required(t('insurance.form.mobile')), { pattern: MOBILE_RE, message: t('insurance.form.mobileInvalid') }]}
      >
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
    </>
  );
}
