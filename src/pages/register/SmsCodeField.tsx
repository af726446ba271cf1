import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_CODE_PATTERN } from './rules';
import { useSmsCountdown } from './useSmsCountdown';

const CODE_INPUT_ID = 'sms-code';

/**
 * The SMS code field with its "get code" button, for a form that has a `mobile` field: the
 * mobile is validated first, then the code is sent and the button counts down 60 seconds.
 */
export function SmsCodeField() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance<{ mobile: string }>();
  const sms = useSmsCountdown();

  async function getCode() {
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    if (await sms.send(form.getFieldValue('mobile'))) message.success(t('publicPages.sms.sent'));
  }

  return (
    <Form.Item label={t('publicPages.fields.code')} htmlFor={CODE_INPUT_ID} required>
      <Space.Compact block>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: t('publicPages.rules.codeRequired') },
            { pattern: SMS_CODE_PATTERN, message: t('publicPages.rules.codeInvalid') },
          ]}
        >
          <Input id={CODE_INPUT_ID} inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={t('publicPages.placeholders.code')} />
        </Form.Item>
        <Button onClick={getCode} loading={sms.sending} disabled={sms.remaining > 0} style={{ minWidth: 128 }}>
          {sms.remaining > 0 ? t('publicPages.sms.resend', { seconds: sms.remaining }) : t('publicPages.sms.getCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
