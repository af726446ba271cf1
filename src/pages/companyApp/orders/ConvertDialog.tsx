/**
 * Turns a service request into an employer (new, or one the company has: offered when the
 * request's mobile is already an employer's) and a job in one request; what the customer asked
 * for fills the form. On success the caller opens the recruitment list's new-order dialog for that
 * employer and job. A refusal is shown in the dialog, which keeps what was typed; Save cannot run twice.
 */
import { Alert, Button, Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCompanyAppOrder, type CompanyAppOrder } from '@/api/companyApp';
import { employerQueries } from '@/api/employer.queries';
import type { Employer } from '@/api/employer.types';
import { AmountInput } from '@/components/AmountInput';
import { useCompanyAuntOptions } from '@/components/aunt';
import { maskMobile } from '@/components/aunt/mask';
import { EmployerSelect } from '@/components/employer/JobFormDialogEmployerSelect';
import { amountRule } from '@/components/formValidation';
import { EMPLOYER_LIMITS, JOB_SCHEDULES } from '@/domain/employerCodes';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';
import type { RevealedValue } from '@/components/personal/useRevealForForm';
import { convertBody, valuesOfRequest, type ConvertValues } from './convertValues';
import '@/i18n/texts/jobs';

interface ConvertDialogProps {
  request: CompanyAppOrder;
  /** The request's mobile as revealed (the list answers it masked); `missing`: the user types it. */
  mobile: RevealedValue;
  onClose: () => void;
  onDone: (answer: CompanyAppOrder) => void;
}

const MOBILE_RE = /^1\d{10}$/;

/** The company's employer with the request's mobile, when there is one (asked once, quietly). */
function useSameMobileEmployer(mobile: string): Employer | null {
  const found = useQueryData(employerQueries.search(mobile)).data;
  return found?.list.find((employer) => employer.mobile === mobile || employer.mobile === maskMobile(mobile)) ?? null;
}

export function ConvertDialog({ request, mobile, onClose, onDone }: ConvertDialogProps) {
  const { t } = useTranslation();
  const c = (key: string, values?: Record<string, unknown>) => t(`companyApp.requests.convert.${key}`, values);
  const salaryRule = amountRule(t, { minFen: 100, maxFen: EMPLOYER_LIMITS.salaryMax * 100 });
  const [form] = Form.useForm<ConvertValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const { options } = useCompanyAuntOptions();
  const same = useSameMobileEmployer(mobile.value || request.mobile);
  const mode = Form.useWatch('mode', form) ?? 'new';
  const serviceTypes = (options?.serviceTypes ?? []).filter((type) => type.isEnabled === 1 || type.serviceTypeId === request.serviceType);

  const save = () =>
    void submit(async () => onDone(await setCompanyAppOrder(convertBody(request, form.getFieldsValue(true) as ConvertValues), { silent: true })));
  const pickExisting = (employer: Employer) => form.setFieldsValue({ mode: 'existing', employerId: employer.employerId });

  return (
    <RecordFormDrawer title={c('title')} form={form} saving={saving} onSave={save} onClose={onClose} okText={c('ok')}>
      <Typography.Paragraph type="secondary">{c('intro')}</Typography.Paragraph>
      <Form<ConvertValues> form={form} layout="vertical" initialValues={{ ...valuesOfRequest(request), mobile: mobile.value }}>
        {same && mode === 'new' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={c('sameMobile', { mobile: maskMobile(mobile.value || request.mobile), name: same.employerName })}
            action={
              <Button size="small" onClick={() => pickExisting(same)}>
                {c('useIt')}
              </Button>
            }
          />
        )}
        <Typography.Title level={5}>{c('employerSection')}</Typography.Title>
        <Form.Item name="mode" label={c('mode')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'new', label: c('modeNew') },
              { value: 'existing', label: c('modeExisting') },
            ]}
          />
        </Form.Item>
        {mode === 'new' ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="employerName" label={c('employerName')} rules={[{ required: true, whitespace: true, message: c('employerNameRequired') }]}>
                <Input maxLength={EMPLOYER_LIMITS.nameMax} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="mobile"
                label={c('mobile')}
                extra={mobile.missing ? t('personal.typeFull', { field: t('personal.field.mobile') }) : undefined}
                rules={[
                  { required: true, message: c('mobileRequired') },
                  { pattern: MOBILE_RE, message: c('mobileInvalid') },
                ]}
              >
                <Input maxLength={11} inputMode="numeric" />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <Form.Item name="employerId" label={c('existing')} rules={[{ required: true, message: c('existingRequired') }]}>
            <EmployerSelect onPick={() => undefined} />
          </Form.Item>
        )}
        <Typography.Title level={5}>{c('jobSection')}</Typography.Title>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="title" label={c('jobTitle')} rules={[{ required: true, whitespace: true, message: c('jobTitleRequired') }]}>
              <Input maxLength={EMPLOYER_LIMITS.jobTitleMax} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="serviceType" label={c('serviceType')} rules={[{ required: true, message: c('serviceTypeRequired') }]}>
              <Select<number>
                virtual={false}
                loading={!options}
                options={serviceTypes.map((type) => ({ value: type.serviceTypeId, label: type.serviceTypeName }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="salaryMin" label={c('salaryMin')} rules={[{ required: true, message: c('salaryRequired') }, salaryRule]}>
              <AmountInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="salaryMax"
              label={c('salaryMax')}
              dependencies={['salaryMin']}
              rules={[
                { required: true, message: c('salaryRequired') },
                salaryRule,
                ({ getFieldValue }) => ({
                  validator: async (_, value: number | null | undefined) => {
                    const low = getFieldValue('salaryMin') as number | null | undefined;
                    if (typeof value === 'number' && typeof low === 'number' && low > value) throw new Error(c('salaryOrder'));
                  },
                }),
              ]}
            >
              <AmountInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="schedule" label={c('schedule')} rules={[{ required: true, message: c('scheduleRequired') }]}>
          <Radio.Group options={JOB_SCHEDULES.map((code) => ({ value: code.value, label: t(code.labelKey) }))} />
        </Form.Item>
        <Form.Item name="address" label={c('address')} extra={`${request.cityName}${request.district}`}>
          <Input maxLength={EMPLOYER_LIMITS.addressMax} />
        </Form.Item>
        <Form.Item name="requirements" label={c('requirements')}>
          <Input.TextArea rows={2} maxLength={EMPLOYER_LIMITS.requirementsMax} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={c('failed', { reason: error })} role="alert" />}
      </Form>
    </RecordFormDrawer>
  );
}
