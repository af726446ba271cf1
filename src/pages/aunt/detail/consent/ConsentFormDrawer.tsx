/**
 * Recording her sharing authorisation: the day she signed (not after today), what partners may
 * see (the basic profile always; contact details only when ticked) and the form she signed,
 * uploaded through the upload dialog (pdf, jpg or png). A refused save keeps what was entered.
 */
import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Form, Space, Typography } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONSENT_SCOPES, setAuntConsent, type AuntConsent, type ConsentScope } from '@/api/auntConsent';
import { ImageUpload } from '@/components/ImageUpload';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { chinaDay } from '@/domain/chinaTime';
import { useFormSubmit } from '@/hooks/useFormSubmit';

interface ConsentFormValues {
  signedAt: Dayjs;
  scope: ConsentScope[];
  fileUrl: string;
}

interface ConsentFormDrawerProps {
  auntId: number;
  /** The authorisation on file, whose values the form starts from. */
  current: AuntConsent | null;
  onClose: () => void;
  onSaved: (consent: AuntConsent) => void;
}

const FORM_KINDS = ['pdf', 'jpg', 'png'] as const;

export function ConsentFormDrawer({ auntId, current, onClose, onSaved }: ConsentFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConsentFormValues>();
  const [uploading, setUploading] = useState(false);
  const [today] = useState(() => chinaDay(Date.now()));
  const fileUrl = Form.useWatch('fileUrl', form) ?? '';
  const f = (key: string) => t(`auntConsent.form.${key}`);

  const { saving, submit } = useFormSubmit(form, {
    check: () => form.validateFields().catch(() => null),
    formError: () => null,
  });
  const save = () =>
    submit(
      (values) => setAuntConsent({ auntId, signedAt: values.signedAt.format('YYYY-MM-DD'), scope: values.scope, fileUrl: values.fileUrl }),
      (consent) => {
        void message.success(f('saved'));
        onSaved(consent);
        onClose();
      },
    );

  const initialValues: Partial<ConsentFormValues> = {
    signedAt: dayjs(current?.signedAt ?? today),
    scope: current?.status === 'onFile' ? current.scope : ['basic', 'photo', 'certificates'],
    fileUrl: '',
  };

  return (
    <RecordFormDrawer
      title={f('title')}
      form={form}
      dirty={() => form.isFieldsTouched() || Boolean(form.getFieldValue('fileUrl'))}
      saving={saving}
      onSave={() => form.submit()}
      onClose={onClose}
      width={560}
    >
      <Form<ConsentFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={() => void save()}>
        <Form.Item
          name="signedAt"
          label={f('signedAt')}
          rules={[
            { required: true, message: f('signedAtRequired') },
            {
              validator: (_, value: Dayjs | null) =>
                !value || value.format('YYYY-MM-DD') <= today ? Promise.resolve() : Promise.reject(new Error(f('futureDate'))),
            },
          ]}
        >
          <DatePicker disabledDate={(day) => day.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item name="scope" label={f('scope')} extra={f('scopeHint')}>
          <Checkbox.Group>
            <Space direction="vertical">
              {CONSENT_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} disabled={scope === 'basic'}>
                  {t(`auntConsent.scope.${scope}`)}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={f('file')} required>
          <Form.Item name="fileUrl" noStyle rules={[{ required: true, message: f('fileRequired') }]}>
            <input type="hidden" />
          </Form.Item>
          <Space>
            <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              {fileUrl ? f('replace') : f('upload')}
            </Button>
            {fileUrl && (
              <Typography.Link href={fileUrl} target="_blank" rel="noopener noreferrer" data-testid="consent-form-file">
                <PaperClipOutlined /> {f('uploaded')}
              </Typography.Link>
            )}
          </Space>
        </Form.Item>
      </Form>
      <ImageUpload
        open={uploading}
        title={f('upload')}
        accept={FORM_KINDS}
        onClose={() => setUploading(false)}
        onUploaded={([file]) => {
          if (file) form.setFieldValue('fileUrl', file.filePath);
          void form.validateFields(['fileUrl']).catch(() => undefined);
        }}
      />
    </RecordFormDrawer>
  );
}
