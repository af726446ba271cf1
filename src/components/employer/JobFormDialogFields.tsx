/**
 * The fields of the job form (inside JobFormDialog's antd Form). Rules match the mock's
 * validation (EMPLOYER_LIMITS): title 1-50, salaries amounts of ¥1 or more (at most two decimals,
 * amountRule) with min <= max, days off 0-31,
 * texts within their lengths. Working hours are not asked for a live-in job.
 */
import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Employer } from '@/api/employer.types';
import { AmountInput } from '@/components/AmountInput';
import { useCompanyAuntOptions } from '@/components/aunt';
import { amountRule } from '@/components/formValidation';
import { EMPLOYER_LIMITS, JOB_SCHEDULES } from '@/domain/employerCodes';
import { EmployerSelect } from './JobFormDialogEmployerSelect';
import type { JobFormField } from './JobFormDialogValues';
import { LIVE_IN_SCHEDULE } from './jobText';
import { useRegions } from './useRegions';

interface JobFormFieldsProps {
  /** Show the employer chooser (false when the dialog is for one employer). */
  chooseEmployer: boolean;
  onEmployerPicked: (employer: Employer | undefined) => void;
}

export function JobFormFields({ chooseEmployer, onEmployerPicked }: JobFormFieldsProps) {
  const { t } = useTranslation();
  const { options, loading: optionsLoading } = useCompanyAuntOptions();
  const regions = useRegions();
  const cityOptions = regions.options.flatMap((province) => province.children ?? []);
  const label = (field: JobFormField) => t(`jobs.form.fields.${field}`);
  const required = (field: JobFormField, select = false): Rule => ({
    required: true,
    message: t(select ? 'jobs.form.rules.select' : 'jobs.form.rules.required', { field: label(field) }),
  });
  const maxLength = (field: JobFormField, max: number): Rule => ({ max, message: t('jobs.form.rules.maxLength', { field: label(field), max }) });
  const salaryRules = (field: 'salaryMin' | 'salaryMax'): Rule[] => [required(field), amountRule(t, { minFen: 100, maxFen: EMPLOYER_LIMITS.salaryMax * 100 })];
  const minNotAboveMax: Rule = ({ getFieldValue }) => ({
    validator: async (_, max: number | null | undefined) => {
      const min = getFieldValue('salaryMin') as number | null | undefined;
      if (typeof min === 'number' && typeof max === 'number' && min > max) throw new Error(t('jobs.form.rules.salaryOrder'));
    },
  });
  const salaryInput = (field: 'salaryMin' | 'salaryMax') => (
    <AmountInput step={500} prefix="¥" suffix={t('jobs.form.perMonth')} style={{ width: '100%' }} aria-label={label(field)} />
  );

  return (
    <>
      {chooseEmployer && (
        <Form.Item name="employerId" label={label('employerId')} rules={[required('employerId', true)]}>
          <EmployerSelect onPick={onEmployerPicked} />
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={label('title')}
        rules={[
          required('title'),
          { whitespace: true, message: t('jobs.form.rules.required', { field: label('title') }) },
          maxLength('title', EMPLOYER_LIMITS.jobTitleMax),
        ]}
      >
        <Input maxLength={EMPLOYER_LIMITS.jobTitleMax} showCount placeholder={t('jobs.form.placeholders.title')} />
      </Form.Item>
      <Form.Item name="serviceType" label={label('serviceType')} rules={[required('serviceType', true)]}>
        <Select<number>
          virtual={false}
          loading={optionsLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(options?.serviceTypes ?? [])
            .filter((type) => type.isEnabled === 1)
            .map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="salaryMin" label={label('salaryMin')} rules={salaryRules('salaryMin')}>
            {salaryInput('salaryMin')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="salaryMax" label={label('salaryMax')} dependencies={['salaryMin']} rules={[...salaryRules('salaryMax'), minNotAboveMax]}>
            {salaryInput('salaryMax')}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="schedule" label={label('schedule')} rules={[required('schedule', true)]}>
        <Radio.Group options={JOB_SCHEDULES.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
      </Form.Item>
      <Row gutter={16}>
        <Form.Item noStyle dependencies={['schedule']}>
          {({ getFieldValue }) =>
            getFieldValue('schedule') === LIVE_IN_SCHEDULE ? null : (
              <Col xs={24} sm={12}>
                <Form.Item name="workHours" label={label('workHours')} rules={[maxLength('workHours', EMPLOYER_LIMITS.workHoursMax)]}>
                  <Input maxLength={EMPLOYER_LIMITS.workHoursMax} placeholder={t('jobs.form.placeholders.workHours')} />
                </Form.Item>
              </Col>
            )
          }
        </Form.Item>
        <Col xs={24} sm={12}>
          <Form.Item
            name="restDays"
            label={label('restDays')}
            rules={[{ type: 'number', min: 0, max: EMPLOYER_LIMITS.restDaysMax, message: t('jobs.form.rules.restDays', { max: EMPLOYER_LIMITS.restDaysMax }) }]}
          >
            <InputNumber<number>
              min={0}
              max={EMPLOYER_LIMITS.restDaysMax}
              precision={0}
              suffix={t('jobs.form.days')}
              style={{ width: '100%' }}
              aria-label={label('restDays')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="cityId" label={label('cityId')}>
            <Select<number> allowClear loading={regions.loading} showSearch={{ optionFilterProp: 'label' }} options={cityOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="district" label={label('district')} rules={[maxLength('district', EMPLOYER_LIMITS.districtMax)]}>
            <Input maxLength={EMPLOYER_LIMITS.districtMax} placeholder={t('jobs.form.placeholders.district')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label={label('address')} rules={[maxLength('address', EMPLOYER_LIMITS.addressMax)]}>
        <Input maxLength={EMPLOYER_LIMITS.addressMax} placeholder={t('jobs.form.placeholders.address')} />
      </Form.Item>
      <Form.Item name="requirements" label={label('requirements')} rules={[maxLength('requirements', EMPLOYER_LIMITS.requirementsMax)]}>
        <Input.TextArea rows={3} maxLength={EMPLOYER_LIMITS.requirementsMax} showCount placeholder={t('jobs.form.placeholders.requirements')} />
      </Form.Item>
    </>
  );
}
