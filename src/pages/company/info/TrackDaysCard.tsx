import { App, Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCompanyTrackDays, type CompanyMp } from '@/api/company';
import { COMPANY_LIMITS } from '@/domain/companyRules';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';

const { trackDaysMin: MIN, trackDaysMax: MAX } = COMPANY_LIMITS;

/**
 * The follow-up tracking days (an integer 1-365) -> /company/setCompanyTrackDays. The answer
 * replaces the page's mini-program settings; a refused save keeps what was typed.
 */
export function TrackDaysCard({ mp, canManage, onSaved }: { mp: CompanyMp; canManage: boolean; onSaved: (mp: CompanyMp) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ trackDays: number | null }>();
  // Shown by the request layer on failure; the typed number stays.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const k = (key: string, values?: Record<string, unknown>) => t(`companyInfo.track.${key}`, values);

  const save = () =>
    submit(
      ({ trackDays }) => setCompanyTrackDays({ trackDays: trackDays as number }),
      (answer) => {
        onSaved(answer);
        form.setFieldsValue({ trackDays: answer.trackDays });
        void message.success(k('saved'));
      },
    );

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{k('title')}</h2>} style={{ height: '100%' }} data-testid="company-track-days">
      <Typography.Paragraph type="secondary">{k('hint', { min: MIN, max: MAX })}</Typography.Paragraph>
      {canManage ? (
        <Form
          onKeyDown={(event) => saveOnKey(event, () => void save())}
          form={form}
          layout="vertical"
          initialValues={{ trackDays: mp.trackDays }}
          onFinish={() => void save()}
        >
          <Form.Item label={k('label')} required style={{ marginBottom: 0 }}>
            <Flex gap={8} wrap>
              <Form.Item
                name="trackDays"
                noStyle
                rules={[
                  { required: true, message: k('required') },
                  { type: 'integer', min: MIN, max: MAX, message: k('range', { min: MIN, max: MAX }) },
                ]}
              >
                <InputNumber style={{ width: 160 }} suffix={k('unit')} aria-label={k('label')} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {k('save')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      ) : (
        <div style={{ fontSize: 20 }} data-testid="track-days-value">
          {k('value', { days: mp.trackDays })}
        </div>
      )}
    </Card>
  );
}
