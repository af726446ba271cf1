/**
 * The two small step dialogs of a service request: assign (an enabled colleague other than the
 * one who has it) and close (a reason; "other" needs a remark). One request at a time; a refusal
 * is shown in the dialog, which keeps the choice.
 */
import { Alert, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCompanyAppOrder, type CompanyAppOrder } from '@/api/companyApp';
import { useStaffUsers } from '@/components/useStaffUsers';
import { CLOSE_REASONS, CLOSE_REASON_OTHER, REQUEST_STATUS } from '@/domain/appRequestGraph';
import { COMPANY_APP_LIMITS } from '@/domain/companyAppCodes';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

interface StepDialogProps {
  request: CompanyAppOrder;
  onClose: () => void;
  onDone: (answer: CompanyAppOrder) => void;
}

export function AssignDialog({ request, onClose, onDone }: StepDialogProps) {
  const { t } = useTranslation();
  const a = (key: string, values?: Record<string, unknown>) => t(`companyApp.requests.assign.${key}`, values);
  const [form] = Form.useForm<{ assigneeId?: number }>();
  const { saving, error, submit } = useFormSubmit(form);
  const { users, loading } = useStaffUsers();
  const choices = users.filter((user) => user.isEnabled === 1 && user.userId !== request.assigneeId);
  const save = () =>
    void submit(async ({ assigneeId }) => {
      onDone(await setCompanyAppOrder({ appOrderId: request.appOrderId, action: 'assign', assigneeId: assigneeId ?? 0 }, { silent: true }));
    });
  return (
    <RecordFormModal title={a('title', { contact: request.contactName })} form={form} saving={saving} onSave={save} onClose={onClose} okText={a('ok')}>
      <Form form={form} layout="vertical">
        <Form.Item
          name="assigneeId"
          label={a('label')}
          rules={[{ required: true, message: a('required') }]}
          extra={request.status === REQUEST_STATUS.pending ? a('pendingHint') : undefined}
        >
          <Select<number>
            virtual={false}
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={a('placeholder')}
            options={choices.map((user) => ({ value: user.userId, label: user.contact }))}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}

interface CloseValues {
  closeReason?: number;
  closeRemark: string;
}

export function CloseDialog({ request, onClose, onDone }: StepDialogProps) {
  const { t } = useTranslation();
  const c = (key: string, values?: Record<string, unknown>) => t(`companyApp.requests.close.${key}`, values);
  const [form] = Form.useForm<CloseValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const reason = Form.useWatch('closeReason', form);
  const save = () =>
    void submit(async (values) => {
      const closeRemark = values.closeRemark.trim();
      onDone(
        await setCompanyAppOrder(
          { appOrderId: request.appOrderId, action: 'close', closeReason: values.closeReason ?? 0, ...(closeRemark ? { closeRemark } : {}) },
          { silent: true },
        ),
      );
    });
  return (
    <RecordFormModal title={c('title', { contact: request.contactName })} form={form} saving={saving} onSave={save} onClose={onClose} okText={c('ok')} danger>
      <Form<CloseValues> form={form} layout="vertical" initialValues={{ closeRemark: '' }}>
        <Form.Item name="closeReason" label={c('reason')} rules={[{ required: true, message: c('reasonRequired') }]}>
          <Radio.Group options={CLOSE_REASONS.map((value) => ({ value, label: t(`companyApp.requests.closeReason.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="closeRemark"
          label={c('remark')}
          dependencies={['closeReason']}
          rules={[
            { required: reason === CLOSE_REASON_OTHER, whitespace: true, message: c('remarkRequired') },
            { max: COMPANY_APP_LIMITS.closeRemarkMax, message: c('remarkTooLong', { max: COMPANY_APP_LIMITS.closeRemarkMax }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={COMPANY_APP_LIMITS.closeRemarkMax + 20} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
