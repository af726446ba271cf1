import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { editCompanyInfo } from '@/api/company';
import type { CompanyInfo } from '@/api/user';
import { COMPANY_LIMITS } from '@/domain/companyRules';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import defaultLogo from '@/layout/logo.svg';
import { useSession } from '@/stores/session';
import { LogoField } from './LogoField';
import styles from './CompanyInfo.module.css';

interface Values {
  companyName: string;
  companyLogo: string;
}

/**
 * Name and logo -> /company/editCompanyInfo. The answer goes into the session's company, so the
 * sidebar shows the new name and logo at once; a refused save keeps what was typed (the request
 * layer shows why). Without company.manage: the name and logo, read-only.
 */
export function BasicInfoCard({ company, canManage }: { company: CompanyInfo; canManage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // The request layer shows a failure; the form keeps what was typed.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const b = (key: string, values?: Record<string, unknown>) => t(`companyInfo.basic.${key}`, values);
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>{b('title')}</h2>;

  if (!canManage) {
    return (
      <Card title={title} data-testid="company-basic">
        <Flex gap="large" align="center">
          <img src={company.companyLogo || defaultLogo} alt={b('logo')} className={styles.logo} data-testid="company-logo-preview" />
          <div>
            <Typography.Text type="secondary">{b('name')}</Typography.Text>
            <div style={{ fontSize: 18, fontWeight: 600 }}>{company.companyName}</div>
          </div>
        </Flex>
      </Card>
    );
  }

  const save = () =>
    submit(
      (values) => editCompanyInfo({ companyName: values.companyName.trim(), companyLogo: values.companyLogo ?? '' }),
      (info) => {
        useSession.getState().setCompany(info);
        form.setFieldsValue({ companyName: info.companyName, companyLogo: info.companyLogo });
        void message.success(b('saved'));
      },
    );

  return (
    <Card title={title} data-testid="company-basic">
      <Form<Values>
        onKeyDown={(event) => saveOnKey(event, () => void save())}
        form={form}
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{ companyName: company.companyName, companyLogo: company.companyLogo }}
        onFinish={() => void save()}
      >
        <Form.Item name="companyLogo" label={b('logo')}>
          <LogoField disabled={saving} />
        </Form.Item>
        <Form.Item
          name="companyName"
          label={b('name')}
          rules={[
            { required: true, whitespace: true, message: b('nameRequired') },
            {
              validator: async (_, value: string | undefined) => {
                const length = (value ?? '').trim().length;
                if (length > 0 && length < COMPANY_LIMITS.nameMin) throw new Error(b('nameMin', { min: COMPANY_LIMITS.nameMin }));
                if (length > COMPANY_LIMITS.nameMax) throw new Error(b('nameMax', { max: COMPANY_LIMITS.nameMax }));
              },
            },
          ]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {b('save')}
        </Button>
      </Form>
    </Card>
  );
}
