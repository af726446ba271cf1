import { DatePicker, Form, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AuntCustomOption } from '@/api/company';
import type { AuntFormValues } from '../formValues';

const DAY = 'YYYY-MM-DD';
const dayProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : null),
};

/**
 * Until when each certificate she holds is valid (a 健康证 is renewed every year): one optional day
 * per ticked certificate, kept as 'YYYY-MM-DD' under certificateExpiries.<id>. Unticking a
 * certificate drops its day when saving.
 */
export function CertificateExpiries({ certificates, disabled }: { certificates: readonly AuntCustomOption[]; disabled: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<AuntFormValues>();
  const held = new Set(Form.useWatch('certificates', form) ?? []);
  const rows = certificates.filter((option) => held.has(option.customOptionId));
  if (rows.length === 0) return null;
  return (
    <Form.Item label={t('aunt.fields.certificateExpiries')} extra={t('auntForm.certificates.expiryHint')}>
      <Space wrap size={[24, 8]}>
        {rows.map((option) => {
          const label = t('auntForm.certificates.expiresOn', { name: option.optionName });
          return (
            <Space key={option.customOptionId} size={8}>
              <Typography.Text>{option.optionName}</Typography.Text>
              <Form.Item name={['certificateExpiries', String(option.customOptionId)]} noStyle {...dayProps}>
                <DatePicker aria-label={label} placeholder={t('auntForm.certificates.expiryPlaceholder')} format={DAY} disabled={disabled} />
              </Form.Item>
            </Space>
          );
        })}
      </Space>
    </Form.Item>
  );
}
