/**
 * Transfers an employer to another staff member (enabled, not the current owner) with a reason
 * (1-200). The server records the transfer and writes it into the follow-up timeline.
 */
import { App, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTransfer } from '@/api/employer';
import type { Employer, EmployerTransfer } from '@/api/employer.types';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { useStaffUsers } from '@/components/useStaffUsers';
import '@/i18n/texts/employer';

export type TransferTarget = Pick<Employer, 'employerId' | 'employerName' | 'userId' | 'userName'>;

export interface TransferDialogProps {
  employer: TransferTarget | null;
  onClose: () => void;
  onTransferred: (transfer: EmployerTransfer) => void;
}

interface TransferValues {
  toUserId: number | undefined;
  reason: string;
}

export function TransferDialog({ employer, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={employer !== null}
      title={employer ? t('employer.transfer.title', { name: employer.employerName }) : null}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {employer && <TransferForm employer={employer} onClose={onClose} onTransferred={onTransferred} />}
    </Modal>
  );
}

function TransferForm({ employer, onClose, onTransferred }: { employer: TransferTarget } & Omit<TransferDialogProps, 'employer'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { users, loading } = useStaffUsers();
  const [form] = Form.useForm<TransferValues>();
  // A refusal: the request layer has shown why (a field it names is marked); the choice and reason stay.
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const choices = users.filter((user) => user.isEnabled === 1 && user.userId !== employer.userId);

  const save = () =>
    submit(
      (values) => createTransfer({ employerId: employer.employerId, toUserId: values.toUserId as number, reason: values.reason.trim() }),
      (transfer) => {
        void message.success(t('employer.transfer.done', { name: transfer.toUserName }));
        onTransferred(transfer);
        onClose();
      },
    );

  return (
    <Form<TransferValues>
      onKeyDown={(event) => saveOnKey(event, () => void save())}
      form={form}
      layout="vertical"
      name={`transfer-${employer.employerId}`}
      initialValues={{ reason: '' }}
      onFinish={() => void save()}
    >
      <Form.Item label={t('employer.transfer.current')}>
        <Typography.Text>{employer.userId ? employer.userName : t('employer.common.noOwner')}</Typography.Text>
      </Form.Item>
      <Form.Item name="toUserId" label={t('employer.transfer.to')} rules={[{ required: true, message: t('employer.transfer.toRequired') }]}>
        <Select<number>
          autoFocus
          virtual={false}
          loading={loading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('employer.transfer.toPlaceholder')}
          options={choices.map((user) => ({ value: user.userId, label: user.contact }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('employer.transfer.reason')}
        rules={[
          { required: true, whitespace: true, message: t('employer.transfer.reasonRequired') },
          { max: EMPLOYER_LIMITS.transferReasonMax, message: t('employer.transfer.reasonMax', { max: EMPLOYER_LIMITS.transferReasonMax }) },
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 6 }}
          showCount
          maxLength={EMPLOYER_LIMITS.transferReasonMax}
          placeholder={t('employer.transfer.reasonPlaceholder')}
        />
      </Form.Item>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose}>{t('employer.form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('employer.transfer.ok')}
        </Button>
      </Flex>
    </Form>
  );
}
