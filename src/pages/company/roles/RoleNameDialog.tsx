/**
 * Adding a role, or renaming one: its name (1-20 characters). Saved through useFormSubmit: the
 * server's refusal (a name in use, say) shows under the field and keeps what was typed; one
 * request at a time.
 */
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRole, edRole, type CompanyRole } from '@/api/company';
import { ROLE_LIMITS } from '@/domain/roles';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

export type RoleNameTarget = { kind: 'add' } | { kind: 'rename'; role: CompanyRole };

interface RoleNameDialogProps {
  target: RoleNameTarget;
  onClose: () => void;
  /** The role as the server answered it. */
  onSaved: (role: CompanyRole) => void;
}

export function RoleNameDialog({ target, onClose, onSaved }: RoleNameDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleName: string }>();
  const { saving, error, submit } = useFormSubmit(form);
  const title = target.kind === 'add' ? t('roles.dialog.addTitle') : t('roles.dialog.renameTitle');

  const save = () =>
    void submit(({ roleName: typed }) => {
      const roleName = typed.trim();
      return target.kind === 'add' ? addRole({ roleName }, { silent: true }) : edRole({ roleId: target.role.roleId, roleName }, { silent: true });
    }, onSaved);

  return (
    <RecordFormModal title={title} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={{ roleName: target.kind === 'rename' ? target.role.roleName : '' }}>
        <Form.Item
          name="roleName"
          label={t('roles.dialog.name')}
          rules={[
            { required: true, whitespace: true, message: t('roles.dialog.nameRequired') },
            { max: ROLE_LIMITS.roleName, message: t('roles.dialog.nameTooLong', { max: ROLE_LIMITS.roleName }) },
          ]}
        >
          <Input placeholder={t('roles.dialog.placeholder')} maxLength={ROLE_LIMITS.roleName} showCount />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </RecordFormModal>
  );
}
