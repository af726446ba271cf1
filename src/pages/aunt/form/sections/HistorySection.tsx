import { Button, Card, Checkbox, Col, DatePicker, Empty, Form, Input, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuntFormValues } from '../formValues';
import { LIMITS, emptyHistoryEntry } from '../formValues';
import { maxRule } from '../rules';
import { FormSection } from './FormSection';
import { useServiceTypeOptions } from './IntentSection';

const MONTH = 'YYYY-MM';
/** Months are kept as 'YYYY-MM' text in the form (so drafts are plain JSON). */
const monthProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, MONTH) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(MONTH) : null),
};

/** Work history: a list of jobs (start month, end month or ongoing, employer, service type, duties). */
export function HistorySection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const entries = Form.useWatch('workHistory', form) ?? [];
  // A disabled or retired type an entry already has stays choosable (and readable) there.
  const serviceTypeOptions = useServiceTypeOptions(entries.flatMap((entry) => (entry?.serviceType ? [entry.serviceType] : [])));

  return (
    <FormSection section="history">
      <Form.List name="workHistory">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auntForm.history.empty')} />}
            {fields.map((field, index) => {
              const ongoing = entries[index]?.ongoing === true;
              return (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  title={t('auntForm.history.entry', { index: index + 1 })}
                  style={{ marginBottom: 12 }}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      onClick={() => remove(field.name)}
                      aria-label={t('auntForm.history.remove')}
                    >
                      {t('auntForm.history.remove')}
                    </Button>
                  }
                >
                  <Row gutter={16}>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[field.name, 'startMonth']}
                        label={t('auntForm.history.startMonth')}
                        rules={[{ required: true, message: t('auntForm.rules.select', { field: t('auntForm.history.startMonth') }) }]}
                        {...monthProps}
                      >
                        <DatePicker picker="month" style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'month')} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name={[field.name, 'endMonth']}
                        label={t('auntForm.history.endMonth')}
                        dependencies={[
                          ['workHistory', field.name, 'startMonth'],
                          ['workHistory', field.name, 'ongoing'],
                        ]}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: async (_rule, value: string | null | undefined) => {
                              if (getFieldValue(['workHistory', field.name, 'ongoing']) === true) return;
                              if (!value) throw new Error(t('auntForm.rules.endMonth'));
                              const start = getFieldValue(['workHistory', field.name, 'startMonth']) as string | null;
                              if (start && value < start) throw new Error(t('auntForm.rules.endBeforeStart'));
                            },
                          }),
                        ]}
                        {...monthProps}
                      >
                        <DatePicker picker="month" style={{ width: '100%' }} disabled={ongoing} disabledDate={(day) => day.isAfter(dayjs(), 'month')} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item name={[field.name, 'ongoing']} valuePropName="checked" label=" " colon={false}>
                        <Checkbox onChange={(event) => event.target.checked && form.setFieldValue(['workHistory', field.name, 'endMonth'], null)}>
                          {t('auntForm.history.ongoing')}
                        </Checkbox>
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name={[field.name, 'employer']}
                        label={t('auntForm.history.employer')}
                        rules={[
                          { required: true, whitespace: true, message: t('auntForm.rules.required', { field: t('auntForm.history.employer') }) },
                          { max: LIMITS.employer, message: t('auntForm.rules.max', { field: t('auntForm.history.employer'), max: LIMITS.employer }) },
                        ]}
                      >
                        <Input placeholder={t('auntForm.placeholders.employer')} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'serviceType']} label={t('auntForm.history.serviceType')}>
                        <Select allowClear options={serviceTypeOptions} placeholder={t('auntForm.placeholders.select')} />
                      </Form.Item>
                    </Col>
                    <Col span={24}>
                      <Form.Item
                        name={[field.name, 'description']}
                        label={t('auntForm.history.description')}
                        rules={[maxRule(t, 'workHistory', LIMITS.description)]}
                      >
                        <Input.TextArea rows={2} showCount maxLength={LIMITS.description} placeholder={t('auntForm.placeholders.description')} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              );
            })}
            <Button type="dashed" block icon={<PlusOutlined />} disabled={disabled} onClick={() => add(emptyHistoryEntry())}>
              {t('auntForm.history.add')}
            </Button>
          </>
        )}
      </Form.List>
    </FormSection>
  );
}
