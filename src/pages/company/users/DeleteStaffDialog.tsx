/**
 * Deleting a staff account asks where its aunts, employers and orders go: to "no owner" or to a
 * chosen enabled colleague. The deletion is one request; a refusal keeps the dialog and the choice,
 * with the server's words.
 */
import { Alert, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteUser, type CompanyUser, type DeleteUserResult } from '@/api/user';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

interface Values {
  target: 'nobody' | 'colleague';
  transferToUserId?: number;
}

export interface DeleteStaffDialogProps {
  row: CompanyUser;
  /** The team: enabled colleagues (not the account deleted) are the choices. */
  team: readonly CompanyUser[];
  onClose: () => void;
  onDeleted: (result: DeleteUserResult, heir: CompanyUser | null) => void;
}

export function DeleteStaffDialog({ row, team, onClose, onDeleted }: DeleteStaffDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'nobody';
  const { saving, error, submit } = useFormSubmit(form);
  const d = (key: string) => t(`staff.delete.${key}`);
  const colleagues = team.filter((user) => user.isEnabled === 1 && user.userId !== row.userId);

  const confirm = () =>
    submit(async (values) => {
      const heir = values.target === 'colleague' ? (colleagues.find((user) => user.userId === values.transferToUserId) ?? null) : null;
      const result = await deleteUser({ userId: row.userId, ...(heir ? { transferToUserId: heir.userId } : {}) }, { silent: true });
      onDeleted(result, heir);
    });

  return (
    <RecordFormModal
      title={t('staff.delete.title', { name: row.contact })}
      form={form}
      dirty={() => false}
      saving={saving}
      onSave={confirm}
      onClose={onClose}
      okText={d('ok')}
      danger
    >
      <p>{t('staff.delete.intro', { name: row.contact })}</p>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ target: 'nobody' }}>
        <Form.Item name="target" label={d('where')}>
          <Radio.Group
            options={[
              { value: 'nobody', label: d('toNobody') },
              { value: 'colleague', label: d('toColleague'), disabled: colleagues.length === 0 },
            ]}
          />
        </Form.Item>
        {target === 'colleague' && (
          <Form.Item name="transferToUserId" label={d('colleague')} rules={[{ required: true, message: d('colleagueRequired') }]}>
            <Select<number>
              virtual={false}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={d('colleaguePlaceholder')}
              options={colleagues.map((user) => ({
                value: user.userId,
                label: user.departmentName ? `${user.contact}（${user.departmentName}）` : user.contact,
              }))}
            />
          </Form.Item>
        )}
      </Form>
      <p style={{ margin: 0, color: 'var(--ant-color-text-secondary)' }}>{d('after')}</p>
    </RecordFormModal>
  );
}
